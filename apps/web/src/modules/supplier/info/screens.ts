import type { ScreenMap } from '../../../app/screens/define.ts';

/**
 * Supplier information, change requests and qualification screens (issue 7 items 3–4), keyed by the
 * menus' htmlUrl; modules/supplier/screens.ts takes them in.
 */
export const infoScreens: ScreenMap = {
  supplierInfoList: {
    load: () => import('./SupplierInfoListScreen.tsx'),
    title: { CN: '供应商信息', EN: 'Supplier information' },
  },
  supplierInfoDetail: {
    load: () => import('./SupplierInfoDetailScreen.tsx'),
    title: { CN: '供应商详情', EN: 'Supplier details' },
  },
  supplierSelfInfo: { load: () => import('./MyCompanyScreen.tsx'), title: { CN: '企业资料', EN: 'Company profile' } },
  changeInfo: {
    load: () => import('../change/ChangeListScreen.tsx'),
    title: { CN: '信息变更', EN: 'Change requests' },
  },
  changeInfoEdit: {
    load: () => import('../change/ChangeEditScreen.tsx'),
    title: { CN: '供应商信息变更', EN: 'Supplier change request' },
  },
  supplierQualificationList: {
    load: () => import('../qualification/QualificationListScreen.tsx'),
    title: { CN: '资质管理', EN: 'Qualifications' },
  },
  supplierSelfQualification: {
    load: () => import('../qualification/MyQualificationsScreen.tsx'),
    title: { CN: '我的资质', EN: 'My qualifications' },
  },
};
