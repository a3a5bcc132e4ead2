import type { Lang } from '../lang.ts';

/** Messages of the plan part of procurement execution (issue 8 item 6); spread into messages.ts. */
export const planMessages = {
  'plan.periodFormat': { CN: '计划期间格式为 YYYY-MM', EN: 'The plan period is written YYYY-MM' },
  'plan.supplierBlocked': { CN: '供应商已冻结或列入黑名单，不能下达计划', EN: 'The supplier is frozen or blacklisted' },
  'plan.materialOrCategory': { CN: '请填写物料或品类', EN: 'Give a material or a category' },
  'plan.noQuantity': { CN: '计划行至少有一周数量大于0', EN: 'A plan line needs a quantity in at least one week' },
  'plan.todoTitle': {
    CN: '采购计划 {number}（{period}）待确认，请及时处理',
    EN: 'Purchase plan {number} ({period}) awaits your confirmation, please deal with it in time',
  },
  'plan.returnedNotice': {
    CN: '供应商退回了采购计划 {number}：{reason}',
    EN: 'The supplier returned purchase plan {number}: {reason}',
  },
  'plan.confirmedNotice': {
    CN: '供应商确认了采购计划 {number}',
    EN: 'The supplier confirmed purchase plan {number}',
  },
  'plan.lineUnknown': { CN: '不是该计划的行', EN: 'Not a line of this plan' },
  'spareParts.todoTitle': {
    CN: '备件清单 {number} 待确认，请及时处理',
    EN: 'Spare parts list {number} awaits your confirmation, please deal with it in time',
  },
  'capacity.returnedNotice': {
    CN: '产能评估 {number} 被退回：{reason}',
    EN: 'Capacity assessment {number} was returned: {reason}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
