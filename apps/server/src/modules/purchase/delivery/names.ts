import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { materialsByIds, materialTitle } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { orderLinesByIds } from './orderQuantities.ts';

/*
 * The names shown beside the ids of delivery notes and notices (their displayKeys: orgName,
 * supplierName; on lines orderLineLabel "PO… / 1", orderNumber, materialName and the order line's
 * quantities), for a page at once.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentDelivery(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const [orgs, suppliers] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    suppliersByIds(db, idsOf(records, 'supplierId')),
  ]);
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
    r.supplierNumber = supplier?.supplierNumber ?? null;
  }
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  if (lines.length === 0) return;
  const [orderLines, materials] = await Promise.all([
    orderLinesByIds(db, idsOf(lines, 'orderLineId')),
    materialsByIds(db, idsOf(lines, 'materialId')),
  ]);
  for (const l of lines) {
    const orderLine = orderLines.get(l.orderLineId as number);
    const material = materials.get(l.materialId as number);
    l.orderNumber = orderLine?.orderNumber ?? null;
    l.orderLineNumber = orderLine?.lineNumber ?? null;
    l.orderLineLabel = orderLine ? `${orderLine.orderNumber} / ${orderLine.lineNumber}` : null;
    l.orderedQuantity = orderLine?.quantity ?? null;
    l.materialCode = material?.materialCode ?? null;
    l.materialName = material ? `${material.materialCode} ${materialTitle(material, lang)}` : null;
  }
}
