import { BUYERS, type DemoMenu, page } from '../menuKit.ts';

/*
 * Purchase plans, supplier inventory, capacity assessment and spare parts (issue 8 item 6): the buyers'
 * pages. The supplier's pages of the same documents are in the SUP_COLLAB folder of demoMenus.ts.
 */

const view: NonNullable<DemoMenu['resources']> = [
  ['btnExport', '导出', 'Export'],
  ['btnUploadAttachment', '上传附件', 'Upload attachment'],
  ['btnDownloadAttachment', '下载附件', 'Download attachment'],
];
const write: NonNullable<DemoMenu['resources']> = [
  ['btnAdd', '新增', 'Add'],
  ['btnEdit', '编辑', 'Edit'],
  ['btnDelete', '删除', 'Delete'],
];

export const planMenus = (): DemoMenu[] => [
  page(
    'PUR_ROLLING_PLAN',
    '采购计划',
    'Purchase plans',
    'purchasePlanList',
    [...BUYERS, 'PUR_APPROVER'],
    [
      ...write,
      ...view,
      ['btnPublish', '发布', 'Publish'],
      ['btnClose', '关闭', 'Close'],
      ['btnImport', '导入', 'Import'],
      ['btnPrint', '打印', 'Print'],
    ],
  ),
  page(
    'PUR_SUPPLIER_INVENTORY',
    '供应商库存',
    'Supplier inventory',
    'supplierInventoryList',
    [...BUYERS, 'PUR_APPROVER'],
    view,
  ),
  page(
    'PUR_CAPACITY',
    '产能评估',
    'Capacity assessments',
    'capacityAssessmentList',
    [...BUYERS, 'PUR_APPROVER'],
    [...view, ['btnApprove', '通过', 'Approve'], ['btnReturn', '退回', 'Return']],
  ),
  page(
    'PUR_SPARE_PARTS',
    '备件清单',
    'Spare parts lists',
    'sparePartsList',
    [...BUYERS, 'PUR_APPROVER'],
    [...write, ...view, ['btnPublish', '发布', 'Publish'], ['btnImport', '导入', 'Import']],
  ),
];

/** The supplier portal's pages of the same documents (placed in SUP_COLLAB by demoMenus.ts). */
export const planSupplierMenus = (roles: string[]): DemoMenu[] => [
  page('SUP_ROLLING_PLAN', '我的采购计划', 'My purchase plans', 'purchasePlanSupplierList', roles, [
    ['btnConfirm', '确认', 'Confirm'],
    ['btnReturn', '退回', 'Return'],
    ['btnExport', '导出', 'Export'],
    ['btnDownloadAttachment', '下载附件', 'Download attachment'],
  ]),
  page('SUP_INVENTORY', '库存上报', 'Inventory reports', 'supplierInventorySupplierList', roles, [
    ...write,
    ['btnSubmit', '提交', 'Submit'],
    ...view,
  ]),
  page('SUP_CAPACITY', '产能评估', 'Capacity assessments', 'capacityAssessmentSupplierList', roles, [
    ...write,
    ['btnSubmit', '提交', 'Submit'],
    ...view,
  ]),
  page('SUP_SPARE_PARTS', '备件清单', 'Spare parts lists', 'sparePartsSupplierList', roles, [
    ['btnConfirm', '确认', 'Confirm'],
    ['btnExport', '导出', 'Export'],
  ]),
];
