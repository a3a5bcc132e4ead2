import { type Lang, t } from '@srm/core';
import { settlementPayment } from '@srm/core/documents/settlementPayment';
import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import { paymentTotals, remainingMoney } from '@srm/core/settlement/paymentTotals';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { orderRateOn } from '../purchase/index.ts';
import { writtenOffOf } from './advance.ts';
import { lockSupplierPayables } from './locks.ts';
import { presentParties, roundedMoney } from './parties.ts';
import { postApprovedToErp, sendPaymentNotice } from './paying.ts';
import { accountStatements, advances, invoices, paymentLines, payments } from './schema.ts';
import { refreshSettled } from './settledInvoices.ts';

/*
 * The payment application's binding (issue 18 item 5). A new application with no lines takes every confirmed
 * invoice of its supplier, organisation and currency that is not paid in full, each at its unpaid rest (as a
 * new statement takes the open receipt lines); the user may then lower or remove lines. Each line's amount
 * stays within its invoice's unpaid rest, the write-off within the advance's usable rest and the invoices'
 * total — counting every application not void, under the supplier's lock, so two at once never pay an
 * invoice twice. The book-currency amount uses the rate of the application's date.
 */

/** The book currency of the demo company (the rates lead to it). */
const BOOK_CURRENCY = 'CNY';

const fieldError = (field: string, message: string): FieldError => ({ field, message });

/** What applications (not void) pay of some invoices, one application left out. */
export async function paidOf(db: DbOrTx, invoiceIds: readonly number[], exceptPaymentId: number | null) {
  if (invoiceIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ invoiceId: paymentLines.invoiceId, sum: sql<string>`sum(${paymentLines.applyAmount})::text` })
    .from(paymentLines)
    .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
    .where(
      and(
        inArray(paymentLines.invoiceId, [...new Set(invoiceIds)]),
        ne(payments.status, 'ABOLISHED'),
        exceptPaymentId == null ? undefined : ne(payments.id, exceptPaymentId),
      ),
    )
    .groupBy(paymentLines.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId, r.sum]));
}

type Party = { orgId: number; supplierId: number; currencyCode: string };

/** The confirmed invoices of a party with their unpaid rest (this application left out), oldest first. */
async function payableInvoices(db: DbOrTx, party: Party, exceptPaymentId: number | null, ids?: number[]) {
  const rows = await db
    .select({ id: invoices.id, totalWithTax: invoices.totalWithTax })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'CONFIRMED'),
        eq(invoices.orgId, party.orgId),
        eq(invoices.supplierId, party.supplierId),
        eq(invoices.currencyCode, party.currencyCode),
        ids ? inArray(invoices.id, ids.length ? ids : [0]) : undefined,
      ),
    )
    .orderBy(asc(invoices.id));
  const paid = await paidOf(
    db,
    rows.map((r) => r.id),
    exceptPaymentId,
  );
  return rows.map((r) => ({
    id: r.id,
    totalWithTax: roundMoney(r.totalWithTax ?? '0', party.currencyCode),
    open: remainingMoney(r.totalWithTax ?? '0', paid.get(r.id), party.currencyCode),
  }));
}

async function lineErrors(ctx: DocContext, input: DocInput, party: Party): Promise<FieldError[]> {
  const id = input.id ?? null;
  if (input.lines.length === 0) {
    const open = (await payableInvoices(ctx.tx, party, id)).filter((r) => new Decimal(r.open).gt(0));
    if (open.length === 0) return [fieldError('supplierId', t('payment.noOpenInvoices', ctx.lang))];
    input.lines = open.map((r) => ({ invoiceId: r.id, applyAmount: r.open }));
  }
  const ids = input.lines.map((l) => l.invoiceId as number);
  const found = new Map((await payableInvoices(ctx.tx, party, id, ids)).map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const [i, l] of input.lines.entries()) {
    const invoice = found.get(l.invoiceId as number);
    if (!invoice) {
      errors.push(fieldError(`lines.${i}.invoiceId`, t('payment.invoiceNotPayable', ctx.lang)));
      continue;
    }
    if (seen.has(invoice.id)) errors.push(fieldError(`lines.${i}.invoiceId`, t('payment.invoiceTwice', ctx.lang)));
    seen.add(invoice.id);
    l.invoiceWithTax = invoice.totalWithTax;
    if (new Decimal(String(l.applyAmount)).gt(invoice.open)) {
      errors.push(fieldError(`lines.${i}.applyAmount`, t('payment.overInvoice', ctx.lang, { open: invoice.open })));
    }
  }
  return errors;
}

async function writeOffErrors(ctx: DocContext, input: DocInput, party: Party): Promise<FieldError[]> {
  const h = input.header;
  const writeOff = new Decimal(String(h.writeOffAmount ?? 0));
  if (h.advanceId == null) {
    return writeOff.gt(0) ? [fieldError('advanceId', t('payment.writeOffWithoutAdvance', ctx.lang))] : [];
  }
  const [advance] = await ctx.tx
    .select()
    .from(advances)
    .where(eq(advances.id, h.advanceId as number));
  if (
    advance?.status !== 'PAID' ||
    advance.supplierId !== party.supplierId ||
    advance.currencyCode !== party.currencyCode
  ) {
    return [fieldError('advanceId', t('payment.advanceNotUsable', ctx.lang))];
  }
  const used = (await writtenOffOf(ctx.tx, [advance.id], input.id ?? null)).get(advance.id);
  const usable = remainingMoney(advance.amount, used, party.currencyCode);
  if (writeOff.gt(usable)) return [fieldError('writeOffAmount', t('payment.overAdvance', ctx.lang, { usable }))];
  const total = input.lines.reduce((s, l) => s.plus(String(l.applyAmount ?? 0)), new Decimal(0));
  if (writeOff.gt(total)) {
    const shown = roundMoney(total, party.currencyCode);
    return [fieldError('writeOffAmount', t('payment.overInvoiced', ctx.lang, { total: shown }))];
  }
  return [];
}

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const party = {
    orgId: h.orgId as number,
    supplierId: h.supplierId as number,
    currencyCode: String(h.currencyCode),
  };
  await lockSupplierPayables(ctx.tx, party.supplierId);
  const errors = [...(await lineErrors(ctx, input, party)), ...(await writeOffErrors(ctx, input, party))];
  const rate = await orderRateOn(ctx.tx, party.currencyCode, String(h.applyDate));
  if (rate == null)
    errors.push(fieldError('currencyCode', t('payment.noRate', ctx.lang, { currency: party.currencyCode })));
  h.exchangeRate = rate;
  return errors;
}

