import { purchasePricing } from '@srm/core/documents/purchasePricing';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocumentBinding,
  StoredDoc,
} from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { pricingLines, pricings } from '../sourceSchema.ts';
import { requirePricingAuthority } from './pricingAuthority.ts';
import { err, referenceErrors, sourcingErrors } from './sourceChecks.ts';
import { presentSources } from './sourceNames.ts';
import { unitPriceOf } from './sourceRules.ts';

/*
 * The pricing document (定价单, PUR_PRICING) bound to its tables. Its lines name listed materials of the
 * header's supplier (sourceRefusal), one price per material, break and start; approving it needs pricing
 * authority (pricingAuthority.ts); what approval leaves in the library is in pricingApply.ts.
 */

/** unitPrice = price ÷ priceUnit (8 decimals). */
function computeUnitPrices(input: DocInput): void {
  for (const line of input.lines) {
    const price = line.price == null ? null : String(line.price);
    const per = line.priceUnit == null ? '1' : String(line.priceUnit);
    line.unitPrice = price == null || Number(per) === 0 ? null : unitPriceOf(price, per);
  }
}

/** No two lines for the same material, quantity break and valid-from (the library could not tell them apart). */
function duplicateErrors(ctx: DocContext, lines: DocInput['lines']): FieldError[] {
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  for (const [i, line] of lines.entries()) {
    const key = `${line.materialId}|${Number(line.minQuantity ?? 0)}|${line.validFrom}`;
    const first = seen.get(key);
    if (first != null)
      errors.push(err(`lines.${i}.minQuantity`, 'pricing.duplicateBreak', ctx.lang, { line: first + 1 }));
    else seen.set(key, i);
  }
  return errors;
}

async function validatePricing(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = [...(await referenceErrors(ctx, input)), ...duplicateErrors(ctx, input.lines)];
  if (errors.length) return errors;
  return sourcingErrors(ctx, input);
}

/** Submit: at least one line; every line still passes the sourcing rule. */
async function validatePricingSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  if (doc.lines.length === 0) return [err('lines', 'document.noLines', ctx.lang)];
  return sourcingErrors(ctx, { header: doc.header, lines: doc.lines });
}

const pricingBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurPricing',
  header: pricings,
  lines: { table: pricingLines, parentKey: 'pricingId' },
  scope: { header: ['orgId'], lines: ['categoryId'] },
  hooks: {
    validate: validatePricing,
    compute: computeUnitPrices,
    validateSubmit: validatePricingSubmit,
    beforeStep: requirePricingAuthority,
    present: presentSources,
    workflowVariables: ({ header, lines }: StoredDoc) => ({
      orgId: header.orgId,
      supplierId: header.supplierId,
      currencyCode: header.currencyCode,
      pricingNumber: header.pricingNumber,
      categoryIds: [...new Set(lines.map((l) => l.categoryId))],
    }),
  },
};

/** The bound type, for the seed (refreshLineScope) and for tests. */
export const pricingBound: BoundType = { def: purchasePricing, binding: pricingBinding };

export const pricingActions = bindDocumentType(purchasePricing, pricingBinding);
