import type { Api } from './api.ts';
import { approvedRequisition, inDays } from './purchase.ts';

/** Stages of the settlement specs set by the API: goods received from supplier1, ready to be settled. */

const PO = '/api/srmServer/v1/srmPoHeaderRestful';
const NOTE = '/api/srmServer/v1/srmPurDeliveryNoteRestful';
export const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
export const SUPPLY = '/api/srmServer/v1/srmSettleSupplyRestful';

/**
 * An order of the buyer to supplier1 for 30 kg of the demo plate (library price 4.85, 13 %), approved,
 * published and confirmed, then shipped in notes of these quantities and received in full: one supply line
 * per note. Answers the order and the notes' numbers.
 */
export async function receivedGoods(api: Api, certs: Record<string, string>, purpose: string, shipments: string[]) {
  const req = await approvedRequisition(api, certs, purpose);
  const [any] = await api.call(certs.supplier1, `${PO}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 1 });
  let order = await api.call(certs.buyer, `${PO}/createFromRequisition`, {
    supplierId: any.supplierId,
    lines: [{ requisitionLineId: req.lines[0].lineId, quantity: '30' }],
  });
  order = await api.call(certs.buyer, `${PO}/doSubmit`, { orderId: order.orderId, version: order.version });
  order = await api.call(certs.approver, `${PO}/doApproval`, { orderId: order.orderId, version: order.version });
  order = await api.call(certs.buyer, `${PO}/publish`, { orderId: order.orderId, version: order.version });
  order = await api.call(certs.supplier1, `${PO}/supplierConfirm`, { orderId: order.orderId, version: order.version });
  const notes: string[] = [];
  for (const quantity of shipments) {
    let note = await api.call(certs.supplier1, `${NOTE}/saveOrUpdate`, {
      orgId: order.orgId,
      shipDate: inDays(0),
      expectedArrivalDate: inDays(1),
      lines: [{ orderLineId: order.lines[0].lineId, quantity, packageCount: 1 }],
    });
    note = await api.call(certs.supplier1, `${NOTE}/ship`, {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
    });
    await api.call(certs.buyer, `${NOTE}/doReceive`, {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
      lines: [{ lineId: note.lines[0].lineId, receivedQuantity: quantity, rejectedQuantity: '0' }],
    });
    notes.push(note.deliveryNoteNumber);
  }
  return { orderNumber: order.orderNumber as string, orgId: order.orgId as number, notes };
}

/** The supply lines of a delivery note as the buyer reads them. */
export async function supplyOf(api: Api, cert: string, noteNumber: string) {
  return api.call(cert, `${SUPPLY}/listByPage`, { searchParams: { keyword: noteNumber }, pageIndex: 1, pageRows: 10 });
}

/** Every line of a statement, read through the API. */
export async function statementLines(api: Api, cert: string, statementId: number) {
  return api.call(cert, `${STATEMENT}/listLines`, { statementId, pageIndex: 1, pageRows: 500 });
}
