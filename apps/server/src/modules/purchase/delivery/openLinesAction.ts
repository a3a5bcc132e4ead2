import { isSupplierUserType } from '@srm/core';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import { idSchema } from '../../../platform/documents/context.ts';
import { visibleWhere } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { materialsByIds, materialTitle } from '../../base/index.ts';
import { orderBound } from '../orders/order.ts';
import { openOrderLines } from './orderQuantities.ts';

/*
 * The picker of a delivery note's and a delivery notice's lines: the open lines of a supplier's
 * confirmed orders with ordered, shipped, received and open quantities. A supplier user always gets its
 * own supplier's lines (whatever it sends); a buyer names the supplier and sees only the orders of its
 * data scope.
 */
export const listOpenOrderLines = defineAction({
  server: 'srmServer',
  entity: 'srmPurDeliveryNote',
  action: 'listOpenOrderLines',
  summary:
    'Open lines of a supplier’s confirmed orders (the supplier user’s own; a buyer names supplierId): order number, line, material, ordered, shipped, received and open quantities',
  auth: menu('SUP_DELIVERY', 'PUR_DELIVERY', 'PUR_DELIVERY_NOTICE'),
  body: z.object({
    supplierId: idSchema.optional(),
    orgId: idSchema.optional(),
    keyword: z.string().trim().max(100).optional(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const supplierSide = isSupplierUserType(user!.userType);
    // A buyer without a supplier named picks among every supplier's lines of its organisations.
    const supplierId = supplierSide ? user!.supplierId : (body.supplierId ?? null);
    if (supplierSide && supplierId == null) throw new AppError(404, 'error.notFound');
    // The caller's scope on the orders is a condition of the query itself, before its 200-row limit:
    // filtered afterwards, lines the caller may not see could fill the 200 and hide all of its own. It
    // is the order's own visibility rule (a supplier: its published orders; a buyer: organisation,
    // purchasing group and line categories of its data scope), so the picker offers no line of an order
    // the caller could not open.
    const scope = await scopeFor(deps.db, user!, req);
    const rows = await openOrderLines(deps.db, {
      supplierId: supplierId ?? undefined,
      orgId: body.orgId,
      keyword: body.keyword,
      visible: visibleWhere(orderBound, scope),
    });
    const materials = await materialsByIds(
      deps.db,
      rows.flatMap((r) => (r.materialId == null ? [] : [r.materialId])),
    );
    return {
      data: rows.map((r) => {
        const material = r.materialId == null ? undefined : materials.get(r.materialId);
        return {
          orderLineId: r.id,
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          orgId: r.orgId,
          lineNumber: r.lineNumber,
          orderLineLabel: `${r.orderNumber} / ${r.lineNumber}`,
          supplierId: r.supplierId,
          materialId: r.materialId,
          materialCode: r.materialCode,
          materialName: material ? `${material.materialCode} ${materialTitle(material, lang)}` : null,
          itemDescription: r.itemDescription,
          unitCode: r.unitCode,
          needByDate: r.promisedDate ?? r.needByDate,
          quantity: r.quantity,
          shippedQuantity: r.shippedQuantity,
          receivedQuantity: r.receivedQuantity,
          openQuantity: r.openQuantity,
        };
      }),
    };
  },
}) as unknown as ActionDef;
