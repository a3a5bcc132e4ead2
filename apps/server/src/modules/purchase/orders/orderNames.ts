import type { Lang } from '@srm/core';
import { subtractDecimal } from '@srm/core/documents/amounts';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, purchasingGroupsByIds } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { materialsByIds, materialTitle } from '../materials.ts';

/*
 * The names shown beside the ids of an order (the declaration's displayKeys) for a page at once, and
 * each line's open quantity (ordered − received, none once the line is closed).
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

/**
 * Payment-term and address names. The base module exports no service for them yet, so they are read by
 * table name here (reported to the lead: a `paymentTermsByIds` / `addressesByIds` in base/index.ts would
 * replace this).
 */
async function termAndAddressNames(db: DbOrTx, termIds: number[], addressIds: number[], lang: Lang) {
  const terms = new Map<number, string>();
  const addresses = new Map<number, string>();
  if (termIds.length > 0) {
    const result = (await db.execute(
      sql`select id, term_name, term_name_en from base_payment_term where id in (${sql.join(termIds, sql`, `)})`,
    )) as unknown as { rows: { id: number; term_name: string; term_name_en: string | null }[] };
    for (const r of result.rows) terms.set(Number(r.id), local(lang, r.term_name, r.term_name_en));
  }
  if (addressIds.length > 0) {
    const result = (await db.execute(
      sql`select id, detail_address, contact_name from base_address where id in (${sql.join(addressIds, sql`, `)})`,
    )) as unknown as { rows: { id: number; detail_address: string; contact_name: string }[] };
    for (const r of result.rows) addresses.set(Number(r.id), `${r.detail_address} (${r.contact_name})`);
  }
  return { terms, addresses };
}

export async function presentOrders(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const buyerIds = idsOf(records, 'buyerId');
  const [orgs, suppliers, groups, buyers, names] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    suppliersByIds(db, idsOf(records, 'supplierId')),
    purchasingGroupsByIds(db, idsOf(records, 'purchasingGroupId')),
    buyerIds.length === 0
      ? []
      : db.select({ id: users.id, name: users.userFullName }).from(users).where(inArray(users.id, buyerIds)),
    termAndAddressNames(
      db,
      [...new Set(idsOf(records, 'paymentTermId'))],
      [...new Set([...idsOf(records, 'shipToAddressId'), ...idsOf(lines, 'addressId')])],
      lang,
    ),
  ]);
  const buyerNames = new Map(buyers.map((b) => [b.id, b.name]));
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    const group = groups.get(r.purchasingGroupId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
    r.purchasingGroupName = group ? local(lang, group.groupName, group.groupNameEn) : null;
    r.buyerName = buyerNames.get(r.buyerId as number) ?? null;
    r.paymentTermName = names.terms.get(r.paymentTermId as number) ?? null;
    r.shipToAddressName = names.addresses.get(r.shipToAddressId as number) ?? null;
  }
  if (lines.length === 0) return;
  const [categories, materials] = await Promise.all([
    categoriesByIds(db, idsOf(lines, 'categoryId')),
    materialsByIds(db, idsOf(lines, 'materialId')),
  ]);
  for (const l of lines) {
    const category = categories.get(l.categoryId as number);
    const material = materials.get(l.materialId as number);
    l.categoryName = category ? local(lang, category.categoryName, category.categoryNameEn) : null;
    l.materialName = material ? materialTitle(material, lang) : null;
    l.addressName = names.addresses.get(l.addressId as number) ?? null;
    // History rows are named through stand-in lines holding only a reference: no quantity to open.
    if (l.quantity == null) continue;
    l.openQuantity =
      l.lineStatus === 'CLOSED' ? '0' : subtractDecimal(String(l.quantity), String(l.receivedQuantity ?? '0'), 4);
  }
}
