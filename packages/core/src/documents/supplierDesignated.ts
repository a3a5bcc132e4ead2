import {
  filesField,
  reasonField,
  SUPPLIER_STATUS_DOC_STATUSES,
  supplierField,
  supplierStatusActions,
} from './supplierStatusFlow.ts';
import { defineDocumentType } from './types.ts';

/**
 * Designated supplier (指定供应商, issue 7 item 5): in an organisation, for a material or a purchase
 * category, the supplier to use from one date to another. Approved, the approved-supplier-list check
 * honours it (isDesignatedSupplier on the server).
 */
export const supplierDesignated = defineDocumentType({
  billType: 'SLC_DESIGNATED',
  name: { CN: '指定供应商', EN: 'Designated supplier' },
  menuCode: 'SLC_DESIGNATED',
  idKey: 'designatedId',
  numberKey: 'designatedNumber',
  numberRule: { prefix: 'DS', datePattern: 'yyMMdd', digits: 4 },
  statuses: SUPPLIER_STATUS_DOC_STATUSES,
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'designatedNumber', label: { CN: '单号', EN: 'Number' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
    },
    supplierField,
    {
      key: 'materialId',
      label: { CN: '物料', EN: 'Material' },
      type: 'ref',
      ref: 'material',
      displayKey: 'materialName',
    },
    {
      key: 'categoryId',
      label: { CN: '采购品类', EN: 'Purchase category' },
      type: 'ref',
      ref: 'purchaseCategory',
      displayKey: 'categoryName',
    },
    { key: 'validFrom', label: { CN: '生效日期', EN: 'Valid from' }, type: 'date', required: true },
    { key: 'validTo', label: { CN: '失效日期', EN: 'Valid to' }, type: 'date' },
    reasonField,
    filesField,
  ],
  actions: supplierStatusActions({ CN: '指定供应商单', EN: 'Designation' }),
  list: {
    columns: ['designatedNumber', 'status', 'orgId', 'supplierId', 'materialId', 'categoryId', 'validFrom', 'validTo'],
    filters: ['designatedNumber', 'status', 'orgId', 'supplierId', 'validFrom'],
  },
  approval: true,
});
