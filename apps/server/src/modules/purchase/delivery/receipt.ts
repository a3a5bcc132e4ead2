import { formatDate, type Lang, t } from '@srm/core';
import { compareDecimal, sumAmounts } from '@srm/core/documents/amounts';
import { eq } from 'drizzle-orm';
import type { DocContext, StoredDoc } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { queueOutbox } from '../../../platform/outbox/outbox.ts';
import { materialsByIds } from '../../base/index.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { deliveryNoteLines, deliveryNotes, purchaseReturns } from '../deliverySchema.ts';
import { closeReceiptTodos } from './buyerTodo.ts';
import { applyReceipt, orderLinesByIds } from './orderQuantities.ts';
import { supplyIntake } from './supplyIntake.ts';

/** The bill type of returns' numbers. */
export const RETURN_BILL_TYPE = 'PUR_RETURN';

/*
 * Receiving a shipped delivery note (issue 8 item 5, item 7 for SAP): what the buyer accepted and
 * refused of each line is stored on the note's lines, what was refused is returned to the supplier
 * (a return row per line, issue 15 item 3), the order lines move (orderQuantities.ts), the
 * receipt is queued to SAP and the buyer's to-do is handled — all in the caller's transaction, after the
 * engine's gate (state SUBMITTED, button btnReceive) was passed under the note's row lock, so a receipt
 * applies once however many arrive together.
 */

/** What a rejected quantity does to the order: shipped again, or taken off the order. */
export const RETURN_DISPOSITIONS = ['REPLACE', 'REDUCE'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

export type LineReceipt = {
  lineId: number;
  receivedQuantity: string;
  rejectedQuantity: string;
  rejectReason?: string | null;
  /** For a rejection: REPLACE (the default: the supplier owes it again) or REDUCE. */
  disposition?: ReturnDisposition | null;
};

const rejects = (g: LineReceipt) => compareDecimal(g.rejectedQuantity, 0) > 0;
const dispositionOf = (g: LineReceipt): ReturnDisposition | null => (rejects(g) ? (g.disposition ?? 'REPLACE') : null);

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
    if (rejects(g) && !g.rejectReason?.trim()) {
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
        returnDisposition: dispositionOf(g),
        lastUpdatedBy: userId,
        lastUpdateDate: new Date(),
      })
      .where(eq(deliveryNoteLines.id, line.id));
  }
  await recordReturns(ctx, doc, byId, today);
  await recordSupply(ctx, doc, byId, today);
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
      reduced: dispositionOf(byId.get(l.id)!) === 'REDUCE' ? byId.get(l.id)!.rejectedQuantity : '0',
    })),
    userId,
  );
  await queueReceiptToSap(ctx, doc, byId, today);
  await closeReceiptTodos(ctx.tx, doc.header.id, 'handled', userId);
}

/** What the receipt accepted becomes settleable (supply storage, issue 18) at its order lines' terms. */
async function recordSupply(ctx: DocContext, doc: StoredDoc, byId: Map<number, LineReceipt>, receiptDate: string) {
  const orderLines = await orderLinesByIds(
    ctx.tx,
    doc.lines.map((l) => Number(l.orderLineId)),
  );
  await supplyIntake.get()(
    ctx.tx,
    ctx.user.userId,
    doc.lines.map((l) => {
      const orderLine = orderLines.get(Number(l.orderLineId))!;
      return {
        orgId: doc.header.orgId as number,
        supplierId: doc.header.supplierId as number,
        deliveryNoteId: doc.header.id,
        deliveryNoteLineId: l.id,
        orderId: orderLine.orderId,
        orderLineId: orderLine.id,
        materialId: (l.materialId as number | null) ?? null,
        itemDescription: (l.itemDescription as string | null) ?? orderLine.itemDescription,
        unitCode: (l.unitCode as string | null) ?? orderLine.unitCode,
        receiptDate,
        quantity: byId.get(l.id)!.receivedQuantity,
        price: orderLine.price,
        taxRate: orderLine.taxRate,
        currencyCode: orderLine.currencyCode,
        paymentTermId: orderLine.paymentTermId,
      };
    }),
  );
}

/** Number series of returns: one number per receipt that rejects something. */
const RETURN_NUMBERING = { prefix: 'RT', datePattern: 'yyMMdd', digits: 4 } as const;

/**
 * The return to the supplier of what this receipt rejected: one row per rejected note line, under one
 * number, read by the supplier on its returns list (returns.ts).
 */
async function recordReturns(ctx: DocContext, doc: StoredDoc, byId: Map<number, LineReceipt>, today: string) {
  const rejected = doc.lines.filter((l) => rejects(byId.get(l.id)!));
  if (rejected.length === 0) return;
  const returnNumber = await nextNumber(ctx.tx, RETURN_BILL_TYPE, RETURN_NUMBERING);
  await ctx.tx.insert(purchaseReturns).values(
    rejected.map((l) => {
      const g = byId.get(l.id)!;
      return {
        returnNumber,
        returnDate: today,
        orgId: doc.header.orgId as number,
        supplierId: doc.header.supplierId as number,
        deliveryNoteId: doc.header.id,
        deliveryNoteLineId: l.id,
        orderLineId: Number(l.orderLineId),
        materialId: (l.materialId as number | null) ?? null,
        itemDescription: (l.itemDescription as string | null) ?? null,
        quantity: g.rejectedQuantity,
        unitCode: (l.unitCode as string | null) ?? null,
        reason: g.rejectReason?.trim() ?? '',
        disposition: dispositionOf(g) as ReturnDisposition,
        createdBy: ctx.user.userId,
        lastUpdatedBy: ctx.user.userId,
      };
    }),
  );
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
          returnDisposition: dispositionOf(g),
        };
      }),
    },
  });
}
