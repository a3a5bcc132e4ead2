import { isSupplierUserType, type Lang, t } from '@srm/core';
import { responsibilityList } from '@srm/core/masters/access';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource, writeAccessAudit } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import {
  menuResources,
  menus,
  responsibilities,
  responsibilityMenus,
  responsibilityResources,
  userResponsibilities,
} from '../../platform/access/schema.ts';
import { RESP_DATA_SCOPES, type RespDataScope } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import { dropSessionResponsibility, forgetCachedSessions } from '../../platform/auth/sessions.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { equalTo, thenAfter } from '../../platform/masters/ownRules.ts';
import {
  codeSchema,
  contains,
  containsAny,
  fieldError,
  idSchema,
  optionalId,
  touched,
  uniqueOr,
  userTypeSchema,
  versionSchema,
  ynSchema,
} from './adminKit.ts';
import { allMenus, treeOrder } from './menus.ts';

/**
 * Responsibilities (spec §2 `resp`, `respSave`, `responsibility`): a menu tree and the button
 * resources granted on each menu. And the user–responsibility links (`userresponsibility`).
 * Every permission change writes its rows and its audit row in one transaction; permissions are read
 * per request, so a change applies to signed-in users at their next call.
 */
const MENU = 'SYS_RESP';
const USER_MENU = 'SYS_USER';
const entity = 'baseResponsibility';

/** The columns of the declared fields (packages/core/src/masters/access.ts). */
const respFields = {
  responsibilityCode: responsibilities.responsibilityCode,
  responsibilityName: responsibilities.responsibilityName,
  responsibilityNameEn: responsibilities.responsibilityNameEn,
  systemCode: responsibilities.systemCode,
  userType: responsibilities.userType,
  dataScope: responsibilities.dataScope,
};

const respColumns = {
  responsibilityId: responsibilities.id,
  ...respFields,
  enabledFlag: responsibilities.enabledFlag,
  creationDate: responsibilities.creationDate,
  lastUpdateDate: responsibilities.lastUpdateDate,
  version: responsibilities.version,
};

/** Users of an external class may hold EX… responsibilities only, internal users INSIDE ones. */
export const sameUserClass = (userType: string, responsibilityUserType: string) =>
  isSupplierUserType(userType) === isSupplierUserType(responsibilityUserType);

const idList = (ids: number[]) => ids.join(', ');

async function grantsOf(db: DbOrTx, responsibilityId: number) {
  const [menuRows, resourceRows] = await Promise.all([
    db
      .select({ menuId: responsibilityMenus.menuId })
      .from(responsibilityMenus)
      .where(eq(responsibilityMenus.responsibilityId, responsibilityId))
      .orderBy(asc(responsibilityMenus.menuId)),
    db
      .select({ resourceId: responsibilityResources.resourceId })
      .from(responsibilityResources)
      .where(eq(responsibilityResources.responsibilityId, responsibilityId))
      .orderBy(asc(responsibilityResources.resourceId)),
  ]);
  return { menuIds: menuRows.map((r) => r.menuId), resourceIds: resourceRows.map((r) => r.resourceId) };
}

async function loadResponsibility(db: DbOrTx, id: number) {
  const [row] = await db.select(respColumns).from(responsibilities).where(eq(responsibilities.id, id));
  return row ?? null;
}

/** The responsibility as it was before a save, for the audit: read by beforeSave, used by the lines' write. */
const beforeOf = new WeakMap<DbOrTx, NonNullable<Awaited<ReturnType<typeof loadResponsibility>>>>();

