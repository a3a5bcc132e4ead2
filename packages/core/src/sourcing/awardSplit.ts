import Decimal from 'decimal.js';

/*
 * The quantities of an award (issue 17): an inquiry line may be split between suppliers, each supplier
 * at most once per line, and the parts together never more than the line's quantity. Pure, for the
 * server's check and the award screen's live "left to award".
 */

export type SplitLine = { inquiryLineId: number; supplierId: number; awardedQuantity: string };

export type SplitProblem =
  /** The parts of this inquiry line add up to more than its quantity (`total`, `quantity`). */
  | { index: number; kind: 'overQuantity'; total: string; quantity: string }
  /** This supplier has an earlier line of the award for the same inquiry line. */
  | { index: number; kind: 'duplicateSupplier' }
  /** The inquiry line is not a line of the award's inquiry. */
  | { index: number; kind: 'unknownLine' };

/**
 * Problems of the award lines, each on the line that breaks the rule: the first line of a supplier
 * repeated, the line whose part takes the running total over the quantity.
 */
export function splitProblems(
  inquiryQuantities: ReadonlyMap<number, string>,
  lines: readonly SplitLine[],
): SplitProblem[] {
  const problems: SplitProblem[] = [];
  const running = new Map<number, Decimal>();
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const quantity = inquiryQuantities.get(line.inquiryLineId);
    if (quantity === undefined) {
      problems.push({ index, kind: 'unknownLine' });
      continue;
    }
    const key = `${line.inquiryLineId}:${line.supplierId}`;
    if (seen.has(key)) problems.push({ index, kind: 'duplicateSupplier' });
    seen.add(key);
    const total = (running.get(line.inquiryLineId) ?? new Decimal(0)).plus(line.awardedQuantity);
    running.set(line.inquiryLineId, total);
    if (total.greaterThan(quantity)) {
      problems.push({ index, kind: 'overQuantity', total: total.toFixed(), quantity: new Decimal(quantity).toFixed() });
    }
  }
  return problems;
}

/** What is left to award of each inquiry line after these award lines (never below 0 shown as negative). */
export function leftToAward(
  inquiryQuantities: ReadonlyMap<number, string>,
  lines: readonly SplitLine[],
): Map<number, string> {
  const left = new Map<number, Decimal>([...inquiryQuantities].map(([id, q]) => [id, new Decimal(q)]));
  for (const l of lines) {
    const q = left.get(l.inquiryLineId);
    if (q) left.set(l.inquiryLineId, q.minus(l.awardedQuantity));
  }
  return new Map([...left].map(([id, q]) => [id, q.toFixed()]));
}
