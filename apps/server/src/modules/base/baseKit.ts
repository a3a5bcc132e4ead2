import { requireMenuResource } from '../../platform/access/menus.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import {
  deleteAction as masterDeleteAction,
  statusAction as masterStatusAction,
} from '../../platform/masters/rowActions.ts';

/*
 * What the base-data screens share: their menus (whose buttons unlock the changes), the checks of
 * lookup codes, and the two small actions every master list has (enable/disable, delete).
 * Reading master data is open to every internal user (pickers on documents); changing it needs the
 * button on the screen's own menu, as on the administration screens.
 */

export const BASE_MENUS = {
  material: 'BASE_MATERIAL',
  category: 'BASE_CATEGORY',
  exchangeRate: 'BASE_EXCHANGE_RATE',
  paymentTerm: 'BASE_PAYMENT_TERM',
  district: 'BASE_DISTRICT',
  bank: 'BASE_BANK',
  purchasingGroup: 'BASE_PURCHASING_GROUP',
  address: 'BASE_ADDRESS',
} as const;
export type BaseMenu = (typeof BASE_MENUS)[keyof typeof BASE_MENUS];

/** Add when there is no id, edit otherwise: the button the save needs on the screen's menu. */
export const requireSaveButton = (db: DbOrTx, user: SessionUser, menuCode: BaseMenu, id: unknown) =>
  requireMenuResource(db, user, menuCode, id ? 'btnEdit' : 'btnAdd');

export { fieldErrors } from '../../platform/http/fieldErrors.ts';
export { enabledCodes, lookupErrors } from '../../platform/lookups/lookupChecks.ts';

/** `changeStatus` of a base-data list: the button btnEdit on its menu. */
export const statusAction = (
  o: Omit<Parameters<typeof masterStatusAction>[0], 'server' | 'button'> & { menuCode: BaseMenu },
) => masterStatusAction({ ...o, server: 'baseServer', button: 'btnEdit' });

/** `delete` of a base-data list: the button btnDelete on its menu. */
export const deleteAction = (
  o: Omit<Parameters<typeof masterDeleteAction>[0], 'server' | 'button'> & { menuCode: BaseMenu },
) => masterDeleteAction({ ...o, server: 'baseServer', button: 'btnDelete' });