const textFilter = z.string().trim();
/** The row itself (declared in packages/core/src/masters/access.ts); its grants are the actions below. */
const rowActions = bindMasterList(responsibilityList, {
  table: responsibilities,
  columns: respFields,
  filters: {
    responsibilityCode: {
      schema: textFilter.max(64),
      where: (code: string) => contains(responsibilities.responsibilityCode, code),
    },
    responsibilityName: {
      schema: textFilter.max(128),
      where: (name: string) =>
        containsAny(name, [responsibilities.responsibilityName, responsibilities.responsibilityNameEn]),
    },
    // EX: every supplier class.
    userType: {
      schema: textFilter.max(20),
      where: (type: string) =>
        type === 'EX' ? ilike(responsibilities.userType, 'EX%') : eq(responsibilities.userType, type),
    },
    systemCode: { schema: textFilter.max(32), where: equalTo(responsibilities.systemCode) },
  },
  save: {
    body: {
      responsibilityId: optionalId,
      responsibilityCode: codeSchema,
      systemCode: z.string().trim().min(1).max(32).optional().default('SRM'),
      userType: userTypeSchema.optional().default('INSIDE'),
      /** Which rows its holders see (platform/access/scope.ts); meaningless for supplier responsibilities. */
      dataScope: z.enum(RESP_DATA_SCOPES).optional().default('PERMITTED'),
      enabledFlag: ynSchema.optional().default('Y'),
    },
    codeTaken: (lang, code) => fieldError(lang, 'responsibilityCode', 'admin.respCodeTaken', { code }),
    codeIgnoresCase: true,
    codeChangeable: true,
  },
  lines: {
    body: {},
    // Written with the row: a disabled responsibility is nobody's current one any more; the audit.
    write: async (tx, respId, body, { userId }) => {
      const before = beforeOf.get(tx) ?? null;
      if (before && body.enabledFlag === 'N' && before.enabledFlag === 'Y') await dropSessionResponsibility(tx, respId);
      const after = Object.fromEntries(
        [...responsibilityList.fields.map((f) => f.key), 'enabledFlag'].map((k) => [k, body[k]]),
      );
      await writeAccessAudit(tx, {
        action: before ? 'RESP_UPDATE' : 'RESP_CREATE',
        subjectType: 'RESPONSIBILITY',
        subjectId: respId,
        detail: { before, after },
        userId,
      });
    },
  },
  hooks: {
    beforeSave: async (tx, values, { id, lang }) => {
      if (!id) return;
      const existing = await loadResponsibility(tx, id);
      if (!existing) throw new AppError(404, 'error.notFound');
      const userType = values.userType as string;
      if (isSupplierUserType(existing.userType) !== isSupplierUserType(userType)) {
        // Holders of the other class would suddenly hold a responsibility they may not have.
        const holders = await tx
          .select({ userType: users.userType })
          .from(userResponsibilities)
          .innerJoin(users, eq(users.id, userResponsibilities.userId))
          .where(eq(userResponsibilities.responsibilityId, id));
        if (holders.some((h) => !sameUserClass(h.userType, userType)))
          throw fieldError(lang, 'userType', 'admin.respUserTypeInUse');
      }
      beforeOf.set(tx, existing);
    },
    detail: (db, id) => grantsOf(db, id),
    // The user type and data scope in words, as the screen shows them: what its export writes (displayKey).
    presentRows: async (_db, rows, lang) =>
      rows.map((row) => ({
        ...row,
        userTypeTitle: t(
          isSupplierUserType(row.userType as string) ? 'admin.respUserTypeSupplier' : 'admin.respUserTypeInside',
          lang,
        ),
        dataScopeTitle: row.dataScope ? t(`admin.respScope${row.dataScope as RespDataScope}`, lang) : '',
      })),
  },
});

/** After the save: sessions cached on a responsibility now disabled are dropped; the answer has its grants. */
const boundActions = thenAfter(rowActions, 'saveOrUpdate', async (result, { deps, body }) => {
  const saved = result.data as { responsibilityId: number };
  const id = saved.responsibilityId;
  if (body.enabledFlag === 'N') forgetCachedSessions(deps.db, (u) => u.responsibilityId === id);
  return { ...result, data: { ...saved, ...(await grantsOf(deps.db, id)) } };
});

/** The menus with every folder above them: a page granted without its folders could not be reached. */
async function withAncestors(db: DbOrTx, menuIds: number[]): Promise<{ ids: number[]; missing: number[] }> {
  const all = await db.select({ id: menus.id, parentId: menus.menuParentId }).from(menus);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const missing = menuIds.filter((id) => !parentOf.has(id));
  const ids = new Set<number>();
  for (const id of menuIds) {
    for (let at: number | null | undefined = id; at != null && !ids.has(at) && parentOf.has(at); at = parentOf.get(at))
      ids.add(at);
  }
  return { ids: [...ids].sort((a, b) => a - b), missing };
}

