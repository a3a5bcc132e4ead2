import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/** Purchase orders (issue 8 item 3). */
export const orderMenus = (): DemoMenu[] => [
  page('PUR_ORDER', '采购订单', 'Purchase orders', 'srmPoHeaderList', [...BUYERS, 'PUR_APPROVER'], docButtons),
];
