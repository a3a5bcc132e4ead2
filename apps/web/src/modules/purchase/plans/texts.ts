import type { Lang } from '@srm/core/i18n/lang';
import { useLang } from '../../../app/i18n/index.ts';

/*
 * Texts of the plans screens (the MRP plan dialog), both languages. Field and action names come from
 * the declarations (packages/core/src/documents/purchasePlan.ts), not from here.
 */
const zh = {
  dialogTitle: '采购计划',
  confirm: '确认计划',
  return: '退回',
  returnTitle: '退回采购计划',
  reason: '退回原因',
  reasonRequired: '请填写退回原因',
  confirmed: '计划已确认',
  returned: '计划已退回',
  close: '关闭',
  lines: '计划行',
  notFound: '该计划已不存在或不可见',
  readOnly: '该计划当前无需您处理',
};

const en: typeof zh = {
  dialogTitle: 'Purchase plan',
  confirm: 'Confirm plan',
  return: 'Return',
  returnTitle: 'Return the purchase plan',
  reason: 'Reason for returning',
  reasonRequired: 'Give the reason for returning',
  confirmed: 'The plan is confirmed',
  returned: 'The plan was returned',
  close: 'Close',
  lines: 'Plan lines',
  notFound: 'This plan no longer exists or is not visible to you',
  readOnly: 'Nothing to do on this plan now',
};

const TEXTS: Record<Lang, typeof zh> = { CN: zh, EN: en };

/** The plans screens' texts in the current language. */
export function usePlanTexts(): typeof zh {
  return TEXTS[useLang()];
}