/** Replaces the menu set of a responsibility with `ids`; the buttons on menus taken away go with them. */
async function applyMenus(tx: DbOrTx, respId: number, ids: number[]) {
  const before = await grantsOf(tx, respId);
  const stale = before.menuIds.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !before.menuIds.includes(id));
  if (stale.length) {
    await tx
      .delete(responsibilityMenus)
      .where(and(eq(responsibilityMenus.responsibilityId, respId), inArray(responsibilityMenus.menuId, stale)));
    const orphaned = tx
      .select({ id: menuResources.id })
      .from(menuResources)
      .where(inArray(menuResources.menuId, stale));
    await tx
      .delete(responsibilityResources)
      .where(
        and(
          eq(responsibilityResources.responsibilityId, respId),
          inArray(responsibilityResources.resourceId, orphaned),
        ),
      );
  }
  if (added.length)
    await tx.insert(responsibilityMenus).values(added.map((menuId) => ({ responsibilityId: respId, menuId })));
  return before;
}

/** Grants exactly `wanted` among the buttons in scope: all of the responsibility's, or those on `menuId`. */
async function applyResources(tx: DbOrTx, respId: number, wanted: number[], menuId?: number | null) {
  const before = await grantsOf(tx, respId);
  const inScope = menuId
    ? (await tx.select({ id: menuResources.id }).from(menuResources).where(eq(menuResources.menuId, menuId))).map(
        (r) => r.id,
      )
    : before.resourceIds;
  const revoke = before.resourceIds.filter((id) => inScope.includes(id) && !wanted.includes(id));
  const grant = wanted.filter((id) => !before.resourceIds.includes(id));
  if (revoke.length)
    await tx
      .delete(responsibilityResources)
      .where(
        and(eq(responsibilityResources.responsibilityId, respId), inArray(responsibilityResources.resourceId, revoke)),
      );
  if (grant.length)
    await tx
      .insert(responsibilityResources)
      .values(grant.map((resourceId) => ({ responsibilityId: respId, resourceId })));
  return { granted: grant, revoked: revoke };
}

/** The button resources `ids`, each checked to exist (400 naming the unknown ones otherwise). */
async function resourcesFound(db: DbOrTx, ids: number[], lang: Lang) {
  const found = ids.length
    ? await db
        .select({ id: menuResources.id, menuId: menuResources.menuId, resourceCode: menuResources.resourceCode })
        .from(menuResources)
        .where(inArray(menuResources.id, ids))
    : [];
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length) throw fieldError(lang, 'resourceIds', 'admin.resourcesNotFound', { ids: idList(missing) });
  return found;
}

/** Refuses buttons on menus outside `menuIds`: a button without its menu could not be reached. */
function requireMenusOf(found: { menuId: number; resourceCode: string }[], menuIds: number[], lang: Lang) {
  const outside = found.filter((r) => !menuIds.includes(r.menuId));
  if (outside.length)
    throw fieldError(lang, 'resourceIds', 'admin.resourceMenuNotGranted', {
      codes: outside.map((r) => r.resourceCode).join(', '),
    });
}

const saveMenus = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveMenus',
  summary:
    'Set the menus of a responsibility (the folders above them are added); buttons on menus taken away are revoked',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ responsibilityId: idSchema, menuIds: z.array(idSchema).max(5000) }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    await requireMenuResource(db, user!, MENU, 'btnGrant');
    if (!(await loadResponsibility(db, body.responsibilityId))) throw new AppError(404, 'error.notFound');
    const { ids, missing } = await withAncestors(db, body.menuIds);
    if (missing.length) throw fieldError(lang, 'menuIds', 'admin.menusNotFound', { ids: idList(missing) });
    const respId = body.responsibilityId;
    await db.transaction(async (tx) => {
      const before = await applyMenus(tx, respId, ids);
      await touchResponsibility(tx, respId, user!.userId);
      await writeAccessAudit(tx, {
        action: 'RESP_MENUS',
        subjectType: 'RESPONSIBILITY',
        subjectId: respId,
        detail: { before, menuIds: ids },
        userId: user!.userId,
      });
    });
    return { data: await grantsOf(db, respId), msg: 'ok.saved' };
  },
});

