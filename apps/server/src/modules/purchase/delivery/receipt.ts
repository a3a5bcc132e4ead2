import { formatDate, type Lang, t } from '@srm/core';
import { compareDecimal, sumAmounts } from '@srm/core/documents/amounts';
import { eq } from 'drizzle-orm';
import type { DocContext, StoredDoc } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { queueOutbox } from '../../../platform/outbox/outbox.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { deliveryNoteLines, deliveryNotes } from '../deliverySchema.ts';
import { materialsByIds } from '../materials.ts';
import { closeReceiptTodos } from './buyerTodo.ts';
import { applyReceipt, orderLinesByIds } from './orderQuantities.ts';

/*
 * Receiving a shipped delivery note (issue 8 item 5, item 7 for SAP): what the buyer accepted and
 * refused of each line is stored on the note's lines, the order lines move (orderQuantities.ts), the
 * receipt is queued to SAP and the buyer's to-do is handled — all in the caller's transaction, after the
 * engine's gate (state SUBMITTED, button btnReceive) was passed under the note's row lock, so a receipt
 * applies once however many arrive together.
 */

export type LineReceipt = {
  lineId: number;
  receivedQuantity: string;
  rejectedQuantity: string;
  rejectReason?: string | null;
};

/** Every line of the note exactly once; received + rejected ≤ shipped; a reason for any rejection. */
export function receiptErrors(lang: Lang, doc: StoredDoc, given: LineReceipt[]): FieldError[] {
  const errors: FieldError[] = [];
  const byId = new Map(given.map((g) => [g.lineId, g]));
  if (byId.size !== given.length || doc.lines.some((l) => !byId.has(l.id)) || given.length !== doc.lines.length) {
    errors.push({ field: 'lines', message: t('delivery.receiptLineMissing', lang) });
    return errors;
  }
  for (const [i, g] of given.entries()) {
    const line = doc.lines.find((l) => l.id === g.lineId)!;
    const shipped = String(line.quantity);
    if (compareDecimal(sumAmounts([g.receivedQuantity, g.rejectedQuantity], 4), shipped) > 0) {
      errors.push({
        field: `lines.${i}.receivedQuantity`,
        message: t('delivery.receiptOverShipped', lang, {
          line: Number(line.lineNumber),
          received: Number(g.receivedQuantity),
          rejected: Number(g.rejectedQuantity),
          shipped: Number(shipped),
        }),
      });
    }
    if (compareDecimal(g.rejectedQuantity, 0) > 0 && !g.rejectReason?.trim()) {
      errors.push({ field: `lines.${i}.rejectReason`, message: t('delivery.rejectReasonRequired', lang) });
    }
  }
  return errors;
}

/** Stores the receipt and moves everything it moves (the caller has set the note CONFIRMED). */
export async function recordReceipt(ctx: DocContext, doc: StoredDoc, given: LineReceipt[]): Promise<void> {
  const userId = ctx.user.userId;
  const today = formatDate(new Date());
  const byId = new Map(given.map((g) => [g.lineId, g]));
  for (const line of doc.lines) {
    const g = byId.get(line.id)!;
    await ctx.tx
      .update(deliveryNoteLines)
      .set({
        receivedQuantity: g.receivedQuantity,
        rejectedQuantity: g.rejectedQuantity,
        rejectReason: g.rejectReason?.trim() || null,
        lastUpdatedBy: userId,
        lastUpdateDate: new Date(),
      })
      .where(eq(deliveryNoteLines.id, line.id));
  }
  // Printing and receiving change no content the supplier edits: no version raise here (the engine's
  // updateHeader of the state change raised it once).
  await ctx.tx
    .update(deliveryNotes)
    .set({ receivedDate: today, receivedBy: userId })
    .where(eq(deliveryNotes.id, doc.header.id));
  await applyReceipt(
    ctx.tx,
    doc.lines.map((l) => ({
      orderLineId: Number(l.orderLineId),
      shipped: String(l.quantity),
      received: byId.get(l.id)!.receivedQuantity,
      rejected: byId.get(l.id)!.rejectedQuantity,
    })),
    userId,
  );
  await queueReceiptToSap(ctx, doc, byId, today);
  await closeReceiptTodos(ctx.tx, doc.header.id, 'handled', userId);
}

/** The plain `receive` action: every line accepted as shipped. */
export function receiveInFull(ctx: DocContext, doc: StoredDoc): Promise<void> {
  return recordReceipt(
    ctx,
    doc,
    doc.lines.map((l) => ({ lineId: l.id, receivedQuantity: String(l.quantity), rejectedQuantity: '0' })),
  );
}

/** One SAP goods-receipt message per receipt (integration outbox, target SAP). */
async function queueReceiptToSap(ctx: DocContext, doc: StoredDoc, byId: Map<number, LineReceipt>, today: string) {
  const [orderLines, materials, suppliers] = await Promise.all([
    orderLinesByIds(
      ctx.tx,
      doc.lines.map((l) => Number(l.orderLineId)),
    ),
    materialsByIds(
      ctx.tx,
      doc.lines.flatMap((l) => (typeof l.materialId === 'number' ? [l.materialId] : [])),
    ),
    suppliersByIds(ctx.tx, [doc.header.supplierId as number]),
  ]);
  const number = String(doc.header.deliveryNoteNumber);
  const supplier = suppliers.get(doc.header.supplierId as number);
  await queueOutbox(ctx.tx, {
    target: 'SAP',
    billType: 'DELIVERY_NOTE',
    docId: doc.header.id,
    docNumber: number,
    title: `GR ${number}`,
    userId: ctx.user.userId,
    payload: {
      kind: 'GOODS_RECEIPT',
      deliveryNoteNumber: number,
      supplierNumber: supplier?.supplierNumber ?? null,
      orgId: doc.header.orgId,
      receivedDate: today,
      lines: doc.lines.map((l) => {
        const orderLine = orderLines.get(Number(l.orderLineId));
        const g = byId.get(l.id)!;
        return {
          orderNumber: orderLine?.orderNumber ?? null,
          orderLineNumber: orderLine?.lineNumber ?? null,
          materialCode: materials.get(l.materialId as number)?.materialCode ?? null,
          unitCode: l.unitCode,
          lotNumber: l.lotNumber ?? null,
          shippedQuantity: String(l.quantity),
          receivedQuantity: g.receivedQuantity,
          rejectedQuantity: g.rejectedQuantity,
          rejectReason: g.rejectReason ?? null,
        };
      }),
    },
  });
}
