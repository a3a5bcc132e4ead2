import { formatAmount, t } from '@srm/core';
import { settlementBalance } from '@srm/core/documents/settlementBalance';
import { currencyScale } from '@srm/core/settlement/money';
import { eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocRecord,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { supplierById } from '../supplier/index.ts';
import { type BalanceTerms, balanceFigures } from './balanceFigures.ts';
import { presentParties, roundedMoney } from './parties.ts';
import { balances } from './schema.ts';
import { supplierAnswerStep } from './supplierAnswer.ts';

/*
 * The statement of account's binding (issue 18 item 2). Every save of a draft computes its figures from the
 * settlement documents of its terms (balanceFigures.ts), and sending computes them again, so what the supplier
 * is sent is the balance as it stands that moment; from then on the figures are what both sides agree or
 * dispute. Sent, answered, recalled and voided as a deduction is (supplierAnswer.ts).
 */

const termsOf = (h: Record<string, unknown>): BalanceTerms => ({
  orgId: h.orgId as number,
  supplierId: h.supplierId as number,
  currencyCode: String(h.currencyCode),
  periodFrom: String(h.periodFrom),
  periodTo: String(h.periodTo),
});

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  if (String(h.periodTo) < String(h.periodFrom)) {
    return [{ field: 'periodTo', message: t('balance.periodOrder', ctx.lang) }];
  }
  if (!(await supplierById(ctx.tx, h.supplierId as number))) {
    return [{ field: 'supplierId', message: t('ref.notFound', ctx.lang) }];
  }
  Object.assign(h, await balanceFigures(ctx.tx, termsOf(h)));
  return [];
}

/** Sending takes the balance as it stands now (a payment registered since the last save is in it). */
async function beforeStep(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'send') return;
  const figures = await balanceFigures(ctx.tx, termsOf(doc.header));
  await ctx.tx.update(balances).set(figures).where(eq(balances.id, doc.header.id));
  Object.assign(doc.header, figures);
}

const afterStep = (ctx: DocContext, doc: StoredDoc, step: StepTaken) =>
  supplierAnswerStep(
    {
      def: settlementBalance,
      refusal: 'dispute',
      setHeader: (c, id, values) => c.tx.update(balances).set(values).where(eq(balances.id, id)),
      sentTitle: async (_c, d) => {
        const currency = String(d.header.currencyCode);
        return t('balance.sentTodo', 'CN', {
          number: String(d.header.balanceNumber),
          closing: formatAmount(String(d.header.closingBalance), currencyScale(currency)),
          currency,
        });
      },
      refusedTitle: (d, reason) => t('balance.disputedTodo', 'CN', { number: String(d.header.balanceNumber), reason }),
    },
    ctx,
    doc,
    step,
  );

const FIGURES = ['openingBalance', 'invoicedAmount', 'paidAmount', 'advancedAmount', 'closingBalance'];

async function present(db: DbOrTx, lang: 'CN' | 'EN', records: DocRecord[]): Promise<void> {
  await presentParties(db, lang, records);
  for (const r of records) roundedMoney(r, FIGURES);
}

export const balanceBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleBalance',
  header: balances,
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees a statement of account from its sending on, never the buyer's draft (nor one recalled).
  supplierWhere: isNotNull(balances.sentDate),
  hooks: { validate, beforeStep, afterStep, present },
};

export const balanceBound: BoundType = { def: settlementBalance, binding: balanceBinding };

export const balanceDocumentActions = bindDocumentType(settlementBalance, balanceBinding);
