import { isSupplierUserType, type Lang } from '@srm/core';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { containsAny } from '../../../platform/db/search.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { materialTable, materialTitle } from '../../base/index.ts';
import { purchasePlans, sparePartsLists } from '../planSchema.ts';

/*
 * What a supplier user picks on the documents it writes (inventory reports, capacity assessments):
 * the organisation and the material. The general pickers (org and material lists) are internal-only,
 * so these two calls give a supplier just what it needs: the organisations that sent it a plan or a
 * spare parts list (its buyers), and enabled materials by code or name.
 */

const auth = menu('SUP_INVENTORY', 'SUP_CAPACITY', 'PUR_SUPPLIER_INVENTORY', 'PUR_CAPACITY');
const keywordBody = z.object({ keyword: z.string().trim().max(128).optional() });
const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

export const listOrgsForSupplier = defineAction({
  server: 'srmServer',
  entity: 'srmPurSupplierInventory',
  action: 'listOrgsForSelect',
  summary:
    'Organisations a supplier user reports to: those that published a purchase plan or spare parts list to its supplier (internal users: those of their plans and lists)',
  auth,
  body: keywordBody,
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = isSupplierUserType(user!.userType) ? user!.supplierId : null;
    const own = (table: typeof purchasePlans | typeof sparePartsLists) =>
      deps.db
        .selectDistinct({ orgId: table.orgId })
        .from(table)
        .where(
          supplierId == null
            ? ne(table.status, 'DRAFT')
            : and(eq(table.supplierId, supplierId), ne(table.status, 'DRAFT')),
        );
    const ids = [...(await own(purchasePlans)), ...(await own(sparePartsLists))].map((r) => r.orgId);
    const orgs = [...(await orgsByIds(deps.db, ids)).values()].filter((o) => o.enabledFlag === 'Y');
    const keyword = body.keyword?.toLowerCase();
    return {
      data: orgs
        .map((o) => ({ orgId: o.id, orgCode: o.orgCode, orgName: local(lang, o.orgName, o.orgNameEn) }))
        .filter((o) => !keyword || `${o.orgCode} ${o.orgName}`.toLowerCase().includes(keyword))
        .sort((a, b) => a.orgCode.localeCompare(b.orgCode)),
    };
  },
});

export const listMaterialsForSupplier = defineAction({
  server: 'srmServer',
  entity: 'srmPurSupplierInventory',
  action: 'listMaterialsForSelect',
  summary: 'Enabled materials by code or name (at most 50), for the lines a supplier user writes',
  auth,
  body: keywordBody,
  handler: async ({ deps, body, lang }) => {
    const m = materialTable;
    const where: SQL[] = [eq(m.enabledFlag, 'Y')];
    if (body.keyword) {
      where.push(containsAny(body.keyword, [m.materialCode, m.materialName, m.materialNameEn]));
    }
    const rows = await deps.db
      .select()
      .from(m)
      .where(and(...where))
      .orderBy(m.materialCode)
      .limit(50);
    return {
      data: rows.map((r) => ({
        materialId: r.id,
        materialCode: r.materialCode,
        materialName: materialTitle(r, lang),
        categoryId: r.categoryId,
        unitCode: r.unitCode,
      })),
    };
  },
});
