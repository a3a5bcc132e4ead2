import { type Lang, t } from '@srm/core';
import { splitProblems } from '@srm/core/sourcing/awardSplit';
import type { DocInput } from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';

/*
 * The award's rules that hold whatever its source (an inquiry's quotes or a tender's opened bids): one
 * source per award and per line, the outcome's dates, and a line split between suppliers (each supplier
 * once, the parts not above the line's quantity). awardChecks.ts (inquiry) and tenderAward.ts (tender)
 * apply them.
 */

export const error = (field: string, message: string): FieldError => ({ field, message });

export type AwardSource = 'INQUIRY' | 'TENDER';

/**
 * Exactly one of inquiryId / tenderId on the header; each line names a line of that source only
 * (inquiryLineId for an inquiry, tenderLineId for a tender). Answers the source, or the errors.
 */
export function sourceOf(lang: Lang, input: DocInput): { source: AwardSource } | { errors: FieldError[] } {
  const h = input.header;
  const inquiry = h.inquiryId != null;
  const tender = h.tenderId != null;
  if (inquiry === tender) {
    return { errors: [error(inquiry ? 'tenderId' : 'inquiryId', t('sourcing.awardOneSource', lang))] };
  }
  const own = inquiry ? 'inquiryLineId' : 'tenderLineId';
  const other = inquiry ? 'tenderLineId' : 'inquiryLineId';
  const errors: FieldError[] = [];
  for (const [i, l] of input.lines.entries()) {
    if (l[other] != null) errors.push(error(`lines.${i}.${other}`, t('sourcing.awardLineOtherSource', lang)));
    if (l[own] == null) errors.push(error(`lines.${i}.${own}`, t('field.required', lang)));
  }
  return errors.length ? { errors } : { source: inquiry ? 'INQUIRY' : 'TENDER' };
}

/** AGREEMENT needs the date its prices end; the dates in order. */
export function outcomeErrors(lang: Lang, h: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (String(h.outcome) === 'AGREEMENT' && !h.validTo) {
    errors.push(error('validTo', t('sourcing.awardValidToRequired', lang)));
  }
  if (h.validFrom && h.validTo && String(h.validTo) < String(h.validFrom)) {
    errors.push(error('validTo', t('sourcing.awardValidRange', lang)));
  }
  return errors;
}

/** A line split between suppliers: the parts within the line's quantity, each supplier once per line. */
export function splitErrors(
  lang: Lang,
  quantities: Map<number, string>,
  lines: DocInput['lines'],
  lineKey: 'inquiryLineId' | 'tenderLineId',
): FieldError[] {
  const errors: FieldError[] = [];
  for (const p of splitProblems(
    quantities,
    lines.map((l) => ({
      inquiryLineId: l[lineKey] as number,
      supplierId: l.supplierId as number,
      awardedQuantity: String(l.awardedQuantity),
    })),
  )) {
    if (p.kind === 'overQuantity') {
      errors.push(
        error(
          `lines.${p.index}.awardedQuantity`,
          t('sourcing.awardOverQuantity', lang, { total: p.total, quantity: p.quantity }),
        ),
      );
    } else if (p.kind === 'duplicateSupplier') {
      errors.push(error(`lines.${p.index}.supplierId`, t('sourcing.awardSupplierTwice', lang)));
    }
  }
  return errors;
}
