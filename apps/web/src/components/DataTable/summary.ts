/*
 * The summary row's sums (isSummary columns over the current page). Money and quantities travel as
 * decimal strings (ARCHITECTURE §1: never binary floats for money), so the sum is done on integers:
 * each value is scaled to the largest number of decimals seen and added as a BigInt. 0.1 + 0.2 is
 * "0.3", and a 30-digit amount keeps every digit.
 */

/** A plain decimal string read from a cell: "1,234.50", " -3 ", 7 → parts, or null when not a number. */
function parts(value: unknown): { negative: boolean; whole: string; fraction: string } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip form; numbers in exponent form are rare in cells and written out by toFixed.
    text = /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replaceAll(',', '');
  } else {
    return null;
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  return { negative: match[1] === '-', whole: match[2] || '0', fraction: match[3] ?? '' };
}

/**
 * The exact sum of the numeric values as a plain decimal string ("1234.5"), keeping as many
 * decimals as the most precise value. Empty and non-numeric values are skipped; no values → "0".
 */
export function sumDecimals(values: Iterable<unknown>): string {
  const read = [...values].map(parts).filter((p) => p !== null);
  const scale = Math.max(0, ...read.map((p) => p.fraction.length));
  let total = 0n;
  for (const p of read) {
    const digits = BigInt(p.whole + p.fraction.padEnd(scale, '0'));
    total += p.negative ? -digits : digits;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const plain = scale > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${plain}` : plain;
}
