/*
 * The number checks of spec §5 ("Numbers"). Each takes a number or a numeric string, as values
 * arrive both ways (form inputs hold strings; JSON may carry numbers).
 *
 * What counts as a number, decided once for all four checks:
 *   - a JS number must be finite: NaN and ±Infinity are refused;
 *   - a string must be plain decimal notation: an optional sign, digits, and an optional fraction
 *     with digits on both sides of the point ("12", "-0.5", "+3", "007"). Refused: "", blanks,
 *     surrounding spaces, "1.", ".5", thousands separators and exponents such as "1e5". Exponents
 *     are refused because a user never types them in a quantity or price, and accepting them would
 *     let "1e400" (Infinity) or "1e-400" (0) through; these checks do not trim, callers that read
 *     user input trim first (the form validators do);
 *   - a string's value is judged from its digits, not converted to a float, so long strings such as
 *     "0.000000000000000000000001" keep their exact sign and size.
 */

/** Plain decimal notation: optional sign, integer digits, optional fraction. Groups: sign, integer, fraction. */
const DECIMAL_TEXT = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A number or string read as a sign and digits, or null when it is not a number by the rules above. */
type ParsedNumber = { negative: boolean; zero: boolean; integer: boolean };

function parse(value: unknown): ParsedNumber | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // -0 as a JS number prints as "0" and is treated as 0: the negative-zero rule is about typed text.
    return { negative: value < 0, zero: value === 0, integer: Number.isInteger(value) };
  }
  if (typeof value !== 'string') return null;
  const match = DECIMAL_TEXT.exec(value);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const zero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  return { negative: sign === '-', zero, integer: fraction === '' };
}

/** Whether the value is a number (decimals allowed) greater than 0: "5", "0.01", 3. Not "0", "-1". */
export function isPositiveNumber(value: unknown): boolean {
  const n = parse(value);
  if (n === null) return false;
  return !n.zero && !n.negative;
}

/** Whether the value is a number (decimals allowed) of 0 or more: "0", "0.00", "5.5". Not "-1", "-0". */
export function isNonNegativeNumber(value: unknown): boolean {
  const n = parse(value);
  // "-0" is refused here too: a typed minus sign asks for a negative number, which this field does not take.
  if (n === null) return false;
  return !n.negative;
}

/** Whether the value is a whole number greater than 0: "1", "42", 7. Not "0", "1.0", "1.5", "-3". */
export function isPositiveInteger(value: unknown): boolean {
  const n = parse(value);
  if (n === null) return false;
  return n.integer && !n.zero && !n.negative;
}

/**
 * The separate check of spec §5: a non-negative integer or decimal, or a negative integer or decimal
 * that is not zero. In other words any number except the negative spellings of zero ("-0", "-0.0",
 * "-00.000"). "0", "+0", "12.5" and "-12.5" pass.
 */
export function isNonNegativeOrNegativeNonZero(value: unknown): boolean {
  const n = parse(value);
  if (n === null) return false;
  return !(n.negative && n.zero);
}
