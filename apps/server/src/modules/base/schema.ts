import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * Minimal base data needed by the data permissions (purchase categories and purchasing groups are
 * permission dimensions). The base-data issue completes them (materials, attributes, …).
 */

/** Purchase categories (采购品类): a tree of what is bought. */
export const purchaseCategories = pgTable(
  'base_purchase_category',
  {
    id: idColumn(),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryName: varchar('category_name', { length: 128 }).notNull(),
    categoryNameEn: varchar('category_name_en', { length: 128 }),
    parentCategoryId: integer('parent_category_id'),
    /** Depth in the tree, roots are 1 (kept on save, so the web's tree builder has its level key). */
    levelId: integer('level_id').notNull().default(1),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('base_purchase_category_code_uq').on(t.categoryCode),
    index('base_purchase_category_parent_ix').on(t.parentCategoryId),
  ],
);

/** Purchasing groups (采购组): groups of buyers, optionally of one organisation. */
export const purchasingGroups = pgTable(
  'base_purchasing_group',
  {
    id: idColumn(),
    groupCode: varchar('group_code', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 128 }).notNull(),
    groupNameEn: varchar('group_name_en', { length: 128 }),
    orgId: integer('org_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_purchasing_group_code_uq').on(t.groupCode)],
);
