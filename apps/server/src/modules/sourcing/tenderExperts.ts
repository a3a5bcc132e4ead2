import { randomInt } from 'node:crypto';
import { isSupplierUserType, type Lang } from '@srm/core';
import { statusLabel } from '@srm/core/documents/types';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { categoriesByIds } from '../base/index.ts';
import { notify } from '../notice/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { supplierName } from './compare.ts';
import { tenderExperts } from './evaluationSchema.ts';
import { sourcingExpertConflicts, sourcingExperts } from './ruleSchema.ts';
import { expertsFreeOf } from './rules/index.ts';
import { tenderBids } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { EVALUATION_MENU, type ExpertRow, JURY_STATES, type TenderRow } from './tenderEvaluationAccess.ts';
import { bilingual } from './tenderNotices.ts';

/*
 * A tender's jury (评标专家, issue 17 item 5), drawn from the expert library (rules/expert.ts):
 * - the draw picks at random (the operating system's cryptographic generator, node:crypto randomInt, in a
 *   Fisher–Yates pass) among the enabled experts of the tender's category that are tied (srm_src_expert_
 *   conflict) to none of its bidders and are not on the jury already — expertsFreeOf() decides who may be
 *   picked, so no conflicted expert can ever come out of it; asking more than there are is refused with
 *   how many there are;
 * - the buyer may also appoint one by hand (any enabled expert, the same conflict rule) and excuse one
 *   whose sheet is not submitted;
 * - an internal expert scores with the login of its person (base_users.person_id); an external one has no
 *   login: the buyer enters its sheet (userId null);
 * - the jury is drawn once the bidders are known and fixed (CLOSED) until it has scored (OPENED).
 */

/** The suppliers that bid on the tender (a withdrawn bid is no bid). */
export async function biddersOf(db: DbOrTx, tenderId: number): Promise<number[]> {
  const rows = await db
    .select({ supplierId: tenderBids.supplierId })
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), ne(tenderBids.status, 'WITHDRAWN')));
  return rows.map((r) => r.supplierId);
}

/** The enabled internal login of each person (the first by id when a person has several). */
export async function loginsOfPersons(db: DbOrTx, personIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (personIds.length === 0) return out;
  const rows = await db
    .select({ id: users.id, personId: users.personId, userType: users.userType })
    .from(users)
    .where(and(inArray(users.personId, [...new Set(personIds)]), eq(users.enabledFlag, 'Y')))
    .orderBy(asc(users.id));
  for (const r of rows) {
    if (r.personId != null && !isSupplierUserType(r.userType) && !out.has(r.personId)) out.set(r.personId, r.id);
  }
  return out;
}

/** Refuses a jury change unless the tender is CLOSED or OPENED. */
export function assertJuryOpen(tender: TenderRow, lang: Lang): void {
  if (!JURY_STATES.has(tender.status)) {
    throw new AppError(409, 'evaluation.juryClosed', { status: statusLabel(tenderBound.def, tender.status, lang) });
  }
}

/** The login each expert scores with: its person's for an internal one, none for an external one. */
async function loginsOf(tx: DbOrTx, experts: { expertSource: string; personId: number | null }[]) {
  return loginsOfPersons(
    tx,
    experts.flatMap((e) => (e.expertSource === 'INTERNAL' && e.personId != null ? [e.personId] : [])),
  );
}

/** Tells the internal experts with a login that they are on the jury (both languages). */
async function tellExperts(tx: DbOrTx, tender: TenderRow, userIds: (number | null)[], by: number): Promise<void> {
  const recipientUserIds = userIds.filter((u): u is number => u != null);
  if (recipientUserIds.length === 0) return;
  await notify(tx, {
    recipientUserIds,
    title: bilingual('evaluation.drawnNotice', { number: tender.tenderNumber, title: tender.title }),
    billType: 'SRC_TENDER',
    billId: tender.id,
    billParams: { billId: tender.id, id: tender.id, tenderId: tender.id },
    menuCode: EVALUATION_MENU,
    orgId: tender.orgId,
    createdBy: by,
  });
}

/** `count` distinct items of `pool` picked uniformly at random with the cryptographic generator. */
export function pickAtRandom<T>(pool: readonly T[], count: number): T[] {
  const a = [...pool];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(a.length - i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, count);
}

/**
 * Draws `count` experts onto the tender's jury (the tender row locked by the caller: two draws take turns).
 * Refused with the number available when fewer experts may be drawn.
 */
export async function drawExperts(
  tx: DbOrTx,
  tender: TenderRow,
  count: number,
  userId: number,
  lang: Lang,
): Promise<ExpertRow[]> {
  assertJuryOpen(tender, lang);
  // expertsFreeOf decides who may be drawn at all (enabled, of the category, tied to no bidder).
  const free = await expertsFreeOf(tx, { supplierIds: await biddersOf(tx, tender.id), categoryId: tender.categoryId });
  const onJury = await tx
    .select({ expertId: tenderExperts.expertId })
    .from(tenderExperts)
    .where(eq(tenderExperts.tenderId, tender.id));
  const taken = new Set(onJury.map((r) => r.expertId));
  const pool = free.filter((e) => !taken.has(e.id));
  if (pool.length < count) {
    const category = (await categoriesByIds(tx, [tender.categoryId])).get(tender.categoryId);
    throw new AppError(409, 'evaluation.tooFewExperts', {
      count,
      available: pool.length,
      category: category ? (lang === 'EN' && category.categoryNameEn) || category.categoryName : '',
    });
  }
  const picked = pickAtRandom(
    pool.map((e) => e.id),
    count,
  );
  const experts = await tx
    .select({ id: sourcingExperts.id, expertSource: sourcingExperts.expertSource, personId: sourcingExperts.personId })
    .from(sourcingExperts)
    .where(inArray(sourcingExperts.id, picked));
  const logins = await loginsOf(tx, experts);
  const rows = await tx
    .insert(tenderExperts)
    .values(
      experts.map((e) => ({
        tenderId: tender.id,
        expertId: e.id,
        source: 'DRAWN',
        userId: e.personId != null ? (logins.get(e.personId) ?? null) : null,
        createdBy: userId,
        lastUpdatedBy: userId,
      })),
    )
    .returning();
  await tellExperts(
    tx,
    tender,
    rows.map((r) => r.userId),
    userId,
  );
  return rows;
}

