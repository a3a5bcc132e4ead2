import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { departmentsByIds, personsByIds } from '../admin/directoryService.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { categoriesByIds, materialsByIds, materialTitle } from '../base/index.ts';
import { supplierById } from '../supplier/index.ts';

/*
 * The names shown beside the ids of a requisition (the declaration's displayKeys: orgName,
 * departmentName, requesterName; on lines materialName, categoryName, suggestedSupplierName), for a
 * whole page at once: one query per kind of name.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentRequisitions(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const [orgs, departments, persons] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    departmentsByIds(db, idsOf(records, 'departmentId')),
    personsByIds(db, idsOf(records, 'requesterId')),
  ]);
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const department = departments.get(r.departmentId as number);
    const person = persons.get(r.requesterId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.departmentName = department ? local(lang, department.departmentName, department.departmentNameEn) : null;
    r.requesterName = person ? local(lang, person.personName, person.personNameEn) : null;
  }
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  if (lines.length > 0) await presentLines(db, lang, lines);
}

async function presentLines(db: DbOrTx, lang: Lang, lines: DocRecord[]): Promise<void> {
  const [categories, materials] = await Promise.all([
    categoriesByIds(db, idsOf(lines, 'categoryId')),
    materialsByIds(db, idsOf(lines, 'materialId')),
  ]);
  const suppliers = new Map<number, string>();
  for (const id of new Set(idsOf(lines, 'suggestedSupplierId'))) {
    const supplier = await supplierById(db, id);
    if (supplier) suppliers.set(id, supplier.supplierName);
  }
  for (const l of lines) {
    const category = categories.get(l.categoryId as number);
    const material = materials.get(l.materialId as number);
    l.categoryName = category ? local(lang, category.categoryName, category.categoryNameEn) : null;
    l.materialName = material ? materialTitle(material, lang) : null;
    l.suggestedSupplierName = suppliers.get(l.suggestedSupplierId as number) ?? null;
  }
}
