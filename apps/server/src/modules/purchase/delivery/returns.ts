import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { materialsByIds, materialTitle } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { deliveryNotes, purchaseReturns } from '../deliverySchema.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';

/*
 * Returns to the supplier (退货, issue 15 item 3): the lines a receipt rejected, each with its return
 * number and date, order and line, material, quantity, reason and what it did to the order (replace /
 * reduce). Written only by the receipt (receipt.ts). Read on both sides of the delivery notes: a buyer
 * in its organisation scope, a supplier user its own supplier's only (the scope helper; another
 * supplier's returns are never listed).
 */
export const listReturns = defineAction({
  server: 'srmServer',
  entity: 'srmPurReturn',
  action: 'listByPage',
  summary:
    'Returns to the supplier made by receipts (buyer: organisation scope; supplier user: its own): {searchParams: {keyword? (return, order or note number)}} → returnNumber, returnDate, order and line, delivery note, material, quantity, unit, reason, disposition; paged, newest first',
  auth: menu('PUR_DELIVERY', 'SUP_DELIVERY'),
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(100).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const c: SQL[] = [scopeWhere(scope, { orgId: purchaseReturns.orgId, supplierId: purchaseReturns.supplierId })];
    const keyword = body.searchParams.keyword;
    if (keyword) {
      // Conditions on the returns table alone, so the count is the capped count of that table.
      const notes = deps.db
        .select({ id: deliveryNotes.id })
        .from(deliveryNotes)
        .where(contains(deliveryNotes.deliveryNoteNumber, keyword));
      const orderLines = deps.db
        .select({ id: purchaseOrderLines.id })
        .from(purchaseOrderLines)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
        .where(contains(purchaseOrders.orderNumber, keyword));
      c.push(
        or(
          contains(purchaseReturns.returnNumber, keyword),
          inArray(purchaseReturns.deliveryNoteId, notes),
          inArray(purchaseReturns.orderLineId, orderLines),
        )!,
      );
    }
    const where = and(...c);
    const query = deps.db
      .select({
        returnId: purchaseReturns.id,
        returnNumber: purchaseReturns.returnNumber,
        returnDate: purchaseReturns.returnDate,
        supplierId: purchaseReturns.supplierId,
        orgId: purchaseReturns.orgId,
        orderId: purchaseOrders.id,
        orderNumber: purchaseOrders.orderNumber,
        orderLineNumber: purchaseOrderLines.lineNumber,
        deliveryNoteId: purchaseReturns.deliveryNoteId,
        deliveryNoteNumber: deliveryNotes.deliveryNoteNumber,
        materialId: purchaseReturns.materialId,
        itemDescription: purchaseReturns.itemDescription,
        quantity: purchaseReturns.quantity,
        unitCode: purchaseReturns.unitCode,
        reason: purchaseReturns.reason,
        disposition: purchaseReturns.disposition,
      })
      .from(purchaseReturns)
      .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReturns.orderLineId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, purchaseReturns.deliveryNoteId));
    const [rows, total] = await Promise.all([
      query
        .where(where)
        .orderBy(desc(purchaseReturns.returnDate), desc(purchaseReturns.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, purchaseReturns, where, body),
    ]);
    const [materials, suppliers] = await Promise.all([
      materialsByIds(
        deps.db,
        rows.flatMap((r) => (r.materialId == null ? [] : [r.materialId])),
      ),
      suppliersByIds(deps.db, [...new Set(rows.map((r) => r.supplierId))]),
    ]);
    const data = rows.map((r) => {
      const material = r.materialId == null ? undefined : materials.get(r.materialId);
      const supplier = suppliers.get(r.supplierId);
      return {
        ...r,
        materialName: material ? `${material.materialCode} ${materialTitle(material, lang)}` : null,
        supplierName: supplier ? (lang === 'EN' && supplier.supplierNameEn) || supplier.supplierName : null,
      };
    });
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
}) as unknown as ActionDef;
