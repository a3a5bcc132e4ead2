import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/** Approved supplier list, agreements and pricing (issue 8 items 1–2). */
export const sourceMenus = (): DemoMenu[] => [
  page('PUR_ASL', '货源清单', 'Approved supplier list', 'aslList', BUYERS, docButtons),
  page('PUR_AGREEMENT', '采购协议', 'Agreements', 'agreementList', BUYERS, docButtons),
  page('PUR_PRICING', '价格库', 'Pricing', 'pricingList', BUYERS, docButtons),
];
