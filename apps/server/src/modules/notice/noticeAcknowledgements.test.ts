import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/**
 * Issue 15 "also seen": a buyer sees which suppliers acknowledged a notice and which not yet, and the
 * management list and the detail give the same counts; notifications carry their bill type's name.
 */

const NOTICE = '/api/srmServer/v1/srmBaseNoticeRestful';
const NOTIFICATION = '/api/srmServer/v1/srmBaseNotificationRestful';
type Row = Record<string, any>;
let t: TestApp;
let buyer: string;
let supplier1: string;
let supplier2: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supplier1, supplier2] = await Promise.all(['buyer', 'supplier1', 'supplier2'].map((u) => t.login(u)));
  ids = [];
  for (const name of ['supplier1', 'supplier2']) {
    const [u] = await t.database.db.select().from(users).where(eq(users.userName, name));
    ids.push(u.supplierId!);
  }
});
afterAll(async () => t?.close());

describe('acknowledgements of a notice', () => {
  it('lists each addressed supplier as acknowledged or not yet, with the same counts in list and detail', async () => {
    const saved = await t.call(
      `${NOTICE}/saveOrUpdate`,
      {
        noticeType: 'SYSTEM_ANN',
        content: '<p>read me</p>',
        contentFormat: 'HTML',
        noticeTitle: 'Acknowledge the new packing rule',
        audience: 'CHOSEN',
        supplierIds: ids,
        ackFlag: 'Y',
      },
      { certificate: buyer, lang: 'EN' },
    );
    expect(saved.statusCode, saved.raw).toBe(200);
    const noticeId = saved.body.data.noticeId;
    expect((await t.call(`${NOTICE}/doPublish`, { noticeId }, { certificate: buyer })).statusCode).toBe(200);
    await t.call(`${NOTICE}/findById`, { noticeId }, { certificate: supplier1 });
    expect((await t.call(`${NOTICE}/doAcknowledge`, { noticeId }, { certificate: supplier1 })).statusCode).toBe(200);
    const reply = await t.call(`${NOTICE}/saveReply`, { noticeId, content: 'Noted' }, { certificate: supplier1 });
    expect(reply.statusCode, reply.raw).toBe(200);

    const acks = await t.call(`${NOTICE}/listAcknowledgements`, { noticeId }, { certificate: buyer });
    expect(acks.statusCode, acks.raw).toBe(200);
    const bySupplier = new Map(acks.body.data.map((r: Row) => [r.supplierId, r]));
    expect(bySupplier.get(ids[0])).toMatchObject({ acknowledged: 'Y', acknowledgedBy: expect.any(String) });
    expect(bySupplier.get(ids[1])).toMatchObject({ acknowledged: 'N', acknowledgedBy: null });
    const notYet = await t.call(
      `${NOTICE}/listAcknowledgements`,
      { searchParams: { noticeId, acknowledged: 'N' } },
      { certificate: buyer },
    );
    expect(notYet.body.data.map((r: Row) => r.supplierId)).toEqual([ids[1]]);

    const list = await t.call(
      `${NOTICE}/listByPage`,
      { searchParams: { noticeTitle: 'packing rule' } },
      { certificate: buyer },
    );
    const listed = list.body.data[0];
    const detail = (await t.call(`${NOTICE}/findById`, { noticeId, preview: 'Y' }, { certificate: buyer })).body.data;
    expect([listed.ackCount, listed.ackTotal, listed.readerCount]).toEqual([1, 2, 1]);
    // The list's other counts are this notice's own: one reply, two addressed suppliers.
    expect([listed.replyCount, listed.supplierCount]).toEqual([1, 2]);
    expect([detail.ackCount, detail.ackTotal, detail.readerCount]).toEqual([1, 2, 1]);

    // Suppliers never read who else acknowledged.
    expect((await t.call(`${NOTICE}/listAcknowledgements`, { noticeId }, { certificate: supplier2 })).statusCode).toBe(
      403,
    );
    const seen = (await t.call(`${NOTICE}/findById`, { noticeId }, { certificate: supplier2 })).body.data;
    expect(seen.ackTotal).toBeUndefined();
  });
});

describe('notifications', () => {
  it("name their bill type in the caller's language, never its code", async () => {
    for (const [lang, name] of [
      ['EN', 'Purchase requisition'],
      ['CN', '采购申请'],
    ] as const) {
      const res = await t.call(`${NOTIFICATION}/listByPage`, { pageRows: 50 }, { certificate: buyer, lang });
      const row = res.body.data.find((r: Row) => r.billType === 'PUR_REQUISITION');
      expect(row?.billTypeName, lang).toBe(name);
      const one = await t.call(
        `${NOTIFICATION}/findById`,
        { notificationId: row.notificationId },
        { certificate: buyer, lang },
      );
      expect(one.body.data.billTypeName).toBe(name);
    }
  });
});
