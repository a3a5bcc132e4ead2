import { addDays, formatDate } from '@srm/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPendings } from '../../../platform/pending/schema.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { msgConfigs, msgInstances, msgReceivers, msgSources } from '../../message/schema.ts';
import { supplierQualifications, suppliers } from '../schema.ts';
import { supplierSourcingBlock } from './sourcingBlock.ts';

const RUN = '/api/schedule/v1/concurrentProgramRestful/runNow';
const Q = '/api/srmServer/v1/srmSlcQualificationRestful';
const JOB = 'SLC_QUALIFICATION_REMINDER';

let t: TestApp;
let cert: Record<'admin' | 'buyer' | 'finance' | 'supplier1' | 'supplier2', string>;
let s1: number;
let s2: number;

const day = (n: number) => formatDate(addDays(new Date(), n));

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const r = (await t.database.db.execute(query)) as unknown as { rows: { id: number }[] };
  return Number(r.rows[0].id);
}

async function expiryTodos(supplierId: number) {
  return t.database.db
    .select()
    .from(supplierPendings)
    .where(and(eq(supplierPendings.supplierId, supplierId), eq(supplierPendings.billType, 'QUALIFICATION_EXPIRY')));
}

beforeAll(async () => {
  t = await createTestApp();
  cert = {
    admin: await t.login('admin'),
    buyer: await t.login('buyer'),
    finance: await t.login('finance'),
    supplier1: await t.login('supplier1'),
    supplier2: await t.login('supplier2'),
  };
  s1 = await idOf(sql`select supplier_id as id from base_users where user_name = 'supplier1'`);
  s2 = await idOf(sql`select supplier_id as id from base_users where user_name = 'supplier2'`);
  // The installation switches the event on (the demo ships it off): in-app to the supplier's users.
  const [source] = await t.database.db
    .select({ id: msgSources.id })
    .from(msgSources)
    .where(eq(msgSources.sourceCode, 'QUALIFICATION_EXPIRING'));
  await t.database.db.update(msgConfigs).set({ enabledFlag: 'Y' }).where(eq(msgConfigs.sourceId, source.id));
}, 60_000);
afterAll(async () => t.close());

describe('the daily qualification-expiry job', () => {
  it('opens one to-do per qualification expiring within 30 days, and raises QUALIFICATION_EXPIRING', async () => {
    const run = await t.call(RUN, { jobCode: JOB }, { certificate: cert.admin, lang: 'EN' });
    expect(run.statusCode, run.raw).toBe(200);
    expect(run.body.data.result).toBe('reminded 1');
    // supplier2's ISO 9001 expires in 10 days; supplier1's in 40 days: only supplier2 is reminded.
    const todos = await expiryTodos(s2);
    expect(todos).toHaveLength(1);
    expect(todos[0]).toMatchObject({ handleFlag: 'N', menuCode: 'SUP_QUALIFICATION' });
    expect(todos[0].pendingTitle).toContain('ISO 9001');
    expect(todos[0].pendingTitle).toContain(day(10));
    expect(await expiryTodos(s1)).toHaveLength(0);
    const [message] = await t.database.db
      .select()
      .from(msgInstances)
      .where(eq(msgInstances.sourceCode, 'QUALIFICATION_EXPIRING'));
    expect(message.title).toContain('ISO 9001');
    const receivers = await t.database.db
      .select({ userId: msgReceivers.userId })
      .from(msgReceivers)
      .where(eq(msgReceivers.instanceId, message.id));
    const supplier2User = await idOf(sql`select id from base_users where user_name = 'supplier2'`);
    expect(receivers.map((r) => r.userId)).toContain(supplier2User);
  });

  it('does not open a second to-do the next day; a new expiry date is reminded again', async () => {
    const again = await t.call(RUN, { jobCode: JOB }, { certificate: cert.admin });
    expect(again.body.data.result).toBe('reminded 0');
    expect(await expiryTodos(s2)).toHaveLength(1);
    // supplier1's certificate now expires in 5 days (another date than any reminded): one new to-do.
    await t.database.db
      .update(supplierQualifications)
      .set({ validTo: day(5) })
      .where(and(eq(supplierQualifications.supplierId, s1), eq(supplierQualifications.qualificationType, 'ISO9001')));
    const third = await t.call(RUN, { jobCode: JOB }, { certificate: cert.admin });
    expect(third.body.data.result).toBe('reminded 1');
    expect(await expiryTodos(s1)).toHaveLength(1);
    expect(await expiryTodos(s2)).toHaveLength(1);
  });
});

