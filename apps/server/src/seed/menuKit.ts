/**
 * The demo menu tree: the domains of spec §1 as folders, their screens as pages. `htmlUrl` names a
 * screen of the web app's registry (a page not built yet opens an honest "not yet available" page).
 * `for` says which demo responsibilities get the menu; `resources` are its button resources.
 */
export type DemoMenu = {
  code: string;
  cn: string;
  en: string;
  icon?: string;
  htmlUrl?: string;
  for: string[];
  /**
   * Its button resources. A fourth element names the only responsibilities that get the button (a
   * supplier's confirm on the order screen both sides share); without it every responsibility of `for` does.
   */
  resources?: [code: string, cn: string, en: string, only?: string[]][];
  children?: DemoMenu[];
};

export const ALL_INSIDE = ['SYS_ADMIN', 'PUR_BUYER', 'PUR_APPROVER', 'FIN_STAFF'];
export const BUYERS = ['SYS_ADMIN', 'PUR_BUYER'];
export const SUPPLIER = ['SUP_PORTAL'];
export const docButtons: [string, string, string][] = [
  ['btnAdd', '新增', 'Add'],
  ['btnEdit', '编辑', 'Edit'],
  ['btnDelete', '删除', 'Delete'],
  ['btnSubmit', '提交', 'Submit'],
  ['btnExport', '导出', 'Export'],
  ['btnUploadAttachment', '上传附件', 'Upload attachment'],
  ['btnDownloadAttachment', '下载附件', 'Download attachment'],
  ['btnDelAttachment', '删除附件', 'Delete attachment'],
];
/** The buttons of an administration screen that adds, edits and deletes (checked on that screen's menu). */
export const adminButtons: [string, string, string][] = [
  ['btnAdd', '新增', 'Add'],
  ['btnEdit', '编辑', 'Edit'],
  ['btnDelete', '删除', 'Delete'],
];
/** The buttons of a base-data screen (modules/base): changes, Excel import and export. */
export const baseDataButtons: [string, string, string][] = [
  ...adminButtons,
  ['btnImport', '导入', 'Import'],
  ['btnExport', '导出', 'Export'],
];
export const page = (
  code: string,
  cn: string,
  en: string,
  htmlUrl: string,
  roles: string[],
  resources?: DemoMenu['resources'],
): DemoMenu => ({
  code,
  cn,
  en,
  htmlUrl,
  for: roles,
  resources,
});

/** The button tuple type of `resources`. */
export type Button = NonNullable<DemoMenu['resources']>[number];
