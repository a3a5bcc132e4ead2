import { t } from '@srm/core';
import {
  EMAIL_PATTERN,
  ID_NUMBER_PATTERN,
  maskIdNumber,
  PHONE_PATTERN,
  sourcingExpertList,
} from '@srm/core/masters/sourcingExpert';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldError, fieldErrors } from '../../../platform/http/fieldErrors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { thenAfter } from '../../../platform/masters/ownRules.ts';
import { personsByIds } from '../../admin/directoryService.ts';
import { categoriesByIds } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { sourcingExpertCategories, sourcingExpertConflicts, sourcingExperts } from '../ruleSchema.ts';

/*
 * The expert library (专家库), declared in packages/core/src/masters/sourcingExpert.ts. Besides the row:
 * its fields of expertise (purchase categories) and conflicts (suppliers it is tied to), both the engine's
 * `lines` (ids sent replace the stored ones; none sent keeps them). The ID number is personal data: lists
 * and exports answer it masked; findById (the keeper's edit form) and the save's answer give it whole.
 * The menu is internal only: supplier users are refused every action (readers: 'menu').
 */

type Row = Record<string, unknown>;

/** The categories and conflict suppliers of some experts, by expert. */
async function linksOf(db: DbOrTx, expertIds: number[]) {
  const categories = new Map<number, number[]>();
  const conflicts = new Map<number, number[]>();
  if (!expertIds.length) return { categories, conflicts };
  const [cats, sups] = await Promise.all([
    db
      .select({ expertId: sourcingExpertCategories.expertId, id: sourcingExpertCategories.categoryId })
      .from(sourcingExpertCategories)
      .where(inArray(sourcingExpertCategories.expertId, expertIds))
      .orderBy(asc(sourcingExpertCategories.id)),
    db
      .select({ expertId: sourcingExpertConflicts.expertId, id: sourcingExpertConflicts.supplierId })
      .from(sourcingExpertConflicts)
      .where(inArray(sourcingExpertConflicts.expertId, expertIds))
      .orderBy(asc(sourcingExpertConflicts.id)),
  ]);
  for (const c of cats) categories.set(c.expertId, [...(categories.get(c.expertId) ?? []), c.id]);
  for (const s of sups) conflicts.set(s.expertId, [...(conflicts.get(s.expertId) ?? []), s.id]);
  return { categories, conflicts };
}

/** Each row with its person's name, categories and conflict suppliers (ids and names), the ID number masked. */
async function present(db: DbOrTx, rows: Row[], lang: 'CN' | 'EN'): Promise<Row[]> {
  const ids = rows.map((r) => r.expertId as number);
  const { categories, conflicts } = await linksOf(db, ids);
  const [people, cats, sups] = await Promise.all([
    personsByIds(
      db,
      rows.map((r) => r.personId as number | null).filter((v): v is number => v != null),
    ),
    categoriesByIds(db, [...categories.values()].flat()),
    suppliersByIds(db, [...conflicts.values()].flat()),
  ]);
  return rows.map((r) => {
    const id = r.expertId as number;
    const person = r.personId != null ? people.get(r.personId as number) : undefined;
    const categoryIds = categories.get(id) ?? [];
    const supplierIds = conflicts.get(id) ?? [];
    return {
      ...r,
      idNumber: maskIdNumber(r.idNumber as string | null),
      personName: person ? (lang === 'EN' && person.personNameEn) || person.personName : null,
      personNumber: person?.employeeNumber ?? null,
      categoryIds,
      categories: categoryIds.map((c) => {
        const cat = cats.get(c);
        return {
          categoryId: c,
          categoryCode: cat?.categoryCode ?? null,
          categoryName: cat ? (lang === 'EN' && cat.categoryNameEn) || cat.categoryName : null,
        };
      }),
      conflictSupplierIds: supplierIds,
      conflictSuppliers: supplierIds.map((s) => ({
        supplierId: s,
        supplierNumber: sups.get(s)?.supplierNumber ?? null,
        supplierName: sups.get(s)?.supplierName ?? null,
      })),
    };
  });
}

/** The stored ID number, whole (findById and the save's answer; never a list). */
async function idNumberOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ idNumber: sourcingExperts.idNumber })
    .from(sourcingExperts)
    .where(eq(sourcingExperts.id, id));
  return row?.idNumber ?? null;
}

