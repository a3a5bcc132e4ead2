import { type Lang, t } from '@srm/core';
import { subtractDecimal, sumAmounts } from '@srm/core/documents/amounts';
import { settlementInvoice } from '@srm/core/documents/settlementInvoice';
import { INVOICE_TOLERANCE, invoiceMatches, matchInvoice, type RateFigures } from '@srm/core/settlement/invoiceMatch';
import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import { remainingMoney } from '@srm/core/settlement/paymentTotals';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { findDoc } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';

import { resolveInvoiceRefs } from './invoiceImport.ts';
import { presentParties } from './parties.ts';
import { paidOf } from './payment.ts';
import { accountStatements, invoiceLines, invoices, settleSupply } from './schema.ts';
import { statementBound } from './statement.ts';
import { cancelSupplierTodo, handleSupplierTodo, openSupplierTodo } from './supplierTodos.ts';

/*
 * The invoice's binding (issue 18 item 4). The supplier registers the tax invoices of one agreed statement of
 * its own; saving copies the statement's figures, checks each tax invoice's code and number (format, and not
 * registered before by this supplier) and rate (one the statement holds), and computes the totals and the
 * difference. The match per tax rate (packages/core settlement/invoiceMatch.ts) is shown with the record and
 * decides whether finance may confirm it; finance returns it with a reason otherwise.
 */

/** The agreed statement's lines summed per tax rate. */
async function statementRates(db: DbOrTx, statementIds: number[]): Promise<Map<number, RateFigures[]>> {
  if (statementIds.length === 0) return new Map();
  const rows = await db
    .select({
      statementId: settleSupply.statementId,
      taxRate: settleSupply.taxRate,
      amount: sql<string>`sum(${settleSupply.amount})::text`,
      taxAmount: sql<string>`sum(${settleSupply.taxAmount})::text`,
    })
    .from(settleSupply)
    .where(inArray(settleSupply.statementId, statementIds))
    .groupBy(settleSupply.statementId, settleSupply.taxRate);
  const out = new Map<number, RateFigures[]>();
  for (const r of rows) {
    const list = out.get(r.statementId as number) ?? [];
    list.push({ taxRate: r.taxRate, amount: r.amount, taxAmount: r.taxAmount });
    out.set(r.statementId as number, list);
  }
  return out;
}

const EIGHT_OR_TWENTY = /^(\d{8}|\d{20})$/;
const CODE = /^(\d{10}|\d{12})$/;

/** A tax invoice's code and number as the dedupe key (a 20-digit digital invoice has no code). */
const keyOf = (code: unknown, number: unknown) => `${String(code ?? '').trim()}|${String(number).trim()}`;

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const errors: FieldError[] = [];
  const statement = await findDoc(ctx.tx, statementBound, ctx.scope, h.statementId as number);
  if (statement?.header.status !== 'CONFIRMED') {
    return [{ field: 'statementId', message: t('invoice.statementNotAgreed', ctx.lang) }];
  }
  const id = input.id ?? null;
  const [other] = await ctx.tx
    .select({ number: invoices.registrationNumber })
    .from(invoices)
    .where(
      and(
        eq(invoices.statementId, statement.header.id),
        ne(invoices.status, 'ABOLISHED'),
        id == null ? undefined : ne(invoices.id, id),
      ),
    )
    .limit(1);
  if (other) errors.push({ field: 'statementId', message: t('invoice.statementInvoiced', ctx.lang, other) });
  Object.assign(h, {
    orgId: statement.header.orgId,
    supplierId: statement.header.supplierId,
    currencyCode: statement.header.currencyCode,
    statementWithTax: statement.header.totalWithTax,
  });
  const expected = (await statementRates(ctx.tx, [statement.header.id])).get(statement.header.id) ?? [];
  const rateOf = (rate: unknown) => String(Number(rate));
  const rates = new Set(expected.map((r) => rateOf(r.taxRate)));
  const seen = new Map<string, number>();
  for (const [i, l] of input.lines.entries()) {
    const number = String(l.invoiceNumber ?? '').trim();
    const code = String(l.invoiceCode ?? '').trim();
    l.invoiceNumber = number;
    l.invoiceCode = code || null;
    if (!EIGHT_OR_TWENTY.test(number)) {
      errors.push({ field: `lines.${i}.invoiceNumber`, message: t('invoice.numberFormat', ctx.lang) });
    } else if (number.length === 8 ? !CODE.test(code) : code !== '') {
      errors.push({ field: `lines.${i}.invoiceCode`, message: t('invoice.codeFormat', ctx.lang) });
    }
    if (l.taxRate != null && !rates.has(rateOf(l.taxRate))) {
      errors.push({
        field: `lines.${i}.taxRate`,
        message: t('invoice.rateNotOnStatement', ctx.lang, { rates: [...rates].map((r) => `${r}%`).join(', ') }),
      });
    }
    const key = keyOf(code, number);
    if (seen.has(key)) {
      errors.push({
        field: `lines.${i}.invoiceNumber`,
        message: t('invoice.duplicateOnThis', ctx.lang, { number }),
      });
    }
    seen.set(key, i);
  }
  // Registered before by this supplier, on an invoice that is not void (any other than this one).
  const numbers = [...seen.keys()].map((k) => k.split('|')[1]);
  if (numbers.length > 0) {
    const taken = await ctx.tx
      .select({
        code: invoiceLines.invoiceCode,
        number: invoiceLines.invoiceNumber,
        registration: invoices.registrationNumber,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          inArray(invoiceLines.invoiceNumber, numbers),
          eq(invoices.supplierId, statement.header.supplierId as number),
          ne(invoices.status, 'ABOLISHED'),
          id == null ? undefined : ne(invoices.id, id),
        ),
      );
    for (const row of taken) {
      const i = seen.get(keyOf(row.code, row.number));
      if (i != null) {
        errors.push({
          field: `lines.${i}.invoiceNumber`,
          message: t('invoice.duplicate', ctx.lang, { number: row.number, registration: row.registration }),
        });
      }
    }
  }
  return errors;
}

