import { restPath } from '@srm/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL, submitted } from '../../modules/supplier/registration/testKit.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/**
 * Onboarding without mail (issue 15 item 6): every mail is recorded and an administrator reads it in the
 * mail outbox (state LOGGED while SMTP_URL is unset, resend); the bodies — e-mail codes, links — reach no
 * one else, whatever menu they were given; a submitted registration opens a to-do for each of its
 * approvers, closed when one of them decides.
 */

const MAIL = (action: string) => restPath('baseServer', 'baseMailOutbox', action);
let t: TestApp;
let admin: string;
let buyer: string;
let supplier: string;
let reg: { id: number; number: string };
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  buyer = await t.login('buyer');
  supplier = await t.login('supplier1');
  reg = await submitted(t, 'mailbox@example.com', '无邮件注册机械有限公司', '91350100M000100Y43');
});
afterAll(async () => t?.close());

describe('the mail outbox', () => {
  it('lists the recorded mails as LOGGED without their bodies, and says no SMTP is configured', async () => {
    const list = await t.call(MAIL('listByPage'), { searchParams: { toAddress: 'mailbox@' } }, { certificate: admin });
    expect(list.statusCode, list.raw).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2); // the code, then "submitted"
    expect(list.body.data.every((m: any) => m.status === 'LOGGED' && m.toAddress === 'mailbox@example.com')).toBe(true);
    expect(list.body.data.some((m: any) => 'body' in m)).toBe(false);
    const delivery = await t.call(MAIL('delivery'), {}, { certificate: admin });
    expect(delivery.body.data).toEqual({ smtpConfigured: false });
  });

  it("shows an administrator a mail's body with the code the applicant is waiting for", async () => {
    const list = await t.call(MAIL('listByPage'), { searchParams: { toAddress: 'mailbox@' } }, { certificate: admin });
    const first = list.body.data.at(-1); // oldest: the e-mail code
    const mail = await t.call(MAIL('findById'), { mailId: first.mailId }, { certificate: admin });
    expect(mail.statusCode).toBe(200);
    expect(mail.body.data.body).toMatch(/\b\d{6}\b/);
  });

  it('resends a mail as a new LOGGED row and says it was only recorded', async () => {
    const list = await t.call(MAIL('listByPage'), { searchParams: { toAddress: 'mailbox@' } }, { certificate: admin });
    const res = await t.call(MAIL('resend'), { mailId: list.body.data[0].mailId }, { certificate: admin, lang: 'EN' });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'LOGGED', toAddress: 'mailbox@example.com' });
    expect(res.body.data.mailId).toBeGreaterThan(list.body.data[0].mailId);
    expect(res.body.msg).toMatch(/SMTP_URL is not set/);
    const after = await t.call(MAIL('listByPage'), { searchParams: { toAddress: 'mailbox@' } }, { certificate: admin });
    expect(after.body.data.length).toBe(list.body.data.length + 1);
  });

  it('is closed to users without the menu, and its bodies to anyone but an administrator', async () => {
    const [anyMail] = await rows<{ id: number }>(sql`select id from base_mail_outbox order by id limit 1`);
    for (const who of [buyer, supplier]) {
      for (const action of ['listByPage', 'findById', 'resend', 'delivery']) {
        const res = await t.call(MAIL(action), { mailId: anyMail.id }, { certificate: who });
        expect(res.statusCode, `${action}: ${res.raw}`).toBe(403);
      }
    }
    // Even given the screen, a buyer lists the mails but never reads a body nor resends one.
    await t.database.db.execute(sql`insert into base_resp_menu (responsibility_id, menu_id)
      select ur.responsibility_id, m.id from base_user_resp ur
      join base_users u on u.id = ur.user_id, base_menu m
      where u.user_name = 'buyer' and m.menu_code = 'SYS_MAIL_OUTBOX'`);
    const buyerAgain = await t.login('buyer');
    const list = await t.call(MAIL('listByPage'), {}, { certificate: buyerAgain });
    expect(list.statusCode, list.raw).toBe(200);
    expect(JSON.stringify(list.body.data)).not.toMatch(/\b\d{6}\b.*minutes|body/);
    expect((await t.call(MAIL('findById'), { mailId: anyMail.id }, { certificate: buyerAgain })).statusCode).toBe(403);
    expect((await t.call(MAIL('resend'), { mailId: anyMail.id }, { certificate: buyerAgain })).statusCode).toBe(403);
  });
});

describe('a new registration', () => {
  it('opens a to-do for each registration approver, handled for all once one decides', async () => {
    const open = await rows<{ user_name: string; pending_title: string; menu_code: string; handle_flag: string }>(
      sql`select u.user_name, p.pending_title, p.menu_code, p.handle_flag from srm_interior_pending p
        join base_users u on u.id = p.receiver_user_id
        where p.bill_type = 'SUPPLIER_REGISTRATION' and p.bill_id = ${reg.id}`,
    );
    expect(open.map((p) => p.user_name)).toContain('buyer');
    expect(open.every((p) => p.handle_flag === 'N' && p.menu_code === 'SLC_REGISTER_APPROVAL')).toBe(true);
    expect(open[0].pending_title).toContain(reg.number);
    // The approver finds it in its to-do list.
    const todos = await t.call(
      restPath('srmServer', 'interiorPending', 'listByPage'),
      { handleFlag: 'N', cancelFlag: 'N' },
      { certificate: buyer },
    );
    expect(todos.statusCode, todos.raw).toBe(200);
    expect(JSON.stringify(todos.body.data)).toContain(reg.number);
    const decided = await t.call(APPROVAL('doReject'), { id: reg.id, reason: 'Duplicate' }, { certificate: buyer });
    expect(decided.statusCode, decided.raw).toBe(200);
    const after = await rows<{ handle_flag: string }>(
      sql`select handle_flag from srm_interior_pending where bill_type = 'SUPPLIER_REGISTRATION' and bill_id = ${reg.id}`,
    );
    expect(after.map((p) => p.handle_flag)).toEqual(open.map(() => 'Y'));
  });
});
