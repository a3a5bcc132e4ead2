import type { Lang, MessageKey } from '@srm/core';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { statusLabel } from '@srm/core/documents/types';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { callerOf } from '../../platform/documents/context.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { invitationCandidates } from './invitationCandidates.ts';
import { type InvitationTarget, inviteSuppliers, uninviteSupplier } from './invitationEdits.ts';
import { tenderBound } from './tender.ts';
import { notifyTenderSuppliers, tenderHeaderOf } from './tenderNotices.ts';
import { tenderSuppliers } from './tenderSchema.ts';

/*
 * The buyer's side of a tender's suppliers (issue 17 item 3): who takes part (invited or signed up) with
 * their fee and bond; the candidates to invite (invitationCandidates.ts, as the inquiry's); inviting and
 * removing suppliers while the tender is a draft (or rejected) — edits of the tender: its btnEdit, its
 * editable states, the version read, which they raise, a history row naming the suppliers —; confirming
 * a participant's fee and bond as received (button btnConfirmPayment, while bids are taken or closed) and
 * refunding a paid bond once the tender is awarded or withdrawn (button btnRefundBond). Each payment step
 * is told to that supplier only and leaves a history row on the tender.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcTenderSupplier' };
const auth = menu(sourcingTender.menuCode);
const versionSchema = z.number().int().min(0);

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

/** The suppliers taking part, with their names, fee and bond, in the order they joined. */
export async function tenderParticipantsOf(db: DbOrTx, lang: Lang, tenderId: number) {
  const rows = await db
    .select()
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, tenderId))
    .orderBy(asc(tenderSuppliers.id));
  const names = await suppliersByIds(
    db,
    rows.map((r) => r.supplierId),
  );
  return rows.map((r) => {
    const s = names.get(r.supplierId);
    return {
      tenderSupplierId: r.id,
      supplierId: r.supplierId,
      supplierNumber: s?.supplierNumber ?? null,
      supplierName: s ? local(lang, s.supplierName, s.supplierNameEn) : null,
      source: r.source,
      responseStatus: r.responseStatus,
      declineReason: r.declineReason,
      feeStatus: r.feeStatus,
      feePaidDate: r.feePaidDate,
      bondStatus: r.bondStatus,
      bondPaidDate: r.bondPaidDate,
      paymentReference: r.paymentReference,
      viewedDate: r.viewedDate,
      result: r.result,
      creationDate: r.creationDate,
    };
  });
}

/** The tender of the caller's scope (404 outside it), not locked: for reads. */
async function visibleTender(db: DbOrTx, scope: Parameters<typeof findDoc>[2], tenderId: number) {
  const doc = await findDoc(db, tenderBound, scope, tenderId);
  if (!doc) throw new AppError(404, 'error.notFound');
  return doc;
}

const listByTender = defineAction({
  ...at,
  action: 'listByTender',
  summary:
    'The suppliers taking part in a tender (invited or signed up): source, response (declined with reason), fee and bond status with paid dates, payment reference, first viewed, result after the award',
  auth,
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await visibleTender(deps.db, caller.scope, body.tenderId);
    return { data: await tenderParticipantsOf(deps.db, lang, body.tenderId) };
  },
});

