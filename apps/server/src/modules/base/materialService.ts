import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { materials } from './schema.ts';

/*
 * What other modules use of materials (base data): names and checks of the materials their lines name.
 * The table itself is handed out too, for the few queries that join it (open order lines, the supplier's
 * material picker, the sources demo): a join cannot go through a by-id service.
 */

export { materials as materialTable };

type MaterialRow = { materialName: string; materialNameEn: string | null };

/** The material's name in the language (English falls back to Chinese). */
export const materialTitle = (row: MaterialRow, lang: Lang) =>
  lang === 'EN' && row.materialNameEn ? row.materialNameEn : row.materialName;

/** Materials by code, for the requisition import. */
export async function materialsByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof materials.$inferSelect>();
  const rows = await db
    .select()
    .from(materials)
    .where(inArray(materials.materialCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.materialCode, r]));
}

/** Materials by id (existence, enabled flag, names), for the checks and display of document lines. */
export async function materialsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof materials.$inferSelect>();
  const rows = await db
    .select()
    .from(materials)
    .where(inArray(materials.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
