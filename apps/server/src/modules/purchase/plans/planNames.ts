import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds, materialTitle } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';

/*
 * The names beside the ids of the four documents of this part (present hook): orgName and
 * supplierName on the header, materialName and categoryName on the lines, for a page at once.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentPlanDocs(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const [orgs, suppliers] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    suppliersByIds(db, idsOf(records, 'supplierId')),
  ]);
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
  }
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  if (lines.length === 0) return;
  const [materials, categories] = await Promise.all([
    materialsByIds(db, idsOf(lines, 'materialId')),
    categoriesByIds(db, idsOf(lines, 'categoryId')),
  ]);
  for (const l of lines) {
    const material = materials.get(l.materialId as number);
    const category = categories.get(l.categoryId as number);
    l.materialName = material ? `${material.materialCode} ${materialTitle(material, lang)}` : null;
    l.categoryName = category ? local(lang, category.categoryName, category.categoryNameEn) : null;
  }
}
