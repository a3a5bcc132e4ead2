import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { supplierSites, suppliers } from './schema.ts';

/** Suppliers by supplier number (an import names them so). */
export async function suppliersByNumbers(db: DbOrTx, numbers: readonly string[]) {
  if (numbers.length === 0) return new Map<string, typeof suppliers.$inferSelect>();
  const rows = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.supplierNumber, [...new Set(numbers)]));
  return new Map(rows.map((r) => [r.supplierNumber, r]));
}

/** Suppliers by id, for naming the suppliers of a page of rows at once. */
export async function suppliersByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof suppliers.$inferSelect>();
  const rows = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Supplier sites by id (supplier, name, operating unit, status), for naming and checking the sites of rows at once. */
export async function supplierSitesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof supplierSites.$inferSelect>();
  const rows = await db
    .select()
    .from(supplierSites)
    .where(inArray(supplierSites.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function supplierById(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The supplier picker of internal screens (the supplier of an external user, a supplier to-do…):
 * number and names only, searched by a keyword. Internal users only — a supplier never lists
 * the other suppliers. The supplier lifecycle issue brings the full supplier list.
 */
const listForSelect = defineAction({
  server: 'baseServer',
  entity: 'baseSupplier',
  action: 'listForSelect',
  summary: 'Suppliers for a picker (id, number, names), by a keyword on number or name; internal users only',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const { keyword } = body.searchParams;
    const c: SQL[] = [];
    if (keyword) {
      c.push(containsAny(keyword, [suppliers.supplierNumber, suppliers.supplierName, suppliers.supplierShortName]));
    }
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select({
          supplierId: suppliers.id,
          supplierNum: suppliers.supplierNumber,
          supplierName: suppliers.supplierName,
          supplierShortName: suppliers.supplierShortName,
          supplierStatus: suppliers.supplierStatus,
        })
        .from(suppliers)
        .where(where)
        .orderBy(asc(suppliers.supplierNumber))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, suppliers, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** Every restful action of the supplier module. */
export const supplierActions = [listForSelect];