const candidates = defineAction({
  ...at,
  action: 'candidates',
  summary:
    'Suppliers to invite to a tender: the approved supplier list of its main category and organisation (onAsl), with includeAll every other qualified supplier too (at most 200, keyword on number or name); each with blocked (why it may not be invited, or null) and invited',
  auth,
  body: z.object({
    tenderId: idSchema,
    keyword: z.string().trim().max(100).optional(),
    includeAll: z.boolean().optional().default(false),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const doc = await visibleTender(deps.db, caller.scope, body.tenderId);
    const invited = new Set((await tenderParticipantsOf(deps.db, lang, body.tenderId)).map((p) => p.supplierId));
    const data = await invitationCandidates(
      deps.db,
      lang,
      { orgId: doc.header.orgId as number, categoryId: doc.header.categoryId as number },
      { keyword: body.keyword, includeAll: body.includeAll, invited },
    );
    return { data };
  },
});

/** The tender's participants table, for the shared invitation edits (invitationEdits.ts). */
const TARGET: InvitationTarget = {
  bound: tenderBound,
  numberKey: 'tenderNumber',
  alreadyKey: 'tender.supplierAlreadyInvited',
  taking: async (tx, id) =>
    (
      await tx
        .select({ supplierId: tenderSuppliers.supplierId })
        .from(tenderSuppliers)
        .where(eq(tenderSuppliers.tenderId, id))
    ).map((r) => r.supplierId),
  insert: async (tx, id, supplierIds, userId) => {
    await tx.insert(tenderSuppliers).values(
      supplierIds.map((supplierId) => ({
        tenderId: id,
        supplierId,
        source: 'INVITED',
        // Fee and bond are owed from publication (tender.ts sets them then, from the published amounts).
        createdBy: userId,
        lastUpdatedBy: userId,
      })),
    );
  },
  drop: async (tx, id, supplierId) =>
    (
      await tx
        .delete(tenderSuppliers)
        .where(and(eq(tenderSuppliers.tenderId, id), eq(tenderSuppliers.supplierId, supplierId)))
        .returning({ id: tenderSuppliers.id })
    ).length > 0,
};

const add = defineAction({
  ...at,
  action: 'add',
  summary:
    'Invites suppliers to a DRAFT or REJECTED tender (btnEdit; the version read): each must exist, be qualified and not be blacklisted, frozen, quit or with expired qualifications (field error supplierIds.N naming it); answers the participants and the new version',
  auth,
  mutates: true,
  body: z.object({ tenderId: idSchema, version: versionSchema, supplierIds: z.array(idSchema).min(1).max(200) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await inviteSuppliers(caller, TARGET, body.tenderId, body.version, body.supplierIds);
    return { data: { version, suppliers: await tenderParticipantsOf(deps.db, lang, body.tenderId) }, msg: 'ok.saved' };
  },
});

const remove = defineAction({
  ...at,
  action: 'remove',
  summary:
    'Removes an invited supplier from a DRAFT or REJECTED tender (btnEdit; the version read); answers the participants and the new version',
  auth,
  mutates: true,
  body: z.object({ tenderId: idSchema, version: versionSchema, supplierId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await uninviteSupplier(caller, TARGET, body.tenderId, body.version, body.supplierId);
    return { data: { version, suppliers: await tenderParticipantsOf(deps.db, lang, body.tenderId) }, msg: 'ok.saved' };
  },
});

/** A payment step on one participant: which column moves from what to what, when, and what the supplier is told. */
type PaymentStep = {
  action: 'confirmFee' | 'confirmBond' | 'refundBond';
  button: string;
  /** The tender states the step is taken in. */
  states: readonly string[];
  column: 'feeStatus' | 'bondStatus';
  from: string;
  to: string;
  stamp?: 'feePaidDate' | 'bondPaidDate';
  refusal: MessageKey;
  notice: MessageKey;
  label: { CN: string; EN: string };
};

const STEPS: PaymentStep[] = [
  {
    action: 'confirmFee',
    button: 'btnConfirmPayment',
    states: ['PUBLISHED', 'CLOSED'],
    column: 'feeStatus',
    from: 'UNPAID',
    to: 'PAID',
    stamp: 'feePaidDate',
    refusal: 'tender.feeNotDue',
    notice: 'tender.feeConfirmedNotice',
    label: { CN: '确认标书费', EN: 'Confirm the tender fee' },
  },
  {
    action: 'confirmBond',
    button: 'btnConfirmPayment',
    states: ['PUBLISHED', 'CLOSED'],
    column: 'bondStatus',
    from: 'UNPAID',
    to: 'PAID',
    stamp: 'bondPaidDate',
    refusal: 'tender.bondNotDue',
    notice: 'tender.bondConfirmedNotice',
    label: { CN: '确认保证金', EN: 'Confirm the bid bond' },
  },
  {
    action: 'refundBond',
    button: 'btnRefundBond',
    states: ['AWARDED', 'COMPLETED', 'ABOLISHED'],
    column: 'bondStatus',
    from: 'PAID',
    to: 'REFUNDED',
    refusal: 'tender.bondNotRefundable',
    notice: 'tender.bondRefundedNotice',
    label: { CN: '退还保证金', EN: 'Refund the bid bond' },
  },
];

async function takePaymentStep(
  step: PaymentStep,
  ctx: { deps: AppDeps; user: SessionUser | null; lang: Lang; req: FastifyRequest },
  body: { tenderId: number; supplierId: number },
) {
  const caller = await callerOf(ctx.deps, ctx.user, ctx.lang, ctx.req);
  await requireMenuResource(ctx.deps.db, ctx.user!, sourcingTender.menuCode, step.button);
  await ctx.deps.db.transaction(async (tx) => {
    const doc = await lockDoc(tx, tenderBound, caller.scope, body.tenderId);
    if (!step.states.includes(doc.header.status)) {
      throw new AppError(409, 'error.docStatusNotAllowed', {
        status: statusLabel(sourcingTender, doc.header.status, ctx.lang),
        action: step.label[ctx.lang],
      });
    }
    const [p] = await tx
      .select()
      .from(tenderSuppliers)
      .where(and(eq(tenderSuppliers.tenderId, body.tenderId), eq(tenderSuppliers.supplierId, body.supplierId)))
      .for('update');
    if (!p) throw new AppError(404, 'tender.notParticipant');
    if (p[step.column] !== step.from) throw new AppError(409, step.refusal);
    await tx
      .update(tenderSuppliers)
      .set({
        [step.column]: step.to,
        ...(step.stamp ? { [step.stamp]: sql`now()` } : {}),
        lastUpdatedBy: caller.user.userId,
        lastUpdateDate: new Date(),
        version: sql`${tenderSuppliers.version} + 1`,
      })
      .where(eq(tenderSuppliers.id, p.id));
    const s = (await suppliersByIds(tx, [body.supplierId])).get(body.supplierId);
    await writeHistory(tx, {
      billType: sourcingTender.billType,
      docId: doc.header.id,
      docNumber: String(doc.header.tenderNumber),
      action: step.action,
      fromStatus: doc.header.status,
      toStatus: doc.header.status,
      userId: caller.user.userId,
      comment: s?.supplierNumber ?? String(body.supplierId),
    });
    await notifyTenderSuppliers(tx, tenderHeaderOf(doc.header), [body.supplierId], step.notice, {}, caller.user.userId);
  });
  return {
    data: (await tenderParticipantsOf(ctx.deps.db, ctx.lang, body.tenderId)).find(
      (r) => r.supplierId === body.supplierId,
    ),
    msg: 'ok.saved' as const,
  };
}

const paymentActions = STEPS.map((step) =>
  defineAction({
    ...at,
    action: step.action,
    summary:
      step.action === 'refundBond'
        ? 'Refunds the PAID bid bond of a participant (button btnRefundBond) once the tender is AWARDED, COMPLETED or ABOLISHED: bondStatus REFUNDED; told to that supplier only; answers its participation row'
        : `Confirms a participant's ${step.action === 'confirmFee' ? 'tender fee' : 'bid bond'} as received (button btnConfirmPayment) while the tender is PUBLISHED or CLOSED: UNPAID → PAID with the date; told to that supplier only; answers its participation row`,
    auth,
    mutates: true,
    body: z.object({ tenderId: idSchema, supplierId: idSchema }),
    handler: async ({ deps, body, lang, user, req }) => takePaymentStep(step, { deps, user, lang, req }, body),
  }),
);

export const tenderInvitationActions = [listByTender, candidates, add, remove, ...paymentActions];
