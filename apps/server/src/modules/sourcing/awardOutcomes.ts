import { formatDate } from '@srm/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import {
  type AwardedDoc,
  createAwardAgreement,
  createAwardOrder,
  createAwardPricing,
  type MadeDoc,
} from '../purchase/index.ts';
import { awardLines, type awards } from './awardSchema.ts';

/*
 * What an approved award makes, whatever its source (issue 17 item 5): per supplier, its awarded lines
 * become one purchasing document of the award's outcome (price library through an approved pricing
 * document, a draft agreement, a draft order — modules/purchase/awardOutcome.ts), and each award line
 * keeps what it became. The inquiry's award (awardApply.ts) and the tender's (tenderAward.ts) differ only
 * in where the items and the payment term and delivery address come from.
 */

const RESULT_TYPE = { PRICE_LIBRARY: 'PRICING', AGREEMENT: 'AGREEMENT', ORDER: 'ORDER' } as const;

/** What an award line's item is (an inquiry line or a tender line: the same columns). */
export type AwardItem = {
  materialId: number | null;
  itemName: string;
  specification: string | null;
  uomCode: string;
  needByDate: string;
};

export async function makeAwardOutcomes(
  tx: DbOrTx,
  award: typeof awards.$inferSelect,
  lines: (typeof awardLines.$inferSelect)[],
  itemOf: (line: typeof awardLines.$inferSelect) => AwardItem,
  terms: { paymentTermId: number | null; shipToAddressId: number | null },
  remark: string,
  userId: number,
): Promise<void> {
  const today = formatDate(new Date());
  const bySupplier = new Map<number, typeof lines>();
  for (const l of lines) bySupplier.set(l.supplierId, [...(bySupplier.get(l.supplierId) ?? []), l]);
  for (const [supplierId, own] of bySupplier) {
    const doc: AwardedDoc = {
      orgId: award.orgId,
      supplierId,
      currencyCode: award.currencyCode,
      paymentTermId: terms.paymentTermId,
      shipToAddressId: terms.shipToAddressId,
      validFrom: award.validFrom ?? today,
      validTo: award.validTo,
      remark,
      userId,
      lines: own.map((l) => {
        const item = itemOf(l);
        return {
          materialId: item.materialId,
          itemDescription: item.specification ? `${item.itemName} ${item.specification}` : item.itemName,
          categoryId: l.categoryId,
          quantity: l.awardedQuantity,
          unitCode: item.uomCode,
          priceWithoutTax: l.priceWithoutTax,
          taxRate: l.taxRate,
          needByDate: item.needByDate < today ? today : item.needByDate,
        };
      }),
    };
    const outcome = award.outcome as keyof typeof RESULT_TYPE;
    const made: MadeDoc =
      outcome === 'PRICE_LIBRARY'
        ? await createAwardPricing(tx, doc)
        : outcome === 'AGREEMENT'
          ? await createAwardAgreement(tx, doc)
          : await createAwardOrder(tx, doc, today);
    for (const [i, l] of own.entries()) {
      await tx
        .update(awardLines)
        .set({
          resultType: RESULT_TYPE[outcome],
          resultDocId: made.docId,
          resultDocNumber: made.docNumber,
          resultLineId: made.lineIds[i] ?? null,
        })
        .where(eq(awardLines.id, l.id));
    }
  }
}