/** The name of an expert of the library, or 404. */
async function libraryExpert(tx: DbOrTx, expertId: number) {
  const [expert] = await tx.select().from(sourcingExperts).where(eq(sourcingExperts.id, expertId));
  if (!expert) throw new AppError(404, 'error.notFound');
  return expert;
}

/** Appoints an expert by hand: enabled, tied to no bidder, not on the jury (an excused one comes back). */
export async function appointExpert(
  tx: DbOrTx,
  tender: TenderRow,
  expertId: number,
  userId: number,
  lang: Lang,
): Promise<ExpertRow> {
  assertJuryOpen(tender, lang);
  const expert = await libraryExpert(tx, expertId);
  if (expert.enabledFlag !== 'Y') throw new AppError(409, 'evaluation.expertDisabled', { name: expert.expertName });
  const bidders = await biddersOf(tx, tender.id);
  const [tie] = bidders.length
    ? await tx
        .select({ supplierId: sourcingExpertConflicts.supplierId })
        .from(sourcingExpertConflicts)
        .where(
          and(eq(sourcingExpertConflicts.expertId, expertId), inArray(sourcingExpertConflicts.supplierId, bidders)),
        )
        .limit(1)
    : [];
  if (tie) {
    const s = (await suppliersByIds(tx, [tie.supplierId])).get(tie.supplierId);
    throw new AppError(409, 'evaluation.expertConflict', { name: expert.expertName, supplier: supplierName(s, lang) });
  }
  const [existing] = await tx
    .select()
    .from(tenderExperts)
    .where(and(eq(tenderExperts.tenderId, tender.id), eq(tenderExperts.expertId, expertId)))
    .for('update');
  if (existing && existing.status !== 'EXCUSED') {
    throw new AppError(409, 'evaluation.expertOnJury', { name: expert.expertName });
  }
  const login =
    expert.expertSource === 'INTERNAL' && expert.personId != null
      ? ((await loginsOfPersons(tx, [expert.personId])).get(expert.personId) ?? null)
      : null;
  const by = { lastUpdatedBy: userId, lastUpdateDate: new Date() };
  const [row] = existing
    ? await tx
        .update(tenderExperts)
        .set({
          source: 'APPOINTED',
          status: 'DRAWN',
          userId: login,
          submittedAt: null,
          ...by,
          version: existing.version + 1,
        })
        .where(eq(tenderExperts.id, existing.id))
        .returning()
    : await tx
        .insert(tenderExperts)
        .values({ tenderId: tender.id, expertId, source: 'APPOINTED', userId: login, createdBy: userId, ...by })
        .returning();
  await tellExperts(tx, tender, [row.userId], userId);
  return row;
}

/** Excuses an expert (回避) whose sheet is not submitted: its scores no longer count. */
export async function excuseExpert(
  tx: DbOrTx,
  tender: TenderRow,
  row: ExpertRow,
  userId: number,
  lang: Lang,
): Promise<void> {
  assertJuryOpen(tender, lang);
  const expert = await libraryExpert(tx, row.expertId);
  if (row.status === 'SUBMITTED') throw new AppError(409, 'evaluation.expertSubmitted', { name: expert.expertName });
  if (row.status === 'EXCUSED') return;
  await tx
    .update(tenderExperts)
    .set({ status: 'EXCUSED', lastUpdatedBy: userId, lastUpdateDate: new Date(), version: row.version + 1 })
    .where(eq(tenderExperts.id, row.id));
}

/** The jury of a tender as the buyer reads it: each expert with its library facts and sheet status. */
export async function juryOf(db: DbOrTx, tenderId: number) {
  const rows = await db
    .select({
      tenderExpertId: tenderExperts.id,
      expertId: tenderExperts.expertId,
      source: tenderExperts.source,
      userId: tenderExperts.userId,
      status: tenderExperts.status,
      submittedAt: tenderExperts.submittedAt,
      expertCode: sourcingExperts.expertCode,
      expertName: sourcingExperts.expertName,
      expertSource: sourcingExperts.expertSource,
      company: sourcingExperts.company,
      expertTitle: sourcingExperts.expertTitle,
      expertLevel: sourcingExperts.expertLevel,
      userName: users.userName,
    })
    .from(tenderExperts)
    .innerJoin(sourcingExperts, eq(sourcingExperts.id, tenderExperts.expertId))
    .leftJoin(users, eq(users.id, tenderExperts.userId))
    .where(eq(tenderExperts.tenderId, tenderId))
    .orderBy(asc(tenderExperts.id));
  return rows.map((r) => ({ ...r, tenderId, enteredByBuyer: r.userId == null }));
}