const bound = bindMasterList(sourcingExpertList, {
  table: sourcingExperts,
  columns: {
    expertCode: sourcingExperts.expertCode,
    expertName: sourcingExperts.expertName,
    expertSource: sourcingExperts.expertSource,
    personId: sourcingExperts.personId,
    company: sourcingExperts.company,
    phone: sourcingExperts.phone,
    email: sourcingExperts.email,
    idNumber: sourcingExperts.idNumber,
    expertTitle: sourcingExperts.expertTitle,
    expertLevel: sourcingExperts.expertLevel,
    remark: sourcingExperts.remark,
  },
  lines: {
    body: {
      categoryIds: z.array(idSchema).max(100).optional(),
      conflictSupplierIds: z.array(idSchema).max(500).optional(),
    },
    write: async (tx, expertId, body, { lang, userId }) => {
      const by = { createdBy: userId, lastUpdatedBy: userId };
      const categoryIds = body.categoryIds ? [...new Set(body.categoryIds as number[])] : undefined;
      if (categoryIds) {
        const found = await categoriesByIds(tx, categoryIds);
        if (categoryIds.some((c) => found.get(c)?.enabledFlag !== 'Y'))
          throw fieldError(lang, 400, 'categoryIds', 'srcExpert.categoryNotFound');
        await tx.delete(sourcingExpertCategories).where(eq(sourcingExpertCategories.expertId, expertId));
        if (categoryIds.length)
          await tx
            .insert(sourcingExpertCategories)
            .values(categoryIds.map((categoryId) => ({ expertId, categoryId, ...by })));
      }
      const supplierIds = body.conflictSupplierIds ? [...new Set(body.conflictSupplierIds as number[])] : undefined;
      if (supplierIds) {
        const found = await suppliersByIds(tx, supplierIds);
        if (supplierIds.some((s) => !found.has(s)))
          throw fieldError(lang, 400, 'conflictSupplierIds', 'srcExpert.supplierNotFound');
        await tx.delete(sourcingExpertConflicts).where(eq(sourcingExpertConflicts.expertId, expertId));
        if (supplierIds.length)
          await tx
            .insert(sourcingExpertConflicts)
            .values(supplierIds.map((supplierId) => ({ expertId, supplierId, ...by })));
      }
    },
  },
  hooks: {
    beforeSave: async (tx, values, { lang }) => {
      const errors: { field: string; message: string }[] = [];
      const refuse = (field: string, key: Parameters<typeof t>[0]) => errors.push({ field, message: t(key, lang) });
      const personId = values.personId as number | null;
      if (values.expertSource === 'INTERNAL') {
        if (personId == null) refuse('personId', 'srcExpert.personRequired');
        else {
          const person = (await personsByIds(tx, [personId])).get(personId);
          if (!person) refuse('personId', 'ref.notFound');
          else if (person.enabledFlag !== 'Y') refuse('personId', 'ref.disabled');
        }
      } else {
        if (personId != null) refuse('personId', 'srcExpert.personOnlyInternal');
        if (!values.company) refuse('company', 'srcExpert.companyRequired');
      }
      if (values.idNumber && !ID_NUMBER_PATTERN.test(values.idNumber as string))
        refuse('idNumber', 'srcExpert.idNumber');
      if (values.phone && !PHONE_PATTERN.test(values.phone as string)) refuse('phone', 'srcExpert.phone');
      if (values.email && !EMAIL_PATTERN.test(values.email as string)) refuse('email', 'srcExpert.email');
      if (errors.length) throw fieldErrors(errors);
    },
    presentRows: (db, rows, lang) => present(db, rows, lang),
    detail: async (db, id) => ({ idNumber: await idNumberOf(db, id) }),
    cascadeDelete: async (tx, id) => {
      await tx.delete(sourcingExpertCategories).where(eq(sourcingExpertCategories.expertId, id));
      await tx.delete(sourcingExpertConflicts).where(eq(sourcingExpertConflicts.expertId, id));
    },
  },
});

// The save answers what was stored: the ID number its keeper just typed, whole.
export const expertActions = thenAfter(bound, 'saveOrUpdate', async (result, { deps }) => {
  const data = result.data as Row;
  return { ...result, data: { ...data, idNumber: await idNumberOf(deps.db, data.expertId as number) } };
});

/**
 * The experts a committee draw may pick for an event of these suppliers and category (tenders, next
 * session): enabled experts of the category, none tied to any of the suppliers.
 */
export async function expertsFreeOf(db: DbOrTx, o: { supplierIds: number[]; categoryId?: number }) {
  const rows = await db
    .select({ id: sourcingExperts.id, expertCode: sourcingExperts.expertCode })
    .from(sourcingExperts)
    .where(eq(sourcingExperts.enabledFlag, 'Y'))
    .orderBy(asc(sourcingExperts.expertCode));
  const { categories, conflicts } = await linksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.filter(
    (r) =>
      !(conflicts.get(r.id) ?? []).some((s) => o.supplierIds.includes(s)) &&
      (o.categoryId === undefined || (categories.get(r.id) ?? []).includes(o.categoryId)),
  );
}
