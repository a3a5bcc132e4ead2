import type { FieldDef } from './types.ts';

/*
 * The line fields purchasing documents share word for word (requisition and order lines): one
 * definition, so a label, a bound or a precision changes in one place for all of them.
 */

export const lineNumberField: FieldDef = {
  key: 'lineNumber',
  label: { CN: '行号', EN: 'Line' },
  type: 'number',
  readOnly: true,
};

/** Material, its description, purchase category, quantity and unit: what an item line is about. */
export const itemLineFields: readonly FieldDef[] = [
  {
    key: 'materialId',
    label: { CN: '物料', EN: 'Material' },
    type: 'ref',
    ref: 'material',
    displayKey: 'materialName',
  },
  {
    key: 'itemDescription',
    label: { CN: '物料描述', EN: 'Description' },
    type: 'text',
    required: true,
    maxLength: 240,
  },
  {
    key: 'categoryId',
    label: { CN: '采购品类', EN: 'Purchase category' },
    type: 'ref',
    ref: 'purchaseCategory',
    displayKey: 'categoryName',
    required: true,
  },
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
