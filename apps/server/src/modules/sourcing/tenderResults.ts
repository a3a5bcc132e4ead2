import { type Lang, t } from '@srm/core';
import { formatDecimal } from '@srm/core/format/decimals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { notify, publishSystemNotice } from '../notice/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { awardLines, awards } from './awardSchema.ts';
import { tenderBids } from './sealingSchema.ts';
import { bilingual, TENDER_SUPPLIER_MENU, TENDER_TODO } from './tenderNotices.ts';
import { tenderLines, tenderSuppliers, tenders } from './tenderSchema.ts';
import { participantTenderOf, supplierOf } from './tenderSupplierAccess.ts';

/*
 * The results of a tender (中标结果, issue 17 item 5), once its award is approved (tenderAward.ts), in the
 * approving transaction:
 * - each bidder's participation row says WON (it has awarded lines) or LOST, with the date;
 * - each bidder's users get one message in both languages (suppliers have no language setting): a winner
 *   its own lines, quantities and prices; a loser only that it did not win — never who did, nor any price;
 * - a PUBLIC tender is announced as a BIDDING_ANN notice naming the winning supplier(s) only;
 * - a supplier reads its own result through myResult, and nothing of another's: a supplier not taking part
 *   (or any tender not published) answers 404, as if it did not exist (tenderSupplierAccess.ts).
 * The losers' bid bonds may then be refunded by the buyer (refundBond, the tender's participation calls).
 */

type TenderRow = typeof tenders.$inferSelect;
type AwardLine = typeof awardLines.$inferSelect;
type TenderLine = typeof tenderLines.$inferSelect;

/** The suppliers that bid on the tender and whose bid was opened (valid or not): those told a result. */
async function biddersWithOpenedBids(tx: DbOrTx, tenderId: number): Promise<number[]> {
  const rows = await tx
    .select({ supplierId: tenderBids.supplierId })
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), inArray(tenderBids.status, ['OPENED', 'INVALID'])))
    .orderBy(asc(tenderBids.supplierId));
  return rows.map((r) => r.supplierId);
}

/** A winner's lines in one language: line, item, quantity, price without tax. */
function wonLines(lang: Lang, own: AwardLine[], items: Map<number, TenderLine>, currencyCode: string): string {
  return own
    .map((l) => {
      const item = items.get(l.tenderLineId!);
      return t('sourcing.resultWonLine', lang, {
        line: item?.lineNumber ?? '',
        item: item?.itemName ?? '',
        quantity: formatDecimal(l.awardedQuantity, 'quantity', 4),
        price: `${formatDecimal(l.priceWithoutTax, 'price', 6)} ${currencyCode}`,
      });
    })
    .join('\n');
}

