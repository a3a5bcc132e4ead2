import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsPattern as like } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { suppliers } from './schema.ts';

export async function supplierById(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Qualification files of a supplier that expire within the warning window (spec §4: outDay < 30
 * opens the blocking warning). Qualifications arrive with the supplier-lifecycle issue; until a
 * supplier has any, the list is empty.
 */
export async function qualificationWarnings(
  _db: DbOrTx,
  _supplierId: number,
): Promise<{ outDay: number; name: string }[]> {
  return [];
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
      const pattern = like(keyword);
      c.push(
        or(
          ilike(suppliers.supplierNumber, pattern),
          ilike(suppliers.supplierName, pattern),
          ilike(suppliers.supplierShortName, pattern),
        )!,
      );
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
      countCapped(deps.db, suppliers, where),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** Every restful action of the supplier module. */
export const supplierActions = [listForSelect];
