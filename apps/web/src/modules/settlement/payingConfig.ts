import { settlementAdvance } from '@srm/core/documents/settlementAdvance';
import { settlementPayment } from '@srm/core/documents/settlementPayment';
import dayjs from 'dayjs';
import { post } from '../../app/api/client.ts';
import type { Row } from '../../components/DataTable/types.ts';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { REF_SOURCES } from '../../components/Document/refSources.ts';
import { ADVANCE_BASE, PAYMENT_BASE } from './paths.ts';

/*
 * The screens of advances and payment applications (issue 18 item 5): the buyer's and finance's (apply, submit
 * for approval, register the bank's payment) and the supplier's notices of what it was paid (read only). Their
 * pickers: the approved orders of an advance and its payment stages; a payment's confirmed invoices and the
 * paid advance it writes off — each limited to the document's supplier (the server checks all of it again).
 */

const page = (searchParams: Row) => ({ searchParams, pageIndex: 1, pageRows: 50 });
const money = (value: unknown) => (value == null ? '' : String(value));

// Searched on the server (the typed text in the order number, the caller's scope, advanceable states only): the
// first page of what matches, however many orders there are.
REF_SOURCES.advanceOrder = {
  load: (keyword) => post<Row[]>(`${ADVANCE_BASE}/orderPicker`, page({ keyword: keyword || undefined })),
  idKey: 'orderId',
  name: (row) =>
    `${row.orderNumber} · ${row.supplierName ?? ''} · ${money(row.totalWithTax)} ${row.currencyCode ?? ''}`,
};

REF_SOURCES.orderPaymentStage = {
  load: async (_keyword, doc) =>
    doc.orderId ? post<Row[]>(`${ADVANCE_BASE}/orderStages`, { orderId: doc.orderId }) : [],
  idKey: 'stageId',
  name: (row) => `${row.stageName} · ${Number(row.proportion)}% · ${row.limit}`,
  // The stage's share of the order is the amount asked for until changed.
  fills: (row) => ({ amount: row.limit }),
  dependsOn: ['orderId'],
};

REF_SOURCES.usableAdvance = {
  load: async (keyword, doc) =>
    doc.supplierId
      ? (
          await post<Row[]>(
            `${ADVANCE_BASE}/listByPage`,
            page({ status: 'PAID', supplierId: doc.supplierId, advanceNumber: keyword || undefined }),
          )
        ).filter((r) => Number(r.usable) > 0 && r.currencyCode === doc.currencyCode)
      : [],
  idKey: 'advanceId',
  name: (row) => `${row.advanceNumber} · ${row.orderNumber ?? ''} · ${money(row.usable)} ${row.currencyCode ?? ''}`,
  dependsOn: ['supplierId', 'currencyCode'],
};

// Searched on the server: the document's supplier and currency, what is not yet in another application.
REF_SOURCES.payableInvoice = {
  load: async (keyword, doc) =>
    doc.supplierId && doc.currencyCode
      ? post<Row[]>(
          `${PAYMENT_BASE}/invoicePicker`,
          page({
            supplierId: doc.supplierId,
            currencyCode: doc.currencyCode,
            orgId: doc.orgId || undefined,
            paymentId: doc.paymentId || undefined,
            keyword: keyword || undefined,
          }),
        )
      : [],
  idKey: 'invoiceId',
  name: (row) => `${row.registrationNumber} · ${row.statementNumber ?? ''} · ${money(row.unpaidAmount)}`,
  // What is unpaid of the invoice is what is paid now until changed.
  fills: (row) => ({ applyAmount: row.unpaidAmount, invoiceWithTax: row.totalWithTax }),
};

/** Advances: applied by buyers and finance against an order, paid by finance. */
export const advanceScreens: DocumentScreenConfig = {
  def: settlementAdvance,
  base: ADVANCE_BASE,
  editScreen: 'advanceApplyEdit',
  testId: 'advance',
  attachmentPath: 'settlement/advance',
  functionId: 'SET_ADVANCE',
  newHeader: () => ({ applyDate: dayjs().format('YYYY-MM-DD') }),
};

/** The supplier's advance notices: the advances paid to it. */
export const supplierAdvanceScreens: DocumentScreenConfig = {
  ...advanceScreens,
  def: { ...settlementAdvance, menuCode: 'SUP_ADVANCE' },
  editScreen: 'advanceSupplierEdit',
};

/** Payment applications: finance pays confirmed invoices less an advance written off. */
export const paymentScreens: DocumentScreenConfig = {
  def: settlementPayment,
  base: PAYMENT_BASE,
  editScreen: 'paymentApplyEdit',
  testId: 'payment',
  attachmentPath: 'settlement/payment',
  functionId: 'SET_PAYMENT',
  newHeader: () => ({ currencyCode: 'CNY', applyDate: dayjs().format('YYYY-MM-DD') }),
};

/** The supplier's payment notices: the applications paid to it, with their invoices. */
export const supplierPaymentScreens: DocumentScreenConfig = {
  ...paymentScreens,
  def: { ...settlementPayment, menuCode: 'SUP_PAYMENT' },
  editScreen: 'paymentSupplierEdit',
};
