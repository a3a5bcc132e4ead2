import { divideToScale, multiplyToAmount, sumAmounts } from '@srm/core/documents/amounts';
import type { DocInput } from '../../../platform/documents/binding.ts';

/** Cents for amounts, as the declaration's amount precision says. */
const AMOUNT_SCALE = 2;

/**
 * The order's computed amounts (exact decimals, half up): line amount = quantity × price, line tax =
 * amount × tax rate / 100; header totals without tax, tax, and with tax. Shared by the save (compute
 * hook) and by the orders built from requisitions or agreements.
 */
export function computeOrderAmounts(input: DocInput): void {
  for (const line of input.lines) {
    line.amount = multiplyToAmount(String(line.quantity), String(line.price), AMOUNT_SCALE);
    const rate = divideToScale(String(line.taxRate ?? '0'), '100', 4);
    line.taxAmount = multiplyToAmount(String(line.amount), rate, AMOUNT_SCALE);
  }
  const amount = sumAmounts(
    input.lines.map((l) => String(l.amount)),
    AMOUNT_SCALE,
  );
  const tax = sumAmounts(
    input.lines.map((l) => String(l.taxAmount)),
    AMOUNT_SCALE,
  );
  input.header.totalAmount = amount;
  input.header.totalTax = tax;
  input.header.totalWithTax = sumAmounts([amount, tax], AMOUNT_SCALE);
}