const saveResources = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveResources',
  summary:
    'Set the buttons granted to a responsibility: all of them, or only those on `menuId`; each must be on a menu it has',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ responsibilityId: idSchema, resourceIds: z.array(idSchema).max(20_000), menuId: optionalId }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    await requireMenuResource(db, user!, MENU, 'btnGrant');
    const respId = body.responsibilityId;
    if (!(await loadResponsibility(db, respId))) throw new AppError(404, 'error.notFound');
    const wanted = [...new Set(body.resourceIds)];
    const found = await resourcesFound(db, wanted, lang);
    if (body.menuId) {
      const elsewhere = found.filter((r) => r.menuId !== body.menuId);
      if (elsewhere.length)
        throw fieldError(lang, 'resourceIds', 'admin.resourceNotOnMenu', {
          codes: elsewhere.map((r) => r.resourceCode).join(', '),
        });
    }
    requireMenusOf(found, (await grantsOf(db, respId)).menuIds, lang);
    await db.transaction(async (tx) => {
      const { granted, revoked } = await applyResources(tx, respId, wanted, body.menuId);
      await touchResponsibility(tx, respId, user!.userId);
      await writeAccessAudit(tx, {
        action: 'RESP_RESOURCES',
        subjectType: 'RESPONSIBILITY',
        subjectId: respId,
        detail: { menuId: body.menuId ?? null, granted, revoked },
        userId: user!.userId,
      });
    });
    return { data: await grantsOf(db, respId), msg: 'ok.saved' };
  },
});

const saveGrants = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveGrants',
  summary:
    'Set the menus (folders above them added) and all the granted buttons of a responsibility at once, in one transaction',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    responsibilityId: idSchema,
    menuIds: z.array(idSchema).max(5000),
    resourceIds: z.array(idSchema).max(20_000),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, 'btnGrant');
    const respId = body.responsibilityId;
    if (!(await loadResponsibility(db, respId))) throw new AppError(404, 'error.notFound');
    const { ids, missing } = await withAncestors(db, body.menuIds);
    if (missing.length) throw fieldError(lang, 'menuIds', 'admin.menusNotFound', { ids: idList(missing) });
    const wanted = [...new Set(body.resourceIds)];
    requireMenusOf(await resourcesFound(db, wanted, lang), ids, lang);
    await db.transaction(async (tx) => {
      // With a version, a change made by someone else since the caller read the grants is not overwritten.
      const touchedRows = await tx
        .update(responsibilities)
        .set({ ...touched(me.userId), version: sql`${responsibilities.version} + 1` })
        .where(
          and(
            eq(responsibilities.id, respId),
            body.version === undefined ? undefined : eq(responsibilities.version, body.version),
          ),
        )
        .returning({ id: responsibilities.id });
      if (touchedRows.length === 0) throw new AppError(409, 'error.staleVersion');
      const before = await applyMenus(tx, respId, ids);
      const { granted, revoked } = await applyResources(tx, respId, wanted);
      await writeAccessAudit(tx, {
        action: 'RESP_GRANTS',
        subjectType: 'RESPONSIBILITY',
        subjectId: respId,
        detail: { before, menuIds: ids, granted, revoked },
        userId: me.userId,
      });
    });
    const saved = (await loadResponsibility(db, respId))!;
    return { data: { ...(await grantsOf(db, respId)), version: saved.version }, msg: 'ok.saved' };
  },
});

