import { defineScreens } from '../../../app/screens/define.ts';

/** Screens of the delivery part of procurement execution (issue 8), keyed by the menu's htmlUrl. */
export const deliveryScreens = defineScreens({
  deliveryNoteList: {
    load: () => import('./NoteBuyerListScreen.tsx'),
    title: { CN: '送货单', EN: 'Delivery notes' },
  },
  deliveryReceive: {
    load: () => import('./ReceiveScreen.tsx'),
    title: { CN: '送货单收货', EN: 'Receive delivery note' },
  },
  deliveryNoteSupplierList: {
    load: () => import('./NoteSupplierListScreen.tsx'),
    title: { CN: '我的送货单', EN: 'My delivery notes' },
  },
  deliveryNoteEdit: {
    load: () => import('./NoteEditScreen.tsx'),
    title: { CN: '送货单', EN: 'Delivery note' },
  },
  deliveryLabelPrint: {
    load: () => import('./LabelPrintScreen.tsx'),
    title: { CN: '打印送货标签', EN: 'Print delivery labels' },
  },
  deliveryNoticeList: {
    load: () => import('./NoticeListScreen.tsx'),
    title: { CN: '送货通知', EN: 'Delivery notices' },
  },
  deliveryNoticeEdit: {
    load: () => import('./NoticeEditScreen.tsx'),
    title: { CN: '送货通知', EN: 'Delivery notice' },
  },
  deliveryNoticeSupplierList: {
    load: () => import('./NoticeSupplierListScreen.tsx'),
    title: { CN: '送货通知', EN: 'Delivery notices' },
  },
  deliveryNoticeAnswer: {
    load: () => import('./NoticeAnswerScreen.tsx'),
    title: { CN: '答复送货通知', EN: 'Answer delivery notice' },
  },
});
