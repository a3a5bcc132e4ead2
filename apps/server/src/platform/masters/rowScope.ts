import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';

/*
 * A master list whose rows belong to organisations (departments, positions, persons): the caller lists,
 * finds and changes only the rows of its data scope (platform/access/scope.ts), the server's own boundary
 * rather than the screen's. A row outside answers 404, as if it did not exist.
 */

export type MasterRowScope = {
  /** The condition that keeps the caller to its rows (`scopeWhere(await scopeFor(db, user, req), {orgId})`). */
  where: (db: DbOrTx, user: SessionUser, req: object) => Promise<SQL>;
};

/** The scope's condition for this caller, or undefined for a list without one. */
export async function rowScopeWhere(
  scope: MasterRowScope | undefined,
  db: DbOrTx,
  user: SessionUser,
  req: object,
): Promise<SQL | undefined> {
  return scope ? scope.where(db, user, req) : undefined;
}

/** Refuses (404) a row outside the caller's scope, before it is read or changed. */
export async function assertRowInScope(
  scope: MasterRowScope | undefined,
  db: DbOrTx,
  table: PgTable & { id: PgColumn },
  id: number,
  user: SessionUser,
  req: object,
): Promise<void> {
  if (!scope) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), await scope.where(db, user, req)));
  if (!row) throw new AppError(404, 'error.notFound');
}
