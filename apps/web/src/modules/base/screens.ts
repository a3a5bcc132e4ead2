import { defineScreens } from '../../app/screens/define.ts';

/** Screens of base data, keyed by the menu's htmlUrl (spec §2 route names). */
export const screens = defineScreens({
  baseMaterialList: { load: () => import('./MaterialScreen.tsx'), title: { CN: '物料管理', EN: 'Materials' } },
  purchaseClassification: {
    load: () => import('./CategoryScreen.tsx'),
    title: { CN: '采购品类', EN: 'Purchase categories' },
  },
  exchangeRateList: { load: () => import('./ExchangeRateScreen.tsx'), title: { CN: '汇率', EN: 'Exchange rates' } },
  paymentProportionList: {
    load: () => import('./PaymentTermScreen.tsx'),
    title: { CN: '付款条件', EN: 'Payment terms' },
  },
  districtList: { load: () => import('./DistrictScreen.tsx'), title: { CN: '行政区划', EN: 'Districts' } },
  bankList: { load: () => import('./BankScreen.tsx'), title: { CN: '银行及支行', EN: 'Banks and branches' } },
  purchasingGroupList: {
    load: () => import('./PurchasingGroupScreen.tsx'),
    title: { CN: '采购组', EN: 'Purchasing groups' },
  },
  harvestAddressList: {
    load: () => import('./AddressScreen.tsx'),
    title: { CN: '收货/提货地址', EN: 'Receiving and pick-up addresses' },
  },
});
