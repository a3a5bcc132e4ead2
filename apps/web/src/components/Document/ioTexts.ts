import type { Translation } from '../../app/i18n/en.ts';

/** Chinese texts of the document import and print screens (wired into the workspace texts as `documentIo`). */
export const zh = {
  import: '导入',
  importTitle: '导入{{name}}',
  importIntro: '每行一条明细；“单据分组”相同的行生成同一张单据。全部校验通过才会导入，导入后为草稿状态。',
  chooseFileHint: '最多 5000 行',
  imported: '导入成功：{{documents}} 张单据，共 {{lines}} 行',
  print: '打印',
  selectToPrint: '请先勾选要打印的单据',
  printTitle: '打印预览',
  printButton: '打印',
  printing: '正在记录打印…',
  printed: '已打印并记录，共 {{count}} 张单据',
  printCount: '打印次数',
  lastPrintDate: '最后打印时间',
  noIds: '没有要打印的单据',
  lines: '明细',
  total: '合计',
  approvals: '审批记录',
  printedAt: '打印时间',
  page: '第 {{page}} / {{pages}} 张',
  back: '关闭',
};

export const en: Translation<typeof zh> = {
  import: 'Import',
  importTitle: 'Import {{name}}',
  importIntro:
    'One line per row; rows with the same "Document ref." make one document. Nothing is imported unless every row passes; imported documents are drafts.',
  chooseFileHint: 'At most 5,000 rows',
  imported: 'Imported: {{documents}} document(s) with {{lines}} line(s)',
  print: 'Print',
  selectToPrint: 'Select the documents to print first',
  printTitle: 'Print preview',
  printButton: 'Print',
  printing: 'Recording the print…',
  printed: 'Printed and recorded: {{count}} documents',
  printCount: 'Times printed',
  lastPrintDate: 'Last printed',
  noIds: 'No document to print',
  lines: 'Lines',
  total: 'Total',
  approvals: 'Approvals',
  printedAt: 'Printed at',
  page: 'Document {{page}} of {{pages}}',
  back: 'Close',
};
