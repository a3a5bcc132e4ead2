import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const NOTICE = '/api/srmServer/v1/srmBaseNoticeRestful';
const PENDING = '/api/srmServer/v1/srmBaseSupplierPendingRestful';
const GROUPS = '/api/baseServer/v1/baseSupplierGroupRestful';

let t: TestApp;
let buyer: string;
let finance: string;
let supplier1: string;
let supplier2: string;
let supplier1Id: number;
let eastOrgId: number;
let groupId: number;

type Row = Record<string, any>;

async function save(body: Row) {
  const res = await t.call(
    `${NOTICE}/saveOrUpdate`,
    { noticeType: 'SYSTEM_ANN', content: '<p>hello</p>', contentFormat: 'HTML', ...body },
    { certificate: buyer, lang: 'EN' },
  );
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Row;
}

async function published(body: Row) {
  const n = await save(body);
  const res = await t.call(`${NOTICE}/doPublish`, { noticeId: n.noticeId }, { certificate: buyer });
  expect(res.statusCode, res.raw).toBe(200);
  return n;
}

const open = (certificate: string, noticeId: number) => t.call(`${NOTICE}/findById`, { noticeId }, { certificate });

beforeAll(async () => {
  t = await createTestApp();
  [buyer, finance, supplier1, supplier2] = await Promise.all(
    ['buyer', 'finance', 'supplier1', 'supplier2'].map((u) => t.login(u)),
  );
  const [s1] = await t.database.db.select().from(users).where(eq(users.userName, 'supplier1'));
  const [fin] = await t.database.db.select().from(users).where(eq(users.userName, 'finance'));
  supplier1Id = s1.supplierId!;
  eastOrgId = fin.orgId!;
  const groups = await t.call(`${GROUPS}/listForSelect`, { pageIndex: 1, pageRows: 10 }, { certificate: buyer });
  expect(groups.statusCode).toBe(200);
  groupId = groups.body.data.find((g: Row) => g.groupCode === 'KEY_PARTS').groupId;
});
afterAll(async () => t?.close());

describe('rich text', () => {
  it('keeps formatting and strips script, event handlers and javascript: links on save', async () => {
    const n = await save({
      noticeTitle: 'Rich',
      audience: 'ALL',
      content:
        '<p><strong>Bold</strong> <em>it</em><script>alert(1)</script><img src="x" onerror="alert(1)"></p>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" onclick="x()">good</a></p>' +
        '<img src="data:image/png;base64,AAAA"><iframe src="https://evil"></iframe>',
    });
    expect(n.contentFormat).toBe('HTML');
    expect(n.content).toContain('<strong>Bold</strong>');
    expect(n.content).toContain('<em>it</em>');
    expect(n.content).toContain('href="https://example.com"');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'data:', '<iframe', 'src="x"']) {
      expect(n.content).not.toContain(bad);
    }
  });

  it('keeps plain-text notices as written', async () => {
    const n = await save({ noticeTitle: 'Plain', audience: 'ALL', content: 'a\n<b>b</b>', contentFormat: 'TEXT' });
    expect(n).toMatchObject({ contentFormat: 'TEXT', content: 'a\n<b>b</b>' });
  });
});

describe('receivers', () => {
  it('refuses to publish a CHOSEN notice without receivers, in the language of the request', async () => {
    const n = await save({ noticeTitle: 'Nobody', audience: 'CHOSEN' });
    const en = await t.call(`${NOTICE}/doPublish`, { noticeId: n.noticeId }, { certificate: buyer, lang: 'EN' });
    expect(en.statusCode).toBe(400);
    expect(en.body.msg).toMatch(/at least one receiver/);
    const cn = await t.call(`${NOTICE}/doPublish`, { noticeId: n.noticeId }, { certificate: buyer, lang: 'CN' });
    expect(cn.body.msg).toMatch(/接收对象/);
  });

  it('a supplier group: its member reads, another supplier and internal readers get 404', async () => {
    const n = await published({ noticeTitle: 'For the group', audience: 'CHOSEN', groupIds: [groupId] });
    expect((await open(supplier1, n.noticeId)).statusCode).toBe(200);
    expect((await open(supplier2, n.noticeId)).statusCode).toBe(404);
    expect((await open(finance, n.noticeId)).statusCode).toBe(404);
    const list = await t.call(
      `${NOTICE}/listSummaryByPage`,
      { pageIndex: 1, pageRows: 50 },
      { certificate: supplier2 },
    );
    expect(list.body.data.map((r: Row) => r.noticeId)).not.toContain(n.noticeId);
  });

  it('a chosen organisation: its internal users read, suppliers do not', async () => {
    const n = await published({ noticeTitle: 'For East', audience: 'CHOSEN', orgIds: [eastOrgId] });
    expect((await open(finance, n.noticeId)).statusCode).toBe(200);
    expect((await open(supplier1, n.noticeId)).statusCode).toBe(404);
    const m = await t.call(`${NOTICE}/findById`, { noticeId: n.noticeId, preview: 'Y' }, { certificate: buyer });
    expect(m.body.data).toMatchObject({ orgIds: [eastOrgId], groupIds: [], supplierIds: [] });
  });

  it('lists supplier groups for internal users only', async () => {
    const res = await t.call(`${GROUPS}/listForSelect`, {}, { certificate: supplier1 });
    expect(res.statusCode).toBe(403);
  });
});

