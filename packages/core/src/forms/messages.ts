import { DEFAULT_LANG, type Lang } from '../i18n/lang.ts';
import { messages } from '../i18n/messages.ts';

/**
 * Messages of the shared helpers (form validators, tree builder, number and date helpers), in both
 * languages. Same shape as `i18n/messages.ts`: one entry holds both texts, so a missing translation
 * does not compile. The texts of the generic validators are those of spec §5.
 */
export const formMessages = {
  // The 'required' text already exists for the server's schemas; reuse it so both always agree.
  'form.required': messages['field.required'],
  'form.integer': { CN: '请输入数字', EN: 'must enter a number' },
  'form.quantity': { CN: '请输入数值', EN: 'must enter a numeric value' },
  'form.score': { CN: '请输入0-100的分数', EN: 'must enter a score from 0 to 100' },
  // The same text as the server's refusal of too many decimals, so a cell says what the save would.
  'form.decimals': messages['field.decimals'],
  'form.email': { CN: '邮箱格式错误', EN: 'email format error' },
  'form.mobile': { CN: '手机号码格式错误', EN: 'mobile number format error' },
  'form.telephone': { CN: '电话号码格式错误', EN: 'phone number format error' },
  'form.notArray': {
    CN: '校验表单失败：需要传入表单数组',
    EN: 'Cannot validate the forms: an array of forms is required',
  },
  'form.notForm': {
    CN: '校验表单失败：第 {index} 项不是表单（没有 validate 方法）',
    EN: 'Cannot validate the forms: item {index} is not a form (it has no validate method)',
  },
  'tree.parseFailed': { CN: '解析树形数据失败', EN: 'failed to parse tree data' },
} as const satisfies Record<string, Record<Lang, string>>;

export type FormMessageKey = keyof typeof formMessages;

/**
 * The text of a helper message in a language (Chinese when no language is given), with `{name}`
 * placeholders filled from `params`.
 */
export function formMessage(
  key: FormMessageKey,
  lang: Lang = DEFAULT_LANG,
  params: Record<string, string | number> = {},
): string {
  const text: string = formMessages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
