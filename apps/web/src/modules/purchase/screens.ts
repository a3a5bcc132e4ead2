import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the purchasing domain, keyed by the menu's htmlUrl (spec §2 route names). */
export const screens = defineScreens({
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
