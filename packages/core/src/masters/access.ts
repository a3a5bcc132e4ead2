import { codeAndNames, nameEnLabel } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * The catalogues of access administration (spec §2 `role`, `resp`): roles (角色, named groups of
 * responsibilities, menu SYS_ROLE) and responsibilities (职责, a menu tree, buttons and a data scope, menu
 * SYS_RESP). Their menus, buttons and data scopes are granted by actions of their own beside the binding
 * (apps/server/src/modules/admin/responsibilities.ts); what is declared here is the row itself.
 */

export const roleList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseRole',
  name: { CN: '角色', EN: 'Roles' },
  one: { CN: '角色', EN: 'role' },
  menuCode: 'SYS_ROLE',
  readers: 'menu',
  idKey: 'roleId',
  codeKey: 'roleCode',
  nameKey: 'roleName',
  nameEnKey: 'roleNameEn',
  fields: [
    ...codeAndNames(
      { code: 'roleCode', name: 'roleName', nameEn: 'roleNameEn' },
      { code: { CN: '角色编码', EN: 'Role code' }, name: { CN: '角色名称', EN: 'Role name' } },
    ),
    { key: 'description', label: { CN: '描述', EN: 'Description' }, type: 'textarea', maxLength: 512 },
  ],
  orderBy: ['roleCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};

export const responsibilityList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseResponsibility',
  name: { CN: '职责', EN: 'Responsibilities' },
  one: { CN: '职责', EN: 'responsibility' },
  menuCode: 'SYS_RESP',
  readers: 'menu',
  idKey: 'responsibilityId',
  codeKey: 'responsibilityCode',
  nameKey: 'responsibilityName',
  nameEnKey: 'responsibilityNameEn',
  fields: [
    {
      key: 'responsibilityCode',
      label: { CN: '职责编码', EN: 'Code' },
      type: 'code',
      required: true,
      maxLength: 64,
    },
    {
      key: 'responsibilityName',
      label: { CN: '职责名称', EN: 'Name' },
      type: 'text',
      required: true,
      maxLength: 128,
    },
    { key: 'responsibilityNameEn', label: nameEnLabel, type: 'text', maxLength: 128 },
    {
      key: 'systemCode',
      label: { CN: '系统代码', EN: 'System code' },
      type: 'text',
      maxLength: 32,
      defaultValue: 'SRM',
    },
    /** INSIDE, or a supplier class EX…: who may hold it. */
    {
      key: 'userType',
      label: { CN: '用户类型', EN: 'User type' },
      type: 'text',
      maxLength: 20,
      defaultValue: 'INSIDE',
    },
    /** Which rows its holders see (PERMITTED, OWN_ORG, ALL). */
    {
      key: 'dataScope',
      label: { CN: '数据范围', EN: 'Data scope' },
      type: 'text',
      maxLength: 16,
      defaultValue: 'PERMITTED',
    },
  ],
  orderBy: ['responsibilityCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit' },
  findById: true,
};

/**
 * Menus (菜单, spec §2 `menuFunction`, menu SYS_MENU): folders (10) and pages (20) in a tree, each page with
 * its buttons. The tree, its moves and the buttons keep actions of their own beside the binding
 * (apps/server/src/modules/admin/menus.ts); the level follows from the parent and is never sent.
 */
export const menuList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseMenu',
  name: { CN: '菜单', EN: 'Menus' },
  one: { CN: '菜单', EN: 'menu' },
  menuCode: 'SYS_MENU',
  readers: 'menu',
  idKey: 'menuId',
  codeKey: 'menuCode',
  nameKey: 'menuName',
  nameEnKey: 'menuNameEn',
  fields: [
    ...codeAndNames(
      { code: 'menuCode', name: 'menuName', nameEn: 'menuNameEn' },
      { code: { CN: '菜单编码', EN: 'Menu code' }, name: { CN: '菜单名称', EN: 'Menu name' } },
    ),
    { key: 'menuParentId', label: { CN: '上级目录', EN: 'Parent folder' }, type: 'ref', ref: 'menu' },
    /** 10 folder, 20 page. */
    { key: 'menuType', label: { CN: '菜单类型', EN: 'Type' }, type: 'text', required: true, maxLength: 4 },
    { key: 'htmlUrl', label: { CN: '页面地址', EN: 'Page' }, type: 'text', maxLength: 256 },
    { key: 'parameter', label: { CN: '参数', EN: 'Parameter' }, type: 'text', maxLength: 512 },
    { key: 'imageLink', label: { CN: '图标', EN: 'Icon' }, type: 'text', maxLength: 128 },
    {
      key: 'systemCode',
      label: { CN: '系统代码', EN: 'System code' },
      type: 'text',
      maxLength: 32,
      defaultValue: 'SRM',
    },
    /** Among its siblings; a new menu goes after the last one when none is given. */
    { key: 'orderNo', label: { CN: '排序', EN: 'Order' }, type: 'integer', min: 0, max: 1_000_000 },
  ],
  // By level, then among siblings (index base_menu_list_ix); levelId is bound but never written from the body.
  orderBy: ['levelId', 'orderNo'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};
