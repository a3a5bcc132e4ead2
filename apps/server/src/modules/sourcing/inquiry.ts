import { t } from '@srm/core';
import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { onApprovalEnded } from '../../platform/documents/approval.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type { BoundType, DocContext, StepTaken, StoredDoc } from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { publishSystemNotice, revokeSystemNotice } from '../notice/index.ts';
import { deadlineErrors, validateInquiry, validateInquirySubmit } from './inquiryChecks.ts';
import { presentInquiries } from './inquiryNames.ts';
import {
  cancelInquiryTodos,
  deadlineText,
  type InquiryHeader,
  notifySuppliers,
  openInquiryTodos,
  participantIds,
} from './inquiryNotices.ts';
import { inquiries, inquiryLines } from './inquirySchema.ts';

/*
 * The inquiry (询价单, issue 17): the declaration of packages/core bound to its tables. Numbers
 * XJ-yyMMdd0001, states, versions, buttons, scope, history and the publish approval are the engine's;
 * the inquiry's rules, names and what publishing, closing and withdrawing tell the suppliers are here
 * and in the files beside it. Suppliers never call these routes (no supplier menu): their portal page
 * has its own calls (inquirySupplierCalls.ts), which show only what a supplier may read.
 */

function workflowVariables({ header, lines }: StoredDoc): Record<string, unknown> {
  return {
    orgId: header.orgId,
    categoryId: header.categoryId,
    inquiryMode: header.inquiryMode,
    currencyCode: header.currencyCode,
    lineCount: lines.length,
    inquiryNumber: header.inquiryNumber,
  };
}

const headerOf = (h: Record<string, unknown>): InquiryHeader => ({
  id: h.id as number,
  inquiryNumber: String(h.inquiryNumber),
  title: String(h.title),
  orgId: (h.orgId as number | null) ?? null,
  quoteDeadline: h.quoteDeadline as Date,
  round: Number(h.round ?? 1),
});

/** The approver publishes: the deadline must still be ahead then (the buyer adjusts it otherwise). */
async function beforeInquiryStep(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'approve') return;
  const errors = await deadlineErrors(ctx, doc);
  if (errors.length > 0) throw fieldErrors(errors);
}

/** Closing stamps when; withdrawing keeps the reason, revokes the announcement and tells the suppliers. */
async function afterInquiryStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const { tx, user } = ctx;
  const h = headerOf(doc.header);
  if (step.action === 'close') {
    await closeInquiry(tx, h, user.userId);
    return;
  }
  if (step.action !== 'abolish') return;
  await tx.update(inquiries).set({ abolishReason: step.comment }).where(eq(inquiries.id, h.id));
  if (step.fromStatus !== 'PUBLISHED') return;
  await cancelInquiryTodos(tx, h.id, user.userId);
  if (doc.header.announcementNoticeId != null) {
    await revokeSystemNotice(tx, doc.header.announcementNoticeId as number, user.userId);
  }
  await notifySuppliers(
    tx,
    h,
    await participantIds(tx, h.id),
    'inquiry.abolishedNotice',
    {
      reason: step.comment ?? '',
    },
    user.userId,
  );
}

/**
 * Quotes of the current round are closed (the buyer early, or the close job at the deadline): stamped,
 * the open to-dos cancelled, the suppliers of the round told. The caller has moved it to CLOSED.
 */
export async function closeInquiry(tx: DbOrTx, h: InquiryHeader, userId: number | null): Promise<void> {
  await tx.update(inquiries).set({ closedDate: sql`now()` }).where(eq(inquiries.id, h.id));
  await cancelInquiryTodos(tx, h.id, userId);
  await notifySuppliers(tx, h, await participantIds(tx, h.id, h.round), 'inquiry.closedNotice', {}, userId);
}

/**
 * The publish approval ended approved: the inquiry is PUBLISHED (the engine moved it). Stamped, each
 * invited supplier gets its to-do (the message centre tells its users), and a PUBLIC inquiry is announced
 * to suppliers as an INQUIRY_ANN notice.
 */
async function published(tx: DbOrTx, docId: number, userId: number | null): Promise<void> {
  const [row] = await tx.update(inquiries).set({ publishDate: sql`now()` }).where(eq(inquiries.id, docId)).returning();
  const h = headerOf(row as unknown as Record<string, unknown>);
  await openInquiryTodos(tx, h, await participantIds(tx, h.id), 'INVITE', userId);
  if (row.inquiryMode === 'PUBLIC' && row.announcementNoticeId == null) {
    const params = { number: h.inquiryNumber, title: h.title, deadline: deadlineText(h.quoteDeadline) };
    const noticeId = await publishSystemNotice(tx, {
      noticeType: 'INQUIRY_ANN',
      title: t('inquiry.announcementTitle', 'CN', params),
      content: `${t('inquiry.announcementBody', 'CN', params)}\n\n${t('inquiry.announcementBody', 'EN', params)}`,
      audience: 'SUPPLIER',
      orgId: row.orgId,
      userId: userId ?? row.createdBy ?? 0,
    });
    await tx.update(inquiries).set({ announcementNoticeId: noticeId }).where(eq(inquiries.id, docId));
  }
}

onApprovalEnded(async (tx, event) => {
  if (event.billType !== sourcingInquiry.billType || event.toStatus !== 'PUBLISHED') return;
  await published(tx, event.docId, (event.header.lastUpdatedBy as number | null) ?? null);
});

export const inquiryBinding = {
  server: 'srmServer' as const,
  entity: 'srmSrcInquiry',
  header: inquiries,
  lines: { table: inquiryLines, parentKey: 'inquiryId' },
  scope: { header: ['orgId'] as const, lines: ['categoryId'] as const },
  hooks: {
    validate: validateInquiry,
    validateSubmit: validateInquirySubmit,
    beforeStep: beforeInquiryStep,
    afterStep: afterInquiryStep,
    workflowVariables,
    present: presentInquiries,
    title: (doc: StoredDoc, lang: 'CN' | 'EN') =>
      `${sourcingInquiry.name[lang]} ${doc.header.inquiryNumber} ${doc.header.title}`.slice(0, 200),
  },
};

export const inquiryBound: BoundType = { def: sourcingInquiry, binding: inquiryBinding };

export const inquiryDocumentActions = bindDocumentType(sourcingInquiry, inquiryBinding);

/** The inquiries still PUBLISHED whose deadline has passed by the database clock (the close job's work). */
export const pastDeadline = sql`${inquiries.status} = 'PUBLISHED' and ${inquiries.quoteDeadline} <= now()`;
