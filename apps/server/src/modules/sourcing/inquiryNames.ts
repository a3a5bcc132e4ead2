import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { addressesByIds, categoriesByIds, materialsByIds, materialTitle, paymentTermsByIds } from '../base/index.ts';
import { sourcingProjects, type sourcingTemplates, sourcingTypes } from './ruleSchema.ts';

/*
 * The names shown beside the ids of inquiries (the declaration's displayKeys), for a page at once: one
 * query per kind of name (the sourcing type and project are rule setup's rows, in this module).
 */

/** Rows of a rule-setup table by id (a page's ids at once). */
export async function namesById<T extends typeof sourcingTypes | typeof sourcingProjects | typeof sourcingTemplates>(
  db: DbOrTx,
  table: T,
  ids: number[],
): Promise<Map<number, T['$inferSelect']>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .select()
    .from(table as typeof sourcingTypes)
    .where(inArray((table as typeof sourcingTypes).id, [...new Set(ids)]))) as T['$inferSelect'][];
  return new Map(rows.map((r) => [r.id, r]));
}

export const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
export const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

export async function presentInquiries(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentSourcingNames(db, lang, records);
  for (const r of records) {
    // The number a round is known by: XJ-2611270001 in round 1, XJ-2611270001-2 in the second.
    r.roundNumber = Number(r.round ?? 1) > 1 ? `${r.inquiryNumber}-${r.round}` : r.inquiryNumber;
  }
}

/**
 * The names every sourcing event shows (the inquiry's and the tender's): organisation, categories, payment
 * term, delivery address, sourcing type and project; the lines' categories and materials.
 */
export async function presentSourcingNames(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const [orgs, categories, terms, addresses, materials] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    categoriesByIds(db, [...idsOf(records, 'categoryId'), ...idsOf(lines, 'categoryId')]),
    paymentTermsByIds(db, idsOf(records, 'paymentTermId')),
    addressesByIds(db, idsOf(records, 'deliveryAddressId')),
    materialsByIds(db, idsOf(lines, 'materialId')),
  ]);
  const [types, projects] = await Promise.all([
    namesById(db, sourcingTypes, idsOf(records, 'sourcingTypeId')),
    namesById(db, sourcingProjects, idsOf(records, 'projectId')),
  ]);
  const categoryName = (id: unknown) => {
    const c = categories.get(id as number);
    return c ? local(lang, c.categoryName, c.categoryNameEn) : null;
  };
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const term = terms.get(r.paymentTermId as number);
    const address = addresses.get(r.deliveryAddressId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.categoryName = categoryName(r.categoryId);
    r.paymentTermName = term ? local(lang, term.termName, term.termNameEn) : null;
    r.deliveryAddressName = address ? `${address.detailAddress} (${address.contactName})` : null;
    const type = types.get(r.sourcingTypeId as number);
    const project = projects.get(r.projectId as number);
    r.sourcingTypeName = type ? local(lang, type.typeName, type.typeNameEn) : null;
    r.projectName = project ? `${project.projectCode} ${project.projectName}` : null;
  }
  for (const l of lines) {
    const material = materials.get(l.materialId as number);
    l.categoryName = categoryName(l.categoryId);
    l.materialName = material ? materialTitle(material, lang) : null;
  }
}
