import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import type { Mail, Mailer } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { deliverDueEmails } from './delivery.ts';

const M = '/api/messageServer/v1';
const NOTIFICATION = '/api/srmServer/v1/srmBaseNotificationRestful';

let t: TestApp;
let admin: string;
let buyer: string;
let approver: string;
let supplier1: string;
let supplier2: string;
let ids: Record<string, { id: number; supplierId: number | null }>;
/** The mails the app sent; set `failWith` to make the mailer throw. */
const mailbox: Mail[] = [];
let failWith: string | null = null;
const fakeMailer: Mailer = {
  async send(mail) {
    if (failWith) throw new Error(failWith);
    mailbox.push(mail);
  },
};

type Row = Record<string, any>;
const ok = (res: Awaited<ReturnType<TestApp['call']>>) => {
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data;
};
const inbox = async (cert: string, body: Row = {}) =>
  ok(await t.call(`${M}/msgInboxRestful/listByPage`, { pageRows: 50, ...body }, { certificate: cert })) as Row[];
const sendByHand = (body: Row, cert = buyer) =>
  t.call(
    `${M}/msgMessageRestful/send`,
    { channels: ['IN_APP'], body: 'text', ...body },
    { certificate: cert, lang: 'EN' },
  );

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.mailer = fakeMailer;
  [admin, buyer, approver, supplier1, supplier2] = await Promise.all(
    ['admin', 'buyer', 'approver', 'supplier1', 'supplier2'].map((u) => t.login(u)),
  );
  const rows = await t.database.db.select().from(users);
  ids = Object.fromEntries(rows.map((u) => [u.userName, { id: u.id, supplierId: u.supplierId }]));
});
afterAll(async () => t?.close());

describe('permissions', () => {
  it('refuses the configuration calls without their menu (403), and to supplier users', async () => {
    for (const [path, body] of [
      ['msgSourceRestful/listByPage', {}],
      ['msgTemplateRestful/listByPage', {}],
      ['msgConfigRestful/listByPage', {}],
      ['msgInstanceRestful/listByPage', {}],
      ['msgLogRestful/listByPage', {}],
      ['msgTdRestful/listByPage', {}],
      ['msgHistoryRestful/listByPage', {}],
      ['msgReminderRuleRestful/listByPage', {}],
      ['msgArticleRestful/listByPage', {}],
    ] as const) {
      expect((await t.call(`${M}/${path}`, body, { certificate: buyer })).statusCode, path).toBe(403);
      expect((await t.call(`${M}/${path}`, body, { certificate: supplier1 })).statusCode, path).toBe(403);
      expect((await t.call(`${M}/${path}`, body, { certificate: admin })).statusCode, path).toBe(200);
    }
    // The buyer holds messageList and msgReceive; the approver neither.
    expect((await t.call(`${M}/msgMessageRestful/listByPage`, {}, { certificate: buyer })).statusCode).toBe(200);
    expect((await t.call(`${M}/msgReceiveRestful/listByPage`, {}, { certificate: buyer })).statusCode).toBe(200);
    expect((await sendByHand({ title: 'x', userIds: [ids.buyer.id] }, approver)).statusCode).toBe(403);
    expect((await sendByHand({ title: 'x', userIds: [ids.buyer.id] }, supplier1)).statusCode).toBe(403);
    expect((await t.call(`${M}/msgSourceRestful/listForSelect`, {}, { certificate: supplier1 })).statusCode).toBe(403);
    expect((await t.call(`${M}/msgInboxRestful/listByPage`, {}, {})).statusCode).toBe(401);
  });
});

