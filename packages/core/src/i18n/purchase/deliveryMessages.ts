import type { Lang } from '../lang.ts';

/** Messages of the delivery part of procurement execution (issue 8); spread into messages.ts. */
export const deliveryMessages = {
  'delivery.orderLineNotOpen': {
    CN: '订单行不是本供应商已确认订单的未关闭行',
    EN: 'The order line is not an open line of a confirmed order of this supplier',
  },
  'delivery.orderLineOtherOrg': {
    CN: '订单行属于其他组织',
    EN: 'The order line belongs to another organisation',
  },
  'delivery.overOpen': {
    CN: '第 {line} 行：数量 {quantity} 超过订单行可送数量 {open}（超交容差 {tolerance}%）',
    EN: 'Line {line}: {quantity} is more than the open quantity {open} of the order line (over-delivery tolerance {tolerance}%)',
  },
  'delivery.receiptOverShipped': {
    CN: '第 {line} 行：实收 {received} 加拒收 {rejected} 超过送货数量 {shipped}',
    EN: 'Line {line}: received {received} plus rejected {rejected} is more than the shipped {shipped}',
  },
  'delivery.rejectReasonRequired': {
    CN: '拒收时必须填写拒收原因',
    EN: 'A reason is required when rejecting',
  },
  'delivery.receiptLineMissing': {
    CN: '请填写每一行的收货数量',
    EN: 'Give the receipt of every line of the note',
  },
  'delivery.shippedTodo': {
    CN: '送货单 {number} 已发货，待收货',
    EN: 'Delivery note {number} shipped, awaiting receipt',
  },
  'delivery.noticeTodo': {
    CN: '送货通知 {number} 待答复',
    EN: 'Delivery notice {number} to answer',
  },
} as const satisfies Record<string, Record<Lang, string>>;
