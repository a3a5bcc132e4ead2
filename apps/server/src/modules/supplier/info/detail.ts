import { isSupplierUserType } from '@srm/core';
import { SUPPLIER_CHANGE_BILL_TYPE } from '@srm/core/documents/supplierChange';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN, menu } from '../../../platform/access/rules.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { defineAction, noBody } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { supplierChanges } from '../changeSchema.ts';
import { SUPPLIER_INFO_MENU } from './menus.ts';
import { supplierProfile } from './profile.ts';

/** The change request of the supplier still open (draft, waiting for approval or returned), if any. */
export async function openChangeOf(db: DbOrTx, supplierId: number) {
  const [row] = await db
    .select({
      changeId: supplierChanges.id,
      changeNumber: supplierChanges.changeNumber,
      status: supplierChanges.status,
    })
    .from(supplierChanges)
    .where(
      and(
        eq(supplierChanges.supplierId, supplierId),
        inArray(supplierChanges.status, ['DRAFT', 'APPROVING', 'REJECTED']),
      ),
    )
    .orderBy(desc(supplierChanges.id))
    .limit(1);
  return row ? { ...row, billType: SUPPLIER_CHANGE_BILL_TYPE } : null;
}

/** One supplier's information for the internal detail screen (the supplier information menu). */
const findById = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'findById',
  summary:
    'One supplier with contacts, bank accounts, addresses, categories, sites (inspect-site rows), qualifications',
  auth: menu(SUPPLIER_INFO_MENU),
  body: z.object({ supplierId: idSchema }),
  handler: async ({ deps, body, user }) => {
    if (isSupplierUserType(user!.userType)) throw new AppError(403, 'error.internalOnly');
    const profile = await supplierProfile(deps.db, body.supplierId);
    if (!profile) throw new AppError(404, 'error.notFound');
    return { data: { ...profile, openChange: await openChangeOf(deps.db, body.supplierId) } };
  },
});

/** "My company information": the supplier user's own supplier, read-only, with its open change request. */
const findMine = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'findMine',
  summary: "The caller's own supplier (supplier users only) with its children and the open change request",
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, user }) => {
    if (user!.supplierId == null) throw new AppError(403, 'supplierInfo.supplierOnly');
    const profile = await supplierProfile(deps.db, user!.supplierId);
    if (!profile) throw new AppError(404, 'error.notFound');
    return { data: { ...profile, openChange: await openChangeOf(deps.db, user!.supplierId) } };
  },
});

export const supplierDetailActions = [findById, findMine];
