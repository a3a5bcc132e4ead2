import type { ScreenMap } from '../../../app/screens/define.ts';

/** The supplier groups screen, keyed by its menu's htmlUrl; modules/supplier/screens.ts takes it in. */
export const groupScreens: ScreenMap = {
  supplierGroups: {
    load: () => import('./SupplierGroupsScreen.tsx'),
    title: { CN: '供应商组', EN: 'Supplier groups' },
  },
};
