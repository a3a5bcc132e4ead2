import type { Lang } from '@srm/core';
import { subtractDecimal } from '@srm/core/documents/amounts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { userNamesByIds } from '../../admin/userService.ts';
import {
  addressesByIds,
  categoriesByIds,
  materialsByIds,
  materialTitle,
  paymentTermsByIds,
  purchasingGroupsByIds,
} from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';

/*
 * The names shown beside the ids of an order (the declaration's displayKeys) for a page at once, and
 * each line's open quantity (ordered − reduced by returns − received, none once the line is closed).
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentOrders(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const [orgs, suppliers, groups, buyers, terms, addresses] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    suppliersByIds(db, idsOf(records, 'supplierId')),
    purchasingGroupsByIds(db, idsOf(records, 'purchasingGroupId')),
    userNamesByIds(db, idsOf(records, 'buyerId')),
    paymentTermsByIds(db, idsOf(records, 'paymentTermId')),
    addressesByIds(db, [...idsOf(records, 'shipToAddressId'), ...idsOf(lines, 'addressId')]),
  ]);
  const addressName = (id: unknown) => {
    const a = addresses.get(id as number);
    return a ? `${a.detailAddress} (${a.contactName})` : null;
  };
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    const group = groups.get(r.purchasingGroupId as number);
    const term = terms.get(r.paymentTermId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
    r.purchasingGroupName = group ? local(lang, group.groupName, group.groupNameEn) : null;
    r.buyerName = buyers.get(r.buyerId as number)?.userFullName ?? null;
    r.paymentTermName = term ? local(lang, term.termName, term.termNameEn) : null;
    r.shipToAddressName = addressName(r.shipToAddressId);
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
    l.addressName = addressName(l.addressId);
    // History rows are named through stand-in lines holding only a reference: no quantity to open.
    if (l.quantity == null) continue;
    // Still owed: ordered − returned and taken off the order − received (delivery/orderQuantities.ts).
    const owed = subtractDecimal(String(l.quantity), String(l.reducedQuantity ?? '0'), 4);
    l.openQuantity = l.lineStatus === 'CLOSED' ? '0' : subtractDecimal(owed, String(l.receivedQuantity ?? '0'), 4);
  }
}
