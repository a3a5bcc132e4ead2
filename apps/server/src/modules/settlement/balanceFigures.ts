import { roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import { and, eq, min, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { advances, invoiceLines, invoices, payments } from './schema.ts';

/*
 * The figures of a statement of account (issue 18 item 2; docs/decisions.md "Statements of account"): what the
 * buyer owes a supplier in one organisation and currency. An invoice confirmed by finance adds its total with
 * tax on its date (the earliest date of its tax invoices); a payment application paid subtracts the cash paid
 * (its amount to pay: the advance it wrote off was subtracted when that advance was paid), and an advance paid
 * subtracts its amount, both on the date paid. The opening balance is everything before the period, the
 * closing balance the opening plus the period's movements — exact decimals, rounded once in the currency.
 */

export type BalanceTerms = {
  orgId: number;
  supplierId: number;
  currencyCode: string;
  periodFrom: string;
  periodTo: string;
};

export type BalanceFigures = {
  openingBalance: string;
  invoicedAmount: string;
  paidAmount: string;
  advancedAmount: string;
  closingBalance: string;
};

/** Sums of `amount` over rows dated before the period and within it. */
async function split(terms: BalanceTerms, query: (when: SQL) => Promise<string | null>) {
  return {
    before: new Decimal((await query(sql`< ${terms.periodFrom}`)) ?? 0),
    within: new Decimal((await query(sql`between ${terms.periodFrom} and ${terms.periodTo}`)) ?? 0),
  };
}

export async function balanceFigures(db: DbOrTx, terms: BalanceTerms): Promise<BalanceFigures> {
  const { orgId, supplierId, currencyCode } = terms;
  // Each confirmed invoice of the party with its date: the earliest of its tax invoices.
  const dated = db
    .select({ total: invoices.totalWithTax, day: min(invoiceLines.invoiceDate).as('day') })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.status, 'CONFIRMED'),
        eq(invoices.orgId, orgId),
        eq(invoices.supplierId, supplierId),
        eq(invoices.currencyCode, currencyCode),
      ),
    )
    .groupBy(invoices.id, invoices.totalWithTax)
    .as('dated');
  const invoiced = await split(terms, async (when) => {
    const [row] = await db
      .select({ sum: sum(dated.total) })
      .from(dated)
      .where(sql`${dated.day} ${when}`);
    return row.sum;
  });
  const paidWhere = (table: typeof payments | typeof advances, when: SQL) =>
    and(
      eq(table.status, 'PAID'),
      eq(table.orgId, orgId),
      eq(table.supplierId, supplierId),
      eq(table.currencyCode, currencyCode),
      sql`${table.paidDate} ${when}`,
    );
  const paid = await split(terms, async (when) => {
    const [row] = await db
      .select({ sum: sum(payments.payAmount) })
      .from(payments)
      .where(paidWhere(payments, when));
    return row.sum;
  });
  const advanced = await split(terms, async (when) => {
    const [row] = await db
      .select({ sum: sum(advances.amount) })
      .from(advances)
      .where(paidWhere(advances, when));
    return row.sum;
  });
  const opening = invoiced.before.minus(paid.before).minus(advanced.before);
  const closing = opening.plus(invoiced.within).minus(paid.within).minus(advanced.within);
  const money = (d: Decimal) => roundMoney(d, currencyCode);
  return {
    openingBalance: money(opening),
    invoicedAmount: money(invoiced.within),
    paidAmount: money(paid.within),
    advancedAmount: money(advanced.within),
    closingBalance: money(closing),
  };
}
