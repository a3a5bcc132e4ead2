import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { findDoc, updateHeader } from '../../platform/documents/store.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import { closeInquiry, inquiryBound } from './inquiry.ts';
import { inquiries } from './inquirySchema.ts';
import { closeTender, tenderBound } from './tender.ts';
import { tenderHeaderOf } from './tenderNotices.ts';
import { tenders } from './tenderSchema.ts';

/*
 * Quotes close at the deadline (issue 17 item 2): the job closes every PUBLISHED inquiry whose
 * quoteDeadline has passed by the database clock, each in its own transaction, as the buyer's early close
 * does (CLOSED, closedDate, to-dos cancelled, suppliers told), with a history row `deadline` by nobody.
 * The quote calls close an inquiry the same way when a save finds its deadline passed
 * (closeIfPastDeadline), so nothing waits on the job's next run. Tenders (issue 17 item 3) close the same
 * way at their bid deadline: PUBLISHED → CLOSED, closedDate, to-dos cancelled, the participants told.
 */

/** The job's name in the administrator's list and history (messages.ts has the same text). */
export const INQUIRY_CLOSE_JOB = 'SRC_INQUIRY_CLOSE';

/**
 * Closes the inquiry in the caller's transaction when it is PUBLISHED and its deadline has passed (the row
 * is locked first: a buyer's close or another run meets the new state); true when it closed it now.
 */
export async function closeIfPastDeadline(tx: DbOrTx, inquiryId: number): Promise<boolean> {
  const doc = await findDoc(tx, inquiryBound, null, inquiryId, true);
  if (doc?.header.status !== 'PUBLISHED') return false;
  const [due] = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), sql`${inquiries.quoteDeadline} <= now()`));
  if (!due) return false;
  const userId = (doc.header.lastUpdatedBy as number | null) ?? 0;
  await updateHeader(tx, inquiryBound, doc.header, { status: 'CLOSED' }, userId);
  await writeHistory(tx, {
    billType: sourcingInquiry.billType,
    docId: inquiryId,
    docNumber: String(doc.header.inquiryNumber),
    action: 'deadline',
    fromStatus: 'PUBLISHED',
    toStatus: 'CLOSED',
    userId: null,
  });
  await closeInquiry(
    tx,
    {
      id: inquiryId,
      inquiryNumber: String(doc.header.inquiryNumber),
      title: String(doc.header.title),
      orgId: doc.header.orgId as number,
      quoteDeadline: doc.header.quoteDeadline as Date,
      round: Number(doc.header.round),
    },
    null,
  );
  return true;
}

/** Closes every inquiry past its deadline; returns how many. */
export async function closeInquiriesPastDeadline(db: DbOrTx): Promise<number> {
  const due = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.status, 'PUBLISHED'), sql`${inquiries.quoteDeadline} <= now()`))
    .orderBy(asc(inquiries.quoteDeadline));
  let closed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => closeIfPastDeadline(tx, id))) closed++;
  }
  return closed;
}

/**
 * Closes the tender in the caller's transaction when it is PUBLISHED and its bid deadline has passed by the
 * database clock (the row locked first); true when it closed it now.
 */
export async function closeTenderIfPastDeadline(tx: DbOrTx, tenderId: number): Promise<boolean> {
  const doc = await findDoc(tx, tenderBound, null, tenderId, true);
  if (doc?.header.status !== 'PUBLISHED') return false;
  const [due] = await tx
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.id, tenderId), sql`${tenders.bidDeadline} <= now()`));
  if (!due) return false;
  const userId = (doc.header.lastUpdatedBy as number | null) ?? 0;
  await updateHeader(tx, tenderBound, doc.header, { status: 'CLOSED' }, userId);
  await writeHistory(tx, {
    billType: sourcingTender.billType,
    docId: tenderId,
    docNumber: String(doc.header.tenderNumber),
    action: 'deadline',
    fromStatus: 'PUBLISHED',
    toStatus: 'CLOSED',
    userId: null,
  });
  await closeTender(tx, tenderHeaderOf(doc.header), null);
  return true;
}

/** Closes every tender past its bid deadline; returns how many. */
export async function closeTendersPastDeadline(db: DbOrTx): Promise<number> {
  const due = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.status, 'PUBLISHED'), sql`${tenders.bidDeadline} <= now()`))
    .orderBy(asc(tenders.bidDeadline));
  let closed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => closeTenderIfPastDeadline(tx, id))) closed++;
  }
  return closed;
}

export const inquiryCloseJob: JobDefinition = {
  code: INQUIRY_CLOSE_JOB,
  name: { CN: '询价单报价截止、招标单截标', EN: 'Close inquiries and tenders past their deadline' },
  defaultCron: '* * * * *',
  async run({ db }) {
    // The tenders' bid deadlines too: one job every minute rather than a second one with the same schedule.
    const inquiriesClosed = await closeInquiriesPastDeadline(db);
    return `closed ${inquiriesClosed}, tenders closed ${await closeTendersPastDeadline(db)}`;
  },
};
