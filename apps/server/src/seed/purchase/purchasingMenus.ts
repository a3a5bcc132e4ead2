import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';
import { deliveryMenus } from './deliveryMenus.ts';
import { orderMenus } from './orderMenus.ts';
import { planMenus } from './planMenus.ts';
import { sourceMenus } from './sourceMenus.ts';

/**
 * The procurement-execution folder (spec §2 Purchasing), for buyers and approvers; suppliers reach the same
 * documents from their portal folder SUP_COLLAB (demoMenus.ts), each type naming its `supplierMenuCode`.
 * Each part of issue 8 keeps its pages in its own file.
 */
export const purchasingMenus = (): DemoMenu => ({
  code: 'PURCHASING',
  cn: '采购执行',
  en: 'Procurement',
  icon: 'ShoppingCartOutlined',
  for: [...BUYERS, 'PUR_APPROVER'],
  children: [
    page(
      'PUR_REQUISITION',
      '采购申请',
      'Purchase requisitions',
      'requisitionList',
      [...BUYERS, 'PUR_APPROVER'],
      [
        ...docButtons,
        ['btnAbolish', '作废', 'Void'],
        ['btnClose', '关闭', 'Close'],
        ['btnAlter', '变更', 'Change'],
        ['btnPrint', '打印', 'Print'],
        ['btnImport', '导入', 'Import'],
      ],
    ),
    ...sourceMenus(),
    ...orderMenus(),
    ...deliveryMenus(),
    ...planMenus(),
  ],
});
