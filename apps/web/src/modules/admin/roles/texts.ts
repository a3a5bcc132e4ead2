import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Roles (wired into the workspace texts as `adminRole`). */
export const zh = {
  title: '角色管理',
  roleCode: '角色编码',
  roleName: '角色名称',
  roleNameEn: '英文名称',
  description: '描述',
  responsibilities: '包含的职责',
  status: '状态',
  all: '全部',
  addTitle: '新增角色',
  editTitle: '编辑角色：{{code}}',
  codeHint: '字母、数字或 _ . -，不区分大小写唯一',
  respPlaceholder: '选择该角色归组的职责',
  respHint: '角色只是职责的归组，本身不授予菜单、按钮或数据权限；权限来自职责。',
  deleteConfirm: '删除角色不会影响其包含的职责，也不会影响拥有这些职责的用户。确定删除吗？',
  noResp: '未包含职责',
} as const;

/** English texts of Administration → Roles. */
export const en: Translation<typeof zh> = {
  title: 'Roles',
  roleCode: 'Role code',
  roleName: 'Role name',
  roleNameEn: 'English name',
  description: 'Description',
  responsibilities: 'Responsibilities',
  status: 'Status',
  all: 'All',
  addTitle: 'New role',
  editTitle: 'Edit role: {{code}}',
  codeHint: 'Letters, digits or _ . -; unique whatever the case',
  respPlaceholder: 'Choose the responsibilities this role groups',
  respHint:
    'A role only groups responsibilities; it grants no menu, button or data scope by itself — permissions come from responsibilities.',
  deleteConfirm: 'Deleting the role leaves its responsibilities, and the users holding them, as they are. Delete it?',
  noResp: 'No responsibility',
};