export async function announceTenderResults(
  tx: DbOrTx,
  tender: TenderRow,
  lines: AwardLine[],
  items: Map<number, TenderLine>,
  userId: number,
): Promise<void> {
  const bidders = await biddersWithOpenedBids(tx, tender.id);
  const winners = [...new Set(lines.map((l) => l.supplierId))];
  const params = { number: tender.tenderNumber, title: tender.title };
  for (const supplierId of bidders) {
    await tx
      .update(tenderSuppliers)
      .set({ result: winners.includes(supplierId) ? 'WON' : 'LOST', resultDate: sql`now()`, lastUpdatedBy: userId })
      .where(and(eq(tenderSuppliers.tenderId, tender.id), eq(tenderSuppliers.supplierId, supplierId)));
  }
  const people = bidders.length
    ? await tx
        .select({ id: users.id, supplierId: users.supplierId })
        .from(users)
        .where(and(inArray(users.supplierId, bidders), eq(users.enabledFlag, 'Y')))
    : [];
  for (const supplierId of bidders) {
    const recipientUserIds = people.filter((p) => p.supplierId === supplierId).map((p) => p.id);
    if (recipientUserIds.length === 0) continue;
    const own = lines.filter((l) => l.supplierId === supplierId);
    const won = own.length > 0;
    const title = won
      ? bilingual('evaluation.resultWon', { ...params, count: own.length })
      : bilingual('evaluation.resultLost', params);
    const content = won
      ? `${t('evaluation.resultWon', 'CN', { ...params, count: own.length })}\n${wonLines('CN', own, items, tender.currencyCode)}\n\n${t('evaluation.resultWon', 'EN', { ...params, count: own.length })}\n${wonLines('EN', own, items, tender.currencyCode)}`
      : `${t('evaluation.resultLost', 'CN', params)}\n\n${t('evaluation.resultLost', 'EN', params)}`;
    await notify(tx, {
      recipientUserIds,
      title,
      content,
      billType: TENDER_TODO,
      billId: tender.id,
      billParams: { billId: tender.id, id: tender.id, tenderId: tender.id },
      menuCode: TENDER_SUPPLIER_MENU,
      orgId: tender.orgId,
      createdBy: userId,
    });
  }
  if (tender.tenderMode === 'PUBLIC' && tender.resultNoticeId == null) {
    const names = await suppliersByIds(tx, winners);
    const list = (lang: Lang) =>
      winners
        .map((id) => {
          const s = names.get(id);
          return s ? (lang === 'EN' && s.supplierNameEn) || s.supplierName : '';
        })
        .join(lang === 'EN' ? ', ' : '、');
    const noticeId = await publishSystemNotice(tx, {
      noticeType: 'BIDDING_ANN',
      title: bilingual('evaluation.resultNoticeTitle', params, 256),
      content: `${t('evaluation.resultNoticeBody', 'CN', { ...params, winners: list('CN') })}\n\n${t(
        'evaluation.resultNoticeBody',
        'EN',
        { ...params, winners: list('EN') },
      )}`,
      audience: 'ALL',
      orgId: tender.orgId,
      userId,
    });
    await tx.update(tenders).set({ resultNoticeId: noticeId }).where(eq(tenders.id, tender.id));
  }
}

const myResult = defineAction({
  server: 'srmServer',
  entity: 'srmSrcSupplierTender',
  action: 'myResult',
  summary:
    "The calling supplier's own result of a tender it takes part in: result WON / LOST (null before the award), resultDate, and once awarded its own awarded lines (item, quantity, prices) — nothing of another bidder; 404 for a tender it does not take part in or not published",
  auth: menu(TENDER_SUPPLIER_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const supplierId = supplierOf(user!);
    const { tender, participation: mine } = await participantTenderOf(deps.db, supplierId, body.tenderId);
    const lines =
      mine.result === 'WON'
        ? await deps.db
            .select({
              lineNumber: tenderLines.lineNumber,
              itemName: tenderLines.itemName,
              specification: tenderLines.specification,
              uomCode: tenderLines.uomCode,
              awardedQuantity: awardLines.awardedQuantity,
              priceWithoutTax: awardLines.priceWithoutTax,
              taxRate: awardLines.taxRate,
              priceWithTax: awardLines.priceWithTax,
              amountWithoutTax: awardLines.amountWithoutTax,
              amountWithTax: awardLines.amountWithTax,
            })
            .from(awardLines)
            .innerJoin(awards, eq(awards.id, awardLines.awardId))
            .innerJoin(tenderLines, eq(tenderLines.id, awardLines.tenderLineId))
            .where(
              and(eq(awards.tenderId, tender.id), eq(awards.status, 'APPROVED'), eq(awardLines.supplierId, supplierId)),
            )
            .orderBy(asc(tenderLines.lineNumber))
        : [];
    return {
      data: {
        tenderId: tender.id,
        tenderNumber: tender.tenderNumber,
        title: tender.title,
        tenderStatus: tender.status,
        currencyCode: tender.currencyCode,
        result: mine.result,
        resultDate: mine.resultDate,
        lines,
      },
    };
  },
});

export const tenderResultActions = [myResult] as unknown as ActionDef[];
