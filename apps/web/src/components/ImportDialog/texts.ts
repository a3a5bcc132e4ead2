import type { Translation } from '../../app/i18n/en.ts';

/** Chinese texts of the one import dialog (wired into the workspace texts as `importDialog`). */
export const zh = {
  downloadTemplate: '下载导入模板',
  chooseFile: '点击或拖拽 Excel 文件（.xlsx）到此处',
  fileRule: '仅支持 .xlsx，最大 {{mb}} MB',
  wrongType: '只能导入 .xlsx 文件（{{name}} 不是）',
  tooLarge: '文件 {{name}} 超过 {{mb}} MB，不能导入',
  startImport: '开始导入',
  noFile: '请先选择文件',
  uploading: '正在上传并校验…',
  rowOf: '第 {{row}} 行',
  row: '行号',
  column: '列',
  message: '错误信息',
  downloadReport: '下载校验报告',
};

/** English texts of the one import dialog. */
export const en: Translation<typeof zh> = {
  downloadTemplate: 'Download the template',
  chooseFile: 'Click or drag an Excel file (.xlsx) here',
  fileRule: '.xlsx only, at most {{mb}} MB',
  wrongType: 'Only .xlsx files can be imported ({{name}} is not one)',
  tooLarge: '{{name}} is larger than {{mb}} MB and cannot be imported',
  startImport: 'Import',
  noFile: 'Choose a file first',
  uploading: 'Uploading and checking…',
  rowOf: 'Row {{row}}',
  row: 'Row',
  column: 'Column',
  message: 'Message',
  downloadReport: 'Download the error report',
};
