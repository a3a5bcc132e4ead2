import Decimal from 'decimal.js';

/*
 * Exact arithmetic on the decimal strings documents carry (ARCHITECTURE §4: money and quantities are
 * decimal strings in JSON and decimal.js in code, never binary floats). The server computes the
 * stored amounts with these; an edit screen shows the same figures before saving.
 */

/** quantity × price, rounded half up (commercial rounding) to `scale` decimals: "3" × "1.005" → "3.02". */
export function multiplyToAmount(quantity: string, price: string, scale: number): string {
  return new Decimal(quantity).times(price).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** The sum of amounts, written with `scale` decimals: ["1.10", "2"] → "3.10". */
export function sumAmounts(amounts: readonly string[], scale: number): string {
  return amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** The mean of decimal strings with `scale` decimals, half up (an inspection's average score); null for none. */
export function averageAmount(amounts: readonly string[], scale: number): string | null {
  if (amounts.length === 0) return null;
  return amounts
    .reduce((sum, a) => sum.plus(a), new Decimal(0))
    .div(amounts.length)
    .toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** Do two decimal strings hold the same number ("10" and "10.0000")? Non-numbers compare as text. */
export function sameDecimal(a: string, b: string): boolean {
  try {
    return new Decimal(a).equals(b);
  } catch {
    return a === b;
  }
}

/** Compares decimal strings: negative, 0 or positive as a < b, a = b, a > b. */
export function compareDecimal(a: string, b: string | number): number {
  return new Decimal(a).comparedTo(b);
}

/** a ÷ b, rounded half up to `scale` decimals (a price per N units → the unit price); b must not be 0. */
export function divideToScale(a: string, b: string, scale: number): string {
  return new Decimal(a).div(b).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** a − b with `scale` decimals (what is left of a ceiling). */
export function subtractDecimal(a: string, b: string, scale: number): string {
  return new Decimal(a).minus(b).toFixed(scale, Decimal.ROUND_HALF_UP);
}
