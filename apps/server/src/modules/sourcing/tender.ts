import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { onApprovalEnded } from '../../platform/documents/approval.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type { BoundType, DocContext, StepTaken, StoredDoc } from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { revokeSystemNotice } from '../notice/index.ts';
import { tenderCommittee } from './sealingSchema.ts';
import { bidDeadlineErrors, validateTender, validateTenderSubmit } from './tenderChecks.ts';
import { presentTenders } from './tenderNames.ts';
import {
  announceTender,
  cancelTenderTodos,
  notifyTenderSuppliers,
  openTenderTodos,
  type TenderHeader,
  tenderHeaderOf,
  tenderParticipantIds,
} from './tenderNotices.ts';
import { tenderLines, tenderSuppliers, tenders } from './tenderSchema.ts';

/*
 * The tender (招标单, issue 17 item 3): the declaration of packages/core bound to its tables. Numbers
 * ZB-yyMMdd0001, states, versions, buttons, scope, history and the publish approval are the engine's; the
 * tender's rules (tenderChecks.ts: the seal among them), names, and what publishing, closing and withdrawing
 * tell the suppliers are here and in the files beside it. Suppliers never call these routes: their portal
 * page SUP_TENDER has its own calls (tenderSupplierCalls.ts, through tenderSupplierAccess.ts).
 */

function workflowVariables({ header, lines }: StoredDoc): Record<string, unknown> {
  return {
    orgId: header.orgId,
    categoryId: header.categoryId,
    tenderMode: header.tenderMode,
    currencyCode: header.currencyCode,
    tenderFee: header.tenderFee == null ? 0 : Number(header.tenderFee),
    bidBond: header.bidBond == null ? 0 : Number(header.bidBond),
    lineCount: lines.length,
    tenderNumber: header.tenderNumber,
  };
}

/** The approver publishes: the bid deadline must still be ahead then (the buyer moves it otherwise). */
async function beforeTenderStep(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'approve') return;
  const errors = await bidDeadlineErrors(ctx, doc);
  if (errors.length > 0) throw fieldErrors(errors);
}

/**
 * The seal was made for k of n (sealTender(members, threshold)): a save that changes the threshold makes the
 * stored shares the wrong scheme, so the seal is dropped and the buyer seals again before submitting. The
 * committee's own changes clear it in the sealing calls.
 */
async function afterTenderSave(ctx: DocContext, before: StoredDoc | null, after: StoredDoc | null): Promise<void> {
  if (!before || !after) return;
  if (Number(before.header.openingThreshold) === Number(after.header.openingThreshold)) return;
  if (after.header.eventPublicKey == null) return;
  await ctx.tx.update(tenders).set({ eventPublicKey: null, sealedDate: null }).where(eq(tenders.id, after.header.id));
}

/** Withdrawing keeps the reason; once published it cancels the to-dos, revokes the notices, tells the participants. */
async function afterTenderStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  if (step.action !== 'abolish') return;
  const { tx, user } = ctx;
  const h = tenderHeaderOf(doc.header);
  await tx.update(tenders).set({ abolishReason: step.comment }).where(eq(tenders.id, h.id));
  // Shares members gave before the withdrawal (fewer than k) are not kept in the clear.
  await tx.update(tenderCommittee).set({ submittedShare: null }).where(eq(tenderCommittee.tenderId, h.id));
  if (step.fromStatus !== 'PUBLISHED' && step.fromStatus !== 'CLOSED') return;
  await cancelTenderTodos(tx, h.id, user.userId);
  await revokeTenderNotices(tx, (doc.header.announcementNoticeId as number | null) ?? null, user.userId);
  await notifyTenderSuppliers(
    tx,
    h,
    await tenderParticipantIds(tx, h.id),
    'tender.abolishedNotice',
    { reason: step.comment ?? '' },
    user.userId,
  );
}

