import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { departments, persons } from './schema.ts';

/**
 * What other modules may use of persons and departments: rows by id (existence, organisation,
 * department, enabled flag, names). Documents name a requester and a department; they check and
 * show them through this, never through the tables (the import rule of .dependency-cruiser.cjs).
 */
export async function personsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof persons.$inferSelect>();
  const rows = await db
    .select()
    .from(persons)
    .where(inArray(persons.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function departmentsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof departments.$inferSelect>();
  const rows = await db
    .select()
    .from(departments)
    .where(inArray(departments.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Departments by code, of any organisation (a code is unique within one organisation): an import names them so. */
export async function departmentsByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(departments)
    .where(inArray(departments.departmentCode, [...new Set(codes)]));
}

/** Persons whose employee number or name (either language) is one of `texts`: an import names them so. */
export async function personsByNumbersOrNames(db: DbOrTx, texts: readonly string[]) {
  if (texts.length === 0) return [];
  const wanted = [...new Set(texts)];
  return db
    .select()
    .from(persons)
    .where(
      or(
        inArray(persons.employeeNumber, wanted),
        inArray(persons.personName, wanted),
        inArray(persons.personNameEn, wanted),
      ),
    );
}
