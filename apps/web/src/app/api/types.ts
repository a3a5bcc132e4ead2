/**
 * Shapes of the platform calls the web uses (login, menus, resources, lookups), as the server
 * answers them. Kept here until the server's schemas are exported from @srm/core.
 */

export type Responsibility = {
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
};

export type EarlyWarning = {
  outDay: number;
  /** The qualification file that expires. */
  name?: string;
  [field: string]: unknown;
};

export type UserInfo = {
  userId: number;
  userName: string;
  userFullName: string | null;
  /** INSIDE for internal users, EX… for supplier users. */
  userType: string;
  orgId?: number | null;
  orgNumber: string | null;
  supplierId: number | null;
  supplierNum?: string | null;
  supplierName: string | null;
  authorizationCode?: string;
  gatewayTag?: string;
  earlyWarningList: EarlyWarning[];
  /** Set while the supplier is blacklisted, frozen or quit: its status, the reason and the message to show. */
  tradeBlock?: { status: string; reason: string; message: string } | null;
  /** What a new document of this user starts with (components/Document/userDefaults.ts). */
  documentDefaults?: {
    personId: number | null;
    personName: string | null;
    orgId: number | null;
    orgName: string | null;
    departmentId: number | null;
    departmentName: string | null;
  };
  responsibilities: Responsibility[];
  currentResponsibility: Responsibility | null;
};

export type LoginResult = {
  certificate: string;
  authorizationCode: string;
  userInfo: UserInfo;
};

export type LoginFailure = { captchaRequired?: boolean } | null;

/** A menu row of findBaseMenuByRespId: folders (menuType 10) and pages (20), flat. */
export type Menu = {
  menuId: number;
  menuName: string;
  menuCode: string;
  menuParentId: number | null;
  menuType: string;
  levelId: number;
  imageLink: string | null;
  htmlUrl: string | null;
  parameter: string | null;
  enabledFlag: string;
  orderNo: number;
};

export type MenuResource = { resourceCode: string; resourceName: string; resIcon: string | null };

export type LookupValue = {
  lookupCode: string;
  meaning: string;
  enabledFlag: 'Y' | 'N' | string;
  description: string | null;
  seqNum: number | null;
  lookupType?: string;
  [field: string]: unknown;
};
