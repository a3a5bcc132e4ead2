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

// ——— Settlement reports (issue 18 item 7): statements agreed or left open, invoices registered at a date ———

const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
/** Unique 8-digit tax-invoice numbers within a run (a supplier registers a code + number once). */
let taxInvoiceSeq = 0;
function taxInvoiceNumber(): string {
  taxInvoiceSeq += 1;
  return String((Date.now() % 90_000_000) + 10_000_000 + taxInvoiceSeq).slice(-8);
}

/**
 * A statement of supplier1 built by the buyer over every line received today in that organisation — goods just
 * received by `receivedGoods` — and saved (DRAFT), sent (`sent`), or agreed by supplier1 (`agreed`).
 */
export async function statementOfToday(
  api: Api,
  certs: Record<string, string>,
  goods: { orgId: number; notes: string[] },
  stage: 'draft' | 'sent' | 'agreed',
) {
  const [line] = await supplyOf(api, certs.buyer, goods.notes[0]);
  const today = inDays(0);
  let doc = await api.call(certs.buyer, `${STATEMENT}/saveOrUpdate`, {
    orgId: goods.orgId,
    supplierId: line.supplierId,
    currencyCode: 'CNY',
    periodFrom: today,
    periodTo: today,
  });
  if (stage !== 'draft') {
    doc = await api.call(certs.buyer, `${STATEMENT}/send`, { statementId: doc.statementId, version: doc.version });
  }
  if (stage === 'agreed') {
    doc = await api.call(certs.supplier1, `${STATEMENT}/confirm`, {
      statementId: doc.statementId,
      version: doc.version,
    });
  }
  return doc as {
    statementId: number;
    statementNumber: string;
    totalAmount: string;
    totalTax: string;
    totalWithTax: string;
    version: number;
  };
}

/**
 * supplier1 registers one 13 % tax invoice of an agreed statement's whole amount, dated `invoiceDate`, and submits
 * it; finance confirms it when `confirm`. Answers the registration.
 */
export async function invoiceOf(
  api: Api,
  certs: Record<string, string>,
  statement: { statementId: number; totalAmount: string; totalTax: string },
  invoiceDate: string,
  confirm: boolean,
) {
  let doc = await api.call(certs.supplier1, `${INVOICE}/saveOrUpdate`, {
    statementId: statement.statementId,
    lines: [
      {
        invoiceCode: '3100231130',
        invoiceNumber: taxInvoiceNumber(),
        invoiceDate,
        taxRate: '13',
        amount: statement.totalAmount,
        taxAmount: statement.totalTax,
      },
    ],
  });
  doc = await api.call(certs.supplier1, `${INVOICE}/doSubmit`, { invoiceId: doc.invoiceId, version: doc.version });
  if (confirm)
    doc = await api.call(certs.finance, `${INVOICE}/confirm`, { invoiceId: doc.invoiceId, version: doc.version });
  return doc as { invoiceId: number; registrationNumber: string; totalWithTax: string; status: string };
}
