import { MENU_TYPE } from '@srm/core';
import { menuList } from '@srm/core/masters/access';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource, writeAccessAudit } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import {
  menuResources,
  menus,
  responsibilities,
  responsibilityMenus,
  responsibilityResources,
} from '../../platform/access/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { equalTo } from '../../platform/masters/ownRules.ts';
import {
  codeSchema,
  contains,
  containsAny,
  fieldError,
  idSchema,
  nameSchema,
  optionalId,
  optionalText,
  touched,
  uniqueOr,
  versionSchema,
  ynSchema,
} from './adminKit.ts';

/**
 * Menus (spec §2 `systemsetting/menuFunction`, `menuFuncList`, `menuFuncPrivilege`, `menuPrivilegeList`,
 * `systemSetting/btnList`): the menu tree with drag-and-drop reordering, button resources per menu,
 * and which responsibility holds which. htmlUrl is stored as given: checking it against the screens
 * the web app knows is the web side's job, so the server stays agnostic of the front end.
 */
const MENU = 'SYS_MENU';
const entity = 'baseMenu';

/** The columns of the declared fields (packages/core/src/masters/access.ts) and the level, derived from the parent. */
const menuFields = {
  menuCode: menus.menuCode,
  menuName: menus.menuName,
  menuNameEn: menus.menuNameEn,
  menuParentId: menus.menuParentId,
  menuType: menus.menuType,
  levelId: menus.levelId,
  orderNo: menus.orderNo,
  htmlUrl: menus.htmlUrl,
  parameter: menus.parameter,
  imageLink: menus.imageLink,
  systemCode: menus.systemCode,
};
const menuColumns = {
  menuId: menus.id,
  ...menuFields,
  enabledFlag: menus.enabledFlag,
  lastUpdateDate: menus.lastUpdateDate,
  version: menus.version,
};
export type MenuRow = Awaited<ReturnType<typeof allMenus>>[number];

/** Every menu, siblings by orderNo (also read by the grant tree of the responsibilities screen). */
export const allMenus = (db: DbOrTx) => db.select(menuColumns).from(menus).orderBy(asc(menus.orderNo), asc(menus.id));

/** Depth first, siblings by orderNo: the order in which the tree is drawn. */
export function treeOrder(rows: MenuRow[]): MenuRow[] {
  const children = new Map<number | null, MenuRow[]>();
  const ids = new Set(rows.map((r) => r.menuId));
  for (const row of rows) {
    const parent = row.menuParentId != null && ids.has(row.menuParentId) ? row.menuParentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: MenuRow[] = [];
  const visit = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      out.push(row);
      visit(row.menuId);
    }
  };
  visit(null);
  return out;
}

