import Decimal from 'decimal.js';

/*
 * Money in settlement (issue 18 item 6): every amount a decimal string, computed with decimal.js, rounded
 * by ONE rule — half up to the currency's minor unit — here and nowhere else. A line's tax is computed on
 * its rounded amount (as a Chinese VAT invoice does: 金额 rounded, then 税额 = 金额 × 税率 rounded), and a
 * header's totals are the sums of its lines' rounded figures, so lines always add up to the header to
 * the cent. Statements, invoices, deductions and payment applications all compute through this file.
 */

/** Minor units of the currencies whose cents are not two (ISO 4217); every other currency has 2. */
const MINOR_UNITS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, KWD: 3, BHD: 3 };

/** How many decimals an amount in `currency` has: CNY 2, JPY 0, KWD 3. */
export function currencyScale(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/** The one rounding rule: half up (away from zero) to the currency's minor unit. */
export function roundMoney(value: Decimal.Value, currency: string): string {
  return new Decimal(value).toFixed(currencyScale(currency), Decimal.ROUND_HALF_UP);
}

export type LineMoney = {
  /** quantity × price without tax, rounded. */
  amount: string;
  /** amount × tax rate %, rounded. */
  taxAmount: string;
  /** amount + taxAmount. */
  amountWithTax: string;
};

/**
 * A settlement line's money: quantity (negative for a return) × price without tax, the tax at `taxRate`
 * percent (13 = 13 %) on that rounded amount, and their sum.
 */
export function lineMoney(quantity: string, price: string, taxRate: string, currency: string): LineMoney {
  const amount = roundMoney(new Decimal(quantity).times(price), currency);
  const taxAmount = roundMoney(new Decimal(amount).times(taxRate).div(100), currency);
  return { amount, taxAmount, amountWithTax: roundMoney(new Decimal(amount).plus(taxAmount), currency) };
}

/** A header's totals: the sums of its lines' rounded figures (exact: sums of rounded decimals need no rounding). */
export function moneyTotals(lines: readonly LineMoney[], currency: string): LineMoney {
  const sum = (pick: (l: LineMoney) => string) =>
    roundMoney(
      lines.reduce((s, l) => s.plus(pick(l)), new Decimal(0)),
      currency,
    );
  return {
    amount: sum((l) => l.amount),
    taxAmount: sum((l) => l.taxAmount),
    amountWithTax: sum((l) => l.amountWithTax),
  };
}

/** An amount converted at `rate` (1 unit of its currency in `toCurrency`), rounded in the target currency. */
export function convertMoney(amount: string, rate: string, toCurrency: string): string {
  return roundMoney(new Decimal(amount).times(rate), toCurrency);
}

/** a − b, in `currency` (what is left to pay, to invoice, to write off). */
export function moneyDifference(a: string, b: string, currency: string): string {
  return roundMoney(new Decimal(a).minus(b), currency);
}

/**
 * Does an invoiced figure match the expected one within `tolerance` (an absolute amount in the same
 * currency, e.g. "0.05" for rounding on the supplier's invoicing software)? The three-way match's test.
 */
export function withinTolerance(expected: string, invoiced: string, tolerance: string): boolean {
  return new Decimal(expected).minus(invoiced).abs().lte(tolerance);
}
