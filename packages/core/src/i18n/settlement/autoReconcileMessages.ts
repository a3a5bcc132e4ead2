/** Messages of auto-reconcile rules and the statement variants (issue 18 item 2); spread into messages.ts. */
export const autoReconcileMessages = {
  'reconcile.runSummary': {
    CN: '生成对账单 {built} 张（已发送 {sent} 张），{empty} 个供应商没有待对账明细，{existing} 个此前已生成',
    EN: '{built} statements built ({sent} sent), {empty} suppliers had nothing to settle, {existing} built before',
  },
  'reconcile.runPeriods': {
    CN: '期间 {periods}',
    EN: 'period {periods}',
  },
  'reconcile.noCreator': {
    CN: '规则创建人的账号已停用或删除，无法以其名义生成对账单：请重新保存规则',
    EN: 'The rule’s creator is disabled or gone, so no statement can be built in their name: save the rule again',
  },
  'reconcile.supplierFailed': {
    CN: '供应商 {supplier} 生成失败：{error}',
    EN: 'Supplier {supplier} failed: {error}',
  },
  'reconcile.disabled': {
    CN: '规则已停用，不能执行',
    EN: 'The rule is disabled and cannot run',
  },
  'reconcile.paymentTermNotFound': {
    CN: '付款条件不存在或已停用',
    EN: 'No such payment term, or it is disabled',
  },
  'statement.checkTodo': {
    CN: '供应商已确认对账单 {number}（含税 {total} {currency}），请复核',
    EN: 'The supplier agreed statement {number} ({total} {currency} with tax): check it',
  },
  'statement.checkSentBackTodo': {
    CN: '对账单 {number} 复核退回：{reason}',
    EN: 'Statement {number} sent back at the check: {reason}',
  },
  'document.actionNotOffered': {
    CN: '此单据不适用「{action}」',
    EN: '{action} does not apply to this document',
  },
} as const;
