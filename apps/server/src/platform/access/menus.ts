import type { Lang } from '@srm/core';
import { isSupplierUserType, USER_TYPE_INSIDE, USER_TYPE_SUPPLIER } from '@srm/core';
import { and, asc, eq, exists, not, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import {
  accessAudit,
  menuResources,
  menus,
  responsibilities,
  responsibilityMenus,
  responsibilityResources,
  userResponsibilities,
} from './schema.ts';

export type ResponsibilityInfo = { responsibilityId: number; responsibilityCode: string; responsibilityName: string };

/** The enabled responsibilities a user holds, in the request's language. */
export async function responsibilitiesOf(db: DbOrTx, userId: number, lang: Lang): Promise<ResponsibilityInfo[]> {
  const rows = await db
    .select({
      responsibilityId: responsibilities.id,
      responsibilityCode: responsibilities.responsibilityCode,
      name: responsibilities.responsibilityName,
      nameEn: responsibilities.responsibilityNameEn,
    })
    .from(userResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId))
    .where(
      and(
        eq(userResponsibilities.userId, userId),
        eq(userResponsibilities.enabledFlag, 'Y'),
        eq(responsibilities.enabledFlag, 'Y'),
      ),
    )
    .orderBy(asc(responsibilities.id));
  return rows.map((r) => ({
    responsibilityId: r.responsibilityId,
    responsibilityCode: r.responsibilityCode,
    responsibilityName: lang === 'EN' && r.nameEn ? r.nameEn : r.name,
  }));
}

export type MenuItem = {
  menuId: number;
  menuName: string;
  menuCode: string;
  menuParentId: number | null;
  menuType: string;
  levelId: number;
  imageLink: string | null;
  htmlUrl: string | null;
  parameter: string | null;
  enabledFlag: string;
  orderNo: number;
};

const menuColumns = {
  menuId: menus.id,
  menuName: menus.menuName,
  menuNameEn: menus.menuNameEn,
  menuCode: menus.menuCode,
  menuParentId: menus.menuParentId,
  menuType: menus.menuType,
  levelId: menus.levelId,
  imageLink: menus.imageLink,
  htmlUrl: menus.htmlUrl,
  parameter: menus.parameter,
  enabledFlag: menus.enabledFlag,
  orderNo: menus.orderNo,
};

/**
 * Not a menu of the other side (issue 15): a menu granted to responsibilities, none of which is of the
 * user's type (internal or supplier), is a page of the other side, whose calls would answer 403 — the
 * supplier portal's "My purchase orders" for an administrator. A menu granted to no responsibility yet
 * (just made by an administrator) stays offered to administrators, who are about to grant it.
 */
function ofTheUsersSide(user: SessionUser): SQL {
  const side = isSupplierUserType(user.userType) ? USER_TYPE_SUPPLIER : USER_TYPE_INSIDE;
  const grants = (sameSide: boolean) =>
    exists(
      sql`(select 1 from ${responsibilityMenus} inner join ${responsibilities}
        on ${responsibilities.id} = ${responsibilityMenus.responsibilityId}
        where ${responsibilityMenus.menuId} = ${menus.id}
        ${sameSide ? sql`and ${responsibilities.userType} = ${side}` : sql``})`,
    );
  return not(and(grants(false), not(grants(true)))!);
}

/**
 * The enabled menus of a responsibility (spec §7 findBaseMenuByRespId), flat, ordered for a tree.
 * The caller must hold the responsibility; an administrator sees every menu of its own side
 * (ofTheUsersSide).
 */
export async function menusOfResponsibility(
  db: DbOrTx,
  user: SessionUser,
  responsibilityId: number,
  lang: Lang,
  filter: { systemCode?: string; menuCode?: string } = {},
): Promise<MenuItem[]> {
  const conditions = [eq(menus.enabledFlag, 'Y')];
  if (filter.systemCode) conditions.push(eq(menus.systemCode, filter.systemCode));
  if (filter.menuCode) conditions.push(eq(menus.menuCode, filter.menuCode));
  const query =
    user.adminFlag === 'Y'
      ? db
          .select(menuColumns)
          .from(menus)
          .where(and(...conditions, ofTheUsersSide(user)))
      : db
          .select(menuColumns)
          .from(responsibilityMenus)
          .innerJoin(menus, eq(menus.id, responsibilityMenus.menuId))
          .where(and(eq(responsibilityMenus.responsibilityId, responsibilityId), ...conditions));
  const rows = await query.orderBy(asc(menus.levelId), asc(menus.orderNo), asc(menus.id));
  return rows.map(({ menuNameEn, ...m }) => ({
    ...m,
    menuName: lang === 'EN' && menuNameEn ? menuNameEn : m.menuName,
  }));
}

