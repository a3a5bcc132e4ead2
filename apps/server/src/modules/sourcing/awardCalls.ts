import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { awardBound } from './award.ts';
import { offersOf } from './awardChecks.ts';
import { awardLines } from './awardSchema.ts';
import { assertPricesVisible, supplierName } from './compare.ts';
import { buyerInquiry, linesOfInquiry } from './quoteAccess.ts';

/*
 * The award screen's own reads (issue 17 item 5): the offers it may award — per inquiry line, each
 * supplier's price from its last submitted quote, the lowest marked — sealed as the comparison is; and
 * what an approved award became (the documents per supplier), in the caller's award scope.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcAward' };

const quotedLines = defineAction({
  ...at,
  action: 'quotedLines',
  summary:
    'What an award of an inquiry may give: per inquiry line, each supplier’s offer from its last submitted quote (round, quote line, prices, lead time), the lowest without tax marked; 409 while the current round’s prices are sealed',
  auth: menu('SRC_AWARD', 'SRC_INQUIRY'),
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const found = await buyerInquiry(deps.db, scope, body.inquiryId);
    assertPricesVisible(found, found.inquiry.round);
    const [lines, offers] = await Promise.all([
      linesOfInquiry(deps.db, found.inquiry.id),
      offersOf(deps.db, found.inquiry.id),
    ]);
    const names = await suppliersByIds(deps.db, [...offers.keys()]);
    return {
      data: lines.map((l) => {
        const list = [...offers.entries()].flatMap(([supplierId, offer]) => {
          const q = offer.lines.get(l.id);
          if (!q || q.noQuote === 'Y' || q.priceWithoutTax == null) return [];
          return [
            {
              supplierId,
              supplierName: supplierName(names.get(supplierId), lang),
              round: offer.round,
              quoteLineId: q.id,
              priceWithoutTax: q.priceWithoutTax,
              taxRate: q.taxRate,
              priceWithTax: q.priceWithTax,
              leadTimeDays: q.leadTimeDays,
              lowest: false,
            },
          ];
        });
        const min = list.reduce<Decimal | null>(
          (m, o) => (m == null || new Decimal(o.priceWithoutTax).lessThan(m) ? new Decimal(o.priceWithoutTax) : m),
          null,
        );
        for (const o of list) o.lowest = min?.equals(o.priceWithoutTax) ?? false;
        return {
          inquiryLineId: l.id,
          lineNumber: l.lineNumber,
          itemName: l.itemName,
          materialId: l.materialId,
          quantity: l.quantity,
          uomCode: l.uomCode,
          offers: list.sort((a, b) => new Decimal(a.priceWithoutTax).comparedTo(b.priceWithoutTax)),
        };
      }),
    };
  },
});

const results = defineAction({
  ...at,
  action: 'results',
  summary:
    'What an approved award became, per supplier: the document made (PRICING / AGREEMENT / ORDER, its id and number) and the award lines in it (inquiry or tender line); in the caller’s award scope (404 otherwise)',
  auth: menu('SRC_AWARD'),
  body: z.object({ awardId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    if (!(await findDoc(deps.db, awardBound, scope, body.awardId))) throw new AppError(404, 'error.notFound');
    const rows = await deps.db
      .select()
      .from(awardLines)
      .where(eq(awardLines.awardId, body.awardId))
      .orderBy(asc(awardLines.supplierId), asc(awardLines.lineNumber));
    const names = await suppliersByIds(
      deps.db,
      rows.map((r) => r.supplierId),
    );
    const out = new Map<string, Record<string, unknown> & { lines: Record<string, unknown>[] }>();
    for (const r of rows) {
      if (r.resultDocId == null) continue;
      const key = `${r.resultType}:${r.resultDocId}`;
      let doc = out.get(key);
      if (!doc) {
        doc = {
          supplierId: r.supplierId,
          supplierName: supplierName(names.get(r.supplierId), lang),
          resultType: r.resultType,
          docId: r.resultDocId,
          docNumber: r.resultDocNumber,
          lines: [],
        };
        out.set(key, doc);
      }
      doc.lines.push({
        awardLineNumber: r.lineNumber,
        inquiryLineId: r.inquiryLineId,
        tenderLineId: r.tenderLineId,
        resultLineId: r.resultLineId,
        awardedQuantity: r.awardedQuantity,
        priceWithoutTax: r.priceWithoutTax,
        taxRate: r.taxRate,
      });
    }
    return { data: [...out.values()] };
  },
});

export const awardCallActions = [quotedLines, results] as unknown as ActionDef[];
