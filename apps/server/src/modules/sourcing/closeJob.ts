import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { findDoc, updateHeader } from '../../platform/documents/store.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import { closeInquiry, inquiryBound } from './inquiry.ts';
import { inquiries } from './inquirySchema.ts';

/*
 * Quotes close at the deadline (issue 17 item 2): the job closes every PUBLISHED inquiry whose
 * quoteDeadline has passed by the database clock, each in its own transaction, as the buyer's early close
 * does (CLOSED, closedDate, to-dos cancelled, suppliers told), with a history row `deadline` by nobody.
 * The quote calls close an inquiry the same way when a save finds its deadline passed
 * (closeIfPastDeadline), so nothing waits on the job's next run.
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

export const inquiryCloseJob: JobDefinition = {
  code: INQUIRY_CLOSE_JOB,
  name: { CN: '询价单报价截止', EN: 'Close inquiries past their quote deadline' },
  defaultCron: '* * * * *',
  async run({ db }) {
    return `closed ${await closeInquiriesPastDeadline(db)}`;
  },
};
