import { restPath } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { supplierRegistrations } from '../registrationSchema.ts';
import { suppliers } from '../schema.ts';
import {
  APPROVAL,
  captcha,
  categoryIds,
  form,
  lastMail,
  mailedCode,
  PASSWORD,
  REG,
  sendCode,
  submitted,
  uploadFile,
  verifiedToken,
} from './testKit.ts';

const LOGIN = restPath('baseServer', 'baseLogin', 'login');
const USER_INFO = restPath('baseServer', 'baseLogin', 'userInfo');
const FILE_LIST = '/api/fileServer/v2/file/list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the e-mail verification code', () => {
  it('needs a right captcha before a code is mailed', async () => {
    const none = await t.call(REG('sendEmailCode'), { email: 'a1@example.com' }, { lang: 'EN' });
    expect(none.statusCode).toBe(400);
    expect(none.body.msg).toBe('Please enter the captcha');
    const { captchaId } = await captcha(t);
    const wrong = await t.call(
      REG('sendEmailCode'),
      { email: 'a1@example.com', captchaId, captcha: 'zzzz' },
      { lang: 'EN' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe('The captcha is wrong or has expired');
  });

  it('refuses a wrong code and a second mail within 60 s, and a code used or expired', async () => {
    const sent = await sendCode(t, 'a2@example.com', 'REGISTER', 'EN');
    expect(sent.statusCode).toBe(200);
    expect(sent.body.msg).toContain('a2@example.com');
    const again = await sendCode(t, 'a2@example.com', 'REGISTER', 'EN');
    expect(again.statusCode).toBe(429);
    expect(again.body.msg).toMatch(/try again in \d+ seconds/);
    const wrong = await t.call(
      REG('verifyEmailCode'),
      { email: 'a2@example.com', code: '000000' === (await mailedCode(t, 'a2@example.com')) ? '111111' : '000000' },
      { lang: 'EN' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe('The e-mail verification code is wrong');
    // Ten minutes later the code no longer works.
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, 'a2@example.com'));
    const late = await t.call(
      REG('verifyEmailCode'),
      { email: 'a2@example.com', code: await mailedCode(t, 'a2@example.com') },
      { lang: 'CN' },
    );
    expect(late.statusCode).toBe(400);
    expect(late.body.msg).toBe('邮箱验证码已过期或已使用，请重新获取');
  });

  it('gives a token for the right code, good once', async () => {
    await sendCode(t, 'a3@example.com');
    const code = await mailedCode(t, 'a3@example.com');
    const ok = await t.call(REG('verifyEmailCode'), { email: 'a3@example.com', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.token).toMatch(/^[\w-]{40,}$/);
    const twice = await t.call(REG('verifyEmailCode'), { email: 'a3@example.com', code });
    expect(twice.statusCode).toBe(400);
  });
});

describe('the registration form', () => {
  it('checks the company name against living suppliers', async () => {
    const taken = await t.call(REG('checkName'), { supplierName: ' 苏州精密机械有限公司 ' });
    expect(taken.body.data).toEqual({ duplicate: true });
    const free = await t.call(REG('checkName'), { supplierName: '全新注册科技有限公司' });
    expect(free.body.data).toEqual({ duplicate: false });
  });

  it('refuses a duplicate name and a credit code with a wrong check character on submit', async () => {
    const token = await verifiedToken(t, 'b1@example.com');
    const file = await uploadFile(t, token);
    expect(file.statusCode).toBe(200);
    const cats = await categoryIds(t);
    const dup = await t.call(
      REG('submit'),
      {
        token,
        password: PASSWORD,
        form: form('苏州精密机械有限公司', '91350100M000100Y43', cats, [file.body.data.id]),
      },
      { lang: 'EN' },
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.body.msg).toBe('A supplier named "苏州精密机械有限公司" already exists; it cannot register twice');
    const badCode = await t.call(
      REG('submit'),
      { token, password: PASSWORD, form: form('校验码测试有限公司', '91350100M000100Y44', cats, [file.body.data.id]) },
      { lang: 'EN' },
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body.data.errors).toEqual([
      { field: 'form.creditCode', message: expect.stringContaining('unified social credit code is not valid') },
    ]);
    const weak = await t.call(
      REG('submit'),
      { token, password: 'simple', form: form('密码测试有限公司', '91350100M000100Y43', cats, [file.body.data.id]) },
      { lang: 'EN' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.body.msg).toContain('8–32 characters');
    const nowhere = await t.call(
      REG('submit'),
      {
        token,
        password: PASSWORD,
        form: { ...form('无此地区有限公司', '91350100M000100Y43', cats, [file.body.data.id]), districtCode: '999999' },
      },
      { lang: 'EN' },
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body.msg).toBe('No such district; choose it again');
  });

  it('binds uploads to the registration: no token no upload, no other registration’s files, no reading by suppliers', async () => {
    const none = await uploadFile(t, null);
    expect(none.statusCode).toBe(400);
    const bogus = await uploadFile(t, 'not-a-token');
    expect(bogus.statusCode).toBe(400);
    const mine = await verifiedToken(t, 'c1@example.com');
    const theirs = await verifiedToken(t, 'c2@example.com');
    const theirFile = await uploadFile(t, theirs, 'theirs.png');
    const refused = await t.call(REG('submit'), {
      token: mine,
      password: PASSWORD,
      form: form('别人的附件有限公司', '91440300708461136T', await categoryIds(t), [theirFile.body.data.id]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('附件不属于本注册申请，请重新上传');
    // A supplier user cannot read a registration's file through the file server either.
    const supplier = await t.login('supplier1');
    const list = await t.call(FILE_LIST, { ids: String(theirFile.body.data.id) }, { certificate: supplier });
    expect(list.body.data).toEqual([]);
    // A file whose content is not what its suffix says is refused by the platform's check.
    const fake = await uploadFile(t, mine, 'fake.png', Buffer.from('MZ this is no picture'));
    expect(fake.statusCode).toBe(415);
  });

  it('shows the applicant its registration and nothing secret; the login explains it waits', async () => {
    const reg = await submitted(t, 'd1@example.com', '待审核科技有限公司', '9131000013221158XC');
    expect(reg.number).toMatch(/^REG\d{10}$/);
    const view = await t.call(REG('findByToken'), { token: reg.token });
    expect(view.body.data).toMatchObject({ status: 'SUBMITTED', supplierName: '待审核科技有限公司' });
    expect(view.body.data.files).toHaveLength(1);
    expect(view.raw).not.toMatch(/passwordHash|tokenHash|argon2/);
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.supplierName, '待审核科技有限公司'));
    expect(row).toMatchObject({ supplierStatus: 'POTENTIAL', sourceType: 'SELF_REGISTER' });
    const login = await t.call(LOGIN, { userName: 'd1@example.com', password: PASSWORD }, { lang: 'EN' });
    expect(login.statusCode).toBe(403);
    expect(login.body.msg).toBe(
      `Your registration ${reg.number} is being reviewed; you can log in once it is approved`,
    );
    const wrong = await t.call(LOGIN, { userName: 'd1@example.com', password: 'Other#Pass1' }, { lang: 'EN' });
    expect(wrong.statusCode).toBe(401);
    // The approvers were told.
    const buyer = await t.login('buyer');
    const mail = await lastMail(t, 'd1@example.com');
    expect(mail.body).toContain(`/changeInfoPending?token=`);
    const list = await t.call(APPROVAL('listByPage'), { searchParams: { keyword: '待审核' } }, { certificate: buyer });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        registrationNumber: reg.number,
        status: 'SUBMITTED',
        _actions: ['approve', 'return', 'reject'],
      }),
    ]);
    // A new registration under an e-mail already in use is refused.
    const again = await sendCode(t, 'd1@example.com', 'REGISTER', 'EN');
    expect(again.statusCode).toBe(409);
  });
});

