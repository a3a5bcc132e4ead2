import Decimal from 'decimal.js';

/*
 * Amounts for display: right-aligned tables show them with thousands separators (ARCHITECTURE §7).
 * Money travels as decimal strings and is computed with decimal.js (ARCHITECTURE, "never binary
 * floats for money"), so these helpers never turn a string into a JS number: a 30-digit amount
 * keeps every digit.
 */

/** Amount text a user may type or paste: plain, or with correctly placed thousands separators. */
const AMOUNT_TEXT = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads amount text back to a plain decimal string: "1,234,567.89" → "1234567.89". Surrounding
 * spaces and a leading "+" are dropped, the digits are kept as written (trailing zeros included) and
 * "-0.00" becomes "0.00". Returns null when the text is not an amount.
 *
 * Separators must sit every three digits: "1,23" is refused rather than read as 123, because it may
 * be a decimal comma (1.23) typed by mistake, and guessing a hundredfold wrong amount is worse than
 * asking again. Exponents ("1e5") are refused, as in the number checks.
 */
export function parseAmount(text: string): string | null {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, grouped, fraction] = match;
  const whole = grouped.replaceAll(',', '');
  const digits = fraction === undefined ? whole : `${whole}.${fraction}`;
  const zero = /^[0.]+$/.test(digits);
  return sign === '-' && !zero ? `-${digits}` : digits;
}

/** Puts a comma every three digits in the whole part of a plain decimal string. */
function groupThousands(plain: string): string {
  const [whole, fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** What formatAmount takes: a decimal string (separators allowed), a number or a Decimal. */
export type AmountInput = string | number | Decimal;

/**
 * An amount with thousands separators: formatAmount(1234567.891, 2) is "1,234,567.89".
 *
 * - `precision` is the number of decimals, rounded half up (2.345 → "2.35", -2.345 → "-2.35", away
 *   from zero as in commercial rounding), with trailing zeros added ("1" → "1.00").
 *   Without it, the decimals are kept as given.
 * - Strings are read exactly (see parseAmount), so big amounts lose nothing; already formatted
 *   text is accepted, so formatting twice changes nothing.
 * - A number is read by its shortest written form, so 1.005 rounds to "1.01" as a user expects,
 *   not to "1.00" as its binary value would.
 * - Gives '' when there is nothing to show: null, undefined, blank text, NaN, Infinity, or text
 *   that is not an amount.
 */
export function formatAmount(value: AmountInput | null | undefined, precision?: number): string {
  if (precision !== undefined && (!Number.isSafeInteger(precision) || precision < 0)) {
    throw new RangeError(`formatAmount: the precision must be a whole number of 0 or more, got ${precision}`);
  }
  const plain = toPlainDecimal(value);
  if (plain === null) return '';
  const fixed = precision === undefined ? plain : new Decimal(plain).toFixed(precision, Decimal.ROUND_HALF_UP);
  // Rounding a small negative amount to zero leaves "-0.00"; an amount of zero has no sign.
  const unsigned = fixed.startsWith('-') && /^-[0.]+$/.test(fixed) ? fixed.slice(1) : fixed;
  const negative = unsigned.startsWith('-');
  const grouped = groupThousands(negative ? unsigned.slice(1) : unsigned);
  return negative ? `-${grouped}` : grouped;
}

/** Any AmountInput as a plain decimal string (no exponent, no separators), or null. */
function toPlainDecimal(value: AmountInput | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return parseAmount(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const decimal = new Decimal(value);
  if (!decimal.isFinite()) return null;
  // toFixed() without decimals writes the exact value in plain notation, never as 1e+21.
  return decimal.isZero() ? decimal.abs().toFixed() : decimal.toFixed();
}
