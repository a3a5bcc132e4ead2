import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { users } from '../../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { containsAny } from '../../../platform/db/search.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { categoriesByIds } from '../../base/index.ts';
import { supplierStatusHistory } from '../lifecycleSchema.ts';
import { supplierCategories, suppliers } from '../schema.ts';

/*
 * The supplier lifecycle status screen (menu SLC_LIFECYCLE_STATUS, internal users): each supplier's
 * status, and for one supplier its status per category and the history of changes (who, when, which
 * document) that supplier/lifecycle/transitions.ts wrote.
 */

export const STATUS_MENU = 'SLC_LIFECYCLE_STATUS';

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmSlcSupplierStatus',
  action: 'listByPage',
  summary:
    'Suppliers with their lifecycle status (SLC_SUPPLIER_STATUS), by keyword and status; menu SLC_LIFECYCLE_STATUS',
  auth: menu(STATUS_MENU),
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(256).optional(), supplierStatus: z.string().max(32).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.keyword) {
      c.push(containsAny(f.keyword, [suppliers.supplierName, suppliers.supplierNumber]) as SQL);
    }
    if (f.supplierStatus) c.push(eq(suppliers.supplierStatus, f.supplierStatus));
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select({
          supplierId: suppliers.id,
          supplierNum: suppliers.supplierNumber,
          supplierName: suppliers.supplierName,
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

const listHistory = defineAction({
  server: 'srmServer',
  entity: 'srmSlcSupplierStatus',
  action: 'listHistory',
  summary:
    "One supplier's status per category and its status changes (from, to, category, document, who, when), newest first; menu SLC_LIFECYCLE_STATUS",
  auth: menu(STATUS_MENU),
  body: z.object({ supplierId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [categoryRows, historyRows] = await Promise.all([
      deps.db
        .select({ categoryId: supplierCategories.categoryId, categoryStatus: supplierCategories.categoryStatus })
        .from(supplierCategories)
        .where(eq(supplierCategories.supplierId, body.supplierId)),
      deps.db
        .select()
        .from(supplierStatusHistory)
        .where(eq(supplierStatusHistory.supplierId, body.supplierId))
        .orderBy(desc(supplierStatusHistory.id))
        .limit(200),
    ]);
    const categories = await categoriesByIds(deps.db, [
      ...categoryRows.map((r) => r.categoryId),
      ...historyRows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])),
    ]);
    const changedBy = [...new Set(historyRows.flatMap((r) => (r.changedBy ? [r.changedBy] : [])))];
    const names = new Map(
      changedBy.length
        ? (
            await deps.db
              .select({ id: users.id, name: users.userFullName })
              .from(users)
              .where(inArray(users.id, changedBy))
          ).map((u) => [u.id, u.name])
        : [],
    );
    const categoryName = (id: number | null) => {
      const c = id ? categories.get(id) : undefined;
      return c ? (lang === 'EN' && c.categoryNameEn) || c.categoryName : null;
    };
    return {
      data: {
        categories: categoryRows.map((r) => ({ ...r, categoryName: categoryName(r.categoryId) })),
        history: historyRows.map((r) => ({
          ...r,
          categoryName: categoryName(r.categoryId),
          changedByName: r.changedBy ? (names.get(r.changedBy) ?? null) : null,
        })),
      },
    };
  },
});

export const lifecycleStatusActions = [listByPage, listHistory];
