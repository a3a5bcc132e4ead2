import type { Lang } from '../i18n/lang.ts';

/** Document statuses of spec §4, with their labels. */
export const DOC_STATUS = {
  DRAFT: { CN: '草稿', EN: 'Draft' },
  APPROVING: { CN: '审批中', EN: 'In approval' },
  REJECTED: { CN: '已驳回', EN: 'Rejected' },
  APPROVED: { CN: '已审批', EN: 'Approved' },
  CHANGING: { CN: '变更中', EN: 'Changing' },
  ABOLISHED: { CN: '已作废', EN: 'Voided' },
  SUBMITTED: { CN: '已提交', EN: 'Submitted' },
  CONFIRMED: { CN: '已确认', EN: 'Confirmed' },
  NO_CONFIRMED: { CN: '待确认', EN: 'Awaiting confirmation' },
  CLOSED: { CN: '已关闭', EN: 'Closed' },
  // Sourcing (issue 17): an inquiry open for quotes, decided by an approved award, its outcome made.
  PUBLISHED: { CN: '已发布', EN: 'Published' },
  AWARDED: { CN: '已定标', EN: 'Awarded' },
  COMPLETED: { CN: '已完成', EN: 'Completed' },
  // A tender whose sealed bids the committee has opened, then scored by its jury.
  OPENED: { CN: '已开标', EN: 'Bids opened' },
  EVALUATED: { CN: '已评标', EN: 'Evaluated' },
  // Settlement (issue 18): an approved advance or payment application the bank has paid.
  PAID: { CN: '已付款', EN: 'Paid' },
  // A two-sided account statement the supplier agreed, awaiting the buyer's check (issue 18 item 2).
  CHECKING: { CN: '待复核', EN: 'To check' },
  // Contracts (issue 19): sent to the supplier to confirm, confirmed or refused, signed by both parties, ended.
  SUPPLIER_CONFIRMING: { CN: '待供应商确认', EN: 'Awaiting the supplier' },
  SUPPLIER_CONFIRMED: { CN: '供应商已确认', EN: 'Confirmed by the supplier' },
  SUPPLIER_REFUSED: { CN: '供应商已拒绝', EN: 'Refused by the supplier' },
  SIGNING: { CN: '签署中', EN: 'Signing' },
  SIGNED: { CN: '已签署', EN: 'Signed' },
  TERMINATED: { CN: '已终止', EN: 'Terminated' },
} as const satisfies Record<string, Record<Lang, string>>;
export type DocStatus = keyof typeof DOC_STATUS;