describe('replies and viewers', () => {
  let forOne: Row;
  let forAll: Row;
  beforeAll(async () => {
    forOne = await published({ noticeTitle: 'Supplier one only', audience: 'CHOSEN', supplierIds: [supplier1Id] });
    forAll = await published({ noticeTitle: 'Every supplier', audience: 'SUPPLIER' });
  });

  it("a supplier replies to what it may read; never to another supplier's notice", async () => {
    const ok = await t.call(
      `${NOTICE}/saveReply`,
      { noticeId: forOne.noticeId, content: 'Received, thanks' },
      { certificate: supplier1 },
    );
    expect(ok.statusCode, ok.raw).toBe(200);
    const no = await t.call(
      `${NOTICE}/saveReply`,
      { noticeId: forOne.noticeId, content: 'me too' },
      { certificate: supplier2 },
    );
    expect(no.statusCode).toBe(404);
    const list2 = await t.call(`${NOTICE}/listReplies`, { noticeId: forOne.noticeId }, { certificate: supplier2 });
    expect(list2.statusCode).toBe(404);
    const empty = await t.call(
      `${NOTICE}/saveReply`,
      { noticeId: forOne.noticeId, content: '  ' },
      { certificate: supplier1 },
    );
    expect(empty.statusCode).toBe(400);
  });

  it("the publisher sees every reply; a supplier only its own supplier's", async () => {
    for (const [cert, text] of [
      [supplier1, 'from one'],
      [supplier2, 'from two'],
    ]) {
      const res = await t.call(
        `${NOTICE}/saveReply`,
        { noticeId: forAll.noticeId, content: text },
        { certificate: cert },
      );
      expect(res.statusCode).toBe(200);
    }
    const all = await t.call(`${NOTICE}/listReplies`, { noticeId: forAll.noticeId }, { certificate: buyer });
    expect(all.body.data.map((r: Row) => r.content)).toEqual(['from one', 'from two']);
    expect(all.body.data[0].supplierName).toBeTruthy();
    const own = await t.call(`${NOTICE}/listReplies`, { noticeId: forAll.noticeId }, { certificate: supplier2 });
    expect(own.body.data.map((r: Row) => r.content)).toEqual(['from two']);
  });

  it('the viewers list shows who opened it, how often; managers only', async () => {
    await open(supplier1, forOne.noticeId);
    await open(supplier1, forOne.noticeId);
    const res = await t.call(`${NOTICE}/listViewers`, { noticeId: forOne.noticeId }, { certificate: buyer });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ userName: 'supplier1', readCount: 2 });
    expect(res.body.data[0].supplierName).toBeTruthy();
    expect(
      (await t.call(`${NOTICE}/listViewers`, { noticeId: forOne.noticeId }, { certificate: finance })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(`${NOTICE}/listViewers`, { noticeId: forOne.noticeId }, { certificate: supplier1 })).statusCode,
    ).toBe(403);
  });
});

describe('acknowledgement', () => {
  it('publishing opens a to-do for each addressed supplier; "I have read it" handles it once', async () => {
    const n = await published({
      noticeTitle: 'Please acknowledge',
      audience: 'CHOSEN',
      supplierIds: [supplier1Id],
      ackFlag: 'Y',
    });
    const todos = await t.call(
      `${PENDING}/listByPage`,
      { handleFlag: 'N', pageIndex: 1, pageRows: 50 },
      { certificate: supplier1 },
    );
    const todo = todos.body.data.find((r: Row) => r.billId === n.noticeId && r.billType === 'BASE_NOTICE');
    expect(todo).toMatchObject({ pendingTitle: 'Please acknowledge', billLink: `noticePendingDesc?id=${n.noticeId}` });
    const others = await t.call(
      `${PENDING}/listByPage`,
      { handleFlag: 'N', pageIndex: 1, pageRows: 50 },
      { certificate: supplier2 },
    );
    expect(others.body.data.some((r: Row) => r.billId === n.noticeId && r.billType === 'BASE_NOTICE')).toBe(false);

    expect((await open(supplier1, n.noticeId)).body.data.ackPending).toBe(true);
    expect(
      (await t.call(`${NOTICE}/doAcknowledge`, { noticeId: n.noticeId }, { certificate: supplier2 })).statusCode,
    ).toBe(404);
    const ack = await t.call(`${NOTICE}/doAcknowledge`, { noticeId: n.noticeId }, { certificate: supplier1 });
    expect(ack.statusCode, ack.raw).toBe(200);
    expect(
      (await t.call(`${NOTICE}/doAcknowledge`, { noticeId: n.noticeId }, { certificate: supplier1 })).statusCode,
    ).toBe(409);
    expect((await open(supplier1, n.noticeId)).body.data.ackPending).toBe(false);
  });

  it('revoking cancels the open acknowledgement to-dos', async () => {
    const n = await published({
      noticeTitle: 'Ack then revoke',
      audience: 'CHOSEN',
      groupIds: [groupId],
      ackFlag: 'Y',
    });
    const revoke = await t.call(`${NOTICE}/doRevoke`, { noticeId: n.noticeId }, { certificate: buyer });
    expect(revoke.statusCode).toBe(200);
    const todos = await t.call(
      `${PENDING}/listByPage`,
      { handleFlag: 'N', cancelFlag: 'N', pageIndex: 1, pageRows: 50 },
      { certificate: supplier1 },
    );
    expect(todos.body.data.some((r: Row) => r.billId === n.noticeId && r.billType === 'BASE_NOTICE')).toBe(false);
    expect((await open(supplier1, n.noticeId)).statusCode).toBe(404);
  });
});
