import { formatAmount, t } from '@srm/core';
import { accountStatement } from '@srm/core/documents/accountStatement';
import { currencyScale } from '@srm/core/settlement/money';
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
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { paymentTermsByIds } from '../base/index.ts';
import { supplierById } from '../supplier/index.ts';
import { presentParties } from './parties.ts';
import { accountStatements } from './schema.ts';
import { clearDisputes, releaseLines, type StatementTerms, takeLines } from './statementLines.ts';
import {
  cancelSupplierTodo,
  handleBuyerTodo,
  handleSupplierTodo,
  openBuyerTodo,
  openSupplierTodo,
} from './supplierTodos.ts';

/*
 * The account statement's binding (issue 18 item 2). Saving a draft takes the supplier's OPEN supply lines
 * its terms cover (statementLines.ts); sending shows it to the supplier with a to-do; the supplier agrees
 * (the engine's confirm) or disputes, line by line (statementCalls.ts) or as a whole; recalling hides it
 * from the supplier again for correcting; voiding or deleting gives its lines back.
 */

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const errors: FieldError[] = [];
  if (!(await supplierById(ctx.tx, h.supplierId as number))) {
    errors.push({ field: 'supplierId', message: t('ref.notFound', ctx.lang) });
  }
  if (h.paymentTermId != null && !(await paymentTermsByIds(ctx.tx, [h.paymentTermId as number])).size) {
    errors.push({ field: 'paymentTermId', message: t('ref.notFound', ctx.lang) });
  }
  if (String(h.periodTo) < String(h.periodFrom)) {
    errors.push({ field: 'periodTo', message: t('statement.periodOrder', ctx.lang) });
  }
  return errors;
}

const termsOf = ({ header: h }: StoredDoc): StatementTerms => ({
  id: h.id,
  orgId: h.orgId as number,
  supplierId: h.supplierId as number,
  currencyCode: String(h.currencyCode),
  periodFrom: String(h.periodFrom),
  periodTo: String(h.periodTo),
  paymentTermId: (h.paymentTermId as number | null) ?? null,
});

async function afterSave(ctx: DocContext, before: StoredDoc | null, after: StoredDoc | null): Promise<void> {
  const userId = ctx.user.userId;
  if (!after) {
    if (before) await releaseLines(ctx.tx, before.header.id, userId);
    return;
  }
  const count = await takeLines(ctx.tx, termsOf(after), userId);
  // A new statement with nothing to settle is a mistake in its terms, said on the period.
  if (!before && count === 0) throw fieldErrors([{ field: 'periodTo', message: t('statement.noOpenLines', ctx.lang) }]);
}

async function beforeStep(_ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action === 'send' && Number(doc.header.lineCount) === 0) {
    throw new AppError(400, 'statement.noLines');
  }
}

/** The fields a step writes besides the status (no version change: the engine's step took it). */
const setHeader = (tx: DbOrTx, id: number, values: Partial<typeof accountStatements.$inferInsert>) =>
  tx.update(accountStatements).set(values).where(eq(accountStatements.id, id));

/** The supplier's to-do on sending: the statement and what it comes to. */
function sentTitle({ header: h }: StoredDoc): string {
  const currency = String(h.currencyCode);
  return t('statement.sentTodo', 'CN', {
    number: String(h.statementNumber),
    total: formatAmount(String(h.totalWithTax), currencyScale(currency)),
    currency,
  });
}

/** What each step does besides moving the status; the supplier's line-by-line dispute ends here too. */
export async function afterStatementStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const userId = ctx.user.userId;
  const id = doc.header.id;
  switch (step.action) {
    case 'send':
      // A statement sent again starts a clean round: the last objections were read and answered.
      await clearDisputes(ctx.tx, id);
      await setHeader(ctx.tx, id, { sentDate: new Date(), supplierNote: null, answeredDate: null });
      await handleBuyerTodo(ctx.tx, accountStatement, doc, userId);
      await openSupplierTodo(ctx.tx, accountStatement, doc, sentTitle(doc), userId);
      break;
    case 'confirm':
    case 'dispute':
      await setHeader(ctx.tx, id, { supplierNote: step.comment, answeredDate: new Date() });
      await handleSupplierTodo(ctx.tx, accountStatement, doc, userId);
      if (step.action === 'dispute') {
        const title = t('statement.disputedTodo', 'CN', {
          number: String(doc.header.statementNumber),
          reason: step.comment ?? '',
        });
        await openBuyerTodo(ctx.tx, accountStatement, doc, title, userId);
      }
      break;
    case 'recall':
      // Back with the buyer: the supplier no longer sees it until it is sent again.
      await setHeader(ctx.tx, id, { sentDate: null });
      await cancelSupplierTodo(ctx.tx, accountStatement, doc, userId);
      break;
    case 'abolish':
      await releaseLines(ctx.tx, id, userId);
      await cancelSupplierTodo(ctx.tx, accountStatement, doc, userId);
      await handleBuyerTodo(ctx.tx, accountStatement, doc, userId);
      break;
  }
}

export const statementBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleStatement',
  header: accountStatements,
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees a statement from its sending on, never the buyer's draft (nor one recalled to correct).
  supplierWhere: isNotNull(accountStatements.sentDate),
  hooks: { validate, afterSave, beforeStep, afterStep: afterStatementStep, present: presentParties },
};

export const statementBound: BoundType = { def: accountStatement, binding: statementBinding };

export const statementDocumentActions = bindDocumentType(accountStatement, statementBinding);
