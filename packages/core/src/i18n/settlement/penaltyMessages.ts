/** Messages of late-delivery penalties and settlement files (issue 18 item 3); spread into messages.ts. */
export const penaltyMessages = {
  'penalty.reason': {
    CN: '延期交货罚款（{from} 至 {to}）：{count} 行收货晚于订单交期，按罚款规则计算，明细见下表',
    EN: 'Late-delivery penalty ({from} to {to}): {count} receipt lines later than their order’s due date, charged by rule; see the lines below',
  },
  'penalty.computedMeanwhile': {
    CN: '部分收货明细刚被另一次计算计入罚款，请重新计算',
    EN: 'Some of these receipt lines were just charged by another computation; compute again',
  },
  'settlement.fileNotYours': {
    CN: '只能附上本公司上传的文件',
    EN: 'Only files your company uploaded can be attached',
  },
} as const;