const grantTree = defineAction({
  server: 'baseServer',
  entity,
  action: 'grantTree',
  summary: 'What can be granted: every menu (flat, in tree order, both names) and every button resource of every page',
  auth: menu(MENU),
  body: z.object({}).optional().default({}),
  handler: async ({ deps }) => {
    const [rows, buttons] = await Promise.all([
      allMenus(deps.db),
      deps.db
        .select({
          resourceId: menuResources.id,
          menuId: menuResources.menuId,
          resourceCode: menuResources.resourceCode,
          resourceName: menuResources.resourceName,
          resourceNameEn: menuResources.resourceNameEn,
        })
        .from(menuResources)
        .orderBy(asc(menuResources.menuId), asc(menuResources.id)),
    ]);
    const menusInOrder = treeOrder(rows).map((m) => ({
      menuId: m.menuId,
      menuCode: m.menuCode,
      menuName: m.menuName,
      menuNameEn: m.menuNameEn,
      menuParentId: m.menuParentId,
      menuType: m.menuType,
      htmlUrl: m.htmlUrl,
      enabledFlag: m.enabledFlag,
    }));
    return { data: { menus: menusInOrder, resources: buttons } };
  },
});

/** A change of its grants is a change of the responsibility: its who/when and version move. */
async function touchResponsibility(tx: DbOrTx, id: number, userId: number) {
  await tx
    .update(responsibilities)
    .set({ ...touched(userId), version: sql`${responsibilities.version} + 1` })
    .where(eq(responsibilities.id, id));
}

export const responsibilityActions = [...boundActions, saveMenus, saveResources, saveGrants, grantTree];

// ---------------------------------------------------------------------------------------------------
// User–responsibility links (spec §2 `userresponsibility`, `userAuthorisationList`), on the users screen.

const linkEntity = 'baseUserResp';
const linkColumns = {
  id: userResponsibilities.id,
  userId: userResponsibilities.userId,
  userName: users.userName,
  userFullName: users.userFullName,
  userType: users.userType,
  responsibilityId: userResponsibilities.responsibilityId,
  responsibilityCode: responsibilities.responsibilityCode,
  responsibilityName: responsibilities.responsibilityName,
  responsibilityNameEn: responsibilities.responsibilityNameEn,
  responsibilityUserType: responsibilities.userType,
  enabledFlag: userResponsibilities.enabledFlag,
  creationDate: userResponsibilities.creationDate,
  version: userResponsibilities.version,
};

const selectLinks = (db: DbOrTx) =>
  db
    .select(linkColumns)
    .from(userResponsibilities)
    .innerJoin(users, eq(users.id, userResponsibilities.userId))
    .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId));

