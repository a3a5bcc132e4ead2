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
  DocRecord,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { paymentTermsByIds } from '../base/index.ts';
import { supplierById } from '../supplier/index.ts';
import { presentRuleNames } from './autoReconcileNames.ts';
import { presentParties, roundedMoney } from './parties.ts';
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

/** The refusal of a new statement with nothing to take (an auto-reconcile run counts it, and goes on). */
const nothingToSettle = (lang: DocContext['lang']) =>
  fieldErrors([{ field: 'periodTo', message: t('statement.noOpenLines', lang) }]);

/** Is this the refusal of a new statement with nothing to take, in either language? */
export function isNothingToSettle(e: unknown): boolean {
  if (!(e instanceof AppError)) return false;
  const errors = (e.data as { errors?: FieldError[] } | null)?.errors ?? [];
  const texts = new Set([t('statement.noOpenLines', 'CN'), t('statement.noOpenLines', 'EN')]);
  return errors.length === 1 && errors[0].field === 'periodTo' && texts.has(errors[0].message);
}

/** A statement made without a variant is a standard one (the buyer's screen always sends one). */
function compute(input: DocInput): void {
  input.header.variant ??= 'STANDARD';
}

/**
 * Each variant's own actions (docs/decisions.md "Auto-reconcile rules and the statement variants"): a
 * standard statement is agreed by the supplier; a two-sided one is agreed by the supplier, then checked by
 * the buyer; a self-operated subsidiary's is never sent, the buyer confirms it.
 */
const NOT_OFFERED: Record<string, readonly string[]> = {
  STANDARD: ['agree', 'check', 'sendBack', 'buyerConfirm'],
  TWO_SIDED: ['confirm', 'buyerConfirm'],
  SELF_OPERATED: ['send', 'recall', 'confirm', 'agree', 'check', 'sendBack'],
};

const offers = (header: StoredDoc['header'], action: string): boolean =>
  !(NOT_OFFERED[String(header.variant)] ?? NOT_OFFERED.STANDARD).includes(action);

async function afterSave(ctx: DocContext, before: StoredDoc | null, after: StoredDoc | null): Promise<void> {
  const userId = ctx.user.userId;
  if (!after) {
    if (before) await releaseLines(ctx.tx, before.header.id, userId);
    return;
  }
  const count = await takeLines(ctx.tx, termsOf(after), userId);
  // A new statement with nothing to settle is a mistake in its terms, said on the period.
  if (!before && count === 0) throw nothingToSettle(ctx.lang);
}

async function beforeStep(_ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action === 'send' && Number(doc.header.lineCount) === 0) {
    throw new AppError(400, 'statement.noLines');
  }
}

/** The fields a step writes besides the status (no version change: the engine's step took it). */
const setHeader = (tx: DbOrTx, id: number, values: Partial<typeof accountStatements.$inferInsert>) =>
  tx.update(accountStatements).set(values).where(eq(accountStatements.id, id));

/** A to-do's title: the statement and what it comes to. */
function todoTitle(key: 'statement.sentTodo' | 'statement.checkTodo', { header: h }: StoredDoc): string {
  const currency = String(h.currencyCode);
  return t(key, 'CN', {
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
      await openSupplierTodo(ctx.tx, accountStatement, doc, todoTitle('statement.sentTodo', doc), userId);
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
    case 'agree':
      // A two-sided statement the supplier agreed: the buyer (its creator) checks it.
      await setHeader(ctx.tx, id, { supplierNote: step.comment, answeredDate: new Date() });
      await handleSupplierTodo(ctx.tx, accountStatement, doc, userId);
      await openBuyerTodo(ctx.tx, accountStatement, doc, todoTitle('statement.checkTodo', doc), userId);
      break;
    case 'check':
      await setHeader(ctx.tx, id, { checkNote: step.comment, checkedDate: new Date() });
      await handleBuyerTodo(ctx.tx, accountStatement, doc, userId);
      break;
    case 'sendBack':
      // Back with the buyer to correct, hidden from the supplier until sent again (as a recall); the reason is
      // the buyer's own (an internal field, and the history row is not shared with the supplier).
      await setHeader(ctx.tx, id, { sentDate: null, checkNote: step.comment, checkedDate: new Date() });
      await handleBuyerTodo(ctx.tx, accountStatement, doc, userId);
      break;
    case 'buyerConfirm':
      // A self-operated subsidiary's statement, confirmed by the buyer: from now on its supplier sees it,
      // agreed, to register the invoice (never a to-do of its own).
      await setHeader(ctx.tx, id, { sentDate: new Date() });
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

/** The parties' names, the rule's that built it (the buyer's side only: an internal field), rounded totals. */
async function presentStatements(db: DbOrTx, lang: DocContext['lang'], records: DocRecord[]): Promise<void> {
  await presentParties(db, lang, records);
  await presentRuleNames(db, lang, records);
  // Totals as the currency shows them (stored with 4 decimals), as every question summing them up says them.
  for (const r of records) roundedMoney(r, ['totalAmount', 'totalTax', 'totalWithTax']);
}

export const statementBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleStatement',
  header: accountStatements,
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees a statement from its sending on, never the buyer's draft (nor one recalled to correct).
  supplierWhere: isNotNull(accountStatements.sentDate),
  hooks: {
    validate,
    compute,
    offers,
    afterSave,
    beforeStep,
    afterStep: afterStatementStep,
    present: presentStatements,
  },
};

export const statementBound: BoundType = { def: accountStatement, binding: statementBinding };

export const statementDocumentActions = bindDocumentType(accountStatement, statementBinding);
