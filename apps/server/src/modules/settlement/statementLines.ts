import { and, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { accountStatements, settleSupply } from './schema.ts';

/*
 * A statement's lines are the supply lines it holds (settleSupply.statementId). One place moves them:
 * taking every OPEN line a statement's terms match, giving back those it no longer matches (or all, when
 * it is voided or deleted), and writing its totals as the sums of what it holds. Each is one statement of
 * SQL whatever the number of lines (a busy supplier's month is thousands), and taking is an UPDATE whose
 * `status = 'OPEN'` is checked again under each row's lock: two statements saved at once never hold the
 * same line.
 */

/** The terms a statement takes its lines by. */
export type StatementTerms = {
  id: number;
  orgId: number;
  supplierId: number;
  currencyCode: string;
  periodFrom: string;
  periodTo: string;
  paymentTermId: number | null;
};

/**
 * The supply lines the terms cover (any status): receipt lines of the period (and of the payment terms, when
 * named); deductions dated up to its end, whatever their period — an accepted deduction is settled by the
 * next statement, even when the statement of its own month was agreed before it was accepted.
 */
function matching(terms: StatementTerms): SQL {
  return and(
    eq(settleSupply.supplierId, terms.supplierId),
    eq(settleSupply.orgId, terms.orgId),
    eq(settleSupply.currencyCode, terms.currencyCode),
    lte(settleSupply.receiptDate, terms.periodTo),
    or(
      eq(settleSupply.sourceType, 'DEDUCTION'),
      and(
        gte(settleSupply.receiptDate, terms.periodFrom),
        // Without payment terms named, lines of any terms; with them, only those lines.
        terms.paymentTermId == null ? undefined : eq(settleSupply.paymentTermId, terms.paymentTermId),
      ),
    ),
  )!;
}

/**
 * Brings the statement's lines in line with its terms: lines it holds that the terms no longer cover go
 * back to OPEN, and every OPEN line they cover comes onto it. Answers how many it holds afterwards.
 */
export async function takeLines(tx: DbOrTx, terms: StatementTerms, userId: number): Promise<number> {
  const now = new Date();
  await tx
    .update(settleSupply)
    .set({ status: 'OPEN', statementId: null, disputeComment: null, lastUpdatedBy: userId, lastUpdateDate: now })
    .where(and(eq(settleSupply.statementId, terms.id), sql`not coalesce(${matching(terms)}, false)`));
  await tx
    .update(settleSupply)
    .set({ status: 'ON_STATEMENT', statementId: terms.id, lastUpdatedBy: userId, lastUpdateDate: now })
    .where(and(matching(terms), eq(settleSupply.status, 'OPEN'), isNull(settleSupply.statementId)));
  return writeTotals(tx, terms.id, userId);
}

/** Gives every line of the statement back (voided or deleted): OPEN again, for the next statement. */
export async function releaseLines(tx: DbOrTx, statementId: number, userId: number): Promise<void> {
  await tx
    .update(settleSupply)
    .set({ status: 'OPEN', statementId: null, disputeComment: null, lastUpdatedBy: userId, lastUpdateDate: new Date() })
    .where(eq(settleSupply.statementId, statementId));
}

/** The supplier's objections of the last round are read; sending again starts a clean one. */
export async function clearDisputes(tx: DbOrTx, statementId: number): Promise<void> {
  await tx
    .update(settleSupply)
    .set({ disputeComment: null })
    .where(and(eq(settleSupply.statementId, statementId), isNotNull(settleSupply.disputeComment)));
}

/**
 * The header's line count and totals as the sums of its lines, summed by the database in numeric (exact
 * decimals: each line was rounded to its currency once, money.ts, so the sums are to the cent).
 */
export async function writeTotals(tx: DbOrTx, statementId: number, userId: number): Promise<number> {
  const [sums] = await tx
    .select({
      lineCount: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${settleSupply.amount}), 0)::text`,
      totalTax: sql<string>`coalesce(sum(${settleSupply.taxAmount}), 0)::text`,
      totalWithTax: sql<string>`coalesce(sum(${settleSupply.amountWithTax}), 0)::text`,
    })
    .from(settleSupply)
    .where(eq(settleSupply.statementId, statementId));
  await tx
    .update(accountStatements)
    .set({ ...sums, lastUpdatedBy: userId })
    .where(eq(accountStatements.id, statementId));
  return sums.lineCount;
}