const listLinks = defineAction({
  server: 'baseServer',
  entity: linkEntity,
  action: 'listByPage',
  summary: 'User–responsibility links, by user or by responsibility, paged',
  auth: menu(USER_MENU),
  body: z.object({
    searchParams: z
      .object({
        userId: idSchema.optional(),
        responsibilityId: idSchema.optional(),
        userName: z.string().trim().max(64).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.userId) c.push(eq(userResponsibilities.userId, f.userId));
    if (f.responsibilityId) c.push(eq(userResponsibilities.responsibilityId, f.responsibilityId));
    if (f.enabledFlag) c.push(eq(userResponsibilities.enabledFlag, f.enabledFlag));
    if (f.userName)
      c.push(
        inArray(
          userResponsibilities.userId,
          deps.db.select({ id: users.id }).from(users).where(contains(users.userName, f.userName)),
        ),
      );
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      selectLinks(deps.db)
        .where(where)
        .orderBy(asc(users.userName), asc(responsibilities.responsibilityCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, userResponsibilities, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const saveLink = defineAction({
  server: 'baseServer',
  entity: linkEntity,
  action: 'saveOrUpdate',
  summary:
    'Give a user a responsibility of its class (EX… for external users, INSIDE for internal), or enable/disable the link',
  auth: menu(USER_MENU),
  mutates: true,
  body: z.object({
    id: optionalId,
    userId: idSchema,
    responsibilityId: idSchema,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, USER_MENU, 'btnGrantResp');
    const [target] = await db.select().from(users).where(eq(users.id, body.userId));
    if (!target) throw fieldError(lang, 'userId', 'admin.userNotFound');
    const resp = await loadResponsibility(db, body.responsibilityId);
    if (!resp) throw fieldError(lang, 'responsibilityId', 'admin.respsNotFound', { ids: body.responsibilityId });
    if (!sameUserClass(target.userType, resp.userType))
      throw fieldError(lang, 'responsibilityId', 'admin.respUserTypeMismatch');
    const existing = body.id
      ? (await db.select().from(userResponsibilities).where(eq(userResponsibilities.id, body.id)))[0]
      : undefined;
    if (body.id && !existing) throw new AppError(404, 'error.notFound');
    if (existing && body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
    const duplicate = () => fieldError(lang, 'responsibilityId', 'admin.userRespExists');
    const [clash] = await db
      .select({ id: userResponsibilities.id })
      .from(userResponsibilities)
      .where(
        and(
          eq(userResponsibilities.userId, body.userId),
          eq(userResponsibilities.responsibilityId, body.responsibilityId),
          existing ? ne(userResponsibilities.id, existing.id) : undefined,
        ),
      );
    if (clash) throw duplicate();
    const id = await db.transaction(async (tx) => {
      let linkId: number;
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(userResponsibilities)
              .values({
                userId: body.userId,
                responsibilityId: body.responsibilityId,
                enabledFlag: body.enabledFlag,
                createdBy: me.userId,
                lastUpdatedBy: me.userId,
              })
              .returning({ id: userResponsibilities.id }),
          duplicate,
        );
        linkId = created.id;
      } else {
        const updated = await uniqueOr(
          () =>
            tx
              .update(userResponsibilities)
              .set({
                userId: body.userId,
                responsibilityId: body.responsibilityId,
                enabledFlag: body.enabledFlag,
                ...touched(me.userId),
                version: sql`${userResponsibilities.version} + 1`,
              })
              .where(and(eq(userResponsibilities.id, existing.id), eq(userResponsibilities.version, body.version!)))
              .returning({ id: userResponsibilities.id }),
          duplicate,
        );
        if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
        linkId = existing.id;
        // What the link gave before is gone when it is disabled or points elsewhere now.
        if (
          existing.enabledFlag === 'Y' &&
          (body.enabledFlag === 'N' ||
            existing.responsibilityId !== body.responsibilityId ||
            existing.userId !== body.userId)
        )
          await dropSessionResponsibility(tx, existing.responsibilityId, existing.userId);
      }
      await writeAccessAudit(tx, {
        action: existing ? 'USER_RESP_UPDATE' : 'USER_RESP_CREATE',
        subjectType: 'USER',
        subjectId: body.userId,
        detail: {
          before: existing ?? null,
          after: { responsibilityId: body.responsibilityId, enabledFlag: body.enabledFlag },
        },
        userId: me.userId,
      });
      return linkId;
    });
    if (existing) forgetCachedSessions(db, (u) => u.userId === existing.userId);
    const [saved] = await selectLinks(db).where(eq(userResponsibilities.id, id));
    return { data: saved, msg: 'ok.saved' };
  },
});

const deleteLink = defineAction({
  server: 'baseServer',
  entity: linkEntity,
  action: 'delete',
  summary: 'Take a responsibility away from a user; sessions on it lose it at once',
  auth: menu(USER_MENU),
  mutates: true,
  body: z.object({ id: idSchema }),
  handler: async ({ deps, user, body }) => {
    await requireMenuResource(deps.db, user!, USER_MENU, 'btnGrantResp');
    const gone = await deps.db.transaction(async (tx) => {
      const [gone] = await tx.delete(userResponsibilities).where(eq(userResponsibilities.id, body.id)).returning();
      if (!gone) throw new AppError(404, 'error.notFound');
      await dropSessionResponsibility(tx, gone.responsibilityId, gone.userId);
      await writeAccessAudit(tx, {
        action: 'USER_RESP_DELETE',
        subjectType: 'USER',
        subjectId: gone.userId,
        detail: { responsibilityId: gone.responsibilityId },
        userId: user!.userId,
      });
      return gone;
    });
    forgetCachedSessions(deps.db, (u) => u.userId === gone.userId);
    return { msg: 'ok.done' };
  },
});

export const userRespActions = [listLinks, saveLink, deleteLink];

/** Responsibilities by id, for the roles that group them. */
export async function existingResponsibilityIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: responsibilities.id })
    .from(responsibilities)
    .where(inArray(responsibilities.id, ids));
  return rows.map((r) => r.id);
}
