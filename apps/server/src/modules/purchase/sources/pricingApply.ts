import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { priceEntries, pricingLines } from '../sourceSchema.ts';
import { dayBefore } from './sourceChecks.ts';

/*
 * When a pricing document's approval ends APPROVED, in the same transaction, each line becomes a
 * price-library entry; an older entry for the same organisation + supplier + material + currency +
 * quantity break still valid on the new valid-from is ended the day before it.
 */
onApprovalEnded(async (tx, e) => {
  if (e.billType !== 'PUR_PRICING' || e.outcome !== 'APPROVED') return;
  await applyPricing(tx, e.docId, e.header as PricingHeader);
});

type PricingHeader = { orgId: number; supplierId: number; currencyCode: string; lastUpdatedBy: number | null };

/**
 * The approved pricing document's lines into the price library (above). Also called for a pricing
 * document an approved sourcing award makes (awardOutcome.ts), which the award's approval approved.
 */
export async function applyPricing(tx: DbOrTx, docId: number, h: PricingHeader): Promise<void> {
  const lines = await tx
    .select()
    .from(pricingLines)
    .where(eq(pricingLines.pricingId, docId))
    .orderBy(pricingLines.lineNumber);
  for (const line of lines) {
    await tx
      .update(priceEntries)
      .set({ validTo: dayBefore(line.validFrom), lastUpdatedBy: h.lastUpdatedBy, lastUpdateDate: new Date() })
      .where(
        and(
          eq(priceEntries.orgId, h.orgId),
          eq(priceEntries.supplierId, h.supplierId),
          eq(priceEntries.materialId, line.materialId),
          eq(priceEntries.currencyCode, h.currencyCode),
          eq(priceEntries.minQuantity, line.minQuantity),
          lt(priceEntries.validFrom, line.validFrom),
          or(isNull(priceEntries.validTo), gte(priceEntries.validTo, line.validFrom)),
        ),
      );
    await tx.insert(priceEntries).values({
      orgId: h.orgId,
      supplierId: h.supplierId,
      materialId: line.materialId,
      categoryId: line.categoryId,
      currencyCode: h.currencyCode,
      taxRate: line.taxRate,
      price: line.price,
      priceUnit: line.priceUnit,
      unitPrice: line.unitPrice,
      minQuantity: line.minQuantity,
      validFrom: line.validFrom,
      validTo: line.validTo,
      sourceDocId: docId,
      sourceLineId: line.id,
      createdBy: h.lastUpdatedBy,
      lastUpdatedBy: h.lastUpdatedBy,
    });
  }
}
