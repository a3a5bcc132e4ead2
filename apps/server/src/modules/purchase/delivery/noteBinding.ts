import { t } from '@srm/core';
import { deliveryNote } from '@srm/core/documents/deliveryNote';
import { ne } from 'drizzle-orm';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../../platform/documents/binding.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { deliveryNoteLines, deliveryNotes } from '../deliverySchema.ts';
import { closeReceiptTodos, openReceiptTodo } from './buyerTodo.ts';
import { presentDelivery } from './names.ts';
import { moveShipped, orderLinesByIds, shipErrors } from './orderQuantities.ts';
import { receiveInFull } from './receipt.ts';

/*
 * The delivery note's binding (issue 8 item 5): the supplier writes it against its confirmed order lines
 * (validate copies material, description and unit from each line and refuses more than the open
 * quantity), ships it (afterStep: the same check under the order lines' row locks, shippedQuantity
 * moves, the buyer gets a to-do) or cancels it (shipped quantities given back). Receiving is receipt.ts.
 */

/** The note lines as the quantity checks read them. */
const requests = (lines: Record<string, unknown>[]) =>
  lines.map((l, i) => ({
    orderLineId: Number(l.orderLineId),
    quantity: String(l.quantity),
    field: `lines.${i}`,
    lineNumber: (l.lineNumber as number | undefined) ?? i + 1,
  }));

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  // Always the caller's own supplier (createActor 'supplier': only supplier users get here).
  input.header.supplierId = ctx.user.supplierId;
  const orderLines = await orderLinesByIds(
    ctx.tx,
    input.lines.map((l) => Number(l.orderLineId)),
  );
  for (const line of input.lines) {
    const orderLine = orderLines.get(Number(line.orderLineId));
    line.materialId = orderLine?.materialId ?? null;
    line.itemDescription = orderLine?.itemDescription ?? null;
    line.unitCode = orderLine?.unitCode ?? null;
  }
  // The organisation is that of the order lines (shipErrors refuses lines of another one).
  const first = orderLines.get(Number(input.lines[0]?.orderLineId));
  input.header.orgId = first?.orgId ?? null;
  const errors = await shipErrors(ctx.tx, ctx.lang, ctx.user.supplierId, first?.orgId ?? null, requests(input.lines));
  if (input.lines.length === 0) errors.push({ field: 'lines', message: t('document.noLines', ctx.lang) });
  return errors;
}

const moved = (doc: StoredDoc) =>
  doc.lines.map((l) => ({ orderLineId: Number(l.orderLineId), quantity: String(l.quantity) }));

async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const userId = ctx.user.userId;
  const number = String(doc.header.deliveryNoteNumber);
  if (step.action === 'ship') {
    // Checked again under the order lines' row locks: two notes shipped at once cannot both take the rest.
    const errors = await shipErrors(
      ctx.tx,
      ctx.lang,
      doc.header.supplierId as number,
      doc.header.orgId as number,
      requests(doc.lines),
      true,
    );
    if (errors.length > 0) throw fieldErrors(errors);
    await moveShipped(ctx.tx, moved(doc), 1, userId);
    const orderLines = await orderLinesByIds(
      ctx.tx,
      moved(doc).map((m) => m.orderLineId),
    );
    await openReceiptTodo(
      ctx.tx,
      {
        id: doc.header.id,
        number,
        orgId: doc.header.orgId as number,
        title: t('delivery.shippedTodo', ctx.lang, { number }),
      },
      [...orderLines.values()].map((l) => l.orderId),
      userId,
    );
  } else if (step.action === 'cancel' && step.fromStatus === 'SUBMITTED') {
    await orderLinesByIds(
      ctx.tx,
      moved(doc).map((m) => m.orderLineId),
      true,
    );
    await moveShipped(ctx.tx, moved(doc), -1, userId);
    await closeReceiptTodos(ctx.tx, doc.header.id, 'cancelled', userId);
  } else if (step.action === 'receive') {
    await receiveInFull(ctx, doc);
  }
}

export const noteBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurDeliveryNote',
  header: deliveryNotes,
  lines: { table: deliveryNoteLines, parentKey: 'deliveryNoteId' },
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier's draft is its own until it ships it: buyers see a note from SUBMITTED on (404 before).
  buyerWhere: ne(deliveryNotes.status, 'DRAFT'),
  hooks: { validate, afterStep, present: presentDelivery },
};

export const noteType: BoundType = { def: deliveryNote, binding: noteBinding };
