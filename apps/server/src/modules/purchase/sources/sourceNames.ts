import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds, materialTitle, paymentTermsByIds } from '../../base/index.ts';
import { supplierSitesByIds, suppliersByIds } from '../../supplier/index.ts';
import { aslEntries } from '../sourceSchema.ts';

/*
 * The names beside the ids of the source documents and lists (their displayKeys: orgName, supplierName,
 * supplierSiteName, materialName, categoryName, paymentTermName, entryName), for a page of records at once.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

/** Adds the display names to records and their lines (and to plain list rows: entries, prices, authority). */
export async function presentSources(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const all = [...records, ...lines];
  const entryIds = idsOf(lines, 'entryId');
  const entries = entryIds.length ? await db.select().from(aslEntries).where(inArray(aslEntries.id, entryIds)) : [];
  const entryRows = entries as unknown as DocRecord[];
  // One after another: inside a transaction they share one connection.
  const suppliers = await suppliersByIds(db, [...idsOf(all, 'supplierId'), ...idsOf(entryRows, 'supplierId')]);
  const orgs = await orgsByIds(db, idsOf(all, 'orgId'));
  const categories = await categoriesByIds(db, [...idsOf(all, 'categoryId'), ...idsOf(entryRows, 'categoryId')]);
  const materials = await materialsByIds(db, [...idsOf(all, 'materialId'), ...idsOf(entryRows, 'materialId')]);
  const sites = await supplierSitesByIds(db, idsOf(all, 'supplierSiteId'));
  const terms = await paymentTermsByIds(db, idsOf(all, 'paymentTermId'));
  const supplierName = (id: unknown) => {
    const s = suppliers.get(id as number);
    return s ? `${s.supplierNumber} ${local(lang, s.supplierName, s.supplierNameEn)}` : null;
  };
  const materialName = (id: unknown) => {
    const m = materials.get(id as number);
    return m ? `${m.materialCode} ${materialTitle(m, lang)}` : null;
  };
  const categoryName = (id: unknown) => {
    const c = categories.get(id as number);
    return c ? local(lang, c.categoryName, c.categoryNameEn) : null;
  };
  const entryName = new Map(
    entries.map((e) => [
      e.id,
      `#${e.id} ${supplierName(e.supplierId) ?? ''} · ${e.materialId != null ? materialName(e.materialId) : categoryName(e.categoryId)}`,
    ]),
  );
  for (const r of all) {
    if ('supplierId' in r) r.supplierName = supplierName(r.supplierId);
    if ('orgId' in r) {
      const o = orgs.get(r.orgId as number);
      r.orgName = o ? local(lang, o.orgName, o.orgNameEn) : null;
    }
    if ('categoryId' in r) r.categoryName = categoryName(r.categoryId);
    if ('materialId' in r) r.materialName = r.materialId == null ? null : materialName(r.materialId);
    if ('supplierSiteId' in r) r.supplierSiteName = sites.get(r.supplierSiteId as number)?.siteName ?? null;
    if ('paymentTermId' in r) {
      const term = terms.get(r.paymentTermId as number);
      r.paymentTermName = term ? local(lang, term.termName, term.termNameEn) : null;
    }
    if ('entryId' in r) r.entryName = entryName.get(r.entryId as number) ?? null;
  }
}
