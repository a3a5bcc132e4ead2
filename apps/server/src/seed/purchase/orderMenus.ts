import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/**
 * Purchase orders (issue 8 item 3): the buyers' page. The supplier's page of the same orders (SUP_ORDER,
 * confirm / refuse) is in the supplier portal folder of demoMenus.ts.
 */
export const orderMenus = (): DemoMenu[] => [
  page(
    'PUR_ORDER',
    '采购订单',
    'Purchase orders',
    'srmPoHeaderList',
    [...BUYERS, 'PUR_APPROVER'],
    [
      ...docButtons,
      ['btnPublish', '发布', 'Publish'],
      ['btnAlter', '变更', 'Change'],
      ['btnClose', '关闭', 'Close'],
      ['btnAbolish', '作废', 'Void'],
      ['btnPrint', '打印', 'Print'],
    ],
  ),
];
