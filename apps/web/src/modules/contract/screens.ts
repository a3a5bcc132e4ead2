import { defineScreens } from '../../app/screens/define.ts';

/** Screens of contracts (issue 19), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  cctContractList: {
    load: () => import('./ContractListScreen.tsx'),
    title: { CN: '合同列表', EN: 'Contracts' },
  },
  cctContractEdit: {
    load: () => import('./ContractEditScreen.tsx'),
    title: { CN: '合同', EN: 'Contract' },
  },
  cctContractSupplierList: {
    load: () => import('./ContractSupplierListScreen.tsx'),
    title: { CN: '我的合同', EN: 'My contracts' },
  },
  cctContractSupplierEdit: {
    load: () => import('./ContractSupplierEditScreen.tsx'),
    title: { CN: '合同', EN: 'Contract' },
  },
});
