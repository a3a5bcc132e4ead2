import type { Lang } from './lang.ts';

/**
 * Every message the server sends to a user, in both languages. One entry, both texts: a missing
 * translation does not compile. `{name}` placeholders are filled by `t()`.
 * Screens keep their own labels in apps/web; messages that both sides show live here.
 */
export const messages = {
  // platform
  'error.unexpected': {
    CN: '系统繁忙，请稍后再试（错误编号 {errorId}）',
    EN: 'Something went wrong on the server, please try again later (error id {errorId})',
  },
  'error.notFound': { CN: '记录不存在', EN: 'The record does not exist' },
  'error.routeNotFound': { CN: '接口不存在：{path}', EN: 'No such call: {path}' },
  'error.badRequest': { CN: '请求参数错误：{detail}', EN: 'Bad request: {detail}' },
  'error.malformedBody': { CN: '请求内容不是有效的 JSON', EN: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { CN: '请求内容过大', EN: 'The request body is too large' },
  'error.notLoggedIn': { CN: '登录已失效，请重新登录', EN: 'Your session has ended, please log in again' },
  'error.forbidden': { CN: '没有权限执行此操作', EN: 'You are not allowed to do this' },
  'error.internalOnly': { CN: '仅内部用户可执行此操作', EN: 'Only internal users can do this' },
  'error.staleVersion': {
    CN: '单据已被他人修改，请重新加载',
    EN: 'The document was changed by someone else, reload it',
  },
  'error.idempotencyMismatch': {
    CN: '幂等键已用于另一个请求',
    EN: 'This Idempotency-Key was already used for a different request',
  },
  'error.idempotencyInFlight': {
    CN: '相同的请求正在处理中，请稍候',
    EN: 'The same request is still being processed, please wait',
  },
  'ok.saved': { CN: '保存成功', EN: 'Saved' },
  'ok.done': { CN: '操作成功', EN: 'Done' },

  // login and sessions
  'auth.wrongCredentials': { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  'auth.captchaRequired': { CN: '请输入验证码', EN: 'Please enter the captcha' },
  'auth.captchaWrong': { CN: '验证码错误或已过期', EN: 'The captcha is wrong or has expired' },
  'auth.throttled': {
    CN: '登录失败次数过多，请 {minutes} 分钟后再试',
    EN: 'Too many failed logins, try again in {minutes} minutes',
  },
  'auth.userDisabled': { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  'auth.loggedOut': { CN: '已退出登录', EN: 'Logged out' },
  'auth.noSuchResponsibility': { CN: '您没有该职责', EN: 'You do not hold this responsibility' },
  'auth.noResponsibility': {
    CN: '该用户未分配职责，请联系管理员',
    EN: 'This user holds no responsibility; please contact the administrator',
  },
  'password.wrongOld': { CN: '原密码错误', EN: 'The current password is wrong' },
  'password.tooWeak': {
    CN: '密码须为 8-32 位，且同时包含大写字母、小写字母、数字和特殊字符',
    EN: 'The password must be 8–32 characters and contain an upper-case letter, a lower-case letter, a digit and a special character',
  },
  'password.tooShort': { CN: '密码长度须为 6-32 位', EN: 'The password must be 6–32 characters long' },
  'password.sameAsOld': { CN: '新密码不能与原密码相同', EN: 'The new password must differ from the current one' },
  'password.changed': { CN: '密码修改成功，请重新登录', EN: 'Password changed, please log in again' },
  'password.reset': { CN: '密码已重置', EN: 'The password has been reset' },
  'forget.codeSent': {
    CN: '如果该用户存在且登记了邮箱，验证码已发送至该邮箱，{minutes} 分钟内有效',
    EN: 'If this user exists and has an email address, a verification code has been sent to it; it is valid for {minutes} minutes',
  },
  'forget.codeWrong': { CN: '邮箱验证码错误或已过期', EN: 'The email code is wrong or has expired' },
  'forget.mailSubject': { CN: 'SRM 平台找回密码验证码', EN: 'SRM platform password reset code' },
  'forget.mailBody': {
    CN: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    EN: 'Your verification code is {code}. It is valid for {minutes} minutes. Ignore this mail if you did not ask for it.',
  },

  // zod-independent field checks used by schemas
  'field.required': { CN: '必填', EN: 'required' },
  'field.tooLong': { CN: '长度不能超过 {max}', EN: 'must be at most {max} characters' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

/** The text of a message in a language, with `{name}` placeholders filled. */
export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text: string = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
