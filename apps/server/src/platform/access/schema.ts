import { index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';
import { searchTextColumn, searchTextIndex } from '../db/search.ts';

/** A responsibility: a menu tree, the button resources on each menu, and (later) a data scope. */
export const responsibilities = pgTable(
  'base_responsibility',
  {
    id: idColumn(),
    responsibilityCode: varchar('responsibility_code', { length: 64 }).notNull(),
    responsibilityName: varchar('responsibility_name', { length: 128 }).notNull(),
    responsibilityNameEn: varchar('responsibility_name_en', { length: 128 }),
    systemCode: varchar('system_code', { length: 32 }).notNull().default('SRM'),
    /** INSIDE or EX…: which class of user may hold it. */
    userType: varchar('user_type', { length: 20 }).notNull().default('INSIDE'),
    /** Which rows the holder sees (platform/access/scope.ts): PERMITTED (the user's permits), OWN_ORG, ALL. */
    dataScope: varchar('data_scope', { length: 16 }).notNull().default('PERMITTED'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['responsibility_code', 'responsibility_name', 'responsibility_name_en']),
  },
  (t) => [
    searchTextIndex('base_responsibility_search_grams', t.searchText, [
      t.responsibilityCode,
      t.responsibilityName,
      t.responsibilityNameEn,
    ]),
    uniqueIndex('base_responsibility_code_uq').on(t.responsibilityCode),
  ],
);

/** Menus: folders (10) and pages (20). Names in both languages; the API answers in the request's. */
export const menus = pgTable(
  'base_menu',
  {
    id: idColumn(),
    menuCode: varchar('menu_code', { length: 64 }).notNull(),
    menuName: varchar('menu_name', { length: 128 }).notNull(),
    menuNameEn: varchar('menu_name_en', { length: 128 }),
    menuParentId: integer('menu_parent_id'),
    menuType: varchar('menu_type', { length: 4 }).notNull(),
    levelId: integer('level_id').notNull().default(1),
    imageLink: varchar('image_link', { length: 128 }),
    htmlUrl: varchar('html_url', { length: 256 }),
    parameter: varchar('parameter', { length: 512 }),
    systemCode: varchar('system_code', { length: 32 }).notNull().default('SRM'),
    orderNo: integer('order_no').notNull().default(0),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['menu_code', 'menu_name', 'menu_name_en']),
  },
  (t) => [
    searchTextIndex('base_menu_search_grams', t.searchText, [t.menuCode, t.menuName, t.menuNameEn]),
    uniqueIndex('base_menu_code_uq').on(t.menuCode),
    index('base_menu_parent_ix').on(t.menuParentId),
    // The menu list's order: page 1 reads 20 entries instead of sorting every menu.
    index('base_menu_list_ix').on(t.levelId, t.orderNo, t.id),
  ],
);

/** Button resources declared on a menu (resourceCode such as btnUploadAttachment). */
export const menuResources = pgTable(
  'base_menu_resource',
  {
    id: idColumn(),
    menuId: integer('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 64 }).notNull(),
    resourceName: varchar('resource_name', { length: 128 }).notNull(),
    resourceNameEn: varchar('resource_name_en', { length: 128 }),
    resIcon: varchar('res_icon', { length: 64 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_menu_resource_uq').on(t.menuId, t.resourceCode)],
);

/** Which menus a responsibility has. */
export const responsibilityMenus = pgTable(
  'base_resp_menu',
  {
    responsibilityId: integer('responsibility_id').notNull(),
    menuId: integer('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responsibilityId, t.menuId] }), index('base_resp_menu_menu_ix').on(t.menuId)],
);

/** Which button resources a responsibility is granted on a menu. */
export const responsibilityResources = pgTable(
  'base_resp_resource',
  {
    responsibilityId: integer('responsibility_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.responsibilityId, t.resourceId] }),
    index('base_resp_resource_resource_ix').on(t.resourceId),
  ],
);

/** Which responsibilities a user holds. */
export const userResponsibilities = pgTable(
  'base_user_resp',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    responsibilityId: integer('responsibility_id').notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('base_user_resp_uq').on(t.userId, t.responsibilityId),
    index('base_user_resp_resp_ix').on(t.responsibilityId),
  ],
);

/**
 * Roles: a named group of responsibilities (e.g. "purchasing staff" = buyer + approver). A role grants
 * nothing by itself; permissions are read from responsibilities only (docs/decisions.md, Administration).
 */
export const roles = pgTable(
  'base_role',
  {
    id: idColumn(),
    roleCode: varchar('role_code', { length: 64 }).notNull(),
    roleName: varchar('role_name', { length: 128 }).notNull(),
    roleNameEn: varchar('role_name_en', { length: 128 }),
    description: varchar('description', { length: 512 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['role_code', 'role_name', 'role_name_en']),
  },
  (t) => [
    searchTextIndex('base_role_search_grams', t.searchText, [t.roleCode, t.roleName, t.roleNameEn]),
    uniqueIndex('base_role_code_uq').on(t.roleCode),
  ],
);

/** The responsibilities a role groups. */
export const roleResponsibilities = pgTable(
  'base_role_resp',
  {
    roleId: integer('role_id').notNull(),
    responsibilityId: integer('responsibility_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.responsibilityId] }),
    index('base_role_resp_resp_ix').on(t.responsibilityId),
  ],
);

/**
 * The audit of every change to menus and buttons of a responsibility and to user–responsibility links,
 * written in the same transaction as the change (ARCHITECTURE §10): who, when, what, on which subject,
 * with the ids before and after.
 */
export const accessAudit = pgTable(
  'base_access_audit',
  {
    id: idColumn(),
    /** e.g. RESP_MENUS, RESP_RESOURCES, USER_RESP_SAVE, USER_RESP_DELETE, RESP_SAVE, ROLE_SAVE, ROLE_DELETE */
    action: varchar('action', { length: 32 }).notNull(),
    /** RESPONSIBILITY | USER | ROLE | MENU */
    subjectType: varchar('subject_type', { length: 20 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    detail: jsonb('detail'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_access_audit_subject_ix').on(t.subjectType, t.subjectId, t.createdAt)],
);
