import { expect } from 'vitest';
import { type DeliveryKit, NOTE, noteBody } from '../purchase/delivery/deliveryTestKit.ts';

/* What the settlement tests share (not a test file itself): goods shipped by supplier1 and received by the buyer. */

/** supplier1 ships these quantities of the order lines; the buyer receives them as given. */
export async function received(
  k: DeliveryKit,
  lines: { orderLineId: number; shipped: string; received: string; rejected: string }[],
) {
  const saved = await k.call(
    `${NOTE}/saveOrUpdate`,
    noteBody(
      k,
      lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.shipped })),
    ),
    k.cert.supplier1,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const shipped = await k.call(
    `${NOTE}/ship`,
    { deliveryNoteId: saved.body.data.deliveryNoteId, version: saved.body.data.version },
    k.cert.supplier1,
  );
  expect(shipped.statusCode, JSON.stringify(shipped.body)).toBe(200);
  const note = shipped.body.data;
  const ok = await k.call(
    `${NOTE}/doReceive`,
    {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
      lines: lines.map((l, i) => ({
        lineId: note.lines[i].lineId,
        receivedQuantity: l.received,
        rejectedQuantity: l.rejected,
        rejectReason: l.rejected === '0' ? undefined : 'Scratched',
      })),
    },
    k.cert.buyer,
  );
  expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
  return note as { deliveryNoteId: number; deliveryNoteNumber: string };
}
