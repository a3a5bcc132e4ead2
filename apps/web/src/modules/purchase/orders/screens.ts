import { defineScreens } from '../../../app/screens/define.ts';

/** Screens of the orders part of procurement execution (issue 8), keyed by the menu's htmlUrl. */
export const ordersScreens = defineScreens({
  srmPoHeaderList: {
    load: () => import('./OrderListScreen.tsx'),
    title: { CN: '采购订单', EN: 'Purchase orders' },
  },
  orderEdit: {
    load: () => import('./OrderEditScreen.tsx'),
    title: { CN: '采购订单', EN: 'Purchase order' },
  },
  orderPrint: {
    load: () => import('./OrderPrintScreen.tsx'),
    title: { CN: '打印采购订单', EN: 'Print purchase orders' },
  },
  srmPoSupplierList: {
    load: () => import('./OrderSupplierListScreen.tsx'),
    title: { CN: '我的订单', EN: 'My purchase orders' },
  },
  orderSupplierEdit: {
    load: () => import('./OrderSupplierEditScreen.tsx'),
    title: { CN: '采购订单', EN: 'Purchase order' },
  },
  orderSupplierPrint: {
    load: () => import('./OrderSupplierPrintScreen.tsx'),
    title: { CN: '打印采购订单', EN: 'Print purchase orders' },
  },
});
