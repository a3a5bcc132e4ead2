import { divideToScale } from '@srm/core/documents/amounts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { BoundType, DocInput } from '../../platform/documents/binding.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { findDoc, insertHeader, writeLines } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import { nextNumber } from '../../platform/numbering/numbering.ts';
import { rateOn } from '../base/index.ts';
import { purchaseOrderLines } from './orderSchema.ts';
import { orderBound } from './orders/order.ts';
import { computeOrderAmounts } from './orders/orderAmounts.ts';
import { BOOK_CURRENCY } from './orders/orderRules.ts';
import { orderLibraryPrice } from './orders/orderSources.ts';
import { agreementLines, pricingLines } from './sourceSchema.ts';
import { agreementBound } from './sources/agreementDocument.ts';
import { applyPricing } from './sources/pricingApply.ts';
import { pricingBound } from './sources/pricingDocument.ts';

/*
 * What an approved sourcing award becomes in purchasing (issue 17 item 5), written with the engine's
 * own pieces (numbers, header and lines, line scope, history) so each document reads as if made here:
 *
 * - a pricing document per supplier, APPROVED by the award's approval, whose lines enter the price library
 *   exactly as an approved pricing document's do (applyPricing);
 * - a FRAMEWORK agreement per supplier, DRAFT, quantity ceilings = awarded quantities, for the buyer to
 *   complete and submit through the agreement's own approval;
 * - a purchase order per supplier, DRAFT, sourceType SOURCING, at the awarded prices (the price library's
 *   price recorded beside it; where they differ the award is the reason).
 *
 * The sourcing module calls these inside the transaction that approved the award; `remark` names the
 * award and inquiry they came from (the award lines keep the links the other way).
 */

export type AwardedLine = {
  materialId: number | null;
  itemDescription: string;
  categoryId: number;
  quantity: string;
  unitCode: string;
  priceWithoutTax: string;
  taxRate: string;
  needByDate: string;
};

export type AwardedDoc = {
  orgId: number;
  supplierId: number;
  currencyCode: string;
  paymentTermId: number | null;
  shipToAddressId: number | null;
  validFrom: string;
  validTo: string | null;
  remark: string;
  userId: number;
  lines: AwardedLine[];
};

export type MadeDoc = { docId: number; docNumber: string; lineIds: number[] };

const PRICE_SCALE = 6;

async function create(
  tx: DbOrTx,
  bound: BoundType,
  input: DocInput,
  status: string,
  extra: Record<string, unknown>,
  userId: number,
  linesTable: typeof pricingLines | typeof agreementLines | typeof purchaseOrderLines,
  parent: typeof pricingLines.pricingId | typeof agreementLines.agreementId | typeof purchaseOrderLines.orderId,
  remark: string,
): Promise<MadeDoc> {
  const { def } = bound;
  const number = await nextNumber(tx, def.billType, def.numberRule);
  const docId = await insertHeader(tx, bound, input, { [def.numberKey]: number, status, ...extra }, userId);
  await writeLines(tx, bound, docId, [], input.lines, userId);
  const after = await findDoc(tx, bound, null, docId);
  await writeHistory(tx, {
    billType: def.billType,
    docId,
    docNumber: number,
    action: 'create',
    fromStatus: null,
    toStatus: status as never,
    userId,
    comment: remark.slice(0, 1000),
    changes: diffDocuments(def, null, after),
  });
  const lines = await tx
    .select({ id: linesTable.id })
    .from(linesTable)
    .where(eq(parent, docId))
    .orderBy(asc(linesTable.lineNumber));
  return { docId, docNumber: number, lineIds: lines.map((l) => l.id) };
}

/** An approved pricing document of the awarded lines (materials required), its lines entered in the price library. */
export async function createAwardPricing(tx: DbOrTx, d: AwardedDoc): Promise<MadeDoc> {
  const input: DocInput = {
    header: { orgId: d.orgId, supplierId: d.supplierId, currencyCode: d.currencyCode, remark: d.remark.slice(0, 500) },
    lines: d.lines.map((l) => ({
      materialId: l.materialId,
      categoryId: l.categoryId,
      taxRate: l.taxRate,
      price: l.priceWithoutTax,
      priceUnit: '1',
      unitPrice: divideToScale(l.priceWithoutTax, '1', 8),
      minQuantity: '0',
      validFrom: d.validFrom,
      validTo: d.validTo,
    })),
  };
  const made = await create(
    tx,
    pricingBound,
    input,
    'APPROVED',
    {},
    d.userId,
    pricingLines,
    pricingLines.pricingId,
    d.remark,
  );
  await applyPricing(tx, made.docId, { ...d, lastUpdatedBy: d.userId });
  return made;
}

