/**
 * Texts of the payment plan screen (付款计划) in both languages; the export's headers are the server's
 * (packages/core/src/i18n/settlement/reportMessages.ts).
 */
const CN = {
  supplier: '供应商',
  organisation: '组织',
  currency: '币种',
  dueBy: '到期截至',
  search: '查询',
  reset: '重置',
  export: '导出',
  dueDate: '到期日',
  status: '状态',
  overdue: '逾期 {{days}} 天',
  dueToday: '今日到期',
  notDue: '{{days}} 天后到期',
  invoice: '发票登记号',
  statement: '对账单',
  invoiceDate: '发票日期',
  stage: '付款阶段',
  amount: '分期金额',
  open: '待付金额',
  action: '操作',
  startPayment: '发起付款申请',
  empty: '没有待付的发票分期',
  hint: '已确认且未结清发票的各期应付（按对账单付款条件计算），已纳入付款申请的部分不再列出。',
  totalOf: '合计（{{currency}}）：待付 {{open}}，其中逾期 {{overdue}}，共 {{count}} 期',
  confirmTitle: '发起付款申请',
  confirmBody:
    '为 {{supplier}}（{{org}}）发起付款申请：到期截至 {{dueBy}} 的待付分期，共 {{count}} 期，合计 {{amount}} {{currency}}。申请将保存为草稿，可在提交审批前修改。',
  confirmOk: '发起',
  cancel: '取消',
  started: '已生成付款申请 {{number}}',
};

const EN: typeof CN = {
  supplier: 'Supplier',
  organisation: 'Organisation',
  currency: 'Currency',
  dueBy: 'Due by',
  search: 'Search',
  reset: 'Reset',
  export: 'Export',
  dueDate: 'Due on',
  status: 'Status',
  overdue: '{{days}} days overdue',
  dueToday: 'Due today',
  notDue: 'Due in {{days}} days',
  invoice: 'Invoice',
  statement: 'Statement',
  invoiceDate: 'Invoice date',
  stage: 'Stage',
  amount: 'Instalment',
  open: 'To pay',
  action: 'Action',
  startPayment: 'Start payment application',
  empty: 'No instalment of an invoice is waiting to be paid',
  hint: 'What confirmed, unsettled invoices owe in each instalment of their statement’s payment terms; what payment applications already take is not listed.',
  totalOf: 'Total ({{currency}}): {{open}} to pay, {{overdue}} of it overdue, {{count}} instalments',
  confirmTitle: 'Start a payment application',
  confirmBody:
    'Starts a payment application for {{supplier}} ({{org}}): the instalments due by {{dueBy}} not yet applied for, {{count}} of them, {{amount}} {{currency}} in all. It is saved as a draft you can change before submitting it.',
  confirmOk: 'Start',
  cancel: 'Cancel',
  started: 'Payment application {{number}} made',
};

export const planTexts = { CN, EN };
