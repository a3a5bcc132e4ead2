import { t } from '@srm/core';
import { decimalSchema } from '@srm/core/documents/schemas';
import { statusLabel } from '@srm/core/documents/types';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { type ActionContext, type ActionDef, defineAction, noBody } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError } from '../../platform/http/fieldErrors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { tenderExperts, tenderScores } from './evaluationSchema.ts';
import { sourcingExpertCategories, sourcingExperts } from './ruleSchema.ts';
import { expertsFreeOf } from './rules/index.ts';
import { tenderBids } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import {
  asHolder,
  committeeSeat,
  EVALUATION_MENU,
  expertRowById,
  isHolder,
  OPENING_MENU,
  ownExpertRow,
  TENDER_MENU,
  type TenderRow,
  tenderById,
} from './tenderEvaluationAccess.ts';
import { appointExpert, biddersOf, drawExperts, excuseExpert, juryOf } from './tenderExperts.ts';
import { tenders } from './tenderSchema.ts';
import { saveSheetScores, sheetOf, submitSheet, technicalCriteria } from './tenderSheets.ts';
import { summaryOf } from './tenderSummary.ts';

/*
 * srmSrcTenderEvaluationRestful (评标, issue 17 item 5): the jury (experts, candidates, draw, appoint,
 * excuse — the tender's holder, tenderExperts.ts), the experts' sheets (mySheets, sheet, saveScores,
 * submitSheet — the expert itself; enterFor — the holder for an expert without a login, tenderSheets.ts),
 * the summary and ranking (tenderSummary.ts) and the committee's recommendation, which moves the tender to
 * EVALUATED. Who reaches what: tenderEvaluationAccess.ts. No supplier reaches any of it.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcTenderEvaluation' };
const tenderBody = z.object({ tenderId: idSchema });
const scoresSchema = z
  .array(
    z.object({
      bidId: idSchema,
      criterionId: idSchema,
      // 0 up to the criterion's maximum (checked against the template), two decimals at most.
      score: decimalSchema({ precision: 2, min: 0, max: 99_999.99 }),
      comment: z.string().trim().max(1000).nullish(),
    }),
  )
  .max(5000);

/** Internal callers only: a supplier user gets 404 on every path, as if there were nothing. */
function internalUser(user: SessionUser | null): SessionUser {
  if (!user || user.supplierId != null) throw new AppError(404, 'error.notFound');
  return user;
}

/** The holder, or a member of the committee (reading the jury and the summary). */
async function holderOrCommittee(db: Db, user: SessionUser, req: object, tenderId: number) {
  if (await committeeSeat(db, user.userId, tenderId)) return;
  await asHolder(db, user, req, tenderId);
}

const experts = defineAction({
  ...at,
  action: 'experts',
  summary:
    "A tender's jury: each expert drawn or appointed, with its library facts (code, name, INTERNAL/EXTERNAL, company, title, level), the login it scores with (none: the buyer enters its sheet), sheet status (DRAWN, SCORING, SUBMITTED, EXCUSED) and submittedAt; the tender's holder or a committee member",
  auth: menu(TENDER_MENU, EVALUATION_MENU, OPENING_MENU),
  body: tenderBody,
  handler: async ({ deps, body, user, req }) => {
    const me = internalUser(user);
    await holderOrCommittee(deps.db, me, req, body.tenderId);
    return { data: await juryOf(deps.db, body.tenderId) };
  },
});

const candidates = defineAction({
  ...at,
  action: 'candidates',
  summary:
    "Experts of the library the holder may appoint by hand: enabled, tied to none of the tender's bidders, not on its jury (an excused one may come back); inCategory marks those of the tender's category",
  auth: menu(TENDER_MENU),
  body: tenderBody,
  handler: async ({ deps, body, user, req }) => {
    const me = internalUser(user);
    await asHolder(deps.db, me, req, body.tenderId);
    const tender = await tenderById(deps.db, body.tenderId);
    const free = await expertsFreeOf(deps.db, { supplierIds: await biddersOf(deps.db, tender.id) });
    const jury = await deps.db
      .select({ expertId: tenderExperts.expertId })
      .from(tenderExperts)
      .where(and(eq(tenderExperts.tenderId, tender.id), ne(tenderExperts.status, 'EXCUSED')));
    const taken = new Set(jury.map((j) => j.expertId));
    const pool = free.filter((e) => !taken.has(e.id));
    const inCategory = new Set(
      pool.length
        ? (
            await deps.db
              .select({ expertId: sourcingExpertCategories.expertId })
              .from(sourcingExpertCategories)
              .where(
                and(
                  eq(sourcingExpertCategories.categoryId, tender.categoryId),
                  inArray(
                    sourcingExpertCategories.expertId,
                    pool.map((e) => e.id),
                  ),
                ),
              )
          ).map((r) => r.expertId)
        : [],
    );
    const library = pool.length
      ? await deps.db
          .select({
            expertId: sourcingExperts.id,
            expertCode: sourcingExperts.expertCode,
            expertName: sourcingExperts.expertName,
            expertSource: sourcingExperts.expertSource,
            company: sourcingExperts.company,
            expertTitle: sourcingExperts.expertTitle,
            expertLevel: sourcingExperts.expertLevel,
          })
          .from(sourcingExperts)
          .where(
            inArray(
              sourcingExperts.id,
              pool.map((e) => e.id),
            ),
          )
          .orderBy(asc(sourcingExperts.expertCode))
      : [];
    return { data: library.map((e) => ({ ...e, inCategory: inCategory.has(e.expertId) })) };
  },
});

