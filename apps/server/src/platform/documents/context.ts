import type { Lang } from '@srm/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { menu } from '../access/rules.ts';
import { type DataScope, scopeFor } from '../access/scope.ts';
import { accessReadFor } from '../access/snapshot.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import type { AppDeps } from '../http/deps.ts';
import { AppError } from '../http/errors.ts';
import { idSchema } from '../http/fieldSchemas.ts';
import type { BoundType, DocContext, DocRecord } from './binding.ts';
import type { HeldButtons } from './gate.ts';
import { toRecords } from './records.ts';
import { findDoc } from './store.ts';

/** What the actions of a bound type share: the route rule, id bodies, the caller's context, a record by id. */

/** Every call of a type needs its screen (menu); the buttons and the actor rule are checked per action. */
/** Every route of a type needs its menu, or for a supplier user the supplier portal's page of it. */
export const typeRule = ({ def }: BoundType) =>
  def.supplierMenuCode ? menu(def.menuCode, def.supplierMenuCode) : menu(def.menuCode);

export { idSchema } from '../http/fieldSchemas.ts';

export const idBody = ({ def }: BoundType) => z.object({ [def.idKey]: idSchema }) as z.ZodType<Record<string, number>>;

/** A comment on an action: optional or required as the action declares (checked by the engine). */
export const commentSchema = z.string().trim().max(1000).optional();

/**
 * The caller of a document action. `heldButtons(menuCode)`: the buttons held on a menu from the request's
 * access snapshot (read with the route's menu check, so a list's `_actions` cost no statement of their own);
 * undefined when the request has not read them, and the gate reads them itself.
 */
export type Caller = {
  deps: AppDeps;
  user: SessionUser;
  lang: Lang;
  scope: DataScope;
  heldButtons?: HeldButtons;
};

export async function callerOf(
  deps: AppDeps,
  user: SessionUser | null,
  lang: Lang,
  req: FastifyRequest,
): Promise<Caller> {
  // Only a snapshot the request has read already (the route's menu check): a read of its own here could run
  // outside the action's transaction while that transaction holds PGlite's only connection.
  const heldButtons: HeldButtons = (menuCode) =>
    accessReadFor(user!, req, [menuCode])?.then((a) => a.buttons.get(menuCode) ?? new Set<string>());
  return { deps, user: user!, lang, scope: await scopeFor(deps.db, user!, req), heldButtons };
}

export const inTx = (caller: Caller, tx: DbOrTx): DocContext => ({ ...caller, tx });

/** One document of the caller's scope with its lines, as answered; 404 outside the scope. */
export async function recordById(bound: BoundType, caller: Caller, id: number, db: DbOrTx = caller.deps.db) {
  const doc = await findDoc(db, bound, caller.scope, id);
  if (!doc) throw new AppError(404, 'error.notFound');
  const [record] = await toRecords(bound, { ...caller, db }, [doc.header], doc.lines);
  return record as DocRecord;
}