describe('sources and templates', () => {
  it('refuses a template placeholder its source does not declare, naming it; previews with sample values', async () => {
    const sources = ok(await t.call(`${M}/msgSourceRestful/listForSelect`, {}, { certificate: admin })) as Row[];
    const approved = sources.find((s) => s.sourceCode === 'PUR_REQ_APPROVED')!;
    const bad = await t.call(
      `${M}/msgTemplateRestful/saveOrUpdate`,
      {
        sourceId: approved.sourceId,
        channel: 'IN_APP',
        lang: 'EN',
        title: 'Hi {{docNumber}}',
        body: '{{price}} and {{ secret }}',
      },
      { certificate: admin, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors[0]).toEqual({
      field: 'body',
      message: 'The template uses variables its source does not declare: price, secret',
    });
    const taken = await t.call(
      `${M}/msgTemplateRestful/saveOrUpdate`,
      { sourceId: approved.sourceId, channel: 'IN_APP', lang: 'EN', title: 'Hi {{docNumber}}' },
      { certificate: admin, lang: 'EN' },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.body.data.errors[0].field).toBe('lang');
    const preview = ok(
      await t.call(
        `${M}/msgTemplateRestful/preview`,
        { sourceId: approved.sourceId, title: '申请 {{docNumber}} 已通过', body: '金额 {{amount}} {{nope}}' },
        { certificate: admin },
      ),
    );
    expect(preview).toMatchObject({
      title: '申请 PR2605250001 已通过',
      body: '金额 12,800.00 ',
      unknownVariables: ['nope'],
    });
  });

  it('edits a template (versioned) and keeps a variable a template uses', async () => {
    const list = ok(
      await t.call(
        `${M}/msgTemplateRestful/listByPage`,
        { searchParams: { keyword: '已审批通过', channel: 'IN_APP' } },
        { certificate: admin },
      ),
    ) as Row[];
    const tpl = list[0];
    const saved = ok(
      await t.call(
        `${M}/msgTemplateRestful/saveOrUpdate`,
        { ...tpl, title: '申请 {{docNumber}} 审批通过', version: tpl.version },
        { certificate: admin },
      ),
    );
    expect(saved).toMatchObject({ title: '申请 {{docNumber}} 审批通过', version: tpl.version + 1 });
    const stale = await t.call(
      `${M}/msgTemplateRestful/saveOrUpdate`,
      { ...tpl, version: tpl.version },
      { certificate: admin },
    );
    expect(stale.statusCode).toBe(409);
    const sources = ok(
      await t.call(
        `${M}/msgSourceRestful/listByPage`,
        { searchParams: { keyword: 'PUR_REQ' } },
        { certificate: admin },
      ),
    ) as Row[];
    const src = sources[0];
    const dropped = await t.call(
      `${M}/msgSourceRestful/saveOrUpdate`,
      { ...src, variables: src.variables.filter((v: Row) => v.name !== 'docNumber') },
      { certificate: admin, lang: 'EN' },
    );
    expect(dropped.statusCode).toBe(400);
    expect(dropped.body.msg).toContain('docNumber');
    const inUse = await t.call(`${M}/msgSourceRestful/delete`, { sourceId: src.sourceId }, { certificate: admin });
    expect(inUse.statusCode).toBe(409);
  });
});

describe('a message sent by hand', () => {
  let receiverOf: Row;
  let instanceId: number;

  it('reaches every user of a chosen supplier, in the inbox and the notifications, with its e-mail sent', async () => {
    mailbox.length = 0;
    const res = await sendByHand({
      title: '请更新 <b>营业执照</b>',
      body: '第一行\n第二行',
      channels: ['IN_APP', 'EMAIL'],
      supplierIds: [ids.supplier1.supplierId],
    });
    const data = ok(res);
    expect(res.body.msg).toBe('Sent to 1 users');
    instanceId = data.instanceId;
    const mine = await inbox(supplier1);
    receiverOf = mine.find((r) => r.instanceId === instanceId)!;
    expect(receiverOf).toMatchObject({ title: '请更新 <b>营业执照</b>', content: '第一行\n第二行', readFlag: 'N' });
    const notes = ok(await t.call(`${NOTIFICATION}/listByPage`, { pageRows: 5 }, { certificate: supplier1 })) as Row[];
    expect(notes[0]).toMatchObject({ notificationTitle: '请更新 <b>营业执照</b>', selfCount: 0 });
    expect(mailbox).toEqual([
      { to: 'sales@szjm.example.com', subject: '请更新 <b>营业执照</b>', text: '第一行\n第二行' },
    ]);
    const log = ok(
      await t.call(`${M}/msgLogRestful/listByPage`, { searchParams: { instanceId } }, { certificate: admin }),
    ) as Row[];
    expect(log.map((l) => [l.channel, l.status, l.address])).toEqual(
      expect.arrayContaining([
        ['IN_APP', 'SENT', null],
        ['EMAIL', 'SENT', 'sales@szjm.example.com'],
      ]),
    );
    // Nobody else got it.
    expect((await inbox(supplier2)).some((r) => r.instanceId === instanceId)).toBe(false);
  });

  it("another supplier never reads it (404), and the inbox lists only the caller's rows", async () => {
    const other = await t.call(
      `${M}/msgInboxRestful/findById`,
      { receiverId: receiverOf.receiverId },
      { certificate: supplier2 },
    );
    expect(other.statusCode).toBe(404);
    const byBuyer = await t.call(
      `${M}/msgInboxRestful/findById`,
      { receiverId: receiverOf.receiverId },
      { certificate: buyer },
    );
    expect(byBuyer.statusCode).toBe(404);
  });

  it('opening it marks it read, in msgReceive and on the notification too', async () => {
    const unread = ok(await t.call(`${M}/msgInboxRestful/unreadCount`, {}, { certificate: supplier1 }));
    const opened = ok(
      await t.call(`${M}/msgInboxRestful/findById`, { receiverId: receiverOf.receiverId }, { certificate: supplier1 }),
    );
    expect(opened.readFlag).toBe('Y');
    expect(ok(await t.call(`${M}/msgInboxRestful/unreadCount`, {}, { certificate: supplier1 })).count).toBe(
      unread.count - 1,
    );
    const notes = ok(await t.call(`${NOTIFICATION}/listByPage`, { pageRows: 5 }, { certificate: supplier1 })) as Row[];
    expect(notes[0].selfCount).toBe(1);
    const receivers = ok(
      await t.call(`${M}/msgReceiveRestful/listByPage`, { searchParams: { instanceId } }, { certificate: buyer }),
    ) as Row[];
    const inApp = receivers.find((r) => r.channel === 'IN_APP')!;
    expect(inApp).toMatchObject({ userName: 'supplier1', readFlag: 'Y' });
    expect(inApp.readDate).toBeTruthy();
    const sent = ok(
      await t.call(
        `${M}/msgMessageRestful/listByPage`,
        { searchParams: { sendType: 'MANUAL' } },
        { certificate: buyer },
      ),
    ) as Row[];
    expect(sent.find((r) => r.instanceId === instanceId)).toMatchObject({
      receiverCount: 1,
      readCount: 1,
      status: 'SENT',
    });
  });

  it('a notification read on the home panel counts as the message read', async () => {
    const { instanceId: id } = ok(await sendByHand({ title: 'panel read', userIds: [ids.approver.id] }));
    const note = (
      ok(await t.call(`${NOTIFICATION}/listByPage`, { pageRows: 5 }, { certificate: approver })) as Row[]
    ).find((n) => n.notificationTitle === 'panel read')!;
    ok(await t.call(`${NOTIFICATION}/findById`, { notificationId: note.notificationId }, { certificate: approver }));
    const row = (await inbox(approver)).find((r) => r.instanceId === id)!;
    expect(row.readFlag).toBe('Y');
  });

  it('withdrawing removes it from those who have not read it; those who have keep it, marked withdrawn', async () => {
    const { instanceId: id } = ok(await sendByHand({ title: 'to withdraw', userIds: [ids.approver.id, ids.admin.id] }));
    const approverRow = (await inbox(approver)).find((r) => r.instanceId === id)!;
    ok(
      await t.call(`${M}/msgInboxRestful/findById`, { receiverId: approverRow.receiverId }, { certificate: approver }),
    );
    const res = await t.call(`${M}/msgMessageRestful/withdraw`, { instanceId: id }, { certificate: buyer, lang: 'EN' });
    expect(ok(res)).toBeNull();
    expect(res.body.msg).toBe('The message was withdrawn');
    expect((await inbox(admin)).some((r) => r.instanceId === id)).toBe(false);
    const notes = ok(await t.call(`${NOTIFICATION}/listByPage`, { pageRows: 50 }, { certificate: admin })) as Row[];
    expect(notes.some((n) => n.notificationTitle === 'to withdraw')).toBe(false);
    expect((await inbox(approver)).find((r) => r.instanceId === id)).toMatchObject({
      instanceStatus: 'WITHDRAWN',
      readFlag: 'Y',
    });
    const again = await t.call(`${M}/msgMessageRestful/withdraw`, { instanceId: id }, { certificate: buyer });
    expect(again.statusCode).toBe(409);
    const instances = ok(
      await t.call(
        `${M}/msgInstanceRestful/listByPage`,
        { searchParams: { status: 'WITHDRAWN' } },
        { certificate: admin },
      ),
    ) as Row[];
    expect(instances.map((i) => i.instanceId)).toContain(id);
  });

  it('marks all read', async () => {
    ok(await sendByHand({ title: 'one', userIds: [ids.approver.id] }));
    ok(await sendByHand({ title: 'two', userIds: [ids.approver.id] }));
    const res = await t.call(`${M}/msgInboxRestful/doReadAll`, {}, { certificate: approver, lang: 'EN' });
    expect(ok(res).count).toBeGreaterThanOrEqual(2);
    expect(ok(await t.call(`${M}/msgInboxRestful/unreadCount`, {}, { certificate: approver })).count).toBe(0);
    expect(await inbox(approver, { searchParams: { readFlag: 'N' } })).toEqual([]);
  });

  it('needs receivers and refuses a message nobody can receive', async () => {
    const none = await sendByHand({ title: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.body.data.errors[0].field).toBe('userIds');
    const nobody = await sendByHand({ title: 'x', userIds: [999999] });
    expect(nobody.statusCode).toBe(400);
  });
});

describe('receiving preferences and e-mail retries', () => {
  it('a user who switched e-mail off for a source gets no mail, still the in-app copy', async () => {
    const prefs = ok(await t.call(`${M}/msgUserPrefRestful/listMine`, {}, { certificate: supplier2 })) as Row[];
    const manual = prefs.find((p) => p.sourceCode === 'MANUAL')!;
    expect(manual).toMatchObject({ inAppFlag: 'Y', emailFlag: 'Y' });
    ok(
      await t.call(
        `${M}/msgUserPrefRestful/saveMine`,
        { prefs: [{ sourceId: manual.sourceId, inAppFlag: 'Y', emailFlag: 'N' }] },
        { certificate: supplier2 },
      ),
    );
    mailbox.length = 0;
    const { instanceId } = ok(
      await sendByHand({ title: 'prefs', channels: ['IN_APP', 'EMAIL'], supplierIds: [ids.supplier2.supplierId] }),
    );
    expect(mailbox).toEqual([]);
    const rows = ok(
      await t.call(`${M}/msgReceiveRestful/listByPage`, { searchParams: { instanceId } }, { certificate: buyer }),
    ) as Row[];
    expect(rows.map((r) => r.channel)).toEqual(['IN_APP']);
    // The preference is the caller's own: another user's list is untouched.
    const s1 = ok(await t.call(`${M}/msgUserPrefRestful/listMine`, {}, { certificate: supplier1 })) as Row[];
    expect(s1.find((p) => p.sourceCode === 'MANUAL')!.emailFlag).toBe('Y');
  });

  it('retries a failing mailer with backoff, FAILED after the last attempt, and sends again on retry', async () => {
    failWith = 'SMTP down';
    const { instanceId } = ok(await sendByHand({ title: 'flaky', channels: ['EMAIL'], userIds: [ids.approver.id] }));
    const [receiver] = ok(
      await t.call(`${M}/msgReceiveRestful/listByPage`, { searchParams: { instanceId } }, { certificate: buyer }),
    ) as Row[];
    expect(receiver).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP down' });
    // Not due again before its backoff; due after it.
    let now = Date.now();
    expect(
      (await deliverDueEmails(t.database.db, fakeMailer, { now: new Date(now + 30_000), instanceId })).retrying,
    ).toBe(0);
    for (let i = 2; i <= 5; i++) {
      now += 61 * 60_000;
      await deliverDueEmails(t.database.db, fakeMailer, { now: new Date(now), instanceId });
    }
    const [failed] = ok(
      await t.call(`${M}/msgReceiveRestful/listByPage`, { searchParams: { instanceId } }, { certificate: buyer }),
    ) as Row[];
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 5 });
    const log = ok(
      await t.call(
        `${M}/msgLogRestful/listByPage`,
        { searchParams: { instanceId, status: 'FAILED' } },
        { certificate: admin },
      ),
    ) as Row[];
    expect(log.map((l) => l.attempt).sort()).toEqual([1, 2, 3, 4, 5]);
    failWith = null;
    mailbox.length = 0;
    const retry = await t.call(
      `${M}/msgLogRestful/retry`,
      { receiverIds: [failed.receiverId] },
      { certificate: admin, lang: 'EN' },
    );
    expect(ok(retry).count).toBe(1);
    expect(mailbox.map((m) => m.subject)).toEqual(['flaky']);
    const buyerRetry = await t.call(
      `${M}/msgLogRestful/retry`,
      { receiverIds: [failed.receiverId] },
      { certificate: buyer },
    );
    expect(buyerRetry.statusCode).toBe(403);
  });
});

