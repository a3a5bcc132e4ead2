import Decimal from 'decimal.js';
import { roundMoney } from './money.ts';

/*
 * The three-way match of an invoice (issue 18 item 4): what was received at the order's price — the agreed
 * statement's lines, summed per tax rate — against what the tax invoices say at that rate. One row per tax rate
 * of either side, with the differences; a row matches when its difference with tax is within the tolerance
 * (the rounding a tax invoice's own lines may add up to), and the invoice matches when every row does.
 */

/** The difference with tax each tax rate may show and still match, in the currency's units. */
export const INVOICE_TOLERANCE = '1.00';

export type RateFigures = { taxRate: string; amount: string; taxAmount: string };

export type MatchRow = {
  taxRate: string;
  expectedAmount: string;
  expectedTax: string;
  expectedWithTax: string;
  invoicedAmount: string;
  invoicedTax: string;
  invoicedWithTax: string;
  differenceWithTax: string;
  matched: boolean;
};

const rateKey = (rate: string) => new Decimal(rate).toString();

function sumByRate(rows: readonly RateFigures[]): Map<string, { amount: Decimal; tax: Decimal }> {
  const out = new Map<string, { amount: Decimal; tax: Decimal }>();
  for (const r of rows) {
    const key = rateKey(r.taxRate);
    const at = out.get(key) ?? { amount: new Decimal(0), tax: new Decimal(0) };
    out.set(key, { amount: at.amount.plus(r.amount), tax: at.tax.plus(r.taxAmount) });
  }
  return out;
}

/** The match rows, by tax rate (highest first). */
export function matchInvoice(
  expected: readonly RateFigures[],
  invoiced: readonly RateFigures[],
  currency: string,
  tolerance = INVOICE_TOLERANCE,
): MatchRow[] {
  const want = sumByRate(expected);
  const got = sumByRate(invoiced);
  const rates = [...new Set([...want.keys(), ...got.keys()])].sort((a, b) => new Decimal(b).cmp(a));
  const zero = { amount: new Decimal(0), tax: new Decimal(0) };
  return rates.map((taxRate) => {
    const e = want.get(taxRate) ?? zero;
    const i = got.get(taxRate) ?? zero;
    const difference = i.amount.plus(i.tax).minus(e.amount).minus(e.tax);
    return {
      taxRate,
      expectedAmount: roundMoney(e.amount, currency),
      expectedTax: roundMoney(e.tax, currency),
      expectedWithTax: roundMoney(e.amount.plus(e.tax), currency),
      invoicedAmount: roundMoney(i.amount, currency),
      invoicedTax: roundMoney(i.tax, currency),
      invoicedWithTax: roundMoney(i.amount.plus(i.tax), currency),
      differenceWithTax: roundMoney(difference, currency),
      matched: difference.abs().lte(tolerance),
    };
  });
}

/** Whether every tax rate matches. */
export const invoiceMatches = (rows: readonly MatchRow[]) => rows.length > 0 && rows.every((r) => r.matched);
