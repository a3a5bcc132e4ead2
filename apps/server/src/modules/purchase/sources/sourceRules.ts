import { formatDate, t } from '@srm/core';
import { compareDecimal, divideToScale, subtractDecimal, sumAmounts } from '@srm/core/documents/amounts';
import type { Lang } from '@srm/core/i18n/lang';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import { type DataScope, inScope } from '../../../platform/access/scope.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds } from '../../base/index.ts';
import { isDesignatedSupplier, supplierById, supplierTradeBlock } from '../../supplier/index.ts';
import { agreementLines, agreements, aslEntries, priceEntries } from '../sourceSchema.ts';
import { validOn } from './listKit.ts';

/*
 * The services orders (and pricing and agreements themselves) code against (issue 8 items 1–2): may this
 * supplier supply this item here (the approved supplier list), at what library price, and how much of an
 * agreement is left. One place for each rule; the order module calls them, never reads these tables.
 */

const today = () => formatDate(new Date());
export type SourceQuery = {
  orgId: number;
  supplierId: number;
  /** Null for a line without material: the category's entries then decide. */
  materialId: number | null;
  categoryId: number;
  /** YYYY-MM-DD. */
  date: string;
  lang: Lang;
};

/**
 * Why this supplier may not supply this item in this organisation on this date, in `lang`; null when it
 * may. The ONE rule for orders, pricing and agreements: the supplier's trade block (blacklist / freeze /
 * quit) first; then an ACTIVE approved-supplier-list entry valid on the date for the material in the
 * organisation (for a line without material: an entry for its category — an entry of the category
 * without material also covers every material of it); else a designated supplier passes.
 */
export async function sourceRefusal(db: DbOrTx, q: SourceQuery): Promise<string | null> {
  const block = await supplierTradeBlock(db, q.supplierId, q.lang);
  if (block) return block.message;
  const target =
    q.materialId != null
      ? or(
          eq(aslEntries.materialId, q.materialId),
          and(isNull(aslEntries.materialId), eq(aslEntries.categoryId, q.categoryId)),
        )
      : eq(aslEntries.categoryId, q.categoryId);
  const [entry] = await db
    .select({ id: aslEntries.id })
    .from(aslEntries)
    .where(
      and(
        eq(aslEntries.orgId, q.orgId),
        eq(aslEntries.supplierId, q.supplierId),
        eq(aslEntries.status, 'ACTIVE'),
        target,
        validOn(aslEntries.validFrom, aslEntries.validTo, q.date),
      ),
    )
    .limit(1);
  if (entry) return null;
  const designated = await isDesignatedSupplier(db, {
    orgId: q.orgId,
    supplierId: q.supplierId,
    materialId: q.materialId,
    categoryId: q.categoryId,
    date: q.date,
  });
  if (designated) return null;
  return t('source.notOnAsl', q.lang, await refusalNames(db, q));
}

/** The names the refusal message shows, in the request language. */
async function refusalNames(db: DbOrTx, q: SourceQuery) {
  const en = q.lang === 'EN';
  // One after another: inside a transaction they share one connection.
  const supplier = await supplierById(db, q.supplierId);
  const orgs = await orgsByIds(db, [q.orgId]);
  const materials = await materialsByIds(db, q.materialId != null ? [q.materialId] : []);
  const categories = await categoriesByIds(db, [q.categoryId]);
  const org = orgs.get(q.orgId);
  const material = q.materialId != null ? materials.get(q.materialId) : undefined;
  const category = categories.get(q.categoryId);
  const item = material
    ? `${material.materialCode} ${(en && material.materialNameEn) || material.materialName}`
    : (((en && category?.categoryNameEn) || category?.categoryName) ?? String(q.categoryId));
  return {
    supplier: supplier
      ? `${supplier.supplierNumber} ${(en && supplier.supplierNameEn) || supplier.supplierName}`
      : String(q.supplierId),
    org: org ? (en && org.orgNameEn) || org.orgName : String(q.orgId),
    item,
  };
}

export type LibraryPrice = {
  priceEntryId: number;
  price: string;
  priceUnit: string;
  unitPrice: string;
  taxRate: string;
};