export type ResourceItem = { resourceCode: string; resourceName: string; resIcon: string | null };

/** The button resources a responsibility is granted on one menu (kept per menuId_respId on the client). */
export async function resourcesOfMenu(
  db: DbOrTx,
  user: SessionUser,
  menuId: number,
  responsibilityId: number,
  lang: Lang,
): Promise<ResourceItem[]> {
  const columns = {
    resourceCode: menuResources.resourceCode,
    resourceName: menuResources.resourceName,
    resourceNameEn: menuResources.resourceNameEn,
    resIcon: menuResources.resIcon,
  };
  const rows =
    user.adminFlag === 'Y'
      ? await db
          .select(columns)
          .from(menuResources)
          .where(eq(menuResources.menuId, menuId))
          .orderBy(asc(menuResources.id))
      : await db
          .select(columns)
          .from(responsibilityResources)
          .innerJoin(menuResources, eq(menuResources.id, responsibilityResources.resourceId))
          .where(and(eq(responsibilityResources.responsibilityId, responsibilityId), eq(menuResources.menuId, menuId)))
          .orderBy(asc(menuResources.id));
  return rows.map(({ resourceNameEn, ...r }) => ({
    ...r,
    resourceName: lang === 'EN' && resourceNameEn ? resourceNameEn : r.resourceName,
  }));
}

export async function holdsResponsibility(db: DbOrTx, userId: number, responsibilityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userResponsibilities.id })
    .from(userResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId))
    .where(
      and(
        eq(userResponsibilities.userId, userId),
        eq(userResponsibilities.responsibilityId, responsibilityId),
        eq(userResponsibilities.enabledFlag, 'Y'),
        eq(responsibilities.enabledFlag, 'Y'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Does the current responsibility of this user hold the button `resourceCode` on the menu `menuCode`
 * (enabled)? Administration actions check the button on their own screen's menu, because common codes
 * such as btnEdit exist on many menus: holding btnEdit on purchase orders must not edit users.
 */
export async function holdsMenuResource(
  db: DbOrTx,
  user: SessionUser,
  menuCode: string,
  resourceCode: string,
): Promise<boolean> {
  if (user.adminFlag === 'Y') return true;
  return (await heldMenuResources(db, user, menuCode, resourceCode)).has(resourceCode);
}

/**
 * The buttons (resource codes) the current responsibility holds on the menu `menuCode`, by the rule of
 * holdsMenuResource; all of them in one query when `onlyCode` is not given (a document page asks for
 * several). An administrator holds every button: ask holdsMenuResource, or test adminFlag first.
 */
export async function heldMenuResources(
  db: DbOrTx,
  user: SessionUser,
  menuCode: string,
  onlyCode?: string,
): Promise<Set<string>> {
  if (user.responsibilityId == null) return new Set();
  const rows = await db
    .select({ code: menuResources.resourceCode })
    .from(responsibilityResources)
    .innerJoin(menuResources, eq(menuResources.id, responsibilityResources.resourceId))
    .innerJoin(menus, eq(menus.id, menuResources.menuId))
    .innerJoin(
      responsibilityMenus,
      and(
        eq(responsibilityMenus.menuId, menus.id),
        eq(responsibilityMenus.responsibilityId, responsibilityResources.responsibilityId),
      ),
    )
    .where(
      and(
        eq(responsibilityResources.responsibilityId, user.responsibilityId),
        eq(menus.menuCode, menuCode),
        eq(menus.enabledFlag, 'Y'),
        onlyCode === undefined ? undefined : eq(menuResources.resourceCode, onlyCode),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/** Throws 403 unless the caller holds the button on the menu (see holdsMenuResource). */
export async function requireMenuResource(
  db: DbOrTx,
  user: SessionUser,
  menuCode: string,
  resourceCode: string,
): Promise<void> {
  if (!(await holdsMenuResource(db, user, menuCode, resourceCode))) throw new AppError(403, 'error.forbidden');
}

export type AccessAuditEntry = {
  action: string;
  subjectType: 'RESPONSIBILITY' | 'USER' | 'ROLE' | 'MENU';
  subjectId: number;
  detail?: unknown;
  userId: number | null;
};

/** Writes the audit row of a permission change; call it with the transaction of the change. */
export async function writeAccessAudit(db: DbOrTx, entry: AccessAuditEntry): Promise<void> {
  await db.insert(accessAudit).values({ ...entry, detail: entry.detail ?? null });
}