describe('supplierSourcingBlock', () => {
  it('is null while qualifications are valid, and names the expired ones', async () => {
    expect(await supplierSourcingBlock(t.database.db, s2)).toBeNull();
    await t.database.db
      .update(supplierQualifications)
      .set({ validTo: day(-1) })
      .where(and(eq(supplierQualifications.supplierId, s2), eq(supplierQualifications.qualificationType, 'ISO9001')));
    const block = await supplierSourcingBlock(t.database.db, s2);
    expect(block).toMatchObject({ key: 'qualification.expiredBlocksSourcing' });
    expect(block?.params.names).toContain('ISO 9001');
    // A long-term licence never blocks; the other supplier is unaffected.
    expect(await supplierSourcingBlock(t.database.db, s1)).toBeNull();
  });
});

describe('qualification review', () => {
  it('lists all suppliers for the buyer, only its own for a supplier; a supplier gets 403 on the internal list', async () => {
    const all = await t.call(`${Q}/listByPage`, { pageRows: 50 }, { certificate: cert.buyer });
    expect(all.statusCode).toBe(200);
    expect(new Set(all.body.data.map((r: { supplierId: number }) => r.supplierId))).toEqual(new Set([s1, s2]));
    const expiring = await t.call(
      `${Q}/listByPage`,
      { searchParams: { expiringWithinDays: 30 } },
      { certificate: cert.buyer },
    );
    expect(expiring.body.data.every((r: { outDay: number }) => r.outDay < 30)).toBe(true);
    expect((await t.call(`${Q}/listByPage`, {}, { certificate: cert.supplier1 })).statusCode).toBe(403);
    expect((await t.call(`${Q}/listByPage`, {}, { certificate: cert.finance })).statusCode).toBe(403);
    const own = await t.call(`${Q}/listMine`, {}, { certificate: cert.supplier1 });
    expect(own.body.data.length).toBe(2);
    expect(own.body.data.every((r: { supplierId: number }) => r.supplierId === s1)).toBe(true);
    // The counts the pagers show: every qualification of a known supplier, and the supplier's own two.
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(supplierQualifications)
      .innerJoin(suppliers, eq(suppliers.id, supplierQualifications.supplierId));
    expect(all.body.page.count).toBe(n);
    expect(own.body.page).toMatchObject({ count: 2 });
    expect(own.body.page.countCapped).toBeUndefined();
  });

  it('approves or rejects (with a comment) only a submitted file; approval answers the expiry to-do', async () => {
    const [q] = await t.database.db
      .update(supplierQualifications)
      .set({ reviewStatus: 'SUBMITTED', validTo: day(400) })
      .where(and(eq(supplierQualifications.supplierId, s2), eq(supplierQualifications.qualificationType, 'ISO9001')))
      .returning();
    const bySupplier = await t.call(
      `${Q}/doApproval`,
      { qualificationId: q.id, version: q.version },
      { certificate: cert.supplier2 },
    );
    expect(bySupplier.statusCode).toBe(403);
    const noComment = await t.call(
      `${Q}/doReject`,
      { qualificationId: q.id, version: q.version },
      { certificate: cert.buyer },
    );
    expect(noComment.statusCode).toBe(400);
    const ok = await t.call(
      `${Q}/doApproval`,
      { qualificationId: q.id, version: q.version },
      { certificate: cert.buyer },
    );
    expect(ok.statusCode, ok.raw).toBe(200);
    expect(ok.body.data.reviewStatus).toBe('APPROVED');
    expect((await expiryTodos(s2))[0].handleFlag).toBe('Y');
    const twice = await t.call(
      `${Q}/doReject`,
      { qualificationId: q.id, version: ok.body.data.version, comment: 'x' },
      { certificate: cert.buyer },
    );
    expect(twice.statusCode).toBe(409);
  });
});