/**
 * The valid, approved price-library entry for an order line: same organisation, supplier, material and
 * currency, valid on the date, the quantity break with the highest minQuantity <= quantity. null when none.
 */
export async function libraryPrice(
  db: DbOrTx,
  q: { orgId: number; supplierId: number; materialId: number; currencyCode: string; quantity: string; date: string },
): Promise<LibraryPrice | null> {
  const [row] = await db
    .select({
      priceEntryId: priceEntries.id,
      price: priceEntries.price,
      priceUnit: priceEntries.priceUnit,
      unitPrice: priceEntries.unitPrice,
      taxRate: priceEntries.taxRate,
    })
    .from(priceEntries)
    .where(
      and(
        eq(priceEntries.orgId, q.orgId),
        eq(priceEntries.supplierId, q.supplierId),
        eq(priceEntries.materialId, q.materialId),
        eq(priceEntries.currencyCode, q.currencyCode),
        lte(priceEntries.minQuantity, q.quantity),
        validOn(priceEntries.validFrom, priceEntries.validTo, q.date),
      ),
    )
    .orderBy(desc(priceEntries.minQuantity), desc(priceEntries.validFrom), desc(priceEntries.id))
    .limit(1);
  return row ?? null;
}

/** The unit price of a price for `priceUnit` units (8 decimals, as the library stores it). */
export const unitPriceOf = (price: string, priceUnit: string) => divideToScale(price, priceUnit, 8);

const QTY_SCALE = 4;
const AMOUNT_SCALE = 2;

/** The agreement line and its header, locked for the consuming transaction; 400 when there is none. */
async function lockedAgreementLine(tx: DbOrTx, agreementLineId: number) {
  const [line] = await tx.select().from(agreementLines).where(eq(agreementLines.id, agreementLineId)).for('update');
  if (!line) throw new AppError(400, 'agreement.notFound');
  const [header] = await tx.select().from(agreements).where(eq(agreements.id, line.agreementId)).for('update');
  if (!header) throw new AppError(400, 'agreement.notFound');
  return { line, header };
}

/**
 * Takes quantity and amount from an agreement line when an order using it is approved; refuses (400,
 * bilingual) when the agreement is not APPROVED, the date is outside its validity, or the quantity
 * (line ceiling) or the amount (header ceiling) would pass what is left. releaseAgreement gives it back.
 */
export async function consumeAgreement(
  tx: DbOrTx,
  q: { agreementLineId: number; quantity: string; amount: string; date: string },
): Promise<void> {
  const { line, header } = await lockedAgreementLine(tx, q.agreementLineId);
  const number = header.agreementNumber;
  if (header.status !== 'APPROVED') throw new AppError(400, 'agreement.notApproved', { number, status: header.status });
  if (q.date < header.validFrom || q.date > header.validTo)
    throw new AppError(400, 'agreement.outsideValidity', {
      number,
      from: header.validFrom,
      to: header.validTo,
      date: q.date,
    });
  const quantity = sumAmounts([line.consumedQuantity, q.quantity], QTY_SCALE);
  if (line.quantityCeiling != null && compareDecimal(quantity, line.quantityCeiling) > 0)
    throw new AppError(400, 'agreement.quantityCeiling', {
      number,
      line: line.lineNumber,
      remaining: subtractDecimal(line.quantityCeiling, line.consumedQuantity, QTY_SCALE),
      quantity: q.quantity,
    });
  const amount = sumAmounts([header.consumedAmount, q.amount], AMOUNT_SCALE);
  if (header.amountCeiling != null && compareDecimal(amount, header.amountCeiling) > 0)
    throw new AppError(400, 'agreement.amountCeiling', {
      number,
      remaining: subtractDecimal(header.amountCeiling, header.consumedAmount, AMOUNT_SCALE),
      amount: q.amount,
    });
  await tx
    .update(agreementLines)
    .set({ consumedQuantity: quantity, consumedAmount: sumAmounts([line.consumedAmount, q.amount], AMOUNT_SCALE) })
    .where(eq(agreementLines.id, line.id));
  await tx.update(agreements).set({ consumedAmount: amount }).where(eq(agreements.id, header.id));
}

