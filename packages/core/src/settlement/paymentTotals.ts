import Decimal from 'decimal.js';
import { convertMoney, roundMoney } from './money.ts';

/*
 * A payment application's money (issue 18 items 5 and 6): the invoices' parts paid now summed, less the
 * advance written off, converted into the book currency at the rate of the application's date — through
 * money.ts's one rounding rule, so the header is the sum of its lines to the cent.
 */

export type PaymentTotals = { invoicedTotal: string; payAmount: string; payAmountLocal: string };

export function paymentTotals(
  applyAmounts: readonly string[],
  writeOff: string | null | undefined,
  currency: string,
  rate: string,
  bookCurrency: string,
): PaymentTotals {
  const invoicedTotal = roundMoney(
    applyAmounts.reduce((s, a) => s.plus(a), new Decimal(0)),
    currency,
  );
  const payAmount = roundMoney(new Decimal(invoicedTotal).minus(writeOff ?? 0), currency);
  return { invoicedTotal, payAmount, payAmountLocal: convertMoney(payAmount, rate, bookCurrency) };
}

/** What remains of `total` after `used` (an invoice's unpaid part, an advance's usable rest). */
export function remainingMoney(total: string, used: string | null | undefined, currency: string): string {
  return roundMoney(new Decimal(total).minus(used ?? 0), currency);
}
