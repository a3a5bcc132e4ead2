import Decimal from 'decimal.js';
import { moneyTotals, roundMoney } from './money.ts';

/*
 * Late-delivery penalties (延期交货罚款, issue 18 item 3; docs/decisions.md "Late-delivery penalties"): a receipt
 * line received after its order line was due is charged, per day beyond the rule's grace days, a percent of
 * what the late quantity is worth with tax (货款: what the supplier is paid for it), up to the rule's cap in
 * percent of that same amount. Exact decimals, rounded once by money.ts. Pure: the server feeds it the receipt
 * lines and the rule that applies to each.
 */

/** The terms of a penalty rule: grace days, percent per day late, cap in percent of the late amount. */
export type PenaltyTerms = { graceDays: number; ratePerDay: string; capPercent: string };

/** One received line against its order line's due date (the supplier's promised date, else the need-by date). */
export type LateReceipt = { dueDate: string; receivedDate: string; baseAmount: string; currencyCode: string };

export type LatePenalty = {
  /** Calendar days from the due date to the received date (0 or less: on time). */
  daysLate: number;
  /** The days charged: those beyond the grace days. */
  chargedDays: number;
  /** base × rate % × charged days, at most base × cap %, rounded to the currency's minor unit. */
  penalty: string;
  /** True when the cap cut the penalty. */
  capped: boolean;
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (ISO dates, yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The penalty of one late receipt line under `terms`: zero within the grace days, never above the cap. */
export function latePenalty(line: LateReceipt, terms: PenaltyTerms): LatePenalty {
  const daysLate = daysBetween(line.dueDate, line.receivedDate);
  const chargedDays = Math.max(0, daysLate - Math.max(0, terms.graceDays));
  const currency = line.currencyCode;
  if (chargedDays === 0) return { daysLate, chargedDays, penalty: roundMoney(0, currency), capped: false };
  const base = new Decimal(line.baseAmount);
  const raw = roundMoney(base.times(terms.ratePerDay).div(100).times(chargedDays), currency);
  const cap = roundMoney(base.times(terms.capPercent).div(100), currency);
  const capped = new Decimal(raw).gt(cap);
  return { daysLate, chargedDays, penalty: capped ? cap : raw, capped };
}

/** A deduction's amount: the sum of its lines' rounded penalties (exact, so the lines add up to it to the cent). */
export function penaltyTotal(penalties: readonly string[], currency: string): string {
  return moneyTotals(
    penalties.map((p) => ({ amount: p, taxAmount: '0', amountWithTax: p })),
    currency,
  ).amount;
}

/** What a rule applies to: its organisation's receipts, narrowed to one supplier and/or one purchase category. */
export type PenaltyRuleScope = { ruleCode: string; supplierId: number | null; categoryId: number | null };

/**
 * The rule a receipt line falls under, among the enabled rules of its organisation: one naming its supplier
 * comes before one naming its category, which comes before one naming neither (a rule naming both is the
 * narrowest); among equally narrow rules the smallest code, so the answer never depends on the order read.
 */
export function ruleFor<R extends PenaltyRuleScope>(
  rules: readonly R[],
  line: { supplierId: number; categoryId: number | null },
): R | undefined {
  const narrowness = (r: R) => (r.supplierId != null ? 2 : 0) + (r.categoryId != null ? 1 : 0);
  return rules
    .filter(
      (r) =>
        (r.supplierId == null || r.supplierId === line.supplierId) &&
        (r.categoryId == null || r.categoryId === line.categoryId),
    )
    .sort(
      (a, b) => narrowness(b) - narrowness(a) || (a.ruleCode < b.ruleCode ? -1 : a.ruleCode > b.ruleCode ? 1 : 0),
    )[0];
}
