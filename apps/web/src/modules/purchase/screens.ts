import { defineScreens } from '../../app/screens/define.ts';
import { deliveryScreens } from './delivery/screens.ts';
import { ordersScreens } from './orders/screens.ts';
import { plansScreens } from './plans/screens.ts';
import { sourcesScreens } from './sources/screens.ts';

/** Screens of the purchasing domain, keyed by the menu's htmlUrl (spec §2 route names). */
export const screens = defineScreens({
  ...sourcesScreens,
  ...ordersScreens,
  ...deliveryScreens,
  ...plansScreens,
  requisitionList: {
    load: () => import('./requisitions/RequisitionListScreen.tsx'),
    title: { CN: '采购申请', EN: 'Purchase requisitions' },
  },
  requisitionEdit: {
    load: () => import('./requisitions/RequisitionEditScreen.tsx'),
    title: { CN: '采购申请单', EN: 'Purchase requisition' },
  },
  requisitionPrint: {
    load: () => import('./requisitions/RequisitionPrintScreen.tsx'),
    title: { CN: '打印采购申请', EN: 'Print requisitions' },
  },
});
