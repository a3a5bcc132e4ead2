import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const BATCH = '/api/srmServer/v1/srmBaseNotificationBatchRestful';
const NOTIFICATION = '/api/srmServer/v1/srmBaseNotificationRestful';
const GROUPS = '/api/baseServer/v1/baseSupplierGroupRestful';

let t: TestApp;
let buyer: string;
let finance: string;
let supplier1: string;
let supplier2: string;
let supplier1Id: number;
let financeId: number;
let groupId: number;

type Row = Record<string, any>;

async function save(body: Row) {
  const res = await t.call(
    `${BATCH}/saveOrUpdate`,
    { notificationTitle: 'Hello', content: '<p><strong>Hi</strong></p>', ...body },
    { certificate: buyer, lang: 'EN' },
  );
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Row;
}

async function sent(body: Row) {
  const b = await save(body);
  const res = await t.call(`${BATCH}/doPublish`, { batchId: b.batchId }, { certificate: buyer, lang: 'EN' });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Row;
}

async function mine(certificate: string, body: Row = {}) {
  const res = await t.call(`${NOTIFICATION}/listByPage`, { pageIndex: 1, pageRows: 50, ...body }, { certificate });
  expect(res.statusCode).toBe(200);
  return res.body.data as Row[];
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, finance, supplier1, supplier2] = await Promise.all(
    ['buyer', 'finance', 'supplier1', 'supplier2'].map((u) => t.login(u)),
  );
  const rows = await t.database.db.select().from(users);
  supplier1Id = rows.find((u) => u.userName === 'supplier1')!.supplierId!;
  financeId = rows.find((u) => u.userName === 'finance')!.id;
  const groups = await t.call(`${GROUPS}/listForSelect`, {}, { certificate: buyer });
  groupId = groups.body.data.find((g: Row) => g.groupCode === 'KEY_PARTS').groupId;
});
afterAll(async () => t?.close());

describe('notification management', () => {
  it('refuses users without the menu (403) and supplier users', async () => {
    for (const action of [
      'listByPage',
      'findById',
      'saveOrUpdate',
      'doPublish',
      'doRevoke',
      'delete',
      'listRecipients',
    ]) {
      for (const cert of [finance, supplier1]) {
        const res = await t.call(`${BATCH}/${action}`, { batchId: 1, notificationTitle: 'x' }, { certificate: cert });
        expect(res.statusCode, action).toBe(403);
      }
    }
  });

  it('sends a LINK notification to supplier1 only: one row per its users, not to supplier2', async () => {
    const b = await sent({
      notificationTitle: 'Please check the portal',
      audience: 'CHOSEN',
      supplierIds: [supplier1Id],
      billType: 'LINK',
      billLink: 'https://example.com/portal',
    });
    expect(b.status).toBe('PUBLISHED');
    expect(b.recipientCount).toBeGreaterThan(0);
    const row = (await mine(supplier1)).find((r) => r.notificationTitle === 'Please check the portal');
    expect(row).toMatchObject({ selfCount: 0, billType: 'LINK', billLink: 'https://example.com/portal' });
    for (const key of ['notificationId', 'notificationTitle', 'creationDate', 'selfCount', 'billType', 'billLink']) {
      expect(row).toHaveProperty(key);
    }
    expect((await mine(supplier2)).some((r) => r.notificationTitle === 'Please check the portal')).toBe(false);
    const stolen = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: row!.notificationId },
      { certificate: supplier2 },
    );
    expect(stolen.statusCode).toBe(404);

    const opened = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: row!.notificationId },
      { certificate: supplier1 },
    );
    expect(opened.body.data).toMatchObject({ contentFormat: 'HTML', content: '<p><strong>Hi</strong></p>' });
    const recipients = await t.call(`${BATCH}/listRecipients`, { batchId: b.batchId }, { certificate: buyer });
    const s1 = recipients.body.data.find((r: Row) => r.userName === 'supplier1');
    expect(s1.selfCount).toBe(1);
    const listed = await t.call(`${BATCH}/listByPage`, {}, { certificate: buyer });
    expect(listed.body.data.find((r: Row) => r.batchId === b.batchId).readCount).toBe(1);
    const one = await t.call(`${BATCH}/findById`, { batchId: b.batchId }, { certificate: buyer });
    expect(one.body.data).toMatchObject({ readCount: 1, recipientCount: 1, supplierIds: [supplier1Id] });
  });

  it('refuses a LINK without an http(s) link and a publish without receivers', async () => {
    const bad = await t.call(
      `${BATCH}/saveOrUpdate`,
      { notificationTitle: 'x', billType: 'LINK', billLink: 'javascript:alert(1)' },
      { certificate: buyer, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    const empty = await save({ notificationTitle: 'Nobody', audience: 'CHOSEN' });
    const res = await t.call(`${BATCH}/doPublish`, { batchId: empty.batchId }, { certificate: buyer, lang: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/at least one receiver/);
  });

  it('sanitises the body', async () => {
    const b = await save({ content: '<p onclick="x()">a<script>alert(1)</script><a href="javascript:x">l</a></p>' });
    expect(b.content).toBe('<p>a<a target="_blank" rel="noopener noreferrer">l</a></p>');
  });

  it("reaches a supplier group's members and chosen users", async () => {
    await sent({ notificationTitle: 'To the group', audience: 'CHOSEN', groupIds: [groupId] });
    expect((await mine(supplier1)).some((r) => r.notificationTitle === 'To the group')).toBe(true);
    expect((await mine(supplier2)).some((r) => r.notificationTitle === 'To the group')).toBe(false);
    await sent({ notificationTitle: 'To finance', audience: 'CHOSEN', userIds: [financeId] });
    expect((await mine(finance)).some((r) => r.notificationTitle === 'To finance')).toBe(true);
    expect((await mine(buyer)).some((r) => r.notificationTitle === 'To finance')).toBe(false);
  });

  it("withdrawing hides the recipients' rows: lists, unread count and opening", async () => {
    const b = await sent({ notificationTitle: 'Withdraw me', audience: 'CHOSEN', supplierIds: [supplier1Id] });
    const row = (await mine(supplier1, { readFlag: 'N' })).find((r) => r.notificationTitle === 'Withdraw me')!;
    const unreadBefore = (await t.call(`${NOTIFICATION}/listByPage`, { readFlag: 'N' }, { certificate: supplier1 }))
      .body.page.count;
    const res = await t.call(`${BATCH}/doRevoke`, { batchId: b.batchId }, { certificate: buyer });
    expect(res.statusCode).toBe(200);
    expect((await mine(supplier1)).some((r) => r.notificationTitle === 'Withdraw me')).toBe(false);
    const unreadAfter = (await t.call(`${NOTIFICATION}/listByPage`, { readFlag: 'N' }, { certificate: supplier1 })).body
      .page.count;
    expect(unreadAfter).toBe(unreadBefore - 1);
    const opened = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: row.notificationId },
      { certificate: supplier1 },
    );
    expect(opened.statusCode).toBe(404);
    const again = await t.call(`${BATCH}/doRevoke`, { batchId: b.batchId }, { certificate: buyer });
    expect(again.statusCode).toBe(409);
  });
});
