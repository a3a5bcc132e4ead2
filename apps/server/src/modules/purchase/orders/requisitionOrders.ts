import { purchaseRequisition } from '@srm/core/documents/purchaseRequisition';
import { statusLabel } from '@srm/core/documents/types';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import { idSchema } from '../../../platform/documents/context.ts';
import { findDoc, visibleWhere } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { requisitionBound } from '../requisition.ts';
import { requisitionLines } from '../schema.ts';
import { orderBound } from './order.ts';

/*
 * The orders made from a requisition's lines (issue 15: the requisition links to its orders). The
 * requisition must be one the caller may open (404 otherwise); of its orders, those the caller may see
 * as orders are listed (the order's own scope), voided ones included with their status, so the
 * requisition page tells where each line went.
 */
export const listRequisitionOrders = defineAction({
  server: 'srmServer',
  entity: 'srmPurRequisition',
  action: 'listOrders',
  summary:
    'The orders made from a requisition’s lines, in the caller’s order scope: {requisitionId} → [{orderId, orderNumber, status, statusName, supplierId, supplierName, orderDate, currencyCode, totalWithTax, lines: [{requisitionLineNumber, orderLineNumber, quantity, unitCode}]}] (404 for a requisition outside the scope)',
  auth: menu(purchaseRequisition.menuCode),
  body: z.object({ requisitionId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    if (!(await findDoc(deps.db, requisitionBound, scope, body.requisitionId)))
      throw new AppError(404, 'error.notFound');
    const rows = await deps.db
      .select({
        orderId: purchaseOrders.id,
        orderNumber: purchaseOrders.orderNumber,
        status: purchaseOrders.status,
        supplierId: purchaseOrders.supplierId,
        orderDate: purchaseOrders.orderDate,
        currencyCode: purchaseOrders.currencyCode,
        totalWithTax: purchaseOrders.totalWithTax,
        requisitionLineNumber: requisitionLines.lineNumber,
        orderLineNumber: purchaseOrderLines.lineNumber,
        quantity: purchaseOrderLines.quantity,
        unitCode: purchaseOrderLines.unitCode,
      })
      .from(purchaseOrderLines)
      .innerJoin(requisitionLines, eq(requisitionLines.id, purchaseOrderLines.requisitionLineId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
      .where(and(eq(requisitionLines.requisitionId, body.requisitionId), visibleWhere(orderBound, scope)))
      .orderBy(asc(purchaseOrders.orderNumber), asc(purchaseOrderLines.lineNumber));
    const suppliers = await suppliersByIds(deps.db, [...new Set(rows.map((r) => r.supplierId))]);
    const orders = new Map<number, Record<string, unknown> & { lines: Record<string, unknown>[] }>();
    for (const r of rows) {
      let order = orders.get(r.orderId);
      if (!order) {
        const supplier = suppliers.get(r.supplierId);
        order = {
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          status: r.status,
          statusName: statusLabel(orderBound.def, r.status, lang),
          supplierId: r.supplierId,
          supplierName: supplier ? (lang === 'EN' && supplier.supplierNameEn) || supplier.supplierName : null,
          orderDate: r.orderDate,
          currencyCode: r.currencyCode,
          totalWithTax: r.totalWithTax,
          lines: [],
        };
        orders.set(r.orderId, order);
      }
      order.lines.push({
        requisitionLineNumber: r.requisitionLineNumber,
        orderLineNumber: r.orderLineNumber,
        quantity: r.quantity,
        unitCode: r.unitCode,
      });
    }
    return { data: [...orders.values()] };
  },
}) as unknown as ActionDef;
