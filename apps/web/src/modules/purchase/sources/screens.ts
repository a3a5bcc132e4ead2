import { defineScreens } from '../../../app/screens/define.ts';

/** Screens of the sources part of procurement execution (issue 8 items 1–2), keyed by the menu's htmlUrl. */
export const sourcesScreens = defineScreens({
  aslList: { load: () => import('./AslListScreen.tsx'), title: { CN: '货源清单申请', EN: 'ASL applications' } },
  aslEdit: { load: () => import('./AslEditScreen.tsx'), title: { CN: '货源清单申请', EN: 'ASL application' } },
  aslPrint: {
    load: () => import('./AslPrintScreen.tsx'),
    title: { CN: '打印货源清单申请', EN: 'Print ASL applications' },
  },
  aslEntryList: {
    load: () => import('./AslEntryListScreen.tsx'),
    title: { CN: '货源清单', EN: 'Approved supplier list' },
  },
  pricingList: { load: () => import('./PricingListScreen.tsx'), title: { CN: '定价单', EN: 'Pricing' } },
  pricingEdit: { load: () => import('./PricingEditScreen.tsx'), title: { CN: '定价单', EN: 'Pricing document' } },
  pricingPrint: { load: () => import('./PricingPrintScreen.tsx'), title: { CN: '打印定价单', EN: 'Print pricing' } },
  priceLibraryList: { load: () => import('./PriceLibraryScreen.tsx'), title: { CN: '价格库', EN: 'Price library' } },
  pricingAuthority: {
    load: () => import('./PricingAuthorityScreen.tsx'),
    title: { CN: '定价权限', EN: 'Pricing authority' },
  },
  agreementList: { load: () => import('./AgreementListScreen.tsx'), title: { CN: '采购协议', EN: 'Agreements' } },
  agreementEdit: {
    load: () => import('./AgreementEditScreen.tsx'),
    title: { CN: '采购协议', EN: 'Purchase agreement' },
  },
  agreementPrint: {
    load: () => import('./AgreementPrintScreen.tsx'),
    title: { CN: '打印采购协议', EN: 'Print agreements' },
  },
});
