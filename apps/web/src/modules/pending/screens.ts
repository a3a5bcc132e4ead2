import { defineScreens } from '../../app/screens/define.ts';

/** The full to-do lists behind the home panels' "more" links (spec §2), keyed as the links open them. */
export const screens = defineScreens({
  'pending/interiorPendingMore': {
    load: () => import('./InteriorPendingMoreScreen.tsx'),
    title: { CN: '我的待办', EN: 'My to-dos' },
  },
  'pending/supplierPendingMore': {
    load: () => import('./SupplierPendingMoreScreen.tsx'),
    title: { CN: '供应商待办', EN: 'Supplier to-dos' },
  },
});
