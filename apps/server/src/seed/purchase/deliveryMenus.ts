import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/**
 * Delivery notices and plans, delivery notes and code printing (issue 8 items 4–5). The buyer receives
 * delivery notes here but never writes one (the supplier does, on SUP_DELIVERY in SUP_COLLAB), so its
 * page carries no add, edit or delete.
 */
export const deliveryMenus = (): DemoMenu[] => [
  page('PUR_DELIVERY', '送货单', 'Delivery notes', 'deliveryNoteList', BUYERS, [
    ['btnReceive', '收货', 'Receive'],
    ['btnPrint', '打印', 'Print'],
    ['btnExport', '导出', 'Export'],
  ]),
  page('PUR_DELIVERY_NOTICE', '送货通知', 'Delivery notices', 'deliveryNoticeList', BUYERS, [
    ...docButtons,
    ['btnPublish', '发布', 'Publish'],
    ['btnClose', '关闭', 'Close'],
    ['btnPrint', '打印', 'Print'],
  ]),
];
