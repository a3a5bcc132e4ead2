/** Endpoints of the base-data screens (docs/api.md, modules/base on the server). */

export const baseApi = (entity: string, action: string) => `/api/baseServer/v1/${entity}Restful/${action}`;

export const ENTITY = {
  material: 'baseMaterialItem',
  category: 'basePurchaseCategory',
  rate: 'baseExchangeRate',
  term: 'basePaymentTerm',
  district: 'baseDistrict',
  bank: 'baseBank',
  branch: 'baseBankBranch',
  group: 'basePurchasingGroup',
  address: 'baseAddress',
} as const;

export type { MasterRow } from '../../components/MasterList/MasterScreen.tsx';

/** A Y/N cell shown as a tag. */
export type YN = 'Y' | 'N';
