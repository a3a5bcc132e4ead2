import { lineNumberField, orderLineReferenceFields } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/*
 * Delivery note (送货单, ASN), issue 8 item 5: written and shipped by the supplier against its confirmed
 * order lines, received by the buyer. The supplier portal's page is SUP_DELIVERY; the buyer's
 * PUR_DELIVERY. Quantities of the order lines move on ship, cancel and receipt
 * (apps/server/src/modules/purchase/delivery/orderQuantities.ts).
 */
export const deliveryNote = defineDocumentType({
  billType: 'DELIVERY_NOTE',
  name: { CN: '送货单', EN: 'Delivery note' },
  menuCode: 'PUR_DELIVERY',
  supplierMenuCode: 'SUP_DELIVERY',
  createActor: 'supplier',
  editActor: 'supplier',
  idKey: 'deliveryNoteId',
  numberKey: 'deliveryNoteNumber',
  numberRule: { prefix: 'DN', datePattern: 'yyMMdd', digits: 4 },
  // SUBMITTED = shipped, awaiting receipt; CONFIRMED = received; ABOLISHED = cancelled by the supplier:
  // named so for its users (a shipped note reads "shipped", not "submitted").
  statuses: ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'ABOLISHED'],
  statusLabels: {
    SUBMITTED: { CN: '已发货', EN: 'Shipped' },
    CONFIRMED: { CN: '已收货', EN: 'Received' },
    ABOLISHED: { CN: '已取消', EN: 'Cancelled' },
  },
  editableIn: ['DRAFT'],
  header: [
    { key: 'deliveryNoteNumber', label: { CN: '送货单号', EN: 'Delivery note no.' }, type: 'text', readOnly: true },
    // The organisation of the order lines shipped against, and always the caller's own supplier:
    // the server sets both (a supplier user cannot pick among the buyer's organisations).
    {
      key: 'orgId',
      label: { CN: '收货组织', EN: 'Receiving organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      readOnly: true,
    },
    {
      key: 'supplierId',
      label: { CN: '供应商', EN: 'Supplier' },
      type: 'ref',
      ref: 'supplier',
      displayKey: 'supplierName',
      readOnly: true,
    },
    { key: 'shipDate', label: { CN: '发货日期', EN: 'Ship date' }, type: 'date', required: true },
    { key: 'expectedArrivalDate', label: { CN: '预计到货日期', EN: 'Expected arrival' }, type: 'date', required: true },
    { key: 'carrier', label: { CN: '承运商', EN: 'Carrier' }, type: 'text', maxLength: 120 },
    { key: 'trackingNumber', label: { CN: '运单号', EN: 'Tracking no.' }, type: 'text', maxLength: 64 },
    { key: 'receivingAddress', label: { CN: '收货地址', EN: 'Receiving address' }, type: 'text', maxLength: 500 },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
    { key: 'receivedDate', label: { CN: '收货时间', EN: 'Received on' }, type: 'date', readOnly: true },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '送货行', EN: 'Lines' },
    fields: [
      lineNumberField,
      // The material is taken from the order line by the server.
      ...orderLineReferenceFields('deliveryOrderLine'),
      { key: 'itemDescription', label: { CN: '物料描述', EN: 'Description' }, type: 'text', readOnly: true },
      {
        key: 'quantity',
        label: { CN: '送货数量', EN: 'Quantity' },
        type: 'number',
        required: true,
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM', readOnly: true },
      { key: 'lotNumber', label: { CN: '批次号', EN: 'Lot no.' }, type: 'text', maxLength: 64 },
      {
        key: 'packageCount',
        label: { CN: '包装件数', EN: 'Packages' },
        type: 'number',
        required: true,
        min: 1,
        max: 9999,
        precision: 0,
      },
      {
        key: 'quantityPerPackage',
        label: { CN: '每件数量', EN: 'Qty per package' },
        type: 'number',
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      { key: 'receivedQuantity', label: { CN: '实收数量', EN: 'Received' }, type: 'number', readOnly: true },
      { key: 'rejectedQuantity', label: { CN: '拒收数量', EN: 'Rejected' }, type: 'number', readOnly: true },
      { key: 'rejectReason', label: { CN: '拒收原因', EN: 'Reject reason' }, type: 'text', readOnly: true },
      // What the rejected quantity does to the order: REPLACE (shipped again) or REDUCE (taken off it).
      {
        key: 'returnDisposition',
        label: { CN: '退货处理', EN: 'Return handling' },
        type: 'lookup',
        lookupType: 'PUR_RETURN_DISPOSITION',
        readOnly: true,
      },
    ],
  },
  actions: {
    ship: {
      label: { CN: '发货', EN: 'Ship' },
      from: ['DRAFT'],
      to: 'SUBMITTED',
      resource: 'btnShip',
      actor: 'supplier',
      confirm: { CN: '发货后不能再修改，确定发货吗？', EN: 'A shipped note cannot be changed. Ship it?' },
    },
    cancel: {
      label: { CN: '取消', EN: 'Cancel' },
      from: ['DRAFT', 'SUBMITTED'],
      to: 'ABOLISHED',
      resource: 'btnCancel',
      actor: 'supplier',
      kind: 'danger',
      confirm: { CN: '确定取消该送货单吗？', EN: 'Cancel this delivery note?' },
    },
    // Taken through doReceive with the received and rejected quantities of each line; the plain
    // `receive` call receives every line in full.
    receive: {
      label: { CN: '收货', EN: 'Receive' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      resource: 'btnReceive',
      actor: 'holder',
    },
  },
  list: {
    columns: [
      'deliveryNoteNumber',
      'status',
      'orgId',
      'supplierId',
      'shipDate',
      'expectedArrivalDate',
      'carrier',
      'trackingNumber',
    ],
    filters: ['deliveryNoteNumber', 'status', 'orgId', 'supplierId', 'shipDate'],
  },
  approval: false,
  // The supplier writes it: its history is its own from the creation on, plus the buyer's receipt.
  supplierHistory: { publishedBy: [], shared: ['receive'] },
});
