import { type AmountInput, formatAmount } from './amount.ts';

/*
 * How many decimals a number of a document shows (issue 15: quantities showed "10.0000" and prices
 * "9.600000", the scale of their SQL columns). One rule for every screen:
 *
 * - amount   — money: exactly the money decimals (2), padded: "58.20".
 * - price    — a unit price: at least the money decimals, at most the field's precision, no zeros padded
 *              beyond the money decimals: "4.80", "4.85", "0.123456".
 * - quantity — the decimals it has, none padded, at most the field's precision: "30", "9.6", "0.125".
 *
 * Nothing is ever rounded below what is stored when the field's precision is the column's scale (as the
 * declarations give it), so a shown number is the stored number. Units and currencies carry no precision
 * in the base data yet (they are lookups); MONEY_DECIMALS is the default of a currency until they do.
 */

/** Decimals of money (cents) — the currencies of the demo (CNY, USD, EUR) all have two. */
export const MONEY_DECIMALS = 2;

export type NumberKind = 'quantity' | 'price' | 'amount';

/** Removes zeros at the end of the fraction of formatted text, keeping at least `keep` decimals. */
function trimZeros(text: string, keep: number): string {
  const point = text.indexOf('.');
  if (point < 0) return text;
  let end = text.length;
  while (end > point + 1 + keep && text[end - 1] === '0') end--;
  if (end === point + 1) end = point; // no decimal left: no point either
  return text.slice(0, end);
}

/**
 * A number of a document as it is shown: thousands separators and the decimals of its kind (above);
 * `precision` is the field's declared precision (the most decimals it holds). '' when not a number.
 */
export function formatDecimal(value: AmountInput | null | undefined, kind: NumberKind, precision?: number): string {
  if (kind === 'amount') return formatAmount(value, precision ?? MONEY_DECIMALS);
  const text = formatAmount(value, precision);
  if (text === '') return '';
  if (kind === 'price') {
    // At least the money decimals: a price of 4.8 reads 4.80, as money does.
    const padded = precision === undefined || precision >= MONEY_DECIMALS ? padTo(text, MONEY_DECIMALS) : text;
    return trimZeros(padded, MONEY_DECIMALS);
  }
  return trimZeros(text, 0);
}

/** Adds zeros to reach `decimals` decimals (never removes any). */
function padTo(text: string, decimals: number): string {
  const point = text.indexOf('.');
  const have = point < 0 ? 0 : text.length - point - 1;
  if (have >= decimals) return text;
  return `${point < 0 ? `${text}.` : text}${'0'.repeat(decimals - have)}`;
}
