import { formatDate, type Lang, type MessageKey, t } from '@srm/core';
import { compareDecimal, divideToScale, subtractDecimal } from '@srm/core/documents/amounts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocContext, DocInput, StoredDoc } from '../../../platform/documents/binding.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { checkOrgRef } from '../../admin/department.ts';
import { categoriesByIds, materialsByIds, rateOn } from '../../base/index.ts';
import { supplierById } from '../../supplier/index.ts';
import { purchaseOrderLines } from '../orderSchema.ts';
import { requisitionLinesForOrder } from '../requisitionOrdered.ts';
import { orderLibraryPrice, orderSourceRefusal } from './orderSources.ts';

/*
 * The order's own rules (the engine has checked formats, lookups, states and scope columns): the
 * references, the supplier may trade and may supply each material (ASL), a price other than the
 * library's carries a reason (docs/decisions.md "Order prices"), a requisition line is not ordered beyond what
 * remains of it, and the exchange rate of the order date.
 */

/** The currency exchange rates lead to (the demo company keeps its books in yuan). */
export const BOOK_CURRENCY = 'CNY';
const RATE_TYPE = 'SPOT';
/** Decimals of a line price (the declaration's price field). */
const PRICE_SCALE = 6;

const error = (field: string, key: MessageKey, lang: Lang, params: Record<string, string | number> = {}) => ({
  field,
  message: t(key, lang, params),
});

async function orgErrors(ctx: DocContext, orgId: number): Promise<FieldError[]> {
  try {
    await checkOrgRef(ctx.tx, ctx.scope, ctx.lang, { orgId, enabled: true });
    return [];
  } catch (e) {
    const errors = e instanceof AppError ? (e.data as { errors?: FieldError[] } | null)?.errors : undefined;
    if (errors) return errors;
    throw e;
  }
}

/** The supplier exists (whether it may trade and supply each line is the sources rule, per line). */
async function supplierErrors(ctx: DocContext, supplierId: number): Promise<FieldError[]> {
  return (await supplierById(ctx.tx, supplierId)) ? [] : [error('supplierId', 'ref.notFound', ctx.lang)];
}

/** Sets the exchange rate of the order date (read-only on the form); an error when there is none. */
async function rateErrors(ctx: DocContext, header: DocInput['header']): Promise<FieldError[]> {
  const currency = String(header.currencyCode);
  const found = await rateOn(ctx.tx, {
    fromCurrency: currency,
    toCurrency: BOOK_CURRENCY,
    rateType: RATE_TYPE,
    day: String(header.orderDate),
  });
  if (!found) return [error('currencyCode', 'order.noRate', ctx.lang, { currency })];
  header.exchangeRate = found.rate;
  return [];
}

/**
 * Lines: category and material exist; the supplier may supply the material (ASL); when the library
 * prices the line, its price is recorded beside the typed one (libraryPriceErrors); a line drawn from a
 * requisition takes no more than remains of it.
 */
async function lineErrors(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { header, lines } = input;
  const ids = (key: string) => lines.flatMap((l) => (typeof l[key] === 'number' ? [l[key] as number] : []));
  const categories = await categoriesByIds(ctx.tx, ids('categoryId'));
  const materials = await materialsByIds(ctx.tx, ids('materialId'));
  // The hook is given the input only: the kept lines tell which order this is and where they came from
  // (read-only fields are never sent, so a kept line keeps its requisition line).
  const stored = await storedLines(
    ctx.tx,
    lines.flatMap((l) => (l.id ? [l.id] : [])),
  );
  const orderId = [...stored.values()][0]?.orderId ?? null;
  const requisitionLineOf = (line: DocInput['lines'][number]) =>
    (line.requisitionLineId as number | undefined) ?? (line.id ? stored.get(line.id)?.requisitionLineId : null) ?? null;
  const drawn = await requisitionLinesForOrder(
    ctx.tx,
    lines.flatMap((l) => requisitionLineOf(l) ?? []),
    orderId,
  );
  const taken = new Map<number, string>();
  const errors: FieldError[] = [];
  const date = String(header.orderDate);
  for (const [i, line] of lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    const category = categories.get(line.categoryId as number);
    if (!category) errors.push(error(at('categoryId'), 'ref.notFound', ctx.lang));
    else if (category.enabledFlag !== 'Y') errors.push(error(at('categoryId'), 'ref.disabled', ctx.lang));
    const materialId = (line.materialId as number | null) ?? null;
    if (materialId != null) {
      const material = materials.get(materialId);
      if (!material) errors.push(error(at('materialId'), 'ref.notFound', ctx.lang));
      else if (material.enabledFlag !== 'Y') errors.push(error(at('materialId'), 'ref.disabled', ctx.lang));
    }
    const refusal = await orderSourceRefusal(ctx.tx, {
      orgId: header.orgId as number,
      supplierId: header.supplierId as number,
      materialId,
      categoryId: line.categoryId as number,
      date,
      lang: ctx.lang,
    });
    if (refusal) errors.push({ field: at(materialId != null ? 'materialId' : 'categoryId'), message: refusal });
    line.priceEntryId = null;
    line.libraryPrice = null;
    // A line called off an agreement keeps the agreement's price; others take the library's.
    const fromAgreement = (line.agreementLineId ?? (line.id ? stored.get(line.id)?.agreementLineId : null)) != null;
    if (materialId != null && !fromAgreement) {
      const library = await orderLibraryPrice(ctx.tx, {
        orgId: header.orgId as number,
        supplierId: header.supplierId as number,
        materialId,
        currencyCode: String(header.currencyCode),
        quantity: String(line.quantity),
        date,
      });
      errors.push(...libraryPriceErrors(ctx.lang, i, line, library));
    }
    const requisitionLineId = requisitionLineOf(line);
    if (requisitionLineId != null) {
      const source = drawn.get(requisitionLineId);
      if (source?.status !== 'APPROVED') {
        errors.push(error(at('quantity'), 'order.requisitionLineNotApproved', ctx.lang));
        continue;
      }
      if (source.orgId !== header.orgId) errors.push(error(at('quantity'), 'order.requisitionOrgMismatch', ctx.lang));
      const before = taken.get(requisitionLineId) ?? source.orderedElsewhere;
      const remaining = subtractDecimal(source.quantity, before, 4);
      if (compareDecimal(String(line.quantity), remaining) > 0) {
        errors.push(error(at('quantity'), 'order.overRemaining', ctx.lang, { remaining: Number(remaining) }));
      }
      taken.set(requisitionLineId, subtractDecimal(before, `-${line.quantity}`, 4));
    }
  }
  return errors;
}

