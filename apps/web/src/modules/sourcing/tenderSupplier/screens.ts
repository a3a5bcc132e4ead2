import { defineScreens } from '../../../app/screens/define.ts';

/**
 * The supplier portal's tender screens (issue 17 items 3, 4, 6) by htmlUrl: My tenders (menu SUP_TENDER)
 * and a tender's page, opened from the list, a to-do or a notification with ?id=.
 */
export const tenderSupplierScreens = defineScreens({
  tenderSupplierList: {
    load: () => import('./TenderSupplierListScreen.tsx'),
    title: { CN: '我的招标', EN: 'My tenders' },
  },
  tenderSupplierView: {
    load: () => import('./TenderSupplierScreen.tsx'),
    title: { CN: '招标单', EN: 'Tender' },
  },
});
