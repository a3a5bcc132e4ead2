import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import type { DocumentTypeDef } from '@srm/core/documents/types';
import dayjs from 'dayjs';
import type { Row } from '../../../components/DataTable/types.ts';
import { type DocumentScreenConfig, roundTo } from '../../../components/Document/config.ts';
import { OrderBarcode } from './OrderBarcode.tsx';
import { PriceDepartures } from './PriceDepartures.tsx';
import './refSources.ts';

/*
 * The order screens' configurations: the buyer's (PUR_ORDER) and the supplier's (SUP_ORDER, the
 * same documents read-only with confirm / refuse). A supplier-side config names the supplier page as
 * its menu, so the document page takes its buttons from the menu the supplier holds.
 */

export const ORDER_BASE = '/api/srmServer/v1/srmPoHeaderRestful';

/** Line fields the server keeps for itself (where a line came from): not shown on the screens. */
const INTERNAL_LINE_FIELDS = ['requisitionLineId', 'agreementLineId', 'priceEntryId', 'lineStatus'];

/** The dates a line is shipped by (asked and promised) beside its quantity, not past the scroll of the amounts. */
const DATES = ['needByDate', 'promisedDate'];
const lineFields = (purchaseOrder.lines?.fields ?? []).filter((f) => !INTERNAL_LINE_FIELDS.includes(f.key));
const afterUnit = lineFields.findIndex((f) => f.key === 'unitCode') + 1;
const shownLineFields = [
  ...lineFields.slice(0, afterUnit).filter((f) => !DATES.includes(f.key)),
  ...lineFields.filter((f) => DATES.includes(f.key)),
  ...lineFields.slice(afterUnit).filter((f) => !DATES.includes(f.key)),
];

const shown: DocumentTypeDef = {
  ...purchaseOrder,
  lines: purchaseOrder.lines && { ...purchaseOrder.lines, fields: shownLineFields },
};

/** The printed sheet keeps to A4: the columns a supplier ships by, not the bookkeeping ones. */
const OFF_THE_SHEET = [
  'categoryId',
  'addressId',
  'shippedQuantity',
  'receivedQuantity',
  'openQuantity',
  'libraryPrice',
  'priceChangeReason',
];
const printed: DocumentTypeDef = {
  ...shown,
  lines: shown.lines && { ...shown.lines, fields: shown.lines.fields.filter((f) => !OFF_THE_SHEET.includes(f.key)) },
};

/** The print screens' configs: the sheet's narrower lines. */
export const printConfig = (config: DocumentScreenConfig): DocumentScreenConfig => ({
  ...config,
  def: { ...printed, menuCode: config.def.menuCode },
});

const num = (v: unknown) => (v == null || v === '' ? Number.NaN : Number(v));

const common = {
  base: ORDER_BASE,
  attachmentPath: 'purchase/order',
  functionId: 'PUR_ORDER',
  // amount = quantity × price, tax = amount × rate (the server computes both again, cents half up)
  computeLine: (line: Row) => {
    const amount = roundTo(num(line.quantity) * num(line.price), 2);
    if (!Number.isFinite(amount)) return { amount: null, taxAmount: null };
    const rate = num(line.taxRate);
    return { amount, taxAmount: Number.isFinite(rate) ? roundTo((amount * rate) / 100, 2) : null };
  },
  computeHeader: (lines: Row[]) => {
    const amount = roundTo(
      lines.reduce((s, l) => s + (Number(l.amount) || 0), 0),
      2,
    );
    const tax = roundTo(
      lines.reduce((s, l) => s + (Number(l.taxAmount) || 0), 0),
      2,
    );
    return { totalAmount: amount, totalTax: tax, totalWithTax: roundTo(amount + tax, 2) };
  },
  sheetExtra: (doc: Row) => <OrderBarcode text={String(doc.orderNumber ?? '')} testId="order-print-barcode" />,
};

export const orderScreens: DocumentScreenConfig = {
  ...common,
  def: shown,
  // Prices departing from the price library, for the buyer and the approver.
  banner: (doc: Row) => <PriceDepartures doc={doc} />,
  editScreen: 'orderEdit',
  printScreen: 'orderPrint',
  testId: 'order',
  newHeader: () => ({ currencyCode: 'CNY', orderDate: dayjs().format('YYYY-MM-DD'), totalAmount: 0 }),
  newLine: () => ({ unitCode: 'PCS', taxRate: 13, needByDate: dayjs().add(14, 'day').format('YYYY-MM-DD') }),
};

/** The supplier's view: the buyer's internal fields are not its business (the server never sends them). */
const supplierShown: DocumentTypeDef = {
  ...shown,
  menuCode: 'SUP_ORDER',
  lines: shown.lines && { ...shown.lines, fields: shown.lines.fields.filter((f) => !f.internal) },
};

export const orderSupplierScreens: DocumentScreenConfig = {
  ...common,
  def: supplierShown,
  editScreen: 'orderSupplierEdit',
  printScreen: 'orderSupplierPrint',
  testId: 'supplier-order',
  // The supplier's confirmation is the named call that also takes promised dates.
  actionCalls: { confirm: 'supplierConfirm' },
};
