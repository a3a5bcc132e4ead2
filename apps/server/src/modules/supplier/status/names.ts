import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds, materialTitle } from '../../base/index.ts';
import { supplierSites } from '../schema.ts';
import { suppliersByIds } from '../suppliers.ts';

/*
 * The names beside the ids of the status documents (their displayKeys: supplierName, siteName, orgName,
 * materialName, categoryName; on lines materialName), for a page of records at once.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentStatusDocs(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const siteIds = idsOf(records, 'siteId');
  const [suppliers, orgs, categories, materials, sites] = await Promise.all([
    suppliersByIds(db, idsOf(records, 'supplierId')),
    orgsByIds(db, idsOf(records, 'orgId')),
    categoriesByIds(db, idsOf(records, 'categoryId')),
    materialsByIds(db, [...idsOf(records, 'materialId'), ...idsOf(lines, 'materialId')]),
    siteIds.length
      ? db
          .select({ id: supplierSites.id, siteName: supplierSites.siteName })
          .from(supplierSites)
          .where(inArray(supplierSites.id, siteIds))
      : Promise.resolve([]),
  ]);
  const siteNames = new Map(sites.map((s) => [s.id, s.siteName]));
  const name = (r: DocRecord) => {
    const s = suppliers.get(r.supplierId as number);
    if (s) r.supplierName = `${s.supplierNumber} ${local(lang, s.supplierName, s.supplierNameEn)}`;
    if ('supplierId' in r) r.supplierStatus = s?.supplierStatus ?? null;
    if ('siteId' in r) r.siteName = siteNames.get(r.siteId as number) ?? null;
    if ('orgId' in r) {
      const o = orgs.get(r.orgId as number);
      r.orgName = o ? local(lang, o.orgName, o.orgNameEn) : null;
    }
    if ('categoryId' in r) {
      const c = categories.get(r.categoryId as number);
      r.categoryName = c ? local(lang, c.categoryName, c.categoryNameEn) : null;
    }
    if ('materialId' in r) {
      const m = materials.get(r.materialId as number);
      r.materialName = m ? `${m.materialCode} ${materialTitle(m, lang)}` : null;
    }
  };
  records.forEach(name);
  lines.forEach(name);
}