describe('registration approval', () => {
  it('creates exactly one supplier and one user under 20 concurrent approvals, and the user logs in', async () => {
    const reg = await submitted(t, 'e1@example.com', '并发审批电子有限公司', '91110000802100433B');
    const buyer = await t.login('buyer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(APPROVAL('doApproval'), { id: reg.id }, { certificate: buyer })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const made = await t.database.db.select().from(suppliers).where(eq(suppliers.supplierName, '并发审批电子有限公司'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ supplierStatus: 'REGISTERED', supplierNumber: expect.stringMatching(/^S\d{6}$/) });
    expect(made[0].supplierNumber).not.toMatch(/^S00000[12]$/);
    const accounts = await t.database.db.select().from(users).where(eq(users.userName, 'e1@example.com'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ userType: 'EX_SUPPLIER', supplierId: made[0].id });
    const mail = await lastMail(t, 'e1@example.com');
    expect(mail.body).toContain(made[0].supplierNumber);
    expect(mail.body).toContain('e1@example.com');
    const certificate = await t.login('e1@example.com', PASSWORD);
    const info = await t.call(USER_INFO, {}, { certificate });
    expect(info.body.data).toMatchObject({ supplierId: made[0].id });
    expect(JSON.stringify(info.body.data)).toContain('并发审批电子有限公司');
    // The approved supplier's user reads its own licence through the file server.
    const view = await t.call(APPROVAL('findById'), { id: reg.id }, { certificate: buyer });
    const ids = view.body.data.files.map((f: { id: number }) => f.id).join(',');
    const files = await t.call(FILE_LIST, { ids }, { certificate });
    expect(files.body.data).toHaveLength(1);
  });

  it('returns for edits with a reason and a mailed link; the edited form is submitted again', async () => {
    const reg = await submitted(t, 'f1@example.com', '退回修改机电有限公司', '91350100M000100Y43');
    const buyer = await t.login('buyer');
    const noReason = await t.call(APPROVAL('doReturn'), { id: reg.id, reason: ' ' }, { certificate: buyer });
    expect(noReason.statusCode).toBe(400);
    const ret = await t.call(APPROVAL('doReturn'), { id: reg.id, reason: '营业执照不清晰' }, { certificate: buyer });
    expect(ret.statusCode).toBe(200);
    const mail = await lastMail(t, 'f1@example.com');
    expect(mail.body).toContain('营业执照不清晰');
    const token = decodeURIComponent(mail.body.match(/registerInfoEdit\?token=([^\s]+)/)![1]);
    // The old link no longer opens the registration.
    expect((await t.call(REG('findByToken'), { token: reg.token })).statusCode).toBe(400);
    const view = await t.call(REG('findByToken'), { token });
    expect(view.body.data).toMatchObject({ status: 'RETURNED', decisionReason: '营业执照不清晰' });
    const login = await t.call(LOGIN, { userName: 'f1@example.com', password: PASSWORD }, { lang: 'EN' });
    expect(login.body.msg).toBe(`Your registration ${reg.number} was returned for edits: 营业执照不清晰`);
    const newFile = await uploadFile(t, token, 'licence-clear.png');
    const edited = {
      ...view.body.data.form,
      supplierName: '退回修改机电股份有限公司',
      licenceFileIds: [newFile.body.data.id],
    };
    const again = await t.call(REG('submit'), { token, form: edited });
    expect(again.statusCode).toBe(200);
    expect(again.body.data.registrationNumber).toBe(reg.number);
    const rows = await t.database.db.select().from(supplierRegistrations).where(eq(supplierRegistrations.id, reg.id));
    expect(rows[0]).toMatchObject({ status: 'SUBMITTED', supplierName: '退回修改机电股份有限公司' });
    const supplierRows = await t.database.db.select().from(suppliers).where(eq(suppliers.id, rows[0].supplierId!));
    expect(supplierRows[0].supplierName).toBe('退回修改机电股份有限公司');
    const ok = await t.call(APPROVAL('doApproval'), { id: reg.id }, { certificate: buyer });
    expect(ok.statusCode).toBe(200);
    // A decided registration can be neither edited nor decided again.
    expect((await t.call(REG('submit'), { token, form: edited })).statusCode).toBe(409);
    expect((await uploadFile(t, token)).statusCode).toBe(409);
    const late = await t.call(APPROVAL('doReject'), { id: reg.id, reason: 'x' }, { certificate: buyer, lang: 'EN' });
    expect(late.statusCode).toBe(409);
    expect(late.body.msg).toBe('The registration is approved; only a submitted registration can be decided');
  });

  it('rejects with a reason: mailed, and the name is free again', async () => {
    const reg = await submitted(t, 'g1@example.com', '拒绝测试贸易有限公司', '91440300708461136T');
    const buyer = await t.login('buyer');
    const rej = await t.call(APPROVAL('doReject'), { id: reg.id, reason: '经营范围不符' }, { certificate: buyer });
    expect(rej.statusCode).toBe(200);
    expect((await lastMail(t, 'g1@example.com')).body).toContain('经营范围不符');
    const [row] = await t.database.db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.supplierName, '拒绝测试贸易有限公司')));
    expect(row.supplierStatus).toBe('REJECTED');
    const name = await t.call(REG('checkName'), { supplierName: '拒绝测试贸易有限公司' });
    expect(name.body.data.duplicate).toBe(false);
    expect((await t.call(LOGIN, { userName: 'g1@example.com', password: PASSWORD })).body.msg).toContain(
      '经营范围不符',
    );
  });

  it('refuses supplier users, buyers without the menu and anonymous callers', async () => {
    const reg = await submitted(t, 'h1@example.com', '权限测试有限公司', '9131000013221158XC');
    const supplier = await t.login('supplier1');
    const approver = await t.login('approver');
    for (const [action, body] of [
      ['listByPage', {}],
      ['findById', { id: reg.id }],
      ['doApproval', { id: reg.id }],
      ['doReturn', { id: reg.id, reason: 'x' }],
      ['doReject', { id: reg.id, reason: 'x' }],
    ] as const) {
      expect((await t.call(APPROVAL(action), body, { certificate: supplier })).statusCode).toBe(403);
      expect((await t.call(APPROVAL(action), body, { certificate: approver })).statusCode).toBe(403);
      expect((await t.call(APPROVAL(action), body)).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(supplierRegistrations).where(eq(supplierRegistrations.id, reg.id));
    expect(row.status).toBe('SUBMITTED');
  });

  it('hides drafts from the approval screen and answers 404 for them', async () => {
    const token = await verifiedToken(t, 'i1@example.com');
    const view = await t.call(REG('findByToken'), { token });
    const buyer = await t.login('buyer');
    expect((await t.call(APPROVAL('findById'), { id: view.body.data.id }, { certificate: buyer })).statusCode).toBe(
      404,
    );
  });
});

describe('outside services', () => {
  it('says plainly that recognition and risk lookup are not available', async () => {
    expect((await t.call(REG('integrationMode'), {})).body.data).toEqual({ mode: 'MANUAL' });
    const token = await verifiedToken(t, 'j1@example.com');
    const file = await uploadFile(t, token);
    const ocr = await t.call(REG('recognizeLicence'), { token, fileId: file.body.data.id }, { lang: 'EN' });
    expect(ocr.statusCode).toBe(503);
    expect(ocr.body.msg).toBe(
      'The business-licence recognition service is not available; please fill in the fields by hand',
    );
    const risk = await t.call(REG('riskLookup'), { token, supplierName: 'x' });
    expect(risk.statusCode).toBe(503);
  });

  it('has no test hooks on a server started without SRM_TEST_HOOKS', async () => {
    const hook = await t.call(restPath('srmServer', 'srmTestHooks', 'captchaAnswer'), { captchaId: 'x' });
    expect(hook.statusCode).toBe(404);
  });
});
