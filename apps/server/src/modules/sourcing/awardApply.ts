import { formatDate, t } from '@srm/core';
import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { formatDecimal } from '@srm/core/format/decimals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { notify } from '../notice/index.ts';
import {
  type AwardedDoc,
  createAwardAgreement,
  createAwardOrder,
  createAwardPricing,
  type MadeDoc,
} from '../purchase/index.ts';
import { awardLines, awards } from './awardSchema.ts';
import { inquiryBound } from './inquiry.ts';
import { INQUIRY_TODO } from './inquiryNotices.ts';
import { inquiries, inquiryLines, inquirySuppliers } from './inquirySchema.ts';

/*
 * An approved award, in the transaction that approved it (issue 17 item 5): the inquiry becomes AWARDED;
 * per supplier, its awarded lines become one purchasing document of the award's outcome (price library
 * through an approved pricing document, a draft agreement, a draft order — modules/purchase/awardOutcome.ts);
 * each award line keeps what it became; the inquiry then is COMPLETED. Every supplier that took part is
 * told its own result — the lines it won, or that it was not awarded — and nothing of the others'.
 */

const RESULT_TYPE = { PRICE_LIBRARY: 'PRICING', AGREEMENT: 'AGREEMENT', ORDER: 'ORDER' } as const;

export async function applyAward(tx: DbOrTx, awardId: number): Promise<void> {
  const [award] = await tx.select().from(awards).where(eq(awards.id, awardId));
  const lines = await tx
    .select()
    .from(awardLines)
    .where(eq(awardLines.awardId, awardId))
    .orderBy(asc(awardLines.lineNumber));
  const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, award.inquiryId)).for('update');
  const itemRows = await tx.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, inquiry.id));
  const items = new Map(itemRows.map((l) => [l.id, l]));
  const userId = award.createdBy ?? award.lastUpdatedBy ?? 0;
  const remark = `${t('sourcing.madeFrom', 'CN', { award: award.awardNumber, inquiry: inquiry.inquiryNumber })} / ${t(
    'sourcing.madeFrom',
    'EN',
    { award: award.awardNumber, inquiry: inquiry.inquiryNumber },
  )}`;

  await moveInquiry(tx, inquiry, 'AWARDED', userId, award.awardNumber);
  const today = formatDate(new Date());
  const bySupplier = new Map<number, typeof lines>();
  for (const l of lines) bySupplier.set(l.supplierId, [...(bySupplier.get(l.supplierId) ?? []), l]);
  for (const [supplierId, own] of bySupplier) {
    const doc: AwardedDoc = {
      orgId: award.orgId,
      supplierId,
      currencyCode: award.currencyCode,
      paymentTermId: inquiry.paymentTermId,
      shipToAddressId: inquiry.deliveryAddressId,
      validFrom: award.validFrom ?? today,
      validTo: award.validTo,
      remark,
      userId,
      lines: own.map((l) => {
        const item = items.get(l.inquiryLineId)!;
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
  await moveInquiry(tx, { ...inquiry, status: 'AWARDED' }, 'COMPLETED', userId, award.awardNumber);
  await tellSuppliers(tx, inquiry, lines, items, userId);
}

/** The inquiry to its next state (AWARDED, then COMPLETED), with a history row naming the award. */
async function moveInquiry(
  tx: DbOrTx,
  inquiry: typeof inquiries.$inferSelect,
  to: 'AWARDED' | 'COMPLETED',
  userId: number,
  awardNumber: string,
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ status: to, awardStatus: 'AWARDED', lastUpdatedBy: userId, lastUpdateDate: new Date() })
    .where(eq(inquiries.id, inquiry.id));
  await writeHistory(tx, {
    billType: inquiryBound.def.billType,
    docId: inquiry.id,
    docNumber: inquiry.inquiryNumber,
    action: to === 'AWARDED' ? 'award' : 'complete',
    fromStatus: inquiry.status as never,
    toStatus: to,
    userId,
    comment: `${sourcingAward.name.CN} ${awardNumber}`,
  });
}

/**
 * One notification per supplier that took part, to its own users, naming only its own lines: the
 * winners their lines, quantities and prices; the others that they were not awarded.
 */
async function tellSuppliers(
  tx: DbOrTx,
  inquiry: typeof inquiries.$inferSelect,
  lines: (typeof awardLines.$inferSelect)[],
  items: Map<number, typeof inquiryLines.$inferSelect>,
  userId: number,
): Promise<void> {
  const participants = await tx
    .select({ supplierId: inquirySuppliers.supplierId })
    .from(inquirySuppliers)
    .where(eq(inquirySuppliers.inquiryId, inquiry.id));
  const supplierIds = participants.map((p) => p.supplierId);
  if (supplierIds.length === 0) return;
  const people = await tx
    .select({ id: users.id, supplierId: users.supplierId })
    .from(users)
    .where(and(inArray(users.supplierId, supplierIds), eq(users.enabledFlag, 'Y')));
  const number = inquiry.inquiryNumber;
  for (const supplierId of supplierIds) {
    const recipients = people.filter((p) => p.supplierId === supplierId).map((p) => p.id);
    if (recipients.length === 0) continue;
    const won = lines.filter((l) => l.supplierId === supplierId);
    const describe = (lang: 'CN' | 'EN') =>
      won
        .map((l) => {
          const item = items.get(l.inquiryLineId);
          return t('sourcing.resultWonLine', lang, {
            line: item?.lineNumber ?? '',
            item: item?.itemName ?? '',
            quantity: formatDecimal(l.awardedQuantity, 'quantity', 4),
            price: `${formatDecimal(l.priceWithoutTax, 'price', 6)} ${inquiry.currencyCode}`,
          });
        })
        .join('\n');
    const title =
      won.length > 0
        ? t('sourcing.resultWon', 'CN', { number, count: won.length })
        : t('sourcing.resultLost', 'CN', { number });
    const content =
      won.length > 0
        ? `${describe('CN')}\n\n${t('sourcing.resultWon', 'EN', { number, count: won.length })}\n${describe('EN')}`
        : t('sourcing.resultLost', 'EN', { number });
    await notify(tx, {
      recipientUserIds: recipients,
      title,
      content,
      billType: INQUIRY_TODO.INVITE,
      billId: inquiry.id,
      billParams: { billId: inquiry.id, id: inquiry.id, inquiryId: inquiry.id },
      menuCode: 'SUP_INQUIRY',
      orgId: inquiry.orgId,
      createdBy: userId,
    });
  }
}
