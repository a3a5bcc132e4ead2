import { and, eq, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { tenderSuppliers, tenders } from './tenderSchema.ts';

/*
 * THE rule of what a supplier user reads of tenders (issue 17 item 3), used by every supplier call on tenders
 * (this module's portal calls, the sealing calls' bids and opening record, the evaluation's results): the
 * tenders its supplier takes part in (invited, or signed up) once published — never a draft, one in approval
 * or rejected — and PUBLIC tenders while PUBLISHED, which it may read and sign up to. Anything else answers
 * 404, as if it did not exist. A supplier user's supplier comes from its session (supplierOf).
 */

export { supplierOf } from './inquirySupplierAccess.ts';

/** Never shown to a supplier, whatever else holds. */
const NEVER = ['DRAFT', 'APPROVING', 'REJECTED'];

/** Its supplier takes part in the tender (invited or signed up; declined included: it keeps reading it). */
export const tenderTakesPartSql = (supplierId: number): SQL =>
  sql`exists (select 1 from ${tenderSuppliers} where ${tenderSuppliers.tenderId} = ${tenders.id} and ${tenderSuppliers.supplierId} = ${supplierId})`;

/** A public tender open for bids: every supplier reads it (its TENDER_ANN notice announces it anyway). */
export const publicOpenSql: SQL = and(eq(tenders.tenderMode, 'PUBLIC'), eq(tenders.status, 'PUBLISHED')) as SQL;

/** The tenders a supplier may read. */
export function supplierTenderWhere(supplierId: number): SQL {
  return and(
    notInArray(tenders.status, NEVER),
    isNotNull(tenders.publishDate),
    or(tenderTakesPartSql(supplierId), publicOpenSql),
  ) as SQL;
}

export type TenderRow = typeof tenders.$inferSelect;
export type TenderParticipation = typeof tenderSuppliers.$inferSelect;

/**
 * The tender a supplier may read (its row, locked when asked), or 404. Every supplier call on a tender
 * starts here; what it returns is the stored row — answer only fields picked one by one from it.
 */
export async function supplierTenderOf(
  db: DbOrTx,
  supplierId: number,
  tenderId: number,
  lock = false,
): Promise<TenderRow> {
  const query = db
    .select()
    .from(tenders)
    .where(and(eq(tenders.id, tenderId), supplierTenderWhere(supplierId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** The supplier's participation in a tender, or null. */
export async function tenderParticipationOf(
  db: DbOrTx,
  tenderId: number,
  supplierId: number,
): Promise<TenderParticipation | null> {
  const [row] = await db
    .select()
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.supplierId, supplierId)));
  return row ?? null;
}

/**
 * A tender the supplier takes part in, with its participation (a public tender it has not signed up to
 * answers 404 here: bids, payments and results are for participants only).
 */
export async function participantTenderOf(db: DbOrTx, supplierId: number, tenderId: number, lock = false) {
  const tender = await supplierTenderOf(db, supplierId, tenderId, lock);
  const participation = await tenderParticipationOf(db, tenderId, supplierId);
  if (!participation) throw new AppError(404, 'error.notFound');
  return { tender, participation };
}

/** Is the tender's bid deadline still ahead by the database clock? */
export async function beforeBidDeadline(db: DbOrTx, tenderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.id, tenderId), sql`${tenders.bidDeadline} > now()`));
  return row !== undefined;
}

/** Does the tender still take sign-ups by the database clock (its sign-up deadline, or the bid deadline)? */
export async function beforeSignUpDeadline(db: DbOrTx, tenderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(
      and(
        eq(tenders.id, tenderId),
        sql`${tenders.bidDeadline} > now()`,
        sql`coalesce(${tenders.signUpDeadline}, ${tenders.bidDeadline}) > now()`,
      ),
    );
  return row !== undefined;
}

/** Fee and bond settled (PAID, or none asked): what a participant needs before it may bid. */
export const paidUp = (p: Pick<TenderParticipation, 'feeStatus' | 'bondStatus'>) =>
  (p.feeStatus === 'PAID' || p.feeStatus === 'NONE') && (p.bondStatus === 'PAID' || p.bondStatus === 'NONE');
