import { and, eq, ne } from 'drizzle-orm';
import { holdsMenu } from '../../platform/access/check.ts';
import { type DataScope, scopeFor } from '../../platform/access/scope.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import { tenderExperts } from './evaluationSchema.ts';
import { tenderCommittee } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { tenders } from './tenderSchema.ts';

/*
 * Who reaches a tender's evaluation (issue 17 item 5). Three kinds of people, each checked here:
 * - the tender's holder: holds the tender menu (SRC_TENDER) and has the tender in its data scope (the
 *   tender document's scope: organisation, line categories) — it manages the jury, enters an external
 *   expert's sheet, reads the summary, recommends;
 * - an expert of its jury (not excused): reaches its own sheet only, whatever its data scope — being drawn
 *   is the permission;
 * - a member of its opening committee: reads the summary; its chair recommends.
 * A supplier user never reaches any of it (404, as if it did not exist). Anything else answers 404 too.
 */

export type TenderRow = typeof tenders.$inferSelect;
export type ExpertRow = typeof tenderExperts.$inferSelect;

/** The buyers' menu of tenders: holding it (and the row in scope) makes the tender's holder. */
export const TENDER_MENU = 'SRC_TENDER';
/** The experts' menu: their sheets. */
export const EVALUATION_MENU = 'SRC_EVALUATION';
/** The committee's menu: the bid opening. */
export const OPENING_MENU = 'SRC_TENDER_OPENING';

/** States in which bids are open (prices may be read). */
export const OPENED_STATES = new Set(['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED']);
/** States in which the jury may be drawn or changed: the bidders are known and nothing is decided. */
export const JURY_STATES = new Set(['CLOSED', 'OPENED']);

/** The tender row (optionally locked: for share while scoring, for update to change it), or 404. */
export async function tenderById(db: DbOrTx, tenderId: number, lock?: 'share' | 'update'): Promise<TenderRow> {
  const query = db.select().from(tenders).where(eq(tenders.id, tenderId));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** Is the tender inside this internal scope (the tender document's scope)? */
export async function tenderInScope(db: DbOrTx, scope: DataScope, tenderId: number): Promise<boolean> {
  if (scope.kind === 'SUPPLIER') return false;
  return (await findDoc(db, tenderBound, scope, tenderId)) != null;
}

/**
 * The caller as the tender's holder (SRC_TENDER, 403 without it, whatever the tender; and the tender in
 * scope, 404 otherwise). The rule of the route has let in holders of other menus too (experts, committee).
 */
export async function asHolder(db: Db, user: SessionUser, req: object, tenderId: number): Promise<void> {
  if (user.supplierId != null) throw new AppError(404, 'error.notFound');
  if (!(await holdsMenu(db, user, TENDER_MENU))) throw new AppError(403, 'error.forbidden');
  const scope = await scopeFor(db, user, req);
  if (!(await tenderInScope(db, scope, tenderId))) throw new AppError(404, 'error.notFound');
}

/** Is the caller the holder of the tender (without refusing)? */
export async function isHolder(db: Db, user: SessionUser, req: object, tenderId: number): Promise<boolean> {
  if (user.supplierId != null) return false;
  if (!(await holdsMenu(db, user, TENDER_MENU))) return false;
  return tenderInScope(db, await scopeFor(db, user, req), tenderId);
}

/** The caller's committee seat on the tender (its role), or null. */
export async function committeeSeat(db: DbOrTx, userId: number, tenderId: number): Promise<string | null> {
  const [row] = await db
    .select({ memberRole: tenderCommittee.memberRole })
    .from(tenderCommittee)
    .where(and(eq(tenderCommittee.tenderId, tenderId), eq(tenderCommittee.userId, userId)));
  return row?.memberRole ?? null;
}

/** The caller's own place on the tender's jury (not excused), or null. */
export async function ownExpertRow(
  db: DbOrTx,
  userId: number,
  tenderId: number,
  lock = false,
): Promise<ExpertRow | null> {
  const query = db
    .select()
    .from(tenderExperts)
    .where(
      and(eq(tenderExperts.tenderId, tenderId), eq(tenderExperts.userId, userId), ne(tenderExperts.status, 'EXCUSED')),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A jury row of the tender by its id (optionally locked), or 404. */
export async function expertRowById(db: DbOrTx, tenderExpertId: number, lock = false): Promise<ExpertRow> {
  const query = db.select().from(tenderExperts).where(eq(tenderExperts.id, tenderExpertId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}
