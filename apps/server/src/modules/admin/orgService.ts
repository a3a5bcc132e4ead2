import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { organizations } from './schema.ts';

/** What other modules may use of the organisations: rows by id (existence, type, names, enabled flag). */
export async function orgsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof organizations.$inferSelect>();
  const rows = await db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Organisations by code (an import names them by code). */
export async function orgsByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof organizations.$inferSelect>();
  const rows = await db
    .select()
    .from(organizations)
    .where(inArray(organizations.orgCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.orgCode, r]));
}
