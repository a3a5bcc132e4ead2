import {
  filesField,
  reasonField,
  SUPPLIER_STATUS_DOC_STATUSES,
  supplierField,
  supplierStatusActions,
} from './supplierStatusFlow.ts';
import { defineDocumentType } from './types.ts';

/**
 * Quit (退出, issue 7 item 5): one site of the supplier, or the whole supplier when no site is named.
 * Approved: the site (or the supplier and all its sites) QUIT, and the whole supplier's purchaseFlag N.
 */
export const supplierQuit = defineDocumentType({
  billType: 'SLC_QUIT',
  name: { CN: '供应商退出', EN: 'Supplier quit' },
  menuCode: 'SLC_QUIT',
  idKey: 'quitId',
  numberKey: 'quitNumber',
  numberRule: { prefix: 'QT', datePattern: 'yyMMdd', digits: 4 },
  statuses: SUPPLIER_STATUS_DOC_STATUSES,
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'quitNumber', label: { CN: '单号', EN: 'Number' }, type: 'text', readOnly: true },
    supplierField,
    {
      key: 'siteId',
      label: { CN: '退出地点（空 = 整个供应商）', EN: 'Site (blank = the whole supplier)' },
      type: 'ref',
      ref: 'supplierSite',
      displayKey: 'siteName',
    },
    reasonField,
    filesField,
  ],
  actions: supplierStatusActions({ CN: '退出单', EN: 'Quit' }),
  list: {
    columns: ['quitNumber', 'status', 'supplierId', 'siteId', 'reason'],
    filters: ['quitNumber', 'status', 'supplierId'],
  },
  approval: true,
});