/**
 * A change of the jury by the tender's holder: the tender locked, `change` run in one transaction, the jury
 * answered as it now is (draw, appoint, excuse).
 */
async function changeJury(
  { deps, body, user, req }: ActionContext<{ tenderId: number }>,
  change: (tx: DbOrTx, tender: TenderRow, userId: number) => Promise<unknown>,
) {
  const me = internalUser(user);
  await asHolder(deps.db, me, req, body.tenderId);
  await deps.db.transaction(async (tx) => change(tx, await tenderById(tx, body.tenderId, 'update'), me.userId));
  return { data: await juryOf(deps.db, body.tenderId) };
}

const draw = defineAction({
  ...at,
  action: 'draw',
  summary:
    "Draws count experts at random (cryptographic generator) onto the tender's jury from the enabled experts of its category tied to none of its bidders and not on the jury; CLOSED or OPENED; 409 with how many there are when fewer; internal experts are told; → the jury",
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({ tenderId: idSchema, count: z.number().int().min(1).max(99) }),
  handler: (ctx) => changeJury(ctx, (tx, tender, userId) => drawExperts(tx, tender, ctx.body.count, userId, ctx.lang)),
});

const appoint = defineAction({
  ...at,
  action: 'appoint',
  summary:
    "Appoints an expert of the library by hand onto the tender's jury: enabled, tied to none of the bidders (409 naming the bidder), not on the jury already (an excused one comes back); CLOSED or OPENED; → the jury",
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({ tenderId: idSchema, expertId: idSchema }),
  handler: (ctx) =>
    changeJury(ctx, (tx, tender, userId) => appointExpert(tx, tender, ctx.body.expertId, userId, ctx.lang)),
});

const excuse = defineAction({
  ...at,
  action: 'excuse',
  summary:
    'Excuses an expert of the jury (回避) whose sheet is not submitted (409 otherwise): its scores no longer count; CLOSED or OPENED; → the jury',
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({ tenderId: idSchema, tenderExpertId: idSchema }),
  handler: (ctx) =>
    changeJury(ctx, async (tx, tender, userId) => {
      const row = await expertRowById(tx, ctx.body.tenderExpertId, true);
      if (row.tenderId !== tender.id) throw new AppError(404, 'error.notFound');
      await excuseExpert(tx, tender, row, userId, ctx.lang);
    }),
});

const mySheets = defineAction({
  ...at,
  action: 'mySheets',
  summary:
    'The tenders the caller is an expert of (not excused), newest first: number, title, tender status, opened date, its sheet status and submittedAt, cells filled of cells, canScore (tender OPENED and sheet not submitted)',
  auth: menu(EVALUATION_MENU),
  body: noBody,
  handler: async ({ deps, user }) => {
    const me = internalUser(user);
    const rows = await deps.db
      .select({
        tenderExpertId: tenderExperts.id,
        tenderId: tenders.id,
        tenderNumber: tenders.tenderNumber,
        title: tenders.title,
        tenderStatus: tenders.status,
        templateId: tenders.templateId,
        openedDate: tenders.openedDate,
        sheetStatus: tenderExperts.status,
        submittedAt: tenderExperts.submittedAt,
        // Qualified by hand: the subqueries' own tables would take an unqualified "id".
        bidCount: sql<number>`(select count(*)::int from ${tenderBids} b where b.tender_id = "srm_src_tender"."id" and b.status = 'OPENED')`,
        filled: sql<number>`(select count(*)::int from ${tenderScores} s join ${tenderBids} b on b.id = s.bid_id and b.status = 'OPENED' where s.tender_expert_id = "srm_src_tender_expert"."id")`,
      })
      .from(tenderExperts)
      .innerJoin(tenders, eq(tenders.id, tenderExperts.tenderId))
      .where(and(eq(tenderExperts.userId, me.userId), ne(tenderExperts.status, 'EXCUSED')))
      .orderBy(desc(tenders.id))
      .limit(500);
    const criteria = new Map<number, number>();
    for (const templateId of new Set(rows.map((r) => r.templateId))) {
      criteria.set(templateId, (await technicalCriteria(deps.db, templateId)).length);
    }
    return {
      data: rows.map(({ templateId, ...r }) => ({
        ...r,
        cellCount: r.bidCount * (criteria.get(templateId) ?? 0),
        canScore: r.tenderStatus === 'OPENED' && r.sheetStatus !== 'SUBMITTED',
      })),
    };
  },
});