/** Gives back what consumeAgreement took, when an order that used the line is cancelled (any agreement state). */
export async function releaseAgreement(
  tx: DbOrTx,
  q: { agreementLineId: number; quantity: string; amount: string },
): Promise<void> {
  const { line, header } = await lockedAgreementLine(tx, q.agreementLineId);
  const quantity = subtractDecimal(line.consumedQuantity, q.quantity, QTY_SCALE);
  const lineAmount = subtractDecimal(line.consumedAmount, q.amount, AMOUNT_SCALE);
  const amount = subtractDecimal(header.consumedAmount, q.amount, AMOUNT_SCALE);
  if ([quantity, lineAmount, amount].some((v) => compareDecimal(v, 0) < 0))
    throw new AppError(400, 'agreement.releaseTooMuch');
  await tx
    .update(agreementLines)
    .set({ consumedQuantity: quantity, consumedAmount: lineAmount })
    .where(eq(agreementLines.id, line.id));
  await tx.update(agreements).set({ consumedAmount: amount }).where(eq(agreements.id, header.id));
}

export type AgreementForOrder = {
  agreementId: number;
  agreementNumber: string;
  agreementType: string;
  orgId: number;
  supplierId: number;
  currencyCode: string;
  paymentTermId: number | null;
  validFrom: string;
  validTo: string;
  amountCeiling: string | null;
  consumedAmount: string;
  /** Null when the agreement has no amount ceiling. */
  remainingAmount: string | null;
  lines: {
    agreementLineId: number;
    lineNumber: number;
    materialId: number;
    categoryId: number;
    unitCode: string | null;
    price: string;
    taxRate: string;
    quantityCeiling: string | null;
    consumedQuantity: string;
    /** Null when the line has no quantity ceiling. */
    remainingQuantity: string | null;
  }[];
};

/**
 * The approved, valid (on `date`, today by default) agreement and the lines an order may call off
 * ("create order from agreement"): lines with quantity left. With the caller's scope, an agreement
 * outside it is 404 and lines of categories outside it are left out. Not approved or not valid: 400.
 */
export async function agreementLinesForOrder(
  db: DbOrTx,
  agreementId: number,
  options: { scope?: DataScope; date?: string } = {},
): Promise<AgreementForOrder> {
  const [header] = await db.select().from(agreements).where(eq(agreements.id, agreementId));
  if (!header || (options.scope && !inScope(options.scope, { orgId: header.orgId }))) throw notFound();
  const number = header.agreementNumber;
  if (header.status !== 'APPROVED') throw new AppError(400, 'agreement.notApproved', { number, status: header.status });
  const date = options.date ?? today();
  if (date < header.validFrom || date > header.validTo)
    throw new AppError(400, 'agreement.outsideValidity', { number, from: header.validFrom, to: header.validTo, date });
  const rows = await db
    .select()
    .from(agreementLines)
    .where(eq(agreementLines.agreementId, agreementId))
    .orderBy(agreementLines.lineNumber);
  const lines = rows
    .filter((l) => !options.scope || inScope(options.scope, { categoryId: l.categoryId }))
    .map((l) => ({
      agreementLineId: l.id,
      lineNumber: l.lineNumber,
      materialId: l.materialId,
      categoryId: l.categoryId,
      unitCode: l.unitCode,
      price: l.price,
      taxRate: l.taxRate,
      quantityCeiling: l.quantityCeiling,
      consumedQuantity: l.consumedQuantity,
      remainingQuantity:
        l.quantityCeiling == null ? null : subtractDecimal(l.quantityCeiling, l.consumedQuantity, QTY_SCALE),
    }))
    .filter((l) => l.remainingQuantity == null || compareDecimal(l.remainingQuantity, 0) > 0);
  return {
    agreementId: header.id,
    agreementNumber: number,
    agreementType: header.agreementType,
    orgId: header.orgId,
    supplierId: header.supplierId,
    currencyCode: header.currencyCode,
    paymentTermId: header.paymentTermId,
    validFrom: header.validFrom,
    validTo: header.validTo,
    amountCeiling: header.amountCeiling,
    consumedAmount: header.consumedAmount,
    remainingAmount:
      header.amountCeiling == null ? null : subtractDecimal(header.amountCeiling, header.consumedAmount, AMOUNT_SCALE),
    lines,
  };
}
