import Decimal from 'decimal.js';
import { z } from 'zod';
import { decimalSchema, MAX_LINES } from '../documents/schemas.ts';
import { lineAmount, pricesFrom, sumMoney } from './quotePrices.ts';

/*
 * What a supplier's commercial envelope holds (issue 17 item 4). The supplier's browser validates it with
 * this schema and prices it with these functions before sealing it (packages/core sourcing/sealing); the
 * server validates and prices the decrypted content again at the opening, so both compute the same cents.
 * The arithmetic is the quote's (quotePrices.ts): the price is typed without tax, with tax = × (1 + rate/100)
 * to 6 decimals, amounts half up to cents. Messages are messages.ts keys, as in documents/schemas.ts.
 */

/** Largest unit price: the price columns are numeric(20, 6). */
const MAX_PRICE = 99_999_999_999_999;
/** Longest validity or lead time accepted (ten years): a bigger number is a typing error. */
const MAX_DAYS = 3650;

const positive = (value: string) => new Decimal(value).greaterThan(0);

export const bidLineSchema = z.object({
  tenderLineId: z.number().int().positive(),
  /** Unit price without tax: decimal text (or number) > 0, at most 6 decimals; output as plain decimal text. */
  priceWithoutTax: decimalSchema({ precision: 6, max: MAX_PRICE }).refine(positive, 'sealing.pricePositive'),
  /** Tax rate in percent, 0..100, at most 2 decimals. */
  taxRate: decimalSchema({ precision: 2, min: 0, max: 100 }),
  leadTimeDays: z.number().int().min(0).max(MAX_DAYS).nullish(),
  remark: z.string().trim().max(500).nullish(),
});

export const bidEnvelopeSchema = z.object({
  tenderId: z.number().int().positive(),
  supplierId: z.number().int().positive(),
  lines: z
    .array(bidLineSchema)
    .min(1)
    .max(MAX_LINES)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        if (seen.has(line.tenderLineId)) {
          ctx.addIssue({ code: 'custom', message: 'sealing.lineTwice', path: [i, 'tenderLineId'] });
        }
        seen.add(line.tenderLineId);
      });
    }),
  validityDays: z.number().int().min(1).max(MAX_DAYS).nullish(),
  remark: z.string().trim().max(1000).nullish(),
});

/** What the browser fills in (numbers accepted for prices). */
export type BidEnvelopeInput = z.input<typeof bidEnvelopeSchema>;
/** What was validated: prices and rates as plain decimal text. */
export type BidEnvelope = z.output<typeof bidEnvelopeSchema>;
export type BidLine = z.output<typeof bidLineSchema>;

export type BidLineAmounts = {
  priceWithoutTax: string;
  taxRate: string;
  priceWithTax: string;
  amountWithoutTax: string;
  amountWithTax: string;
};

/**
 * A bid line's prices (6 decimals) and amounts (cents) for the tender line's quantity: priceWithTax =
 * price × (1 + rate/100), each amount = quantity × price, half up. Exactly what srm_src_tender_bid_line stores.
 */
export function bidLineAmounts(line: Pick<BidLine, 'priceWithoutTax' | 'taxRate'>, quantity: string): BidLineAmounts {
  const { priceWithoutTax, priceWithTax } = pricesFrom('WITHOUT_TAX', line.priceWithoutTax, line.taxRate);
  return {
    priceWithoutTax,
    taxRate: line.taxRate,
    priceWithTax,
    amountWithoutTax: lineAmount(quantity, priceWithoutTax),
    amountWithTax: lineAmount(quantity, priceWithTax),
  };
}

/** A bid's totals: Σ of its lines' amounts, to the cent (the totals of srm_src_tender_bid). */
export function bidTotals(lines: readonly Pick<BidLineAmounts, 'amountWithoutTax' | 'amountWithTax'>[]): {
  totalWithoutTax: string;
  totalWithTax: string;
} {
  return {
    totalWithoutTax: sumMoney(lines.map((l) => l.amountWithoutTax)),
    totalWithTax: sumMoney(lines.map((l) => l.amountWithTax)),
  };
}

export type PricedBid = {
  lines: (BidLineAmounts & Pick<BidLine, 'tenderLineId' | 'leadTimeDays' | 'remark'>)[];
  totalWithoutTax: string;
  totalWithTax: string;
};

/**
 * A validated envelope priced against the tender's lines: every tender line must be priced once and no
 * other line may appear (else the bid is incomplete: `missing` / `unknown` line ids, for the invalid
 * reason). Lines come out in the tender's order.
 */
export function priceBid(
  envelope: Pick<BidEnvelope, 'lines'>,
  tenderLines: readonly { id: number; quantity: string }[],
): ({ ok: true } & PricedBid) | { ok: false; missing: number[]; unknown: number[] } {
  const byLine = new Map(envelope.lines.map((l) => [l.tenderLineId, l]));
  const known = new Set(tenderLines.map((l) => l.id));
  const missing = tenderLines.filter((l) => !byLine.has(l.id)).map((l) => l.id);
  const unknown = envelope.lines.filter((l) => !known.has(l.tenderLineId)).map((l) => l.tenderLineId);
  if (missing.length > 0 || unknown.length > 0) return { ok: false, missing, unknown };
  const lines = tenderLines.map((t) => {
    const line = byLine.get(t.id)!;
    return {
      tenderLineId: t.id,
      ...bidLineAmounts(line, t.quantity),
      leadTimeDays: line.leadTimeDays,
      remark: line.remark,
    };
  });
  return { ok: true, lines, ...bidTotals(lines) };
}
