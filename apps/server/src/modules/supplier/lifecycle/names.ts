import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { personsByIds } from '../../admin/directoryService.ts';
import { categoriesByIds, materialsByIds, materialTitle } from '../../base/index.ts';
import { inspectionPlans } from '../lifecycleSchema.ts';
import { suppliersByIds } from '../suppliers.ts';

/*
 * The names beside the ids of every lifecycle document (the declarations' displayKeys): supplierName,
 * categoryName, materialName, inspectionPlanNumber, and personName on the inspection team's lines.
 * One query per kind of name for a whole page.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentLifecycle(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const planIds = idsOf(records, 'inspectionPlanId');
  const [suppliers, categories, materials, plans] = await Promise.all([
    suppliersByIds(db, idsOf(records, 'supplierId')),
    categoriesByIds(db, idsOf(records, 'categoryId')),
    materialsByIds(db, idsOf(records, 'materialId')),
    planIds.length
      ? db
          .select({ id: inspectionPlans.id, number: inspectionPlans.inspectionPlanNumber })
          .from(inspectionPlans)
          .where(inArray(inspectionPlans.id, planIds))
      : Promise.resolve([]),
  ]);
  const planNumbers = new Map(plans.map((p) => [p.id, p.number]));
  for (const r of records) {
    const supplier = suppliers.get(r.supplierId as number);
    const category = categories.get(r.categoryId as number);
    const material = materials.get(r.materialId as number);
    r.supplierName = supplier ? supplier.supplierName : null;
    if ('categoryId' in r)
      r.categoryName = category ? local(lang, category.categoryName, category.categoryNameEn) : null;
    if ('materialId' in r) r.materialName = material ? materialTitle(material, lang) : null;
    if ('inspectionPlanId' in r) r.inspectionPlanNumber = planNumbers.get(r.inspectionPlanId as number) ?? null;
  }
  const members = records.flatMap((r) => (Array.isArray(r.members) ? (r.members as DocRecord[]) : []));
  if (members.length === 0) return;
  const persons = await personsByIds(db, idsOf(members, 'personId'));
  for (const m of members) {
    const person = persons.get(m.personId as number);
    m.personName = person ? local(lang, person.personName, person.personNameEn) : null;
  }
}
