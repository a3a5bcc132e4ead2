import { and, asc, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsPattern } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { suppliers } from './schema.ts';

/**
 * `supplierInfoRestful_listByPage` (spec §7): the supplier list of internal screens, e.g. the supplier
 * picker of the supplier to-do dialog. Internal users only: a supplier never lists the other suppliers.
 * The supplier lifecycle issue extends it (more filters and columns).
 */
const listByPage = defineAction({
  server: 'srmServer',
  entity: 'supplierInfo',
  action: 'listByPage',
  summary:
    'Suppliers (supplierId, supplierNum, supplierName, supplierStatus) by name/number contains; internal users only',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        supplierName: z.string().trim().max(256).optional(),
        supplierNum: z.string().trim().max(32).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.supplierName) c.push(ilike(suppliers.supplierName, containsPattern(f.supplierName)));
    if (f.supplierNum) c.push(ilike(suppliers.supplierNumber, containsPattern(f.supplierNum)));
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

export const supplierInfoActions = [listByPage];
