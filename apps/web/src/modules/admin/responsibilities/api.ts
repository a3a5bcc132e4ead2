import { restPath } from '@srm/core/api';
import type { Lang } from '@srm/core/i18n/lang';

/** The calls of Administration → Responsibilities (apps/server/src/modules/admin/responsibilities.ts). */
export const RESP_API = {
  find: restPath('baseServer', 'baseResponsibility', 'findById'),
  grantTree: restPath('baseServer', 'baseResponsibility', 'grantTree'),
  saveGrants: restPath('baseServer', 'baseResponsibility', 'saveGrants'),
} as const;

export type RespRow = {
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
  responsibilityNameEn: string | null;
  systemCode: string;
  userType: string;
  dataScope: 'PERMITTED' | 'OWN_ORG' | 'ALL';
  enabledFlag: 'Y' | 'N';
  creationDate: string;
  lastUpdateDate: string;
  version: number;
};

/** findById: the responsibility with the ids of its menus and of the buttons granted on them. */
export type RespGrants = RespRow & { menuIds: number[]; resourceIds: number[] };

export type GrantMenu = {
  menuId: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuParentId: number | null;
  menuType: string;
  htmlUrl: string | null;
  enabledFlag: 'Y' | 'N';
};

export type GrantResource = {
  resourceId: number;
  menuId: number;
  resourceCode: string;
  resourceName: string;
  resourceNameEn: string | null;
};

/** grantTree: every menu in tree order and every button of every page. */
export type GrantTree = { menus: GrantMenu[]; resources: GrantResource[] };

/** saveGrants answers the grants as saved and the responsibility's new version. */
export type SavedGrants = { menuIds: number[]; resourceIds: number[]; version: number };

/** A name in the interface language: the English one when there is one. */
export const nameIn = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