/** A draft FRAMEWORK agreement: the awarded prices, the awarded quantities as ceilings. */
export async function createAwardAgreement(tx: DbOrTx, d: AwardedDoc): Promise<MadeDoc> {
  const input: DocInput = {
    header: {
      orgId: d.orgId,
      supplierId: d.supplierId,
      agreementType: 'FRAMEWORK',
      currencyCode: d.currencyCode,
      paymentTermId: d.paymentTermId,
      validFrom: d.validFrom,
      validTo: d.validTo,
      amountCeiling: null,
      remark: d.remark.slice(0, 500),
    },
    lines: d.lines.map((l) => ({
      materialId: l.materialId,
      categoryId: l.categoryId,
      unitCode: l.unitCode,
      price: l.priceWithoutTax,
      taxRate: l.taxRate,
      quantityCeiling: l.quantity,
    })),
  };
  return create(tx, agreementBound, input, 'DRAFT', {}, d.userId, agreementLines, agreementLines.agreementId, d.remark);
}

/** The exchange rate an order in this currency would take today, or null when base data has none. */
export async function orderRateOn(db: DbOrTx, currencyCode: string, day: string): Promise<string | null> {
  const found = await rateOn(db, { fromCurrency: currencyCode, toCurrency: BOOK_CURRENCY, rateType: 'SPOT', day });
  return found?.rate ?? null;
}

/** The rate, or 409 (the award's submit checked it; base data may have changed since). */
async function requiredRate(tx: DbOrTx, currency: string, day: string): Promise<string> {
  const rate = await orderRateOn(tx, currency, day);
  if (rate == null) throw new AppError(409, 'order.noRate', { currency });
  return rate;
}

/** A draft purchase order at the awarded prices (sourceType SOURCING). */
export async function createAwardOrder(tx: DbOrTx, d: AwardedDoc, orderDate: string): Promise<MadeDoc> {
  const lines: DocInput['lines'] = [];
  for (const l of d.lines) {
    const library =
      l.materialId == null
        ? null
        : await orderLibraryPrice(tx, {
            orgId: d.orgId,
            supplierId: d.supplierId,
            materialId: l.materialId,
            currencyCode: d.currencyCode,
            quantity: l.quantity,
            date: orderDate,
          });
    const libraryPrice = library ? divideToScale(library.unitPrice, '1', PRICE_SCALE) : null;
    const departs = libraryPrice != null && divideToScale(l.priceWithoutTax, '1', PRICE_SCALE) !== libraryPrice;
    lines.push({
      materialId: l.materialId,
      itemDescription: l.itemDescription.slice(0, 240),
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitCode: l.unitCode,
      price: l.priceWithoutTax,
      taxRate: l.taxRate,
      needByDate: l.needByDate,
      addressId: d.shipToAddressId,
      libraryPrice,
      priceEntryId: library?.priceEntryId ?? null,
      // The order's rule asks a reason for a price other than the library's: the award is that reason.
      priceChangeReason: departs ? d.remark.slice(0, 500) : null,
    });
  }
  const input: DocInput = {
    header: {
      orgId: d.orgId,
      supplierId: d.supplierId,
      buyerId: d.userId,
      currencyCode: d.currencyCode,
      exchangeRate: await requiredRate(tx, d.currencyCode, orderDate),
      paymentTermId: d.paymentTermId,
      orderDate,
      shipToAddressId: d.shipToAddressId,
      remark: d.remark.slice(0, 1000),
    },
    lines,
  };
  computeOrderAmounts(input);
  return create(
    tx,
    orderBound,
    input,
    'DRAFT',
    { sourceType: 'SOURCING', orderType: 'STANDARD' },
    d.userId,
    purchaseOrderLines,
    purchaseOrderLines.orderId,
    d.remark,
  );
}
