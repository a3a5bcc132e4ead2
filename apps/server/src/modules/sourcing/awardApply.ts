import { t } from '@srm/core';
import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { formatDecimal } from '@srm/core/format/decimals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { notify } from '../notice/index.ts';
import { makeAwardOutcomes } from './awardOutcomes.ts';
import { awardLines, awards } from './awardSchema.ts';
import { inquiryBound } from './inquiry.ts';
import { INQUIRY_TODO } from './inquiryNotices.ts';
import { inquiries, inquiryLines, inquirySuppliers } from './inquirySchema.ts';
import { applyTenderAward } from './tenderAward.ts';

/*
 * An approved award, in the transaction that approved it (issue 17 item 5): the inquiry becomes AWARDED;
 * per supplier, its awarded lines become one purchasing document of the award's outcome (awardOutcomes.ts);
 * the inquiry then is COMPLETED. Every supplier that took part is told its own result — the lines it won,
 * or that it was not awarded — and nothing of the others'. An award of a tender: tenderAward.ts.
 */

export async function applyAward(tx: DbOrTx, awardId: number): Promise<void> {
  const [award] = await tx.select().from(awards).where(eq(awards.id, awardId));
  const lines = await tx
    .select()
    .from(awardLines)
    .where(eq(awardLines.awardId, awardId))
    .orderBy(asc(awardLines.lineNumber));
  if (award.tenderId != null) return applyTenderAward(tx, award, lines);
  const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, award.inquiryId!)).for('update');
  const itemRows = await tx.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, inquiry.id));
  const items = new Map(itemRows.map((l) => [l.id, l]));
  const userId = award.createdBy ?? award.lastUpdatedBy ?? 0;
  const remark = `${t('sourcing.madeFrom', 'CN', { award: award.awardNumber, inquiry: inquiry.inquiryNumber })} / ${t(
    'sourcing.madeFrom',
    'EN',
    { award: award.awardNumber, inquiry: inquiry.inquiryNumber },
  )}`;

  await moveInquiry(tx, inquiry, 'AWARDED', userId, award.awardNumber);
  await makeAwardOutcomes(
    tx,
    award,
    lines,
    (l) => items.get(l.inquiryLineId!)!,
    { paymentTermId: inquiry.paymentTermId, shipToAddressId: inquiry.deliveryAddressId },
    remark,
    userId,
  );
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
          const item = items.get(l.inquiryLineId!);
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
