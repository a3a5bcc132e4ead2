import Decimal from 'decimal.js';
import { moneyDifference, roundMoney } from './money.ts';

/*
 * When a confirmed invoice's money falls due (issue 18, the payment plan; docs/decisions.md "Payment plan"): the
 * payment term of its statement pays it in nodes — a share (percent), an event and days after that event. Each
 * node is one instalment (分期) of the invoice's total with tax:
 *  - INVOICE: the invoice's date (the earliest of its tax invoices) + the node's days;
 *  - RECEIPT, DELIVERY: the goods' date + days — the statement's period end, the last day it takes receipts of;
 *  - ORDER: an advance's stage; by the time goods are invoiced its days have long run, so it is due at once.
 * Nothing falls due before the invoice exists: a due date earlier than the invoice date is the invoice date. An
 * invoice without a term is due on its date in one instalment. Each share is rounded once by money.ts and the last
 * node takes what is left, so the instalments add up to the total to the cent.
 */

export type TermNode = {
  seqNum: number;
  stageName: string;
  /** Lookup BASE_PAYMENT_EVENT: INVOICE, RECEIPT, DELIVERY, ORDER. */
  eventCode: string;
  daysAfter: number;
  /** Percent of the amount, "30" or "33.3333". */
  proportion: string;
};

export type InstalmentInput = {
  totalWithTax: string;
  currency: string;
  /** yyyy-MM-dd: the invoice's date. */
  invoiceDate: string;
  /** yyyy-MM-dd: when the goods were received (the statement's period end). */
  goodsDate: string;
  /** The term's nodes in their sequence; none when the statement has no term. */
  nodes: readonly TermNode[];
};

export type Instalment = { seqNum: number; stageName: string; dueDate: string; amount: string };

/** yyyy-MM-dd plus `days`, on the calendar (no time zone can move it). */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function dueDateOf(node: TermNode, input: InstalmentInput): string {
  const start = node.eventCode === 'RECEIPT' || node.eventCode === 'DELIVERY' ? input.goodsDate : input.invoiceDate;
  const due = node.eventCode === 'ORDER' ? input.invoiceDate : addDaysIso(start, node.daysAfter);
  return due < input.invoiceDate ? input.invoiceDate : due;
}

/** An invoice's instalments, in the term's node order: due date and amount, adding up to the total exactly. */
export function invoiceInstalments(input: InstalmentInput): Instalment[] {
  const { totalWithTax, currency } = input;
  if (input.nodes.length === 0) {
    return [{ seqNum: 0, stageName: '', dueDate: input.invoiceDate, amount: roundMoney(totalWithTax, currency) }];
  }
  let rest = roundMoney(totalWithTax, currency);
  return input.nodes.map((node, i) => {
    const last = i === input.nodes.length - 1;
    const amount = last ? rest : roundMoney(new Decimal(totalWithTax).times(node.proportion).div(100), currency);
    rest = moneyDifference(rest, amount, currency);
    return { seqNum: node.seqNum, stageName: node.stageName, dueDate: dueDateOf(node, input), amount };
  });
}

export type OpenInstalment = Instalment & {
  /** What of this instalment no payment application covers yet. */
  open: string;
};

/**
 * What is left of each instalment once `covered` (what payment applications take of the invoice) is spent on
 * them, the earliest due first — a payment pays the oldest debt — in due-date order.
 */
export function openInstalments(instalments: readonly Instalment[], covered: string, currency: string) {
  const byDue = [...instalments].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.seqNum - b.seqNum);
  let left = new Decimal(covered);
  return byDue.map((inst): OpenInstalment => {
    const taken = Decimal.max(0, Decimal.min(left, inst.amount));
    left = left.minus(taken);
    return { ...inst, open: moneyDifference(inst.amount, taken.toString(), currency) };
  });
}
