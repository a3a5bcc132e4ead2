/** Endpoints of Administration → Users (docs/api.md) and the rows they return. */

const users = (action: string) => `/api/baseServer/v1/baseUsersRestful/${action}`;
const links = (action: string) => `/api/baseServer/v1/baseUserRespRestful/${action}`;

export const USER_API = {
  list: users('listByPage'),
  findById: users('findById'),
  save: users('saveOrUpdate'),
  validateUserName: users('validateUserName'),
  resetPassword: users('resetPassword'),
  resetAllPasswords: users('resetAllPasswords'),
  updateEnabledFlag: users('updateEnabledFlag'),
  unlock: users('unlock'),
} as const;

export const USER_RESP_API = {
  list: links('listByPage'),
  save: links('saveOrUpdate'),
  delete: links('delete'),
} as const;

/** Pickers: persons (menu SYS_EMPLOYEE), suppliers (internal users), responsibilities (menu SYS_RESP). */
export const PICKER_API = {
  persons: '/api/baseServer/v1/basePersonRestful/listByPage',
  suppliers: '/api/baseServer/v1/baseSupplierRestful/listForSelect',
  responsibilities: '/api/baseServer/v1/baseResponsibilityRestful/listByPage',
} as const;

export const USER_TYPES = ['INSIDE', 'EX_SUPPLIER'] as const;
export type YN = 'Y' | 'N';

/** A user as baseUsersRestful/listByPage returns it. */
export type UserRow = {
  userId: number;
  userName: string;
  userFullName: string;
  userType: string;
  email: string | null;
  phone: string | null;
  personId: number | null;
  personName: string | null;
  employeeNumber: string | null;
  supplierId: number | null;
  supplierNum: string | null;
  supplierName: string | null;
  orgId: number | null;
  orgName: string | null;
  orgNameEn: string | null;
  adminFlag: YN;
  enabledFlag: YN;
  lockedFlag: YN;
  lastLoginDate: string | null;
  version: number;
};

/** A user–responsibility link as baseUserRespRestful/listByPage returns it. */
export type UserRespRow = {
  id: number;
  userId: number;
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
  responsibilityNameEn: string | null;
  responsibilityUserType: string;
  enabledFlag: YN;
  creationDate: string;
  version: number;
};

export type PersonOption = {
  personId: number;
  employeeNumber: string;
  personName: string;
  orgName?: string | null;
};
export type SupplierOption = { supplierId: number; supplierNum: string; supplierName: string };
export type ResponsibilityOption = {
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
  responsibilityNameEn: string | null;
  userType: string;
};

/** External user types start with EX (spec §1). */
export const isSupplierType = (userType: string | null | undefined) => !!userType && userType.startsWith('EX');
