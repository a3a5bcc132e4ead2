import { type BidEnvelope, bidEnvelopeSchema, bidLineAmounts, bidTotals } from '@srm/core/sourcing/bidEnvelope';
import type { TFunction } from 'i18next';
import type { LineFigures, PriceField, TypedPrice } from '../inquiry/PriceLines.tsx';
import type { TenderLine } from './config.ts';

/*
 * The commercial envelope as the supplier types it, checked with THE schema the server checks it with at
 * the opening (core sourcing/bidEnvelope: bidEnvelopeSchema) and priced with the same functions
 * (bidLineAmounts, bidTotals), so what the confirmation shows is what the opening will find. Each issue is
 * told under its field in the supplier's language (the schema's message keys mapped to this screen's texts).
 */

export type BidTyped = {
  lines: Record<number, TypedPrice>;
  validityDays: string | null;
  remark: string;
};

export type HeaderField = 'validityDays' | 'remark';

export type BidCheck = {
  /** The envelope to seal, when everything is valid. */
  envelope: BidEnvelope | null;
  lineErrors: Record<number, Partial<Record<PriceField, string>>>;
  headerErrors: Partial<Record<HeaderField, string>>;
  /** Anything else (the tender or supplier id): shown above the form. */
  otherErrors: string[];
  figures: Record<number, LineFigures>;
  priced: number;
  totalWithoutTax: string;
  totalWithTax: string;
};

const blank = (v: string | null | undefined) => v == null || v.trim() === '';
const wholeOrNull = (v: string | null | undefined) => (blank(v) ? null : Number(v));

/** The envelope's content as the schema reads it (prices as typed text; the schema normalises them). */
export function envelopeInput(tenderId: number, supplierId: number, lines: TenderLine[], typed: BidTyped) {
  return {
    tenderId,
    supplierId,
    lines: lines.map((l) => {
      const x = typed.lines[l.lineId];
      return {
        tenderLineId: l.lineId,
        priceWithoutTax: x?.price?.trim() ?? '',
        taxRate: x?.taxRate?.trim() ?? '',
        leadTimeDays: wholeOrNull(x?.leadTimeDays),
        remark: x?.remark?.trim() ? x.remark.trim() : null,
      };
    }),
    validityDays: wholeOrNull(typed.validityDays),
    remark: typed.remark.trim() ? typed.remark.trim() : null,
  };
}

type Issue = { path: PropertyKey[]; message: string; code: string } & Record<string, unknown>;

/** An issue of a decimal field (price, tax rate) in words. */
function decimalText(t: TFunction, issue: Issue, typed: string | null | undefined): string {
  if (blank(typed)) return t('sourcing.tenderSupplier.check.required');
  switch (issue.message) {
    case 'field.decimals':
      return t('sourcing.tenderSupplier.check.decimals', { precision: issue.precision ?? '' });
    case 'field.min':
      return t('sourcing.tenderSupplier.check.min', { min: issue.min ?? 0 });
    case 'field.max':
      return t('sourcing.tenderSupplier.check.max', { max: issue.max ?? '' });
    case 'sealing.pricePositive':
      return t('sourcing.tenderSupplier.check.positive');
    default:
      return t('sourcing.tenderSupplier.check.number');
  }
}

export function checkBid(
  t: TFunction,
  tenderId: number,
  supplierId: number,
  lines: TenderLine[],
  typed: BidTyped,
): BidCheck {
  const parsed = bidEnvelopeSchema.safeParse(envelopeInput(tenderId, supplierId, lines, typed));
  const lineErrors: BidCheck['lineErrors'] = {};
  const headerErrors: BidCheck['headerErrors'] = {};
  const otherErrors: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues as unknown as Issue[]) {
      const [head, index, field] = issue.path;
      if (head === 'lines' && typeof index === 'number' && lines[index]) {
        const line = lines[index];
        const x = typed.lines[line.lineId];
        const mine = lineErrors[line.lineId] ?? {};
        lineErrors[line.lineId] = mine;
        if (field === 'priceWithoutTax') mine.price ??= decimalText(t, issue, x?.price);
        else if (field === 'taxRate') mine.taxRate ??= decimalText(t, issue, x?.taxRate);
        else if (field === 'leadTimeDays')
          mine.leadTimeDays ??= t('sourcing.tenderSupplier.check.wholeDays', { min: 0, max: 3650 });
        else if (field === 'remark') mine.remark ??= t('sourcing.tenderSupplier.check.tooLong');
        else otherErrors.push(issue.message);
      } else if (head === 'validityDays') {
        headerErrors.validityDays = t('sourcing.tenderSupplier.check.wholeDays', { min: 1, max: 3650 });
      } else if (head === 'remark') {
        headerErrors.remark = t('sourcing.tenderSupplier.check.tooLong');
      } else {
        otherErrors.push(issue.message);
      }
    }
  }
  // Every line whose price and rate pass gets its figures as the opening will compute them.
  const figures: Record<number, LineFigures> = {};
  const amounts: { amountWithoutTax: string; amountWithTax: string }[] = [];
  for (const l of lines) {
    const x = typed.lines[l.lineId];
    const e = lineErrors[l.lineId];
    if (!x || blank(x.price) || blank(x.taxRate) || e?.price || e?.taxRate) {
      figures[l.lineId] = null;
      continue;
    }
    const a = bidLineAmounts({ priceWithoutTax: x.price!.trim(), taxRate: x.taxRate!.trim() }, l.quantity);
    figures[l.lineId] = { without: a.priceWithoutTax, with: a.priceWithTax, amount: a.amountWithTax };
    amounts.push(a);
  }
  const totals = bidTotals(amounts);
  return {
    envelope: parsed.success ? parsed.data : null,
    lineErrors,
    headerErrors,
    otherErrors,
    figures,
    priced: amounts.length,
    ...totals,
  };
}
