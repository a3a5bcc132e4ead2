import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/** The quick menus a user picked on the internal home, in their order; only those of the current responsibility show. */
export const userQuickMenus = pgTable(
  'srm_base_user_quick_menu',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    menuId: integer('menu_id').notNull(),
    orderNo: integer('order_no').notNull().default(0),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_base_user_quick_menu_uq').on(t.userId, t.menuId)],
);
