import { restPath } from '@srm/core/api';

/** The calls of Administration → Menus (apps/server/src/modules/admin/menus.ts). */
export const MENU_API = {
  tree: restPath('baseServer', 'baseMenu', 'findTree'),
  save: restPath('baseServer', 'baseMenu', 'saveOrUpdate'),
  move: restPath('baseServer', 'baseMenu', 'move'),
  remove: restPath('baseServer', 'baseMenu', 'delete'),
  holders: restPath('baseServer', 'baseMenu', 'menuPrivilegeList'),
  buttons: restPath('baseServer', 'baseMenuResource', 'listByMenu'),
  saveButton: restPath('baseServer', 'baseMenuResource', 'saveOrUpdate'),
  removeButton: restPath('baseServer', 'baseMenuResource', 'delete'),
} as const;

/** A menu as findTree sends it (flat, parents before children, siblings by orderNo). */
export type MenuRow = {
  menuId: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuParentId: number | null;
  menuType: string;
  levelId: number;
  orderNo: number;
  htmlUrl: string | null;
  parameter: string | null;
  imageLink: string | null;
  systemCode: string;
  enabledFlag: 'Y' | 'N';
  lastUpdateDate: string;
  version: number;
};

/** A button resource of a page menu. */
export type ButtonRow = {
  resourceId: number;
  menuId: number;
  resourceCode: string;
  resourceName: string;
  resourceNameEn: string | null;
  resIcon: string | null;
  /** How many responsibilities are granted it. */
  grantedCount: number;
  version: number;
};

/** A responsibility holding a menu, with the buttons it is granted there. */
export type HolderRow = {
  responsibilityId: number;
  responsibilityCode: string;
  responsibilityName: string;
  responsibilityNameEn: string | null;
  userType: string;
  enabledFlag: 'Y' | 'N';
  resources: { resourceId: number; resourceCode: string; resourceName: string; resourceNameEn: string | null }[];
};

/** One move of a batch: a menu under a folder (or at the top, parentId null) at an order number. */
export type MoveItem = { menuId: number; parentId: number | null; orderNo: number };
