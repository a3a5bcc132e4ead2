import { isSupplierUserType } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { Db } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { getProfile } from '../profiles/profiles.ts';
import type { AuthRule } from './rules.ts';
import { menuResources, menus, responsibilityMenus, responsibilityResources } from './schema.ts';
import { accessFor } from './snapshot.ts';

/** Does the current responsibility of this user hold the button resource `code` on any menu? */
export async function holdsResource(db: Db, user: SessionUser, code: string): Promise<boolean> {
  if (user.adminFlag === 'Y') return true;
  if (user.responsibilityId == null) return false;
  const rows = await db
    .select({ id: menuResources.id })
    .from(responsibilityResources)
    .innerJoin(menuResources, eq(menuResources.id, responsibilityResources.resourceId))
    .where(
      and(eq(responsibilityResources.responsibilityId, user.responsibilityId), eq(menuResources.resourceCode, code)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Does the current responsibility of this user have the menu `menuCode` (enabled)? */
export async function holdsMenu(db: Db, user: SessionUser, menuCode: string): Promise<boolean> {
  if (user.adminFlag === 'Y') return true;
  if (user.responsibilityId == null) return false;
  const rows = await db
    .select({ id: menus.id })
    .from(responsibilityMenus)
    .innerJoin(menus, eq(menus.id, responsibilityMenus.menuId))
    .where(
      and(
        eq(responsibilityMenus.responsibilityId, user.responsibilityId),
        eq(menus.menuCode, menuCode),
        eq(menus.enabledFlag, 'Y'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Decides a route's rule when that needs no database read: true when allowed, false when the database must be
 * asked (enforceRule), and throws 401 / 403 when refused. The authentication hook (http/authenticate.ts) answers
 * most requests with it without a promise; enforceRule starts with it, so the rule is written once.
 */
export function decideRuleNow(rule: AuthRule, user: SessionUser | null): boolean {
  if (rule.kind === 'public') return true;
  if (!user) throw new AppError(401, 'error.notLoggedIn');
  switch (rule.kind) {
    case 'login':
      return true;
    case 'internal':
      if (isSupplierUserType(user.userType)) throw new AppError(403, 'error.internalOnly');
      return true;
    case 'menu':
      return user.adminFlag === 'Y';
    default:
      return false;
  }
}

/**
 * Enforces a route's rule; throws 401 when a session is needed and missing, 403 when not allowed.
 * With the request, a menu rule reads the request's access snapshot (snapshot.ts): the same statement
 * answers the data scope and the buttons the handler asks for next.
 */
export async function enforceRule(db: Db, rule: AuthRule, user: SessionUser | null, request?: object): Promise<void> {
  if (decideRuleNow(rule, user) || !user) return;
  switch (rule.kind) {
    case 'resource':
      if (!(await holdsResource(db, user, rule.resource))) throw new AppError(403, 'error.forbidden');
      return;
    case 'menu': {
      const codes = [rule.menuCode, ...(rule.orMenus ?? [])];
      const held = (await accessFor(db, user, request, codes)).menus;
      if (codes.some((code) => held.has(code))) return;
      throw new AppError(403, 'error.forbidden');
    }
    case 'resourceUnlessProfileOff':
      if ((await getProfile(db, rule.profile)) === 'N') return;
      if (!(await holdsResource(db, user, rule.resource))) throw new AppError(403, 'error.forbidden');
      return;
  }
}
