import type { Lang } from '@srm/core';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { materialsByIds, materialTitle } from '../materials.ts';
import { aslEntries } from '../sourceSchema.ts';

/*
 * The names beside the ids of the source documents and lists (their displayKeys: orgName, supplierName,
 * supplierSiteName, materialName, categoryName, paymentTermName, entryName), for a page of records at once.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

type Rows<T> = { rows: T[] };
/**
 * Supplier-site and payment-term names. Neither module exports a service for them yet, so they are read
 * by table name here, as orders/orderNames.ts does (reported to the lead: `supplierSitesByIds` in
 * supplier/index.ts and `paymentTermsByIds` in base/index.ts would replace both queries).
 */
async function siteAndTermNames(db: DbOrTx, siteIds: number[], termIds: number[], lang: Lang) {
  const sites = new Map<number, string>();
  const terms = new Map<number, string>();
  if (siteIds.length) {
    const r = (await db.execute(
      sql`select id, site_name from srm_pos_supplier_site where id in (${sql.join([...new Set(siteIds)], sql`, `)})`,
    )) as unknown as Rows<{ id: number; site_name: string }>;
    for (const row of r.rows) sites.set(Number(row.id), row.site_name);
  }
  if (termIds.length) {
    const r = (await db.execute(
      sql`select id, term_name, term_name_en from base_payment_term where id in (${sql.join([...new Set(termIds)], sql`, `)})`,
    )) as unknown as Rows<{ id: number; term_name: string; term_name_en: string | null }>;
    for (const row of r.rows) terms.set(Number(row.id), local(lang, row.term_name, row.term_name_en));
  }
  return { sites, terms };
}

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
  const named = await siteAndTermNames(db, idsOf(all, 'supplierSiteId'), idsOf(all, 'paymentTermId'), lang);
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
    if ('supplierSiteId' in r) r.supplierSiteName = named.sites.get(r.supplierSiteId as number) ?? null;
    if ('paymentTermId' in r) r.paymentTermName = named.terms.get(r.paymentTermId as number) ?? null;
    if ('entryId' in r) r.entryName = entryName.get(r.entryId as number) ?? null;
  }
}
