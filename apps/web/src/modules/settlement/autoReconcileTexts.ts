/** Texts of the auto-reconcile rules screen (issue 18 item 2) in both languages; fields come from the declaration. */
export const autoReconcileTexts = {
  CN: {
    org: '组织',
    supplier: '供应商',
    allSuppliers: '所有有待对账明细的供应商',
    paymentTerm: '付款条件',
    anyTerm: '不限',
    lastRun: '最近执行',
    lastRunSummary: '执行结果',
    neverRun: '尚未执行',
    runNow: '立即执行',
    runConfirm: '按此规则立即为已结束的对账期间生成草稿对账单吗？同一供应商和期间不会重复生成。',
    runTitle: '规则 {{code}} 已执行',
    runFailed: '执行失败',
  },
  EN: {
    org: 'Organisation',
    supplier: 'Supplier',
    allSuppliers: 'Every supplier with open lines',
    paymentTerm: 'Payment term',
    anyTerm: 'Any',
    lastRun: 'Last run',
    lastRunSummary: 'Result',
    neverRun: 'Not run yet',
    runNow: 'Run now',
    runConfirm:
      'Build draft statements of the ended periods by this rule now? A supplier and period never gets a second one.',
    runTitle: 'Rule {{code}} has run',
    runFailed: 'The run failed',
  },
};
