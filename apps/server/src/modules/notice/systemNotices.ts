import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { nextNumber } from '../../platform/numbering/numbering.ts';
import { NOTICE_BILL_TYPE, NOTICE_NUMBER_RULE } from './notices.ts';
import { notices } from './schema.ts';

/*
 * Notices another module publishes as part of its own action, in its transaction (issue 17: a public
 * inquiry announced as INQUIRY_ANN to suppliers). They are ordinary notices — numbered, listed, read and
 * counted as any other — published at once, and revoked by the same module when what they announce ends.
 */

export type SystemNotice = {
  noticeType: string;
  title: string;
  /** Plain text, shown with its line breaks. */
  content: string;
  audience: 'ALL' | 'INTERNAL' | 'SUPPLIER';
  orgId: number | null;
  userId: number;
};

/** Publishes a notice now; returns its id. */
export async function publishSystemNotice(tx: DbOrTx, notice: SystemNotice): Promise<number> {
  const noticeNumber = await nextNumber(tx, NOTICE_BILL_TYPE, NOTICE_NUMBER_RULE);
  const [row] = await tx
    .insert(notices)
    .values({
      noticeNumber,
      noticeTitle: notice.title.slice(0, 256),
      noticeType: notice.noticeType,
      content: notice.content,
      contentFormat: 'TEXT',
      audience: notice.audience,
      orgId: notice.orgId,
      status: 'PUBLISHED',
      publishDate: new Date(),
      publishUserId: notice.userId,
      createdBy: notice.userId,
      lastUpdatedBy: notice.userId,
    })
    .returning({ id: notices.id });
  return row.id;
}

/** Revokes a published notice (nothing when it is not published). */
export async function revokeSystemNotice(tx: DbOrTx, noticeId: number, userId: number | null): Promise<void> {
  await tx
    .update(notices)
    .set({
      status: 'REVOKED',
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
      version: sql`${notices.version} + 1`,
    })
    .where(and(eq(notices.id, noticeId), eq(notices.status, 'PUBLISHED')));
}
