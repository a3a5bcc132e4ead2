import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import { providedLater } from '../../platform/wiring/providedLater.ts';

/*
 * The codes and names of data-permission values of the dimensions admin does not own. Organisations are
 * admin's; purchase categories and purchasing groups are base data (modules/base), which sits above admin
 * (it uses the organisation services), so admin may not import it: the base module provides their names
 * when it is loaded (modules/base/permitValueNames.ts).
 */

export type PermitValueName = { code: string; name: string; enabledFlag: string };
export type PermitValueNamer = (
  db: DbOrTx,
  ids: readonly number[],
  lang: Lang,
) => Promise<Map<number, PermitValueName>>;

export type BasePermitValues = { CATEGORY: PermitValueNamer; PURCHASING_GROUP: PermitValueNamer };

const namers = providedLater<BasePermitValues>('The names of category and purchasing-group permits (modules/base)');

/** Called by the base module when it is loaded. */
export const provideBasePermitValues = (n: BasePermitValues): void => namers.provide(n);

/** The namers the base module provided. */
export const basePermitValues = (): BasePermitValues => namers.get();
