import { isSupplierUserType } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { idSchema, ynSchema } from '../../../platform/http/fieldSchemas.ts';
import { supplierCategories, supplierSites } from '../schema.ts';
import { checkLookupValue } from './lookupCheck.ts';
import { SUPPLIER_INFO_MENU } from './menus.ts';
import { siteEditFlag } from './profile.ts';

/*
 * What internal users holding the supplier information menu (and its Edit button) maintain directly,
 * without a change request: a site's status, emergency flag and 'participate in inspection' flag, and a
 * category's status. Spec §5: the inspect flag is editable only by internal users and only while the
 * site's editFlag is Y — enforced here, whatever the screen shows.
 */

async function requireMaintainer(db: Parameters<typeof requireMenuResource>[0], user: SessionUser): Promise<void> {
  if (isSupplierUserType(user.userType) || user.supplierId != null) throw new AppError(403, 'error.internalOnly');
  await requireMenuResource(db, user, SUPPLIER_INFO_MENU, 'btnEdit');
}

const updateSite = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'updateSite',
  summary:
    "A site's status, emergency flag and inspect flag (internal users with Edit; inspect flag only while editFlag is Y)",
  auth: menu(SUPPLIER_INFO_MENU),
  mutates: true,
  body: z.object({
    siteId: idSchema,
    version: z.coerce.number().int().min(0),
    siteStatus: z.string().trim().min(1).max(32).optional(),
    isEmergencySupplier: ynSchema.optional(),
    inspectFlag: ynSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    await requireMaintainer(deps.db, user!);
    return deps.db.transaction(async (tx) => {
      const [site] = await tx.select().from(supplierSites).where(eq(supplierSites.id, body.siteId)).for('update');
      if (!site) throw new AppError(404, 'error.notFound');
      if (site.version !== body.version) throw new AppError(409, 'error.staleVersion');
      if (
        body.inspectFlag !== undefined &&
        body.inspectFlag !== site.inspectFlag &&
        siteEditFlag(site.siteStatus) === 'N'
      ) {
        throw new AppError(409, 'supplierInfo.siteNotEditable');
      }
      if (body.siteStatus !== undefined)
        await checkLookupValue(tx, 'SLC_SUPPLIER_STATUS', body.siteStatus, 'siteStatus', lang);
      const [row] = await tx
        .update(supplierSites)
        .set({
          siteStatus: body.siteStatus ?? site.siteStatus,
          isEmergencySupplier: body.isEmergencySupplier ?? site.isEmergencySupplier,
          inspectFlag: body.inspectFlag ?? site.inspectFlag,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: site.version + 1,
        })
        .where(and(eq(supplierSites.id, site.id), eq(supplierSites.version, site.version)))
        .returning();
      return { data: { siteId: row.id, ...row, editFlag: siteEditFlag(row.siteStatus) } };
    });
  },
});

const updateCategory = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'updateCategory',
  summary: "A supplied category's status (lookup SLC_SUPPLIER_STATUS); internal users with Edit",
  auth: menu(SUPPLIER_INFO_MENU),
  mutates: true,
  body: z.object({
    supplierCategoryId: idSchema,
    version: z.coerce.number().int().min(0),
    categoryStatus: z.string().trim().min(1).max(32),
  }),
  handler: async ({ deps, body, user, lang }) => {
    await requireMaintainer(deps.db, user!);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(supplierCategories)
        .where(eq(supplierCategories.id, body.supplierCategoryId))
        .for('update');
      if (!row) throw new AppError(404, 'error.notFound');
      if (row.version !== body.version) throw new AppError(409, 'error.staleVersion');
      await checkLookupValue(tx, 'SLC_SUPPLIER_STATUS', body.categoryStatus, 'categoryStatus', lang);
      const [updated] = await tx
        .update(supplierCategories)
        .set({
          categoryStatus: body.categoryStatus,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: row.version + 1,
        })
        .where(eq(supplierCategories.id, row.id))
        .returning();
      return { data: { supplierCategoryId: updated.id, ...updated } };
    });
  },
});

export const supplierMaintainActions = [updateSite, updateCategory];
