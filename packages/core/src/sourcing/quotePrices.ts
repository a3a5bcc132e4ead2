import Decimal from 'decimal.js';

/*
 * The arithmetic of a quote (issue 17), exact decimals, half up, shared by the server (what is stored) and
 * the quote screen (what the supplier sees while typing). Prices keep the price library's 6 decimals,
 * amounts 2 (packages/core/src/format/decimals.ts shows them).
 */

/** Decimals of a unit price (the price columns' scale). */
export const PRICE_SCALE = 6;
/** Decimals of an amount (money). */
export const AMOUNT_SCALE = 2;

/** Which price the supplier types; the other is computed from it and the tax rate. */
export const PRICE_BASES = ['WITHOUT_TAX', 'WITH_TAX'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

const HALF_UP = Decimal.ROUND_HALF_UP;

/**
 * Both prices of a line from the one typed: with tax = without × (1 + rate/100); without = with ÷ (1 +
 * rate/100); each rounded half up to 6 decimals. The typed one is kept as typed (to 6 decimals).
 */
export function pricesFrom(
  basis: PriceBasis,
  price: string,
  taxRate: string,
): { priceWithoutTax: string; priceWithTax: string } {
  const factor = new Decimal(1).plus(new Decimal(taxRate).div(100));
  const typed = new Decimal(price);
  if (basis === 'WITH_TAX') {
    return {
      priceWithoutTax: typed.div(factor).toFixed(PRICE_SCALE, HALF_UP),
      priceWithTax: typed.toFixed(PRICE_SCALE, HALF_UP),
    };
  }
  return {
    priceWithoutTax: typed.toFixed(PRICE_SCALE, HALF_UP),
    priceWithTax: typed.times(factor).toFixed(PRICE_SCALE, HALF_UP),
  };
}

/** quantity × unit price, half up to cents. */
export function lineAmount(quantity: string, price: string): string {
  return new Decimal(quantity).times(price).toFixed(AMOUNT_SCALE, HALF_UP);
}

/** Σ of amounts (each already in cents), to cents. */
export function sumMoney(amounts: readonly string[]): string {
  return amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(AMOUNT_SCALE, HALF_UP);
}

export type PricedLine = { quantity: string; priceWithoutTax: string | null; priceWithTax: string | null };

/** A quote's totals: Σ quantity × price over its priced lines (a "no quote" line adds nothing). */
export function quoteTotals(lines: readonly PricedLine[]): { totalWithoutTax: string; totalWithTax: string } {
  const priced = lines.filter((l) => l.priceWithoutTax != null && l.priceWithTax != null);
  return {
    totalWithoutTax: sumMoney(priced.map((l) => lineAmount(l.quantity, l.priceWithoutTax!))),
    totalWithTax: sumMoney(priced.map((l) => lineAmount(l.quantity, l.priceWithTax!))),
  };
}

/**
 * The number an inquiry shows in a round: the stored number for round 1, `-N` added from round 2 on
 * (XJ-2611270001-2). The stored number never changes (docs/decisions.md "Bargaining rounds").
 */
export function inquiryRoundNumber(inquiryNumber: string, round: number): string {
  return round > 1 ? `${inquiryNumber}-${round}` : inquiryNumber;
}
