import { purchaseAgreement } from '@srm/core/documents/purchaseAgreement';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocumentBinding,
  StoredDoc,
} from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { agreementLines, agreements } from '../sourceSchema.ts';
import { err, referenceErrors, sourcingErrors } from './sourceChecks.ts';
import { presentSources } from './sourceNames.ts';

/*
 * The purchase agreement (采购协议, PUR_AGREEMENT) bound to its tables. Lines name listed materials of
 * the supplier (sourceRefusal); a FRAMEWORK agreement gives every line a quantity ceiling. What orders
 * consume of it is counted by sourceRules.ts (consumeAgreement / releaseAgreement), never by a save.
 */

async function validateAgreement(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = await referenceErrors(ctx, input);
  if (input.header.agreementType === 'FRAMEWORK')
    for (const [i, line] of input.lines.entries())
      if (line.quantityCeiling == null)
        errors.push(err(`lines.${i}.quantityCeiling`, 'agreement.ceilingRequired', ctx.lang));
  if (errors.length) return errors;
  return sourcingErrors(ctx, input);
}

async function validateAgreementSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  if (doc.lines.length === 0) return [err('lines', 'document.noLines', ctx.lang)];
  return sourcingErrors(ctx, { header: doc.header, lines: doc.lines });
}

const agreementBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurAgreement',
  header: agreements,
  lines: { table: agreementLines, parentKey: 'agreementId' },
  scope: { header: ['orgId'], lines: ['categoryId'] },
  hooks: {
    validate: validateAgreement,
    validateSubmit: validateAgreementSubmit,
    present: presentSources,
    workflowVariables: ({ header }: StoredDoc) => ({
      orgId: header.orgId,
      supplierId: header.supplierId,
      agreementType: header.agreementType,
      currencyCode: header.currencyCode,
      amountCeiling: header.amountCeiling == null ? null : Number(header.amountCeiling),
      agreementNumber: header.agreementNumber,
    }),
  },
};

/** The bound type, for the seed (refreshLineScope) and for tests. */
export const agreementBound: BoundType = { def: purchaseAgreement, binding: agreementBinding };

export const agreementActions = bindDocumentType(purchaseAgreement, agreementBinding);
