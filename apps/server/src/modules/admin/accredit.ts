import { z } from 'zod';
import { holdsResponsibility, menusOfResponsibility, resourcesOfMenu } from '../../platform/access/menus.ts';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';

const id = z.coerce.number().int().positive();

/** Only the responsibilities a user holds can be read (an administrator may read any). */
async function assertHolds(db: Db, user: SessionUser, responsibilityId: number) {
  if (user.adminFlag === 'Y') return;
  if (!(await holdsResponsibility(db, user.userId, responsibilityId)))
    throw new AppError(403, 'auth.noSuchResponsibility');
}

const findBaseMenuByRespId = defineAction({
  server: 'baseServer',
  entity: 'baseAccredit',
  action: 'findBaseMenuByRespId',
  summary: 'Menus of a responsibility the caller holds, flat, in the request language (spec §7)',
  auth: LOGGED_IN,
  body: z.object({
    isValid: z.boolean().optional(),
    systemCode: z.string().max(32).optional(),
    responsibilityId: id,
    menuCode: z.string().max(64).optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    await assertHolds(deps.db, user!, body.responsibilityId);
    return { data: await menusOfResponsibility(deps.db, user!, body.responsibilityId, lang, body) };
  },
});

const findResourcesByMenu = defineAction({
  server: 'baseServer',
  entity: 'baseAccredit',
  action: 'findResourcesByMenu',
  summary: 'Button resources granted on a menu to a responsibility (kept per menuId_respId on the client)',
  auth: LOGGED_IN,
  body: z.object({ menuId: id, responsibilityId: id }),
  handler: async ({ deps, user, body, lang }) => {
    await assertHolds(deps.db, user!, body.responsibilityId);
    return { data: await resourcesOfMenu(deps.db, user!, body.menuId, body.responsibilityId, lang) };
  },
});

export const accreditActions = [findBaseMenuByRespId, findResourcesByMenu];
