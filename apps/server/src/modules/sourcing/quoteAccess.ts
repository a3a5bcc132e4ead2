import { and, asc, eq, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/scope.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import { inquiryBound } from './inquiry.ts';
import { inquiries, inquiryLines, inquirySuppliers } from './inquirySchema.ts';

/*
 * Who may reach an inquiry's quotes, and when prices may be seen (issue 17, notes/sourcing.md "Rules
 * everyone relies on"). Every quote, comparison, round and award path goes through these:
 *
 * - a supplier user reaches an inquiry only as a participant (a row of srm_src_inquiry_supplier) of an
 *   inquiry that was published (never a draft): anything else answers 404, as if it did not exist;
 * - a buyer reaches it inside its data scope (the inquiry's document scope: organisation, line categories);
 * - prices of a round are sealed for the buyer until the round's deadline has passed by the database clock
 *   or quotes of it were closed: earlier rounds are always closed (a bargaining round starts from CLOSED).
 */

/** States a supplier never sees an inquiry in: the buyer's work before publication. */
const UNPUBLISHED = new Set(['DRAFT', 'APPROVING', 'REJECTED']);
/** States in which quotes of the current round are closed, whatever the deadline says. */
const CLOSED_STATES = new Set(['CLOSED', 'AWARDED', 'COMPLETED']);

export type InquiryRow = typeof inquiries.$inferSelect;
export type ParticipantRow = typeof inquirySuppliers.$inferSelect;

/** The inquiry with the database clock read in the same statement (and, with `lock`, its row locked for share). */
export async function inquiryWithClock(
  db: DbOrTx,
  inquiryId: number,
  lock?: 'share' | 'update',
): Promise<{ inquiry: InquiryRow; dbNow: Date; deadlinePassed: boolean } | null> {
  const query = db
    .select({
      inquiry: inquiries,
      dbNow: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
      deadlinePassed: sql<boolean>`${inquiries.quoteDeadline} <= now()`,
    })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update') : await query;
  return row ?? null;
}

/** The caller's supplier, or 404 for anyone else (an internal user has no quotes of its own). */
export function supplierOf(user: SessionUser): number {
  if (user.supplierId == null) throw new AppError(404, 'error.notFound');
  return user.supplierId;
}

/**
 * The inquiry as its supplier reaches it: published at some point and the supplier a participant; 404
 * otherwise (a private inquiry it is not invited to, a draft, a public one it has not signed up to).
 */
export async function participantInquiry(db: DbOrTx, supplierId: number, inquiryId: number, lock?: 'share' | 'update') {
  const found = await inquiryWithClock(db, inquiryId, lock);
  if (!found || UNPUBLISHED.has(found.inquiry.status)) throw new AppError(404, 'error.notFound');
  // With a lock, the supplier's own row is locked for update: two saves of the same supplier (two tabs, a
  // retry) take turns, so the first insert of its quote is never raced into a unique-key failure.
  const query = db
    .select()
    .from(inquirySuppliers)
    .where(and(eq(inquirySuppliers.inquiryId, inquiryId), eq(inquirySuppliers.supplierId, supplierId)));
  const [participant] = lock ? await query.for('update') : await query;
  if (!participant) throw new AppError(404, 'error.notFound');
  return { ...found, participant };
}

/** The inquiry as a buyer reaches it: inside the caller's data scope (the inquiry document's), 404 otherwise. */
export async function buyerInquiry(db: DbOrTx, scope: DataScope, inquiryId: number, lock?: 'share' | 'update') {
  if (scope.kind === 'SUPPLIER') throw new AppError(404, 'error.notFound');
  if (!(await findDoc(db, inquiryBound, scope, inquiryId))) throw new AppError(404, 'error.notFound');
  const found = await inquiryWithClock(db, inquiryId, lock);
  if (!found) throw new AppError(404, 'error.notFound');
  return found;
}

/**
 * May the buyer see the prices of `round`? An earlier round always (it was closed to start the next);
 * the current one once quotes are closed or its deadline has passed by the database clock. A withdrawn
 * inquiry before its deadline keeps them sealed: that round never closed.
 */
export function pricesVisible(found: { inquiry: InquiryRow; deadlinePassed: boolean }, round: number): boolean {
  if (round < found.inquiry.round) return true;
  if (round > found.inquiry.round) return false;
  return CLOSED_STATES.has(found.inquiry.status) || found.deadlinePassed;
}

/** The round asked for (default the current one), refused when there is no such round. */
export function roundOf(inquiry: InquiryRow, asked: number | undefined): number {
  const round = asked ?? inquiry.round;
  if (round < 1 || round > inquiry.round) throw new AppError(404, 'sourcing.roundNotFound');
  return round;
}

/** The inquiry's lines in order. */
export function linesOfInquiry(db: DbOrTx, inquiryId: number) {
  return db
    .select()
    .from(inquiryLines)
    .where(eq(inquiryLines.inquiryId, inquiryId))
    .orderBy(asc(inquiryLines.lineNumber));
}

/** The participants of the inquiry (all rounds), in the order they joined. */
export function participantsOf(db: DbOrTx, inquiryId: number) {
  return db
    .select()
    .from(inquirySuppliers)
    .where(eq(inquirySuppliers.inquiryId, inquiryId))
    .orderBy(asc(inquirySuppliers.id));
}

/** Is the supplier asked to quote in `round`? (its first round ≤ round ≤ the last it was asked to) */
export const inRound = (p: Pick<ParticipantRow, 'invitedRound' | 'lastRound'>, round: number) =>
  p.invitedRound <= round && round <= p.lastRound;
