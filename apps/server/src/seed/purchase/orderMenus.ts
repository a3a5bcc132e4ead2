import { BUYERS, type Button, type DemoMenu, docButtons, page } from '../menuKit.ts';

/** Buttons that write or move an order: the buyers' alone (issue 15: an approver approves, it does not publish or void). */
const buyersOnly = (buttons: Button[]): Button[] => buttons.map(([code, cn, en]) => [code, cn, en, BUYERS]);

/** What an approver needs to read an order besides approving it (its approval task is its own rule). */
const READING = new Set(['btnExport', 'btnDownloadAttachment', 'btnPrint']);

/**
 * Purchase orders (issue 8 item 3): the buyers' page; approvers open the same page to read and approve
 * the orders of their tasks, but hold none of the buttons that write, publish, change, close or void one.
 * The supplier's page of the same orders (SUP_ORDER, confirm / refuse) is in the supplier portal folder
 * of demoMenus.ts.
 */
export const orderMenus = (): DemoMenu[] => {
  const buttons: Button[] = [
    ...docButtons,
    ['btnPublish', '发布', 'Publish'],
    ['btnAlter', '变更', 'Change'],
    ['btnClose', '关闭', 'Close'],
    ['btnAbolish', '作废', 'Void'],
    ['btnPrint', '打印', 'Print'],
  ];
  return [
    page(
      'PUR_ORDER',
      '采购订单',
      'Purchase orders',
      'srmPoHeaderList',
      [...BUYERS, 'PUR_APPROVER'],
      [...buttons.filter(([code]) => READING.has(code)), ...buyersOnly(buttons.filter(([code]) => !READING.has(code)))],
    ),
  ];
};
