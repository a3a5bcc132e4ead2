import { type Lang, restPath } from '@srm/core';
import { desc, eq, sql } from 'drizzle-orm';
import { captchaAnswerForTests } from '../../../platform/auth/captcha.ts';
import { mailOutbox } from '../../../platform/mail/schema.ts';
import type { TestApp } from '../../../testing/testApp.ts';
import { multipartBody } from '../../file/testKit.ts';
import { REGISTRATION_UPLOAD_PATH } from './upload.ts';

/** Helpers of the registration tests (not a test file itself): the steps an applicant takes. */

export const REG = (action: string) => restPath('srmServer', 'srmSupplierRegister', action);
export const APPROVAL = (action: string) => restPath('srmServer', 'srmSupplierRegistration', action);
export const PASSWORD = 'Reg#Pass2026';
/** A 1×1 PNG, a file whose content matches its suffix. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function captcha(t: TestApp) {
  const res = await t.call(restPath('baseServer', 'baseLogin', 'captcha'), {});
  const captchaId = res.body.data.captchaId as string;
  return { captchaId, captcha: (await captchaAnswerForTests(t.database.db, captchaId))! };
}

/** The last code mailed to an address, read from the mail outbox as the applicant reads its mail. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail.body.match(/\b\d{6}\b/)![0];
}

export async function lastMail(t: TestApp, email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function sendCode(t: TestApp, email: string, purpose: 'REGISTER' | 'EDIT' = 'REGISTER', lang?: Lang) {
  return t.call(REG('sendEmailCode'), { email, purpose, ...(await captcha(t)) }, { lang });
}

/** Mail a code and verify it: the registration's token. */
export async function verifiedToken(t: TestApp, email: string): Promise<string> {
  const sent = await sendCode(t, email);
  if (sent.statusCode !== 200) throw new Error(`send code: ${sent.raw}`);
  const res = await t.call(REG('verifyEmailCode'), { email, code: await mailedCode(t, email) });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.raw}`);
  return res.body.data.token;
}

export async function uploadFile(t: TestApp, token: string | null, name = 'licence.png', content: Buffer = PNG) {
  const { body, contentType } = await multipartBody([{ name, content, type: 'image/png' }], {}, { fileField: 'file' });
  const res = await t.app.inject({
    method: 'POST',
    url: REGISTRATION_UPLOAD_PATH,
    headers: { 'content-type': contentType, ...(token ? { registrationToken: token } : {}) },
    payload: body,
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
}

export async function categoryIds(t: TestApp): Promise<number[]> {
  const res = await t.database.db.execute(sql`select id from base_purchase_category order by id limit 2`);
  const rows = (res as unknown as { rows: { id: number }[] }).rows;
  return rows.map((r) => Number(r.id));
}

export function form(name: string, creditCode: string, cats: number[], licenceFileIds: number[]) {
  return {
    supplierName: name,
    creditCode,
    legalPerson: '张三',
    registeredCapital: '500',
    districtCode: '320505',
    registeredAddress: '苏州市高新区科灵路 78 号',
    contacts: [{ contactName: '李四', mobile: '13912345678', email: 'lisi@example.com' }],
    bank: { bankName: '中国银行', accountName: name, accountNumber: '6217 0000 1234 5678', currency: 'CNY' },
    categoryIds: cats,
    licenceFileIds,
  };
}

/** A registration brought to SUBMITTED: its token, id and number. */
export async function submitted(t: TestApp, email: string, name: string, creditCode: string) {
  const token = await verifiedToken(t, email);
  const file = await uploadFile(t, token);
  const res = await t.call(REG('submit'), {
    token,
    password: PASSWORD,
    form: form(name, creditCode, await categoryIds(t), [file.body.data.id]),
  });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.raw}`);
  const view = await t.call(REG('findByToken'), { token });
  return { token, id: view.body.data.id as number, number: res.body.data.registrationNumber as string };
}
