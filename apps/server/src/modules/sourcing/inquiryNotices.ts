import { type MessageKey, t } from '@srm/core';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { notify } from '../notice/index.ts';
import { inquirySuppliers } from './inquirySchema.ts';

/*
 * What the inquiry tells its suppliers (issue 17 item 3): a supplier to-do per invited supplier when it is
 * published (the spec's to-do bill types: INQUIRY; PUBLIC_INQUIRY for a supplier that signed up to a public
 * one; INQUIRY_BARGAIN for a bargaining round), handled when the supplier quotes or declines and cancelled
 * when quotes close or the inquiry is withdrawn; and notifications to the users of the suppliers taking
 * part (a changed deadline, a withdrawal, a new clarification answer). Texts are in Chinese, the portal's
 * default, as the order's to-dos are.
 */

/** The to-do bill types of the inquiry (lookup SYS_TOBEDO). */
export const INQUIRY_TODO = {
  INVITE: 'INQUIRY',
  PUBLIC: 'PUBLIC_INQUIRY',
  BARGAIN: 'INQUIRY_BARGAIN',
} as const;
export type InquiryTodoKind = keyof typeof INQUIRY_TODO;

/** The supplier portal's page of inquiries: every to-do and notification opens it. */
export const SUPPLIER_MENU = 'SUP_INQUIRY';

export type InquiryHeader = {
  id: number;
  inquiryNumber: string;
  title: string;
  orgId: number | null;
  quoteDeadline: Date | string;
  round?: number;
};

/** A deadline as suppliers read it: China time, minutes. */
export function deadlineText(at: Date | string): string {
  const d = new Date(at);
  const local = new Date(d.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+8)`;
}

const numberOf = (h: InquiryHeader) =>
  Number(h.round ?? 1) > 1 ? `${h.inquiryNumber}-${h.round}` : String(h.inquiryNumber);

/** Opens the "quote on this inquiry" to-do of each supplier. */
export async function openInquiryTodos(
  tx: DbOrTx,
  h: InquiryHeader,
  supplierIds: readonly number[],
  kind: InquiryTodoKind,
  userId: number | null,
): Promise<void> {
  const key: MessageKey = kind === 'PUBLIC' ? 'inquiry.publicTodoTitle' : 'inquiry.todoTitle';
  const title = t(key, 'CN', { number: numberOf(h), title: h.title, deadline: deadlineText(h.quoteDeadline) });
  for (const supplierId of new Set(supplierIds)) {
    await openSupplierPending(tx, {
      supplierId,
      pendingTitle: title.slice(0, 256),
      billType: INQUIRY_TODO[kind],
      billId: h.id,
      billNumber: numberOf(h),
      billParams: { billId: h.id, id: h.id, inquiryId: h.id },
      menuCode: SUPPLIER_MENU,
      orgId: h.orgId,
      createdBy: userId,
    });
  }
}

/** The supplier has answered (quoted or declined): its open to-dos of the inquiry are done. */
export async function handleInquiryTodos(
  tx: DbOrTx,
  inquiryId: number,
  supplierId: number,
  userId: number,
): Promise<void> {
  for (const billType of Object.values(INQUIRY_TODO)) {
    await handleSupplierPendings(tx, { billType, billId: inquiryId, supplierId, userId });
  }
}

/** Quotes are closed or the inquiry is withdrawn: nothing is left to answer. */
export async function cancelInquiryTodos(tx: DbOrTx, inquiryId: number, userId: number | null): Promise<void> {
  for (const billType of Object.values(INQUIRY_TODO)) {
    await cancelSupplierPendings(tx, { billType, billId: inquiryId, userId });
  }
}

/** The suppliers taking part that have not declined (a bargaining round: only those asked to it). */
export async function participantIds(tx: DbOrTx, inquiryId: number, round?: number): Promise<number[]> {
  const rows = await tx
    .select({ supplierId: inquirySuppliers.supplierId, lastRound: inquirySuppliers.lastRound })
    .from(inquirySuppliers)
    .where(and(eq(inquirySuppliers.inquiryId, inquiryId), ne(inquirySuppliers.responseStatus, 'DECLINED')));
  return rows.filter((r) => round === undefined || r.lastRound >= round).map((r) => r.supplierId);
}

/** Notifies every enabled user of the suppliers (in Chinese, the portal's default). */
export async function notifySuppliers(
  tx: DbOrTx,
  h: InquiryHeader,
  supplierIds: readonly number[],
  key: MessageKey,
  params: Record<string, string>,
  userId: number | null,
): Promise<void> {
  if (supplierIds.length === 0) return;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.supplierId, [...new Set(supplierIds)]), eq(users.enabledFlag, 'Y')));
  await notify(tx, {
    recipientUserIds: recipients.map((r) => r.id),
    title: t(key, 'CN', { number: numberOf(h), title: h.title, ...params }),
    billType: INQUIRY_TODO.INVITE,
    billId: h.id,
    billParams: { billId: h.id, id: h.id, inquiryId: h.id },
    menuCode: SUPPLIER_MENU,
    orgId: h.orgId,
    createdBy: userId,
  });
}
