import { formatAmount, type Lang, t } from '@srm/core';
import { settlementDeduction } from '@srm/core/documents/settlementDeduction';
import { currencyScale, lineMoney } from '@srm/core/settlement/money';
import { eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { valuesByTypes } from '../../platform/lookups/lookups.ts';

import { supplierById } from '../supplier/index.ts';
import { presentParties } from './parties.ts';
import { freePenaltyLines, presentPenaltyLines } from './penaltyLinesView.ts';
import { deductions, settleSupply } from './schema.ts';
import { supplierAnswerStep } from './supplierAnswer.ts';

/*
 * The deduction's binding (issue 18 item 3). The buyer charges a supplier (quality claim, late-delivery
 * penalty, other) with a reason; sent, the supplier accepts or appeals it. Accepted, it enters the supply
 * storage as one negative line (quantity −1 at its amount and tax rate, money by money.ts) dated on its
 * date, which the next statement of that supplier, organisation, currency and period takes like any other.
 * Approved inside before it is sent (the deployed process of SET_DEDUCTION; none deployed, the submit is refused
 * with the engine's message). A late-delivery deduction proposed by rule carries its penalty lines (penalties.ts).
 */

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  if (!(await supplierById(ctx.tx, input.header.supplierId as number))) {
    return [{ field: 'supplierId', message: t('ref.notFound', ctx.lang) }];
  }
  return [];
}

/** The amount with tax shown on the page: what the negative supply line will carry (with its sign turned). */
function compute(input: DocInput): void {
  const h = input.header;
  h.amountWithTax = lineMoney('1', String(h.amount), String(h.taxRate), String(h.currencyCode)).amountWithTax;
}

async function typeName(db: DbOrTx, code: string, lang: Lang): Promise<string> {
  const values = await valuesByTypes(db, ['SET_DEDUCTION_TYPE'], lang);
  return values.SET_DEDUCTION_TYPE?.find((v) => v.lookupCode === code)?.meaning ?? code;
}

/** The accepted deduction as a supply line: negative, OPEN, for the next statement covering its date. */
async function enterSupply(ctx: DocContext, doc: StoredDoc): Promise<void> {
  const h = doc.header;
  const currency = String(h.currencyCode);
  const description = t('deduction.line', 'CN', {
    number: String(h.deductionNumber),
    type: await typeName(ctx.tx, String(h.deductionType), 'CN'),
    reason: String(h.reason),
  }).slice(0, 240);
  await ctx.tx.insert(settleSupply).values({
    sourceType: 'DEDUCTION',
    deductionId: h.id,
    orgId: h.orgId as number,
    supplierId: h.supplierId as number,
    itemDescription: description,
    receiptDate: String(h.deductionDate),
    quantity: '-1',
    price: String(h.amount),
    taxRate: String(h.taxRate),
    currencyCode: currency,
    ...lineMoney('-1', String(h.amount), String(h.taxRate), currency),
    createdBy: ctx.user.userId,
    lastUpdatedBy: ctx.user.userId,
  });
}

/** Sent, answered, recalled and voided as every document sent for the supplier's answer; accepted, a supply line. */
const afterStep = (ctx: DocContext, doc: StoredDoc, step: StepTaken) =>
  supplierAnswerStep(
    {
      def: settlementDeduction,
      refusal: 'appeal',
      setHeader: (c, id, values) => c.tx.update(deductions).set(values).where(eq(deductions.id, id)),
      sentTitle: async (c, d) => {
        const currency = String(d.header.currencyCode);
        return t('deduction.sentTodo', 'CN', {
          number: String(d.header.deductionNumber),
          type: await typeName(c.tx, String(d.header.deductionType), 'CN'),
          total: formatAmount(String(d.header.amountWithTax), currencyScale(currency)),
          currency,
        });
      },
      refusedTitle: (d, reason) =>
        t('deduction.appealedTodo', 'CN', { number: String(d.header.deductionNumber), reason }),
      onAgreed: enterSupply,
    },
    ctx,
    doc,
    step,
  );

export const deductionBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleDeduction',
  header: deductions,
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees a deduction from its sending on, never the buyer's draft (nor one recalled to correct).
  supplierWhere: isNotNull(deductions.sentDate),
  hooks: {
    validate,
    compute,
    afterStep,
    // A deleted draft (a proposed penalty the buyer threw away) frees its receipt lines for the next computation.
    afterSave: async (ctx, before, after) => {
      if (before && !after) await freePenaltyLines(ctx.tx, before.header.id);
    },
    present: async (db, lang, records) => {
      await presentParties(db, lang, records);
      await presentPenaltyLines(db, records);
    },
  },
};

export const deductionBound: BoundType = { def: settlementDeduction, binding: deductionBinding };

export const deductionDocumentActions = bindDocumentType(settlementDeduction, deductionBinding);