describe('configuration, articles and reminder rules', () => {
  it('lists every source with its configuration and saves one (versioned)', async () => {
    const rows = ok(
      await t.call(`${M}/msgConfigRestful/listByPage`, { pageRows: 50 }, { certificate: admin }),
    ) as Row[];
    const q = rows.find((r) => r.sourceCode === 'QUALIFICATION_EXPIRING')!;
    expect(q).toMatchObject({ enabledFlag: 'N', channels: ['IN_APP'] });
    ok(
      await t.call(
        `${M}/msgConfigRestful/saveOrUpdate`,
        {
          sourceId: q.sourceId,
          enabledFlag: 'Y',
          channels: ['IN_APP', 'EMAIL'],
          userIds: [ids.buyer.id],
          respIds: [],
          version: q.version,
        },
        { certificate: admin },
      ),
    );
    const after = (
      ok(await t.call(`${M}/msgConfigRestful/listByPage`, { pageRows: 50 }, { certificate: admin })) as Row[]
    ).find((r) => r.sourceCode === 'QUALIFICATION_EXPIRING')!;
    expect(after).toMatchObject({
      enabledFlag: 'Y',
      channels: ['IN_APP', 'EMAIL'],
      userNames: ['李采购'],
      version: q.version + 1,
    });
  });

  it('articles: drafts edited, published ones read by their audience only', async () => {
    const created = ok(
      await t.call(
        `${M}/msgArticleRestful/saveOrUpdate`,
        { title: '供应商须知', category: 'KNOWLEDGE', audience: 'SUPPLIER', body: 'x' },
        { certificate: admin },
      ),
    );
    ok(await t.call(`${M}/msgArticleRestful/doPublish`, { articleId: created.articleId }, { certificate: admin }));
    const edit = await t.call(
      `${M}/msgArticleRestful/saveOrUpdate`,
      { articleId: created.articleId, title: 'y', category: 'KNOWLEDGE', audience: 'SUPPLIER', version: 1 },
      { certificate: admin },
    );
    expect(edit.statusCode).toBe(409);
    const forSupplier = ok(
      await t.call(`${M}/msgArticleRestful/listPublished`, {}, { certificate: supplier1 }),
    ) as Row[];
    expect(forSupplier.map((a) => a.title)).toContain('供应商须知');
    const forBuyer = ok(await t.call(`${M}/msgArticleRestful/listPublished`, {}, { certificate: buyer })) as Row[];
    expect(forBuyer.map((a) => a.title)).not.toContain('供应商须知');
  });

  it('reminder rules are saved and checked', async () => {
    const bad = await t.call(
      `${M}/msgReminderRuleRestful/saveOrUpdate`,
      { ruleName: 'x', firstAfterHours: 0, repeatHours: 1, maxTimes: 1, channels: [] },
      { certificate: admin },
    );
    expect(bad.statusCode).toBe(400);
    const rules = ok(await t.call(`${M}/msgReminderRuleRestful/listByPage`, {}, { certificate: admin })) as Row[];
    expect(rules[0]).toMatchObject({ firstAfterHours: 24, repeatHours: 24, maxTimes: 3, channels: ['IN_APP'] });
  });
});

describe('the supplier boundary in the stored rows', () => {
  it("each receiver row carries its user's supplier", async () => {
    const res = await t.database.db.execute(
      sql`select distinct r.supplier_id from msg_receiver r join base_users u on u.id = r.user_id where u.user_name = 'supplier1'`,
    );
    const rows = (res as unknown as { rows: { supplier_id: number }[] }).rows;
    expect(rows.map((r) => Number(r.supplier_id))).toEqual([ids.supplier1.supplierId]);
    expect(eq).toBeTypeOf('function');
  });
});
