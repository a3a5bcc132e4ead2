import { t } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import { menus, responsibilityMenus, userResponsibilities } from '../../../platform/access/schema.ts';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { handleBillPendings, openBillPendings } from '../../../platform/workflow/pendings.ts';
import { notify } from '../../notice/index.ts';

/** The menu of the Registration approval screen; holding it (and its buttons) is what makes an approver. */
export const APPROVAL_MENU = 'SLC_REGISTER_APPROVAL';

/** The enabled users whose responsibilities include the approval menu. */
async function approverIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ userId: users.id })
    .from(menus)
    .innerJoin(responsibilityMenus, eq(responsibilityMenus.menuId, menus.id))
    .innerJoin(
      userResponsibilities,
      and(
        eq(userResponsibilities.responsibilityId, responsibilityMenus.responsibilityId),
        eq(userResponsibilities.enabledFlag, 'Y'),
      ),
    )
    .innerJoin(users, and(eq(users.id, userResponsibilities.userId), eq(users.enabledFlag, 'Y')))
    .where(and(eq(menus.menuCode, APPROVAL_MENU), eq(menus.enabledFlag, 'Y')));
  return rows.map((r) => r.userId);
}

/** The bill type of a registration's to-dos and notifications. */
export const REGISTRATION_BILL_TYPE = 'SUPPLIER_REGISTRATION';

/**
 * Tells the buyers who can approve that a registration waits, in the submit's transaction: a to-do in
 * their list (issue 15 item 6: without mail the applicant waits on them, so it must not be missed) and a
 * notification in their message centre, both opening the Registration approval screen. Written in Chinese,
 * the default language, like the platform's other event notifications.
 */
export async function notifyApprovers(tx: DbOrTx, reg: { id: number; number: string; name: string }) {
  const ids = await approverIds(tx);
  if (ids.length === 0) return;
  // A registration returned for edits and submitted again still has its first to-dos handled: open new ones.
  await openBillPendings(
    tx,
    {
      title: t('registration.todoTitle', 'CN', { name: reg.name, number: reg.number }),
      billType: REGISTRATION_BILL_TYPE,
      billId: reg.id,
      billNumber: reg.number,
      menuCode: APPROVAL_MENU,
    },
    ids,
    null,
  );
  await notify(tx, {
    recipientUserIds: ids,
    title: t('registration.noticeTitle', 'CN', { name: reg.name }),
    content: t('registration.noticeBody', 'CN', { name: reg.name, number: reg.number }),
    billType: REGISTRATION_BILL_TYPE,
    billId: reg.id,
    menuCode: APPROVAL_MENU,
    createdBy: null,
  });
}

/** Closes the approvers' to-dos of a registration once one of them decided (approve, return, reject). */
export const registrationDecided = (tx: DbOrTx, registrationId: number, userId: number) =>
  handleBillPendings(tx, REGISTRATION_BILL_TYPE, registrationId, userId);
