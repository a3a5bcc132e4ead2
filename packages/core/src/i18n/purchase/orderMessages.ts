import type { Lang } from '../lang.ts';

/** Messages of the order part of procurement execution (issue 8); spread into messages.ts. */
export const orderMessages = {
  'order.supplierBlocked': {
    CN: '供应商当前不可交易：{reason}',
    EN: 'The supplier may not trade now: {reason}',
  },
  'order.overRemaining': {
    CN: '超过申请行剩余可下单数量 {remaining}',
    EN: 'More than the {remaining} still to order on the requisition line',
  },
  'order.requisitionLineNotApproved': {
    CN: '申请行不存在或所属申请未审批',
    EN: 'The requisition line does not exist or its requisition is not approved',
  },
  'order.requisitionOrgMismatch': {
    CN: '申请行属于其他采购组织',
    EN: 'The requisition line belongs to another organisation',
  },
  'order.priceReasonRequired': {
    CN: '价格库单价为 {price}，改价请填写原因',
    EN: 'The price library says {price}; give a reason for another price',
  },
  'order.taxRateNotLibrary': {
    CN: '价格库税率为 {rate}%，请使用价格库税率',
    EN: 'The price library says {rate}% tax; use that rate',
  },
  'order.noRate': {
    CN: '{currency} 在订单日期没有汇率',
    EN: 'No exchange rate for {currency} on the order date',
  },
  'order.alreadyShipped': {
    CN: '订单已有发货或收货，不能作废',
    EN: 'Something of this order was shipped or received already; it cannot be cancelled',
  },
  'order.promisedDateBeforeOrder': {
    CN: '承诺交期不能早于订单日期',
    EN: 'The promised date cannot be before the order date',
  },
  'order.notOrderLine': {
    CN: '不是该订单的行',
    EN: 'Not a line of this order',
  },
  'order.refusedTitle': {
    CN: '供应商拒绝了订单 {number}：{reason}',
    EN: 'The supplier refused order {number}: {reason}',
  },
  'order.publishedTitle': {
    CN: '请确认采购订单 {number}',
    EN: 'Please confirm purchase order {number}',
  },
  'order.alteredTitle': {
    CN: '请确认采购订单 {number} 的变更',
    EN: 'Please confirm the change of purchase order {number}',
  },
  'order.noLinesChosen': {
    CN: '请选择至少一行',
    EN: 'Choose at least one line',
  },
  'order.agreementSupplier': {
    CN: '协议属于其他供应商',
    EN: 'The agreement belongs to another supplier',
  },
} as const satisfies Record<string, Record<Lang, string>>;
