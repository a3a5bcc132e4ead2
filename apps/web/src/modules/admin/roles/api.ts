/** What Administration → Roles reads (its own calls are the declared list's: packages/core/src/masters/access.ts). */

/** The responsibilities a role may group (menu SYS_RESP). */
export const RESPONSIBILITIES_API = '/api/baseServer/v1/baseResponsibilityRestful/listByPage';

export type RoleResponsibility = {
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
  responsibilityNameEn: string | null;
  userType: string;
};

/** A role as baseRoleRestful/listByPage returns it. */
export type RoleRow = {
  roleId: number;
  roleCode: string;
  roleName: string;
  roleNameEn: string | null;
  description: string | null;
  enabledFlag: 'Y' | 'N';
  responsibilityIds: number[];
  responsibilities: RoleResponsibility[];
  lastUpdateDate: string;
  version: number;
};
