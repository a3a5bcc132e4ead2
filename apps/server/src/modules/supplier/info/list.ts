import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { supplierCategories, supplierContacts, suppliers } from '../schema.ts';

/**
 * `supplierInfoRestful_listByPage` (spec §7): the supplier list of internal screens — the supplier
 * information list and its export (exportSupplierInfoExcel names this call), and the supplier pickers.
 * Internal users only: a supplier never lists the other suppliers (its own data is `findMine`).
 * Suppliers carry no organisation, category or purchasing-group column, so every internal user lists all
 * of them (docs/decisions.md "Supplier information: who sees which supplier").
 */
export const supplierInfoFilters = z.object({
  supplierName: z.string().trim().max(256).optional(),
  supplierNum: z.string().trim().max(32).optional(),
  supplierStatus: z.string().trim().max(32).optional(),
  supplierType: z.string().trim().max(32).optional(),
  creditCode: z.string().trim().max(18).optional(),
  /** Suppliers offering this purchase category. */
  categoryId: idSchema.optional(),
});

export function supplierInfoWhere(f: z.output<typeof supplierInfoFilters>): SQL | undefined {
  const c: SQL[] = [];
  if (f.supplierName) c.push(contains(suppliers.supplierName, f.supplierName));
  if (f.supplierNum) c.push(contains(suppliers.supplierNumber, f.supplierNum));
  if (f.creditCode) c.push(contains(suppliers.creditCode, f.creditCode));
  if (f.supplierStatus) c.push(eq(suppliers.supplierStatus, f.supplierStatus));
  if (f.supplierType) c.push(eq(suppliers.supplierType, f.supplierType));
  if (f.categoryId != null) {
    c.push(
      exists(
        sql`(select 1 from ${supplierCategories} where ${supplierCategories.supplierId} = ${suppliers.id}
          and ${supplierCategories.categoryId} = ${f.categoryId})`,
      ),
    );
  }
  return c.length ? and(...c) : undefined;
}

/**
 * The primary contact (else the first enabled one) of the supplier of the row. Written with an alias and the
 * outer table named in full: drizzle leaves columns unqualified in a one-table select, so `suppliers.id`
 * would read the contact's own id and the subquery would no longer follow the row.
 */
const contactName = sql<string | null>`(select c.contact_name from ${supplierContacts} c
  where c.supplier_id = ${suppliers}.id and c.enabled_flag = 'Y'
  order by c.primary_flag desc, c.id limit 1)`;

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'listByPage',
  summary:
    'Suppliers (supplierId, supplierNum, supplierName, supplierStatus, supplierType, creditCode, contactName, creationDate) by name, number, status, type, category, credit code; internal users only',
  auth: INTERNAL,
  body: z.object({ searchParams: supplierInfoFilters.optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body }) => {
    const where = supplierInfoWhere(body.searchParams);
    const [data, total] = await Promise.all([
      deps.db
        .select({
          supplierId: suppliers.id,
          supplierNum: suppliers.supplierNumber,
          supplierName: suppliers.supplierName,
          supplierShortName: suppliers.supplierShortName,
          supplierStatus: suppliers.supplierStatus,
          supplierType: suppliers.supplierType,
          creditCode: suppliers.creditCode,
          contactName,
          creationDate: suppliers.creationDate,
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

export const supplierListActions = [listByPage];
