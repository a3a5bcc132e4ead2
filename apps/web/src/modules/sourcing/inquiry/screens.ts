import { defineScreens } from '../../../app/screens/define.ts';

/**
 * The inquiry's screens (issue 17) by htmlUrl: the buyer's list (menu SRC_INQUIRY) and document page, the
 * comparison, the awards (menu SRC_AWARD) and the supplier's My inquiries (SUP_INQUIRY) with its inquiry page.
 */
export const inquiryScreens = defineScreens({
  inquiryList: { load: () => import('./InquiryListScreen.tsx'), title: { CN: '询价', EN: 'Inquiries' } },
  inquiryEdit: { load: () => import('./InquiryEditScreen.tsx'), title: { CN: '询价单', EN: 'Inquiry' } },
  inquiryCompare: { load: () => import('./CompareScreen.tsx'), title: { CN: '比价', EN: 'Quote comparison' } },
  awardList: { load: () => import('./AwardListScreen.tsx'), title: { CN: '定标', EN: 'Awards' } },
  awardEdit: { load: () => import('./AwardEditScreen.tsx'), title: { CN: '定标单', EN: 'Award' } },
  inquirySupplierList: {
    load: () => import('./SupplierInquiryListScreen.tsx'),
    title: { CN: '我的询价', EN: 'My inquiries' },
  },
  inquirySupplierView: {
    load: () => import('./SupplierInquiryScreen.tsx'),
    title: { CN: '询价单', EN: 'Inquiry' },
  },
});
