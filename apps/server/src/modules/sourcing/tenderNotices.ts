import { type MessageKey, t } from '@srm/core';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { notify, publishSystemNotice } from '../notice/index.ts';
import { deadlineText } from './inquiryNotices.ts';
import { tenderSuppliers } from './tenderSchema.ts';

/*
 * What the tender tells its suppliers (issue 17 item 3), as the inquiry does (inquiryNotices.ts): a supplier
 * to-do of the spec's bill type BIDDING_RESPONSE (招标应答, opening the portal page SUP_TENDER) per
 * participant when it is published or a supplier signs up, handled when the supplier bids or declines,
 * cancelled when bids close or the tender is withdrawn; notifications to the users of the suppliers taking
 * part; and the TENDER_ANN notices of a public tender. Suppliers have no language setting, so every text a
 * supplier gets carries both languages (Chinese first, the portal's default).
 */

/** The supplier to-do of a tender (lookup SYS_TOBEDO; core todo/billTypes.ts opens SUP_TENDER). */
export const TENDER_TODO = 'BIDDING_RESPONSE';

/** The supplier portal's page of tenders: every to-do and notification opens it. */
export const TENDER_SUPPLIER_MENU = 'SUP_TENDER';

export type TenderHeader = {
  id: number;
  tenderNumber: string;
  title: string;
  orgId: number | null;
  bidDeadline: Date | string;
  openingTime: Date | string;
  signUpDeadline?: Date | string | null;
};

/** The header fields the notices use, from a stored row (or a document engine header). */
export const tenderHeaderOf = (h: Record<string, unknown>): TenderHeader => ({
  id: h.id as number,
  tenderNumber: String(h.tenderNumber),
  title: String(h.title),
  orgId: (h.orgId as number | null) ?? null,
  bidDeadline: h.bidDeadline as Date,
  openingTime: h.openingTime as Date,
  signUpDeadline: (h.signUpDeadline as Date | null) ?? null,
});

/** "中文 / English": both languages of a message, for readers whose language the server does not know. */
export function bilingual(key: MessageKey, params: Record<string, string | number>, max = 500): string {
  const cn = t(key, 'CN', params);
  const en = t(key, 'EN', params);
  const both = `${cn} / ${en}`;
  return both.length <= max ? both : cn.slice(0, max);
}

const baseParams = (h: TenderHeader) => ({
  number: h.tenderNumber,
  title: h.title,
  deadline: deadlineText(h.bidDeadline),
  openingTime: deadlineText(h.openingTime),
});

const billParams = (h: TenderHeader) => ({ billId: h.id, id: h.id, tenderId: h.id });

/** Opens the "bid on this tender" to-do of each supplier (signedUp: the wording of a public sign-up). */
export async function openTenderTodos(
  tx: DbOrTx,
  h: TenderHeader,
  supplierIds: readonly number[],
  userId: number | null,
  signedUp = false,
): Promise<void> {
  const title = bilingual(signedUp ? 'tender.signedUpTodoTitle' : 'tender.todoTitle', baseParams(h), 256);
  for (const supplierId of new Set(supplierIds)) {
    await openSupplierPending(tx, {
      supplierId,
      pendingTitle: title,
      billType: TENDER_TODO,
      billId: h.id,
      billNumber: h.tenderNumber,
      billParams: billParams(h),
      menuCode: TENDER_SUPPLIER_MENU,
      orgId: h.orgId,
      createdBy: userId,
    });
  }
}

/** The supplier has answered (bid or declined): its open to-do of the tender is done. Sealing calls it on a bid. */
export async function handleTenderTodos(tx: DbOrTx, tenderId: number, supplierId: number, userId: number) {
  await handleSupplierPendings(tx, { billType: TENDER_TODO, billId: tenderId, supplierId, userId });
}

/** Bids are closed or the tender is withdrawn: nothing is left to answer. */
export async function cancelTenderTodos(tx: DbOrTx, tenderId: number, userId: number | null): Promise<void> {
  await cancelSupplierPendings(tx, { billType: TENDER_TODO, billId: tenderId, userId });
}

/**
 * The bid deadline moved (a change letter): the open to-dos are cancelled and opened again with the new
 * deadline for the participants still to answer (neither bid nor declined), in their own wording.
 */