const sheet = defineAction({
  ...at,
  action: 'sheet',
  summary:
    "A scoring sheet: the tender's OPENED bids (supplier, technical statement and file ids, totals, validity) × its template's TECHNICAL criteria (name, weight, maxScore), the scores so far, editable; the caller's own sheet, or with tenderExpertId any sheet of the tender for its holder; 409 before the bids are open",
  auth: menu(EVALUATION_MENU, TENDER_MENU),
  body: z.object({ tenderId: idSchema, tenderExpertId: idSchema.optional() }),
  handler: async ({ deps, body, user, req, lang }) => {
    const me = internalUser(user);
    let row = null;
    if (body.tenderExpertId != null) {
      await asHolder(deps.db, me, req, body.tenderId);
      row = await expertRowById(deps.db, body.tenderExpertId);
      if (row.tenderId !== body.tenderId) throw new AppError(404, 'error.notFound');
    } else {
      row = await ownExpertRow(deps.db, me.userId, body.tenderId);
      if (!row) throw new AppError(404, 'error.notFound');
    }
    const tender = await tenderById(deps.db, body.tenderId);
    return { data: await sheetOf(deps.db, tender, row, lang) };
  },
});

const saveScores = defineAction({
  ...at,
  action: 'saveScores',
  summary:
    "Stores scores of the caller's own sheet (each cell {bidId, criterionId, score 0..maxScore with ≤ 2 decimals, comment?} replaced, the others kept); only while the tender is OPENED and the sheet not submitted (409); → the sheet",
  auth: menu(EVALUATION_MENU),
  mutates: true,
  body: z.object({ tenderId: idSchema, scores: scoresSchema }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalUser(user);
    await deps.db.transaction(async (tx) => {
      // Locks in one order everywhere — the tender, then the jury row — so no two calls wait on each other.
      const tender = await tenderById(tx, body.tenderId, 'share');
      const row = await ownExpertRow(tx, me.userId, body.tenderId, true);
      if (!row) throw new AppError(404, 'error.notFound');
      await saveSheetScores(tx, tender, row, body.scores, me.userId, lang);
    });
    const row = (await ownExpertRow(deps.db, me.userId, body.tenderId))!;
    return { data: await sheetOf(deps.db, await tenderById(deps.db, body.tenderId), row, lang) };
  },
});

const submit = defineAction({
  ...at,
  action: 'submitSheet',
  summary:
    "Submits the caller's own sheet: every OPENED bid scored on every technical criterion (409 with how many cells are missing); final afterwards; → the sheet",
  auth: menu(EVALUATION_MENU),
  mutates: true,
  body: tenderBody,
  handler: async ({ deps, body, user, lang }) => {
    const me = internalUser(user);
    await deps.db.transaction(async (tx) => {
      // Locks in one order everywhere — the tender, then the jury row — so no two calls wait on each other.
      const tender = await tenderById(tx, body.tenderId, 'share');
      const row = await ownExpertRow(tx, me.userId, body.tenderId, true);
      if (!row) throw new AppError(404, 'error.notFound');
      await submitSheet(tx, tender, row, me.userId, lang);
    });
    const row = (await ownExpertRow(deps.db, me.userId, body.tenderId))!;
    return { data: await sheetOf(deps.db, await tenderById(deps.db, body.tenderId), row, lang) };
  },
});

const enterFor = defineAction({
  ...at,
  action: 'enterFor',
  summary:
    "The tender's holder enters the sheet of an expert without a login (an external expert: 409 for one with a login) — scores as saveScores, then with submit: true submits it as submitSheet; → that sheet",
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    tenderExpertId: idSchema,
    scores: scoresSchema,
    submit: z.boolean().optional().default(false),
  }),
  handler: async ({ deps, body, user, req, lang }) => {
    const me = internalUser(user);
    await asHolder(deps.db, me, req, body.tenderId);
    await deps.db.transaction(async (tx) => {
      const tender = await tenderById(tx, body.tenderId, 'share');
      const row = await expertRowById(tx, body.tenderExpertId, true);
      if (row.tenderId !== body.tenderId || row.status === 'EXCUSED') throw new AppError(404, 'error.notFound');
      if (row.userId != null) throw new AppError(409, 'evaluation.expertHasLogin');
      await saveSheetScores(tx, tender, row, body.scores, me.userId, lang);
      if (body.submit) await submitSheet(tx, tender, { ...row, version: row.version + 1 }, me.userId, lang);
    });
    const row = await expertRowById(deps.db, body.tenderExpertId);
    return { data: await sheetOf(deps.db, await tenderById(deps.db, body.tenderId), row, lang) };
  },
});