function compute(input: DocInput): void {
  const h = input.header;
  const scale = currencyScale(String(h.currencyCode ?? 'CNY'));
  for (const l of input.lines) l.amountWithTax = sumAmounts([String(l.amount), String(l.taxAmount)], scale);
  h.totalAmount = sumAmounts(
    input.lines.map((l) => String(l.amount)),
    scale,
  );
  h.totalTax = sumAmounts(
    input.lines.map((l) => String(l.taxAmount)),
    scale,
  );
  h.totalWithTax = sumAmounts([String(h.totalAmount), String(h.totalTax)], scale);
  h.differenceWithTax = subtractDecimal(String(h.totalWithTax), String(h.statementWithTax ?? 0), scale);
}

const invoicedOf = (doc: { lines: Record<string, unknown>[] }): RateFigures[] =>
  doc.lines.map((l) => ({ taxRate: String(l.taxRate), amount: String(l.amount), taxAmount: String(l.taxAmount) }));

async function beforeStep(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'confirm') return;
  const statementId = doc.header.statementId as number;
  const expected = (await statementRates(ctx.tx, [statementId])).get(statementId) ?? [];
  const rows = matchInvoice(expected, invoicedOf(doc), String(doc.header.currencyCode));
  if (!invoiceMatches(rows)) throw new AppError(409, 'invoice.notMatched', { tolerance: INVOICE_TOLERANCE });
}

async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const userId = ctx.user.userId;
  if (step.action === 'reject') {
    await ctx.tx.update(invoices).set({ financeNote: step.comment }).where(eq(invoices.id, doc.header.id));
    const title = t('invoice.returnedTodo', 'CN', {
      number: String(doc.header.registrationNumber),
      reason: step.comment ?? '',
    });
    await openSupplierTodo(ctx.tx, settlementInvoice, doc, title, userId);
  } else if (step.action === 'submit') {
    await handleSupplierTodo(ctx.tx, settlementInvoice, doc, userId);
  } else if (step.action === 'abolish') {
    await cancelSupplierTodo(ctx.tx, settlementInvoice, doc, userId);
  }
}

/** Names, the statement's number, and — on a record with its lines — the match per tax rate. */
async function present(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentParties(db, lang, records);
  const statementIds = [...new Set(records.map((r) => r.statementId as number))];
  const numbers = statementIds.length
    ? await db
        .select({ id: accountStatements.id, number: accountStatements.statementNumber })
        .from(accountStatements)
        .where(inArray(accountStatements.id, statementIds))
    : [];
  const withLines = records.filter((r) => Array.isArray(r.lines));
  const rates = await statementRates(
    db,
    withLines.map((r) => r.statementId as number),
  );
  // A confirmed invoice's unpaid rest: its total less what payment applications not void take of it.
  const confirmed = records.filter((r) => r.status === 'CONFIRMED').map((r) => r.invoiceId as number);
  const paid = await paidOf(db, confirmed, null);
  for (const r of records) {
    r.statementNumber = numbers.find((n) => n.id === r.statementId)?.number ?? null;
    r.unpaidAmount =
      r.status === 'CONFIRMED'
        ? remainingMoney(String(r.totalWithTax ?? 0), paid.get(r.invoiceId as number), String(r.currencyCode))
        : null;
    if (!Array.isArray(r.lines)) continue;
    const rows = matchInvoice(
      rates.get(r.statementId as number) ?? [],
      invoicedOf(r as { lines: Record<string, unknown>[] }),
      String(r.currencyCode),
    );
    r.match = rows;
    r.matched = invoiceMatches(rows);
    r.tolerance = roundMoney(INVOICE_TOLERANCE, String(r.currencyCode));
    r.currencyScale = currencyScale(String(r.currencyCode));
  }
}

export const invoiceBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleInvoice',
  header: invoices,
  lines: { table: invoiceLines, parentKey: 'invoiceId' },
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier's draft is its own until it submits it: finance sees an invoice from SUBMITTED on.
  buyerWhere: ne(invoices.status, 'DRAFT'),
  hooks: { validate, compute, beforeStep, afterStep, present, importRefs: resolveInvoiceRefs },
};

export const invoiceBound: BoundType = { def: settlementInvoice, binding: invoiceBinding };

export const invoiceDocumentActions = bindDocumentType(settlementInvoice, invoiceBinding);