/** Would `menuId` under `parentId` close a loop, given the parents in `parentOf`? */
function makesCycle(parentOf: Map<number, number | null>, menuId: number, parentId: number | null): boolean {
  const seen = new Set<number>();
  for (let at = parentId; at != null; at = parentOf.get(at) ?? null) {
    if (at === menuId || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** Levels follow from the parents: 1 at the top, one more under each folder. */
function levelsOf(parentOf: Map<number, number | null>): Map<number, number> {
  const level = new Map<number, number>();
  const resolve = (id: number, depth = 0): number => {
    const known = level.get(id);
    if (known !== undefined) return known;
    const parent = parentOf.get(id) ?? null;
    const value = parent == null || depth > 64 || !parentOf.has(parent) ? 1 : resolve(parent, depth + 1) + 1;
    level.set(id, value);
    return value;
  };
  for (const id of parentOf.keys()) resolve(id);
  return level;
}

/** Writes the levels that changed after a move, in the transaction of the move. */
async function writeLevels(tx: DbOrTx, rows: MenuRow[], parentOf: Map<number, number | null>) {
  const level = levelsOf(parentOf);
  for (const row of rows) {
    const next = level.get(row.menuId)!;
    if (next !== row.levelId) await tx.update(menus).set({ levelId: next }).where(eq(menus.id, row.menuId));
  }
}

const findTree = defineAction({
  server: 'baseServer',
  entity,
  action: 'findTree',
  summary: 'Every menu, flat with parent ids, in tree order (depth first, siblings by orderNo), both names',
  auth: menu(MENU),
  body: z
    .object({ enabledFlag: ynSchema.optional(), systemCode: z.string().trim().max(32).optional() })
    .optional()
    .default({}),
  handler: async ({ deps, body }) => {
    let rows = treeOrder(await allMenus(deps.db));
    if (body.enabledFlag) rows = rows.filter((r) => r.enabledFlag === body.enabledFlag);
    if (body.systemCode) rows = rows.filter((r) => r.systemCode === body.systemCode);
    // The whole tree is one page: a tree cut into pages cannot be drawn.
    return { data: rows, page: pageInfo({ count: rows.length, capped: false }, 1, Math.max(rows.length, 1)) };
  },
});

async function findMenu(db: DbOrTx, id: number) {
  const [row] = await db.select(menuColumns).from(menus).where(eq(menus.id, id));
  return row ?? null;
}

const text = z.string().trim();
const menuType = z.enum([MENU_TYPE.folder, MENU_TYPE.page]);

/** What the save read before writing, for the lines' write: every menu and the parents after the save. */
const savingOf = new WeakMap<DbOrTx, { rows: MenuRow[]; parentOf: Map<number, number | null>; moved: boolean }>();

/** The menu row itself (declared in packages/core/src/masters/access.ts); the tree and the buttons are below. */
const rowActions = bindMasterList(menuList, {
  table: menus,
  columns: menuFields,
  readColumns: { levelId: menus.levelId },
  filters: {
    menuCode: { schema: text.max(64), where: (code: string) => contains(menus.menuCode, code) },
    menuName: { schema: text.max(128), where: (name: string) => containsAny(name, [menus.menuName, menus.menuNameEn]) },
    menuType: { schema: menuType, where: equalTo(menus.menuType) },
    htmlUrl: { schema: text.max(256), where: (url: string) => contains(menus.htmlUrl, url) },
    menuParentId: { schema: idSchema, where: equalTo(menus.menuParentId) },
  },
  save: {
    body: {
      menuId: optionalId,
      menuCode: codeSchema,
      menuParentId: optionalId,
      menuType,
      orderNo: z.coerce.number().int().min(0).max(1_000_000).optional(),
      enabledFlag: ynSchema.optional().default('Y'),
    },
    codeTaken: (lang, code) => fieldError(lang, 'menuCode', 'admin.menuCodeTaken', { code }),
    codeIgnoresCase: true,
    codeChangeable: true,
  },
  lines: {
    body: {},
    // A move under another parent changes the levels below it, in the save's transaction.
    write: async (tx, menuId, _body) => {
      const saving = savingOf.get(tx);
      if (!saving?.moved) return;
      const levelId = (await findMenu(tx, menuId))!.levelId;
      await writeLevels(
        tx,
        saving.rows.map((r) => (r.menuId === menuId ? { ...r, levelId } : r)),
        saving.parentOf,
      );
    },
  },
  hooks: {
    beforeSave: async (tx, values, { id, lang }) => {
      const rows = await allMenus(tx);
      const byId = new Map(rows.map((r) => [r.menuId, r]));
      const existing = id ? byId.get(id) : undefined;
      if (id && !existing) throw new AppError(404, 'error.notFound');
      const parentId = (values.menuParentId as number | null) ?? null;
      if (parentId != null) {
        const parent = byId.get(parentId);
        if (!parent) throw fieldError(lang, 'menuParentId', 'admin.menusNotFound', { ids: parentId });
        if (parent.menuType !== MENU_TYPE.folder) throw fieldError(lang, 'menuParentId', 'admin.menuParentNotFolder');
      }
      if (values.menuType === MENU_TYPE.page && !values.htmlUrl)
        throw fieldError(lang, 'htmlUrl', 'admin.menuHtmlUrlRequired');
      const parentOf = new Map(rows.map((r) => [r.menuId, r.menuParentId]));
      if (existing) {
        if (existing.menuId === parentId || makesCycle(parentOf, existing.menuId, parentId))
          throw fieldError(lang, 'menuParentId', 'admin.menuCycle', { code: existing.menuCode });
        if (existing.menuType === MENU_TYPE.folder && values.menuType === MENU_TYPE.page) {
          if (rows.some((r) => r.menuParentId === existing.menuId))
            throw fieldError(lang, 'menuType', 'admin.menuFolderHasChildren');
        }
        if (existing.menuType === MENU_TYPE.page && values.menuType === MENU_TYPE.folder) {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(menuResources)
            .where(eq(menuResources.menuId, existing.menuId));
          if (Number(n) > 0) throw fieldError(lang, 'menuType', 'admin.menuPageHasResources');
        }
      }
      // A new menu goes after its last sibling unless told otherwise; the level follows from the parent.
      const siblings = rows.filter((r) => r.menuParentId === parentId && r.menuId !== existing?.menuId);
      values.orderNo =
        (values.orderNo as number | undefined) ??
        existing?.orderNo ??
        Math.max(0, ...siblings.map((s) => s.orderNo)) + 10;
      values.levelId = parentId == null ? 1 : byId.get(parentId)!.levelId + 1;
      const moved = !!existing && existing.menuParentId !== parentId;
      if (moved) parentOf.set(existing.menuId, parentId);
      savingOf.set(tx, { rows, parentOf, moved });
    },
    // Refused while it has child menus or a responsibility holds it.
    beforeDelete: async (tx, menuId, lang) => {
      const [{ n }] = await tx.select({ n: count() }).from(menus).where(eq(menus.menuParentId, menuId));
      if (Number(n) > 0) throw fieldError(lang, 'menuId', 'admin.menuHasChildren', { count: Number(n) });
      const holders = await holdersOfMenu(tx, menuId, lang);
      if (holders.length)
        throw fieldError(lang, 'menuId', 'admin.menuGranted', { names: holders.join(lang === 'EN' ? ', ' : '、') });
    },
    // Its buttons go with it (grants of them cannot exist without the menu, but nothing is left dangling).
    cascadeDelete: async (tx, menuId, { userId }) => {
      const target = await findMenu(tx, menuId);
      if (!target) return;
      const buttons = tx.select({ id: menuResources.id }).from(menuResources).where(eq(menuResources.menuId, menuId));
      await tx.delete(responsibilityResources).where(inArray(responsibilityResources.resourceId, buttons));
      await tx.delete(menuResources).where(eq(menuResources.menuId, menuId));
      await writeAccessAudit(tx, {
        action: 'MENU_DELETE',
        subjectType: 'MENU',
        subjectId: menuId,
        detail: { menuCode: target.menuCode },
        userId,
      });
    },
  },
});

const moveItem = z.object({
  menuId: idSchema,
  parentId: optionalId,
  orderNo: z.coerce.number().int().min(0).max(1_000_000),
});

const move = defineAction({
  server: 'baseServer',
  entity,
  action: 'move',
  summary:
    'Drag and drop: put a menu under a folder (or at the top) at an order number, one `{menuId, parentId, orderNo}` or a batch `{items}`; no cycles',
  auth: menu(MENU),
  mutates: true,
  body: z.union([z.object({ items: z.array(moveItem).min(1).max(2000) }), moveItem]),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, 'btnEdit');
    const items = 'items' in body ? body.items : [body];
    const rows = await allMenus(db);
    const byId = new Map(rows.map((r) => [r.menuId, r]));
    const parentOf = new Map(rows.map((r) => [r.menuId, r.menuParentId]));
    const missing = items.filter((i) => !byId.has(i.menuId) || (i.parentId != null && !byId.has(i.parentId)));
    if (missing.length)
      throw fieldError(lang, 'items', 'admin.menusNotFound', {
        ids: missing.map((i) => (byId.has(i.menuId) ? i.parentId : i.menuId)).join(', '),
      });
    for (const item of items) {
      if (item.parentId != null && byId.get(item.parentId)!.menuType !== MENU_TYPE.folder)
        throw fieldError(lang, 'parentId', 'admin.menuParentNotFolder');
      parentOf.set(item.menuId, item.parentId ?? null);
    }
    // Checked after every move of the batch is applied: a batch may legitimately swap two folders round.
    for (const item of items) {
      if (makesCycle(parentOf, item.menuId, parentOf.get(item.menuId) ?? null))
        throw fieldError(lang, 'parentId', 'admin.menuCycle', { code: byId.get(item.menuId)!.menuCode });
    }
    await db.transaction(async (tx) => {
      for (const item of items) {
        await tx
          .update(menus)
          .set({
            menuParentId: item.parentId ?? null,
            orderNo: item.orderNo,
            ...touched(me.userId),
            version: sql`${menus.version} + 1`,
          })
          .where(eq(menus.id, item.menuId));
      }
      await writeLevels(tx, rows, parentOf);
    });
    return { data: treeOrder(await allMenus(db)), msg: 'ok.saved' };
  },
});

/** The responsibilities holding a menu, by name, for the refusal message. */
async function holdersOfMenu(db: DbOrTx, menuId: number, lang: 'CN' | 'EN') {
  const rows = await db
    .select({ name: responsibilities.responsibilityName, nameEn: responsibilities.responsibilityNameEn })
    .from(responsibilityMenus)
    .innerJoin(responsibilities, eq(responsibilities.id, responsibilityMenus.responsibilityId))
    .where(eq(responsibilityMenus.menuId, menuId))
    .orderBy(asc(responsibilities.responsibilityCode));
  return rows.map((r) => (lang === 'EN' && r.nameEn ? r.nameEn : r.name));
}

const menuPrivilegeList = defineAction({
  server: 'baseServer',
  entity,
  action: 'menuPrivilegeList',
  summary: 'Which responsibilities hold a menu, each with the buttons it is granted there (paged)',
  auth: menu(MENU),
  body: z.object({ menuId: idSchema, ...pagingSchema }),
  handler: async ({ deps, body }) => {
    const { db } = deps;
    if (!(await findMenu(db, body.menuId))) throw new AppError(404, 'error.notFound');
    const where = eq(responsibilityMenus.menuId, body.menuId);
    const [holders, total] = await Promise.all([
      db
        .select({
          responsibilityId: responsibilities.id,
          responsibilityCode: responsibilities.responsibilityCode,
          responsibilityName: responsibilities.responsibilityName,
          responsibilityNameEn: responsibilities.responsibilityNameEn,
          userType: responsibilities.userType,
          enabledFlag: responsibilities.enabledFlag,
        })
        .from(responsibilityMenus)
        .innerJoin(responsibilities, eq(responsibilities.id, responsibilityMenus.responsibilityId))
        .where(where)
        .orderBy(asc(responsibilities.responsibilityCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(db, responsibilityMenus, where, body),
    ]);
    const granted = holders.length
      ? await db
          .select({
            responsibilityId: responsibilityResources.responsibilityId,
            resourceId: menuResources.id,
            resourceCode: menuResources.resourceCode,
            resourceName: menuResources.resourceName,
            resourceNameEn: menuResources.resourceNameEn,
          })
          .from(responsibilityResources)
          .innerJoin(menuResources, eq(menuResources.id, responsibilityResources.resourceId))
          .where(
            and(
              eq(menuResources.menuId, body.menuId),
              inArray(
                responsibilityResources.responsibilityId,
                holders.map((h) => h.responsibilityId),
              ),
            ),
          )
          .orderBy(asc(menuResources.id))
      : [];
    const data = holders.map((h) => ({
      ...h,
      resources: granted
        .filter((g) => g.responsibilityId === h.responsibilityId)
        .map(({ responsibilityId: _, ...g }) => g),
    }));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const menuActions = [findTree, ...rowActions, move, menuPrivilegeList];

// ---------------------------------------------------------------------------------------------------
// Button resources of a menu (spec §3 Menu resource; `systemSetting/btnList`).

const resEntity = 'baseMenuResource';
const resourceColumns = {
  resourceId: menuResources.id,
  menuId: menuResources.menuId,
  resourceCode: menuResources.resourceCode,
  resourceName: menuResources.resourceName,
  resourceNameEn: menuResources.resourceNameEn,
  resIcon: menuResources.resIcon,
  // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
  grantedCount: sql<number>`(select count(*)::int from base_resp_resource g where g.resource_id = "base_menu_resource"."id")`,
  lastUpdateDate: menuResources.lastUpdateDate,
  version: menuResources.version,
};

async function findResource(db: DbOrTx, id: number) {
  const [row] = await db.select(resourceColumns).from(menuResources).where(eq(menuResources.id, id));
  return row ?? null;
}

const listByMenu = defineAction({
  server: 'baseServer',
  entity: resEntity,
  action: 'listByMenu',
  summary: 'The button resources declared on a menu, with how many responsibilities hold each',
  auth: menu(MENU),
  body: z.object({ menuId: idSchema, ...pagingSchema }),
  handler: async ({ deps, body }) => {
    const where = eq(menuResources.menuId, body.menuId);
    const [data, total] = await Promise.all([
      deps.db
        .select(resourceColumns)
        .from(menuResources)
        .where(where)
        .orderBy(asc(menuResources.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, menuResources, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const saveResource = defineAction({
  server: 'baseServer',
  entity: resEntity,
  action: 'saveOrUpdate',
  summary: 'Create or change a button resource of a page menu (resourceCode unique per menu)',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    resourceId: optionalId,
    menuId: idSchema,
    resourceCode: codeSchema,
    resourceName: nameSchema(),
    resourceNameEn: optionalText(128),
    resIcon: optionalText(64),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, body.resourceId ? 'btnEdit' : 'btnAdd');
    const existing = body.resourceId ? await findResource(db, body.resourceId) : null;
    if (body.resourceId && !existing) throw new AppError(404, 'error.notFound');
    if (existing && body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
    if (existing && existing.menuId !== body.menuId)
      throw fieldError(lang, 'menuId', 'admin.resourceNotOnMenu', { codes: existing.resourceCode });
    const owner = await findMenu(db, body.menuId);
    if (!owner) throw fieldError(lang, 'menuId', 'admin.menusNotFound', { ids: body.menuId });
    if (owner.menuType !== MENU_TYPE.page) throw fieldError(lang, 'menuId', 'admin.resourceOnFolder');
    const taken = () => fieldError(lang, 'resourceCode', 'admin.resourceCodeTaken', { code: body.resourceCode });
    const [clash] = await db
      .select({ id: menuResources.id })
      .from(menuResources)
      .where(
        and(
          eq(menuResources.menuId, body.menuId),
          eq(menuResources.resourceCode, body.resourceCode),
          existing ? ne(menuResources.id, existing.resourceId) : undefined,
        ),
      );
    if (clash) throw taken();
    const values = {
      resourceCode: body.resourceCode,
      resourceName: body.resourceName,
      resourceNameEn: body.resourceNameEn ?? null,
      resIcon: body.resIcon ?? null,
    };
    const id = await db.transaction(async (tx) => {
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(menuResources)
              .values({ ...values, menuId: body.menuId, createdBy: me.userId, lastUpdatedBy: me.userId })
              .returning({ id: menuResources.id }),
          taken,
        );
        return created.id;
      }
      const updated = await uniqueOr(
        () =>
          tx
            .update(menuResources)
            .set({ ...values, ...touched(me.userId), version: sql`${menuResources.version} + 1` })
            .where(and(eq(menuResources.id, existing.resourceId), eq(menuResources.version, body.version!)))
            .returning({ id: menuResources.id }),
        taken,
      );
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      return existing.resourceId;
    });
    return { data: await findResource(db, id), msg: 'ok.saved' };
  },
});

const deleteResource = defineAction({
  server: 'baseServer',
  entity: resEntity,
  action: 'delete',
  summary: 'Delete a button resource; refused while a responsibility is granted it',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ resourceId: idSchema }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    await requireMenuResource(db, user!, MENU, 'btnDelete');
    await db.transaction(async (tx) => {
      const holders = await tx
        .select({ name: responsibilities.responsibilityName, nameEn: responsibilities.responsibilityNameEn })
        .from(responsibilityResources)
        .innerJoin(responsibilities, eq(responsibilities.id, responsibilityResources.responsibilityId))
        .where(eq(responsibilityResources.resourceId, body.resourceId))
        .orderBy(asc(responsibilities.responsibilityCode));
      if (holders.length)
        throw fieldError(lang, 'resourceId', 'admin.resourceGranted', {
          names: holders.map((h) => (lang === 'EN' && h.nameEn ? h.nameEn : h.name)).join(lang === 'EN' ? ', ' : '、'),
        });
      const gone = await tx
        .delete(menuResources)
        .where(eq(menuResources.id, body.resourceId))
        .returning({ id: menuResources.id });
      if (gone.length === 0) throw new AppError(404, 'error.notFound');
    });
    return { msg: 'ok.done' };
  },
});

export const menuResourceActions = [listByMenu, saveResource, deleteResource];
