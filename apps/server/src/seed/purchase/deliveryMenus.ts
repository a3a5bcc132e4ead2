import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/** Delivery notices and plans, delivery notes and code printing (issue 8 items 4–5). */
export const deliveryMenus = (): DemoMenu[] => [
  page('PUR_DELIVERY', '送货单', 'Delivery notes', 'deliveryNoteList', BUYERS, docButtons),
];