export async function refreshTenderTodos(tx: DbOrTx, h: TenderHeader, userId: number | null): Promise<void> {
  await cancelTenderTodos(tx, h.id, userId);
  const waiting = await tx
    .select({ supplierId: tenderSuppliers.supplierId, source: tenderSuppliers.source })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, h.id), eq(tenderSuppliers.responseStatus, 'INVITED')));
  const of = (source: string) => waiting.filter((w) => w.source === source).map((w) => w.supplierId);
  await openTenderTodos(tx, h, of('INVITED'), userId);
  await openTenderTodos(tx, h, of('SIGNED_UP'), userId, true);
}

/** The suppliers taking part that have not declined. */
export async function tenderParticipantIds(tx: DbOrTx, tenderId: number): Promise<number[]> {
  const rows = await tx
    .select({ supplierId: tenderSuppliers.supplierId })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), ne(tenderSuppliers.responseStatus, 'DECLINED')));
  return rows.map((r) => r.supplierId);
}

/** Notifies every enabled user of the suppliers, in both languages; each supplier's users only hear of it. */
export async function notifyTenderSuppliers(
  tx: DbOrTx,
  h: TenderHeader,
  supplierIds: readonly number[],
  key: MessageKey,
  params: Record<string, string | number>,
  userId: number | null,
): Promise<void> {
  if (supplierIds.length === 0) return;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.supplierId, [...new Set(supplierIds)]), eq(users.enabledFlag, 'Y')));
  await notify(tx, {
    recipientUserIds: recipients.map((r) => r.id),
    title: bilingual(key, { ...baseParams(h), ...params }),
    billType: TENDER_TODO,
    billId: h.id,
    billParams: billParams(h),
    menuCode: TENDER_SUPPLIER_MENU,
    orgId: h.orgId,
    createdBy: userId,
  });
}

/** Notifies internal users (the buyer who wrote the tender) in both languages, opening SRC_TENDER. */
export async function notifyBuyer(
  tx: DbOrTx,
  h: TenderHeader,
  userIds: readonly (number | null)[],
  key: MessageKey,
  params: Record<string, string | number>,
  userId: number | null,
): Promise<void> {
  const recipientUserIds = userIds.filter((id): id is number => id != null);
  if (recipientUserIds.length === 0) return;
  await notify(tx, {
    recipientUserIds,
    title: bilingual(key, { ...baseParams(h), ...params }),
    billType: 'SRC_TENDER',
    billId: h.id,
    billParams: billParams(h),
    menuCode: 'SRC_TENDER',
    orgId: h.orgId,
    createdBy: userId,
  });
}

/** The TENDER_ANN notice of a public tender when it is published; returns its id. */
export function announceTender(tx: DbOrTx, h: TenderHeader, userId: number): Promise<number> {
  const params = {
    ...baseParams(h),
    signUpDeadline: deadlineText(h.signUpDeadline ?? h.bidDeadline),
  };
  return publishSystemNotice(tx, {
    noticeType: 'TENDER_ANN',
    title: bilingual('tender.announcementTitle', params, 256),
    content: `${t('tender.announcementBody', 'CN', params)}\n\n${t('tender.announcementBody', 'EN', params)}`,
    audience: 'SUPPLIER',
    orgId: h.orgId,
    userId,
  });
}

/**
 * The TENDER_ANN notice of a change letter on a public tender: the letter, then the announcement's terms as
 * they now stand (it supersedes the notice before it, which the caller revokes); returns its id.
 */
export function announceChange(
  tx: DbOrTx,
  h: TenderHeader,
  letter: { letterNumber: number; title: string; content: string; movedDeadline: boolean },
  userId: number,
): Promise<number> {
  const params = {
    ...baseParams(h),
    letter: letter.letterNumber,
    signUpDeadline: deadlineText(h.signUpDeadline ?? h.bidDeadline),
  };
  const moved = (lang: 'CN' | 'EN') =>
    letter.movedDeadline ? `${t('tender.changeAnnouncementDeadline', lang, params)}\n` : '';
  const terms = (lang: 'CN' | 'EN') => `${moved(lang)}${t('tender.announcementBody', lang, params)}`;
  return publishSystemNotice(tx, {
    noticeType: 'TENDER_ANN',
    title: bilingual('tender.changeAnnouncementTitle', params, 256),
    content: `${letter.title}\n\n${letter.content}\n\n${terms('CN')}\n\n${terms('EN')}`,
    audience: 'SUPPLIER',
    orgId: h.orgId,
    userId,
  });
}
