import type { FieldDef } from './types.ts';

/*
 * The line fields purchasing documents share word for word (requisition, pricing, agreement, order,
 * delivery notice and note lines): one definition, so a label, a bound or a precision changes in one
 * place for all of them.
 */

export const lineNumberField: FieldDef = {
  key: 'lineNumber',
  label: { CN: '行号', EN: 'Line' },
  type: 'number',
  readOnly: true,
};

const materialField: FieldDef = {
  key: 'materialId',
  label: { CN: '物料', EN: 'Material' },
  type: 'ref',
  ref: 'material',
  displayKey: 'materialName',
};

const categoryField: FieldDef = {
  key: 'categoryId',
  label: { CN: '采购品类', EN: 'Purchase category' },
  type: 'ref',
  ref: 'purchaseCategory',
  displayKey: 'categoryName',
  required: true,
};

/** A priced line's material and its purchase category, both required (pricing and agreement lines). */
export const pricedItemFields: readonly FieldDef[] = [{ ...materialField, required: true }, categoryField];

/** Material, its description, purchase category, quantity and unit: what an item line is about. */
export const itemLineFields: readonly FieldDef[] = [
  materialField,
  {
    key: 'itemDescription',
    label: { CN: '物料描述', EN: 'Description' },
    type: 'text',
    required: true,
    maxLength: 240,
  },
  categoryField,
  {
    key: 'quantity',
    label: { CN: '数量', EN: 'Quantity' },
    type: 'number',
    required: true,
    min: 0.0001,
    max: 999999999,
    precision: 4,
  },
  { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM', required: true },
];

/*
 * Price and tax of a line. The bounds and decimals are one rule for every document (a price has the
 * price library's 6 decimals, an amount 2), and one wording, so the pricing, agreement and order
 * screens name the same figure the same way.
 */

/** The price of one unit without tax. */
export const priceField: FieldDef = {
  key: 'price',
  label: { CN: '不含税单价', EN: 'Price (excl. tax)' },
  type: 'price',
  required: true,
  min: 0,
  max: 999999999,
  precision: 6,
};

/** The tax rate in percent (13 for 13 %). */
export const taxRateField: FieldDef = {
  key: 'taxRate',
  label: { CN: '税率(%)', EN: 'Tax rate (%)' },
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  precision: 2,
};

/** A line's amount without tax, computed by the server. */
export const amountField: FieldDef = {
  key: 'amount',
  label: { CN: '金额', EN: 'Amount' },
  type: 'amount',
  precision: 2,
  readOnly: true,
};

/** A line's tax, computed by the server. */
export const taxAmountField: FieldDef = {
  key: 'taxAmount',
  label: { CN: '税额', EN: 'Tax amount' },
  type: 'amount',
  precision: 2,
  readOnly: true,
};

/**
 * The order line a delivery notice or note line is written against, and that line's material (copied
 * by the server). `ref` names the picker, which differs on purpose: both offer the same open order
 * lines, but each fills its own document's fields from the picked line (a notice the requested
 * quantity and date, a note the quantity, description and unit).
 */
export const orderLineReferenceFields = (ref: string): readonly FieldDef[] => [
  {
    key: 'orderLineId',
    label: { CN: '订单行', EN: 'Order line' },
    type: 'ref',
    ref,
    displayKey: 'orderLineLabel',
    required: true,
  },
  {
    key: 'materialId',
    label: { CN: '物料', EN: 'Material' },
    type: 'ref',
    ref: 'material',
    displayKey: 'materialName',
    readOnly: true,
  },
];
