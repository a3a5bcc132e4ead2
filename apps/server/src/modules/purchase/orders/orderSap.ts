import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { ApprovalEndedEvent } from '../../../platform/documents/approval.ts';
import { queueOutbox } from '../../../platform/outbox/outbox.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { purchaseOrderLines } from '../orderSchema.ts';

/*
 * An approved order (and each approved alteration) goes to SAP through the integration outbox, in the
 * transaction that approved it: the SAP purchase-order message with its header and lines. Revision 0 is
 * the first version (create); a higher revision is a change of the same order number.
 */

export async function queueOrderToSap(tx: DbOrTx, event: ApprovalEndedEvent): Promise<void> {
  const h = event.header;
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, event.docId))
    .orderBy(asc(purchaseOrderLines.lineNumber));
  const supplier = (await suppliersByIds(tx, [h.supplierId as number])).get(h.supplierId as number);
  const revision = Number(h.revision ?? 0);
  await queueOutbox(tx, {
    target: 'SAP',
    billType: 'PO_ORDER',
    docId: event.docId,
    docNumber: event.docNumber,
    title: supplier?.supplierName ?? null,
    userId: null,
    payload: {
      action: revision > 0 ? 'CHANGE' : 'CREATE',
      orderNumber: event.docNumber,
      revision,
      orgId: h.orgId,
      supplierNumber: supplier?.supplierNumber ?? null,
      supplierName: supplier?.supplierName ?? null,
      currencyCode: h.currencyCode,
      exchangeRate: h.exchangeRate,
      orderDate: h.orderDate,
      totalAmount: h.totalAmount,
      totalTax: h.totalTax,
      totalWithTax: h.totalWithTax,
      lines: lines.map((l) => ({
        lineNumber: l.lineNumber,
        materialId: l.materialId,
        itemDescription: l.itemDescription,
        quantity: l.quantity,
        unitCode: l.unitCode,
        price: l.price,
        taxRate: l.taxRate,
        amount: l.amount,
        needByDate: l.needByDate,
      })),
    },
  });
}