function compute(input: DocInput): void {
  const h = input.header;
  const currency = String(h.currencyCode);
  for (const l of input.lines) l.applyAmount = roundMoney(String(l.applyAmount), currency);
  if (h.writeOffAmount != null) h.writeOffAmount = roundMoney(String(h.writeOffAmount), currency);
  Object.assign(
    h,
    paymentTotals(
      input.lines.map((l) => String(l.applyAmount)),
      h.writeOffAmount as string | null,
      currency,
      String(h.exchangeRate ?? '1'),
      BOOK_CURRENCY,
    ),
  );
}

/** Names; on a record with its lines, each invoice's number, statement and unpaid rest (this application left out). */
async function present(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentParties(db, lang, records);
  const advanceIds = records.flatMap((r) => (typeof r.advanceId === 'number' ? [r.advanceId] : []));
  const numbers = advanceIds.length
    ? await db
        .select({ id: advances.id, number: advances.advanceNumber })
        .from(advances)
        .where(inArray(advances.id, advanceIds))
    : [];
  for (const r of records) {
    r.advanceNumber = numbers.find((n) => n.id === r.advanceId)?.number ?? null;
    r.currencyScale = currencyScale(String(r.currencyCode));
    roundedMoney(r, ['writeOffAmount', 'invoicedTotal', 'payAmount']);
    roundedMoney(r, ['payAmountLocal'], BOOK_CURRENCY);
    if (!Array.isArray(r.lines)) continue;
    const lines = r.lines as DocRecord[];
    const ids = lines.map((l) => l.invoiceId as number);
    const [named, paid] = await Promise.all([
      ids.length
        ? db
            .select({
              id: invoices.id,
              registration: invoices.registrationNumber,
              statement: accountStatements.statementNumber,
            })
            .from(invoices)
            .leftJoin(accountStatements, eq(accountStatements.id, invoices.statementId))
            .where(inArray(invoices.id, ids))
        : [],
      paidOf(db, ids, r.paymentId as number),
    ]);
    for (const l of lines) {
      const invoice = named.find((n) => n.id === l.invoiceId);
      l.registrationNumber = invoice?.registration ?? null;
      l.statementNumber = invoice?.statement ?? null;
      roundedMoney(l, ['invoiceWithTax', 'applyAmount'], String(r.currencyCode));
      l.openAmount = remainingMoney(
        String(l.invoiceWithTax ?? 0),
        paid.get(l.invoiceId as number),
        String(r.currencyCode),
      );
    }
  }
}

async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  // Whatever the step, the invoices it pays are settled or not by what is PAID on them now.
  const lines = await ctx.tx
    .select({ invoiceId: paymentLines.invoiceId })
    .from(paymentLines)
    .where(eq(paymentLines.paymentId, doc.header.id));
  await refreshSettled(
    ctx.tx,
    lines.map((l) => l.invoiceId),
  );
  if (step.action !== 'pay') return;
  const [paid] = await ctx.tx.select().from(payments).where(eq(payments.id, doc.header.id));
  await sendPaymentNotice(ctx.tx, settlementPayment, paid, 'payAmount', ctx.user.userId);
}

export const paymentBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettlePayment',
  header: payments,
  lines: { table: paymentLines, parentKey: 'paymentId' },
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees an application once the bank has paid it: its payment notice.
  supplierWhere: eq(payments.status, 'PAID'),
  hooks: { validate, compute, afterStep, present },
};

export const paymentBound: BoundType = { def: settlementPayment, binding: paymentBinding };

// Approved: to the ERP with its invoices and the advance written off, which pays it.
postApprovedToErp(settlementPayment, async (tx, h, docId) => {
  const lines = await tx
    .select({ registration: invoices.registrationNumber, applyAmount: paymentLines.applyAmount })
    .from(paymentLines)
    .innerJoin(invoices, eq(invoices.id, paymentLines.invoiceId))
    .where(eq(paymentLines.paymentId, docId))
    .orderBy(asc(paymentLines.lineNumber));
  const [advance] = h.advanceId
    ? await tx
        .select({ number: advances.advanceNumber })
        .from(advances)
        .where(eq(advances.id, h.advanceId as number))
    : [];
  return {
    applyDate: h.applyDate,
    dueDate: h.dueDate,
    invoicedTotal: h.invoicedTotal,
    advanceNumber: advance?.number ?? null,
    writeOffAmount: h.writeOffAmount,
    payAmount: h.payAmount,
    exchangeRate: h.exchangeRate,
    payAmountLocal: h.payAmountLocal,
    invoices: lines,
  };
});

export const paymentDocumentActions = bindDocumentType(settlementPayment, paymentBinding);
