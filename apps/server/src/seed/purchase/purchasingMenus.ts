import { BUYERS, type DemoMenu, docButtons, page, SUPPLIER } from '../menuKit.ts';
import { deliveryMenus } from './deliveryMenus.ts';
import { orderMenus } from './orderMenus.ts';
import { planMenus } from './planMenus.ts';
import { sourceMenus } from './sourceMenus.ts';

/**
 * The procurement-execution folder (spec §2 Purchasing). Buyers, approvers and supplier users share it:
 * each page names who gets it, and a button meant for one side only names that side (menuKit.ts).
 * Each part of issue 8 keeps its pages in its own file.
 */
export const purchasingMenus = (): DemoMenu => ({
  code: 'PURCHASING',
  cn: '采购执行',
  en: 'Procurement',
  icon: 'ShoppingCartOutlined',
  for: [...BUYERS, 'PUR_APPROVER', ...SUPPLIER],
  children: [
    page(
      'PUR_REQUISITION',
      '采购申请',
      'Purchase requisitions',
      'requisitionList',
      [...BUYERS, 'PUR_APPROVER'],
      [
        ...docButtons,
        ['btnAbolish', '作废', 'Abolish'],
        ['btnClose', '关闭', 'Close'],
        ['btnAlter', '变更', 'Alter'],
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
