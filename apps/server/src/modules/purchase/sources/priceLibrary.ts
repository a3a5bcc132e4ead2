import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { priceEntries, pricings } from '../sourceSchema.ts';
import { dateText, optionalId, validOn } from './listKit.ts';
import { presentSources } from './sourceNames.ts';

/*
 * The price library (价格库): the approved prices, read-only, with the pricing document each came from,
 * in the caller's organisation and category scope.
 */
const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmPurPriceLibrary',
  action: 'listByPage',
  summary:
    'Price-library entries (filters: orgId, supplierId, materialId, categoryId, currencyCode, validOn date); paged, in scope',
  auth: menu('PUR_PRICE_LIBRARY', 'PUR_PRICING'),
  body: z.object({
    searchParams: z
      .object({
        orgId: optionalId,
        supplierId: optionalId,
        materialId: optionalId,
        categoryId: optionalId,
        currencyCode: z.string().trim().max(16).optional(),
        validOn: dateText,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scopeWhere(scope, { orgId: priceEntries.orgId, categoryId: priceEntries.categoryId })];
    if (f.orgId) c.push(eq(priceEntries.orgId, f.orgId));
    if (f.supplierId) c.push(eq(priceEntries.supplierId, f.supplierId));
    if (f.materialId) c.push(eq(priceEntries.materialId, f.materialId));
    if (f.categoryId) c.push(eq(priceEntries.categoryId, f.categoryId));
    if (f.currencyCode) c.push(eq(priceEntries.currencyCode, f.currencyCode));
    if (f.validOn) c.push(validOn(priceEntries.validFrom, priceEntries.validTo, f.validOn)!);
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          priceEntryId: priceEntries.id,
          orgId: priceEntries.orgId,
          supplierId: priceEntries.supplierId,
          materialId: priceEntries.materialId,
          categoryId: priceEntries.categoryId,
          currencyCode: priceEntries.currencyCode,
          taxRate: priceEntries.taxRate,
          price: priceEntries.price,
          priceUnit: priceEntries.priceUnit,
          unitPrice: priceEntries.unitPrice,
          minQuantity: priceEntries.minQuantity,
          validFrom: priceEntries.validFrom,
          validTo: priceEntries.validTo,
          pricingId: priceEntries.sourceDocId,
          pricingNumber: pricings.pricingNumber,
        })
        .from(priceEntries)
        .leftJoin(pricings, eq(pricings.id, priceEntries.sourceDocId))
        .where(where)
        .orderBy(
          asc(priceEntries.supplierId),
          asc(priceEntries.materialId),
          asc(priceEntries.minQuantity),
          desc(priceEntries.validFrom),
        )
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, priceEntries, where, body),
    ]);
    await presentSources(deps.db, lang, rows);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const priceLibraryActions = [listByPage];
