import { BUYERS, type DemoMenu, docButtons, page } from '../menuKit.ts';

/*
 * Approved supplier list, pricing and agreements (issue 8 items 1–2): the three documents (approvers
 * hold them too, to open what they approve), the read-only lists approved documents leave behind
 * (ASL entries, price library) and the pricing-authority screen.
 */
const approvers = [...BUYERS, 'PUR_APPROVER'];
export const sourceMenus = (): DemoMenu[] => [
  page('PUR_ASL', '货源清单申请', 'ASL applications', 'aslList', approvers, [
    ...docButtons,
    ['btnAbolish', '作废', 'Void'],
    ['btnPrint', '打印', 'Print'],
  ]),
  page('PUR_ASL_ENTRY', '货源清单', 'Approved supplier list', 'aslEntryList', approvers, [
    ['btnExport', '导出', 'Export'],
  ]),
  page('PUR_PRICING', '定价单', 'Pricing', 'pricingList', approvers, [
    ...docButtons,
    ['btnAbolish', '作废', 'Void'],
    ['btnPrint', '打印', 'Print'],
  ]),
  page('PUR_PRICE_LIBRARY', '价格库', 'Price library', 'priceLibraryList', approvers, [
    ['btnExport', '导出', 'Export'],
  ]),
  page('PUR_PRICING_AUTH', '定价权限', 'Pricing authority', 'pricingAuthority', BUYERS, [
    ['btnAdd', '新增', 'Add'],
    ['btnDelete', '删除', 'Delete'],
  ]),
  page('PUR_AGREEMENT', '采购协议', 'Agreements', 'agreementList', approvers, [
    ...docButtons,
    ['btnAbolish', '作废', 'Void'],
    // Closing an agreement ends its use by orders: the buyers' call, not the approver's.
    ['btnClose', '关闭', 'Close', BUYERS],
    ['btnPrint', '打印', 'Print'],
  ]),
];