const summary = defineAction({
  ...at,
  action: 'summary',
  summary:
    'The evaluation summary: per bid the technical score (mean of the submitted sheets of Σ score ÷ maxScore × weight, × technicalWeight ÷ 100), the commercial score (lowest total with tax ÷ its total × commercialWeight), total, rank (LOWEST_PRICE: by total with tax only), each sheet’s points; the jury, sheets submitted of expected, complete, the recommendation; the holder or a committee member (an expert of the tender only once its own sheet is submitted: 409); 409 before the bids are open',
  auth: menu(TENDER_MENU, EVALUATION_MENU, OPENING_MENU),
  body: tenderBody,
  handler: async ({ deps, body, user, req, lang }) => {
    const me = internalUser(user);
    await holderOrCommittee(deps.db, me, req, body.tenderId);
    // An expert forms its own view first: the others' scores are not shown to it before it submits.
    const own = await ownExpertRow(deps.db, me.userId, body.tenderId);
    if (own && own.status !== 'SUBMITTED') throw new AppError(409, 'evaluation.submitOwnFirst');
    return { data: await summaryOf(deps.db, await tenderById(deps.db, body.tenderId), lang) };
  },
});

const recommend = defineAction({
  ...at,
  action: 'recommend',
  summary:
    "The committee's recommendation: the supplier of an OPENED bid and why; the committee's chair or the tender's holder; from OPENED (or EVALUATED not yet being awarded, to change it); WEIGHTED_SCORE needs every sheet of the jury submitted (409); → the tender EVALUATED with evaluatedDate, a history row, the summary",
  auth: menu(TENDER_MENU, EVALUATION_MENU, OPENING_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    supplierId: idSchema,
    recommendation: z.string().trim().min(1, 'field.required').max(2000),
    version: z.number().int().min(0).optional(),
  }),
  handler: async ({ deps, body, user, req, lang }) => {
    const me = internalUser(user);
    const seat = await committeeSeat(deps.db, me.userId, body.tenderId);
    if (seat !== 'CHAIR' && !(await isHolder(deps.db, me, req, body.tenderId))) {
      throw new AppError(seat ? 403 : 404, seat ? 'error.forbidden' : 'error.notFound');
    }
    await deps.db.transaction(async (tx) => {
      const tender = await tenderById(tx, body.tenderId, 'update');
      if (body.version !== undefined && body.version !== tender.version) throw new AppError(409, 'error.staleVersion');
      const again = tender.status === 'EVALUATED' && tender.awardStatus == null;
      if (tender.status !== 'OPENED' && !again) {
        throw new AppError(409, 'evaluation.cannotRecommend', {
          status: statusLabel(tenderBound.def, tender.status, lang),
        });
      }
      const [bid] = await tx
        .select({ id: tenderBids.id })
        .from(tenderBids)
        .where(
          and(
            eq(tenderBids.tenderId, tender.id),
            eq(tenderBids.supplierId, body.supplierId),
            eq(tenderBids.status, 'OPENED'),
          ),
        );
      if (!bid) throw fieldError(lang, 400, 'supplierId', 'evaluation.notAnOpenedBidder');
      const s = await summaryOf(tx, tender, lang);
      if (!s.complete) {
        throw new AppError(409, 'evaluation.sheetsOutstanding', {
          submitted: s.sheetsSubmitted,
          expected: s.sheetsExpected,
        });
      }
      await tx
        .update(tenders)
        .set({
          status: 'EVALUATED',
          evaluatedDate: sql`now()`,
          recommendedSupplierId: body.supplierId,
          recommendation: body.recommendation,
          lastUpdatedBy: me.userId,
          lastUpdateDate: new Date(),
          version: tender.version + 1,
        })
        .where(eq(tenders.id, tender.id));
      await writeHistory(tx, {
        billType: tenderBound.def.billType,
        docId: tender.id,
        docNumber: tender.tenderNumber,
        action: 'evaluate',
        fromStatus: tender.status as never,
        toStatus: 'EVALUATED',
        userId: me.userId,
        comment: `${t('evaluation.recommended', lang)}: ${body.recommendation}`.slice(0, 1000),
      });
    });
    return { data: await summaryOf(deps.db, await tenderById(deps.db, body.tenderId), lang) };
  },
});

export const tenderEvaluationActions = [
  experts,
  candidates,
  draw,
  appoint,
  excuse,
  mySheets,
  sheet,
  saveScores,
  submit,
  enterFor,
  summary,
  recommend,
] as unknown as ActionDef[];
