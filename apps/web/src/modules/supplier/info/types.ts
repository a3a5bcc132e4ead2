/** The supplier information as supplierInfoRestful findById / findMine answer it. */
export type Row = Record<string, unknown>;

export type SiteRow = Row & {
  siteId: number;
  siteName: string;
  ouName: string | null;
  ouNameEn: string | null;
  puName: string | null;
  puNameEn: string | null;
  siteStatus: string;
  isEmergencySupplier: string;
  inspectFlag: string;
  editFlag: 'Y' | 'N';
  version: number;
};

export type SupplierProfile = Row & {
  supplierId: number;
  supplierNum: string;
  supplierName: string;
  supplierStatus: string;
  contacts: (Row & { contactId: number })[];
  bankAccounts: (Row & { bankAccountId: number })[];
  addresses: (Row & { addressId: number })[];
  categories: (Row & { supplierCategoryId: number })[];
  sites: SiteRow[];
  qualifications: (Row & { qualificationId: number })[];
  openChange: { changeId: number; changeNumber: string; status: string } | null;
};

export const INFO_API = '/api/srmServer/v1/supplierInfoRestful';
export const CHANGE_API = '/api/srmServer/v1/srmSlcSupplierChangeRestful';
export const QUALIFICATION_API = '/api/srmServer/v1/srmSlcQualificationRestful';