/**
 * A line the price library prices (docs/decisions.md "Order prices: a buyer may depart from the
 * library with a reason"): the line keeps the entry and its price as `libraryPrice`; a typed price
 * other than it needs a reason, and the tax rate is the library's. Nothing typed is replaced: a
 * price that does not hold is refused, naming the library's.
 */
function libraryPriceErrors(
  lang: Lang,
  i: number,
  line: DocInput['lines'][number],
  library: Awaited<ReturnType<typeof orderLibraryPrice>>,
): FieldError[] {
  if (!library) return [];
  const price = divideToScale(library.unitPrice, '1', PRICE_SCALE);
  Object.assign(line, { priceEntryId: library.priceEntryId, libraryPrice: price });
  const errors: FieldError[] = [];
  const reason = typeof line.priceChangeReason === 'string' ? line.priceChangeReason.trim() : '';
  if (compareDecimal(String(line.price), price) !== 0 && !reason)
    errors.push(error(`lines.${i}.priceChangeReason`, 'order.priceReasonRequired', lang, { price: Number(price) }));
  if (compareDecimal(String(line.taxRate), library.taxRate) !== 0)
    errors.push(error(`lines.${i}.taxRate`, 'order.taxRateNotLibrary', lang, { rate: Number(library.taxRate) }));
  return errors;
}

/**
 * The price and tax rate a line the server writes (an order made from requisition lines) starts from:
 * the library's when it prices the line, else the given ones. The buyer may then depart from it with a reason.
 */
export async function startingPrice(
  db: DbOrTx,
  q: {
    orgId: number;
    supplierId: number;
    materialId: number | null;
    currencyCode: string;
    quantity: string;
    date: string;
  },
  fallback: { price: string; taxRate: string },
): Promise<{ price: string; taxRate: string }> {
  if (q.materialId == null) return fallback;
  const library = await orderLibraryPrice(db, { ...q, materialId: q.materialId });
  return library ? { price: divideToScale(library.unitPrice, '1', PRICE_SCALE), taxRate: library.taxRate } : fallback;
}

/** The stored order lines of these ids: their order and requisition line. */
async function storedLines(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { orderId: number; requisitionLineId: number | null; agreementLineId: number | null }>();
  const rows = await tx
    .select({
      id: purchaseOrderLines.id,
      orderId: purchaseOrderLines.orderId,
      requisitionLineId: purchaseOrderLines.requisitionLineId,
      agreementLineId: purchaseOrderLines.agreementLineId,
    })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The save's rules. */
export async function validateOrder(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  return [
    ...(await orgErrors(ctx, input.header.orgId as number)),
    ...(await supplierErrors(ctx, input.header.supplierId as number)),
    ...(await rateErrors(ctx, input.header)),
    ...(await lineErrors(ctx, input)),
  ];
}

/**
 * To submit: at least one line, no need-by date in the past, and each line still passes the sources rule
 * (the supplier may have been blocked, or its ASL entry may have ended, since the order was saved).
 */
export async function validateOrderSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (doc.lines.length === 0) errors.push(error('lines', 'document.noLines', ctx.lang));
  const today = formatDate(new Date());
  for (const [i, line] of doc.lines.entries()) {
    if (String(line.needByDate) < today)
      errors.push(error(`lines.${i}.needByDate`, 'requisition.needByDatePast', ctx.lang));
    const refusal = await orderSourceRefusal(ctx.tx, {
      orgId: doc.header.orgId as number,
      supplierId: doc.header.supplierId as number,
      materialId: (line.materialId as number | null) ?? null,
      categoryId: line.categoryId as number,
      date: today,
      lang: ctx.lang,
    });
    if (refusal)
      errors.push({ field: `lines.${i}.${line.materialId != null ? 'materialId' : 'categoryId'}`, message: refusal });
  }
  return errors;
}
