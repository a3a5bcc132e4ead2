import type { Lang } from '@srm/core';
import { MENU_TYPE } from '@srm/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { menusOfResponsibility } from '../../platform/access/menus.ts';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { userQuickMenus } from './schema.ts';

/*
 * The internal home's quick menus (spec §1): a user picks pages among the menus of the current
 * responsibility (the picker reads `findBaseMenuByRespId`); the picks are kept per user, so each
 * responsibility shows the picks it holds and switching back and forth loses nothing.
 */

/** Most a home shows; more would push the to-do list off the first screen. */
export const QUICK_MENU_MAX = 12;

async function pagesOfCurrentResponsibility(db: DbOrTx, user: SessionUser, lang: Lang) {
  if (user.responsibilityId == null) return [];
  const all = await menusOfResponsibility(db, user, user.responsibilityId, lang);
  return all.filter((m) => m.menuType === MENU_TYPE.page);
}

const findMine = defineAction({
  server: 'srmServer',
  entity: 'srmBaseUserQuickMenu',
  action: 'findMine',
  summary: "The caller's quick menus that the current responsibility holds, in their order",
  auth: LOGGED_IN,
  body: z.object({}).optional().default({}),
  handler: async ({ deps, user, lang }) => {
    const pages = await pagesOfCurrentResponsibility(deps.db, user!, lang);
    const picks = await deps.db
      .select({ menuId: userQuickMenus.menuId })
      .from(userQuickMenus)
      .where(eq(userQuickMenus.userId, user!.userId))
      .orderBy(asc(userQuickMenus.orderNo), asc(userQuickMenus.id));
    const byId = new Map(pages.map((m) => [m.menuId, m]));
    return { data: picks.flatMap((p) => byId.get(p.menuId) ?? []) };
  },
});

const saveMine = defineAction({
  server: 'srmServer',
  entity: 'srmBaseUserQuickMenu',
  action: 'saveMine',
  summary: "Replaces the caller's quick menus of the current responsibility by menuIds, in that order",
  auth: LOGGED_IN,
  body: z.object({ menuIds: z.array(z.number().int().positive()).max(QUICK_MENU_MAX) }),
  handler: async ({ deps, user, body, lang }) => {
    const pages = await pagesOfCurrentResponsibility(deps.db, user!, lang);
    const held = new Set(pages.map((m) => m.menuId));
    // A menu outside the responsibility is refused rather than dropped: the picker only offers held pages.
    if (body.menuIds.some((id) => !held.has(id))) throw new AppError(400, 'home.quickMenuNotHeld');
    const menuIds = [...new Set(body.menuIds)];
    await deps.db.transaction(async (tx) => {
      if (held.size > 0) {
        await tx
          .delete(userQuickMenus)
          .where(and(eq(userQuickMenus.userId, user!.userId), inArray(userQuickMenus.menuId, [...held])));
      }
      if (menuIds.length > 0) {
        await tx
          .insert(userQuickMenus)
          .values(
            menuIds.map((menuId, orderNo) => ({ userId: user!.userId, menuId, orderNo, createdBy: user!.userId })),
          );
      }
    });
    return { data: { count: menuIds.length } };
  },
});

export const quickMenuActions = [findMine, saveMine];