/**
 * Revokes the tender's announcement: the last TENDER_ANN notice (a change letter's notice supersedes the one
 * before it, tenderChanges.ts, so only one is ever published).
 */
async function revokeTenderNotices(tx: DbOrTx, announcementId: number | null, userId: number) {
  if (announcementId != null) await revokeSystemNotice(tx, announcementId, userId);
}

/**
 * Bids are closed (the close job at the bid deadline): stamped, the open to-dos cancelled, the participants
 * told. The caller has moved it to CLOSED.
 */
export async function closeTender(tx: DbOrTx, h: TenderHeader, userId: number | null): Promise<void> {
  await tx.update(tenders).set({ closedDate: sql`now()` }).where(eq(tenders.id, h.id));
  await cancelTenderTodos(tx, h.id, userId);
  await notifyTenderSuppliers(tx, h, await tenderParticipantIds(tx, h.id), 'tender.closedNotice', {}, userId);
}

/**
 * The publish approval ended approved: the tender is PUBLISHED (the engine moved it). Stamped; each invited
 * supplier owes the fee and the bond the tender asks (UNPAID, or NONE without them), gets its to-do (the
 * message centre tells its users); a PUBLIC tender is announced to suppliers as a TENDER_ANN notice.
 */
async function published(tx: DbOrTx, docId: number, userId: number | null): Promise<void> {
  const [row] = await tx.update(tenders).set({ publishDate: sql`now()` }).where(eq(tenders.id, docId)).returning();
  await tx
    .update(tenderSuppliers)
    .set({ feeStatus: feeStatusOf(row.tenderFee), bondStatus: feeStatusOf(row.bidBond) })
    .where(eq(tenderSuppliers.tenderId, docId));
  const h = tenderHeaderOf(row as unknown as Record<string, unknown>);
  await openTenderTodos(tx, h, await tenderParticipantIds(tx, docId), userId);
  if (row.tenderMode === 'PUBLIC' && row.announcementNoticeId == null) {
    const noticeId = await announceTender(tx, h, userId ?? row.createdBy ?? 0);
    await tx.update(tenders).set({ announcementNoticeId: noticeId }).where(eq(tenders.id, docId));
  }
}

/** What a participant owes of an amount the tender asks: UNPAID when it is above zero, NONE otherwise. */
export const feeStatusOf = (amount: string | null | undefined) =>
  amount != null && Number(amount) > 0 ? 'UNPAID' : 'NONE';

onApprovalEnded(async (tx, event) => {
  if (event.billType !== sourcingTender.billType || event.toStatus !== 'PUBLISHED') return;
  await published(tx, event.docId, (event.header.lastUpdatedBy as number | null) ?? null);
});

export const tenderBinding = {
  server: 'srmServer' as const,
  entity: 'srmSrcTender',
  header: tenders,
  lines: { table: tenderLines, parentKey: 'tenderId' },
  scope: { header: ['orgId'] as const, lines: ['categoryId'] as const },
  hooks: {
    validate: validateTender,
    validateSubmit: validateTenderSubmit,
    beforeStep: beforeTenderStep,
    afterStep: afterTenderStep,
    afterSave: afterTenderSave,
    workflowVariables,
    present: presentTenders,
    title: (doc: StoredDoc, lang: 'CN' | 'EN') =>
      `${sourcingTender.name[lang]} ${doc.header.tenderNumber} ${doc.header.title}`.slice(0, 200),
  },
};

/** The bound type other parts of the module use (findDoc, lockDoc, recordById, the action gate). */
export const tenderBound: BoundType = { def: sourcingTender, binding: tenderBinding };

export const tenderDocumentActions = bindDocumentType(sourcingTender, tenderBinding);

/** The tenders still PUBLISHED whose bid deadline has passed by the database clock (the close job's work). */
export const tenderPastDeadline = sql`${tenders.status} = 'PUBLISHED' and ${tenders.bidDeadline} <= now()`;

export { tenders };
