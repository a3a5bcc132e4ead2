import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

const INFO = '/api/srmServer/v1/supplierInfoRestful';
const CHG = '/api/srmServer/v1/srmSlcSupplierChangeRestful';

let t: TestApp;
let cert: Record<'buyer' | 'approver' | 'finance' | 'supplier1' | 'supplier2', string>;
let s1: number;

type Row = Record<string, any>;

async function mine(who = cert.supplier1): Promise<Row> {
  return (await t.call(`${INFO}/findMine`, {}, { certificate: who })).body.data;
}
async function change(id: number, who = cert.supplier1): Promise<Row> {
  return (await t.call(`${CHG}/findById`, { changeId: id }, { certificate: who })).body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  cert = {
    buyer: await t.login('buyer'),
    approver: await t.login('approver'),
    finance: await t.login('finance'),
    supplier1: await t.login('supplier1'),
    supplier2: await t.login('supplier2'),
  };
  const r = (await t.database.db.execute(
    sql`select supplier_id as id from base_users where user_name = 'supplier1'`,
  )) as unknown as { rows: { id: number }[] };
  s1 = Number(r.rows[0].id);
}, 60_000);
afterAll(async () => t.close());

/** supplier1's request: a new bank account number, a new contact, its address removed. */
async function fileRequest(reason: string): Promise<Row> {
  const before = await mine();
  const bank = before.bankAccounts[0];
  const saved = await t.call(
    `${CHG}/saveOrUpdate`,
    {
      supplierId: s1,
      changeReason: reason,
      lines: [
        {
          section: 'BANK',
          operation: 'CHANGE',
          targetId: bank.bankAccountId,
          newValues: JSON.stringify({ ...bank, accountNumber: '6222 0000 1111 2222' }),
        },
        {
          section: 'CONTACT',
          operation: 'ADD',
          newValues: JSON.stringify({ contactName: '刘洋', mobile: '13900001111', email: 'liuyang@szjm.example.com' }),
        },
        { section: 'ADDRESS', operation: 'REMOVE', targetId: before.addresses[0].addressId },
      ],
    },
    { certificate: cert.supplier1 },
  );
  expect(saved.statusCode, saved.raw).toBe(200);
  return saved.body.data;
}

describe('a supplier change request', () => {
  let id: number;

  it('is filed by the supplier and shows its differences before it is applied', async () => {
    const saved = await fileRequest('开户行账号变更');
    id = saved.changeId;
    expect(saved.changeNumber).toMatch(/^SC\d{6}\d{4}$/);
    const doc = await change(id);
    const bankLine = doc.lines.find((l: Row) => l.section === 'BANK');
    expect(bankLine.differences).toEqual([
      { field: 'accountNumber', oldValue: '1102 0211 0900 0123 456', newValue: '6222 0000 1111 2222' },
    ]);
    expect(bankLine.applied).toBe('N');
    const removal = doc.lines.find((l: Row) => l.section === 'ADDRESS');
    expect(removal.differences).toContainEqual({
      field: 'addressDetail',
      oldValue: '江苏省苏州市工业园区星湖街 328 号',
      newValue: null,
    });
    expect((await mine()).openChange).toMatchObject({ changeId: id, status: 'DRAFT' });
  });

  it('a save with a stale version is refused (409)', async () => {
    const doc = await change(id);
    const body = { changeId: id, supplierId: s1, changeReason: 'x', lines: [], version: doc.version };
    expect(
      (
        await t.call(
          `${CHG}/saveOrUpdate`,
          { ...body, changeReason: '开户行账号变更（补充）', lines: doc.lines.map(keep) },
          { certificate: cert.supplier1 },
        )
      ).statusCode,
    ).toBe(200);
    const stale = await t.call(`${CHG}/saveOrUpdate`, body, { certificate: cert.supplier1, lang: 'EN' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toContain('changed by someone else');
  });

  it('approved by the buyer, exactly its differences are applied and stay visible', async () => {
    const before = await mine();
    const doc = await change(id);
    const submitted = await t.call(
      `${CHG}/doSubmit`,
      { changeId: id, version: doc.version },
      { certificate: cert.supplier1 },
    );
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect((await mine()).openChange).toMatchObject({ status: 'APPROVING' });
    // The approval waits on the buyer (the deployed default process); the approver holds no task.
    const waiting = await change(id, cert.buyer);
    expect(waiting._actions).toContain('approve');
    const notMine = await t.call(
      `${CHG}/doApproval`,
      { changeId: id, version: waiting.version },
      { certificate: cert.approver },
    );
    expect(notMine.statusCode).toBe(403);
    const approved = await t.call(
      `${CHG}/doApproval`,
      { changeId: id, version: waiting.version, comment: 'ok' },
      { certificate: cert.buyer },
    );
    expect(approved.statusCode, approved.raw).toBe(200);
    const after = await mine();
    expect(after.openChange).toBeNull();
    // The bank account: only its number changed.
    const {
      accountNumber: newNumber,
      version: v1,
      lastUpdateDate: _a,
      lastUpdatedBy: _b,
      ...bankRest
    } = after.bankAccounts[0];
    const {
      accountNumber: oldNumber,
      version: v0,
      lastUpdateDate: _c,
      lastUpdatedBy: _d,
      ...bankBefore
    } = before.bankAccounts[0];
    expect([oldNumber, newNumber]).toEqual(['1102 0211 0900 0123 456', '6222 0000 1111 2222']);
    expect(bankRest).toEqual(bankBefore);
    expect(v1).toBe(v0 + 1);
    // The contact added, the address removed, nothing else touched.
    expect(after.contacts.map((c: Row) => c.contactName)).toEqual(['张伟', '刘洋']);
    expect(after.addresses).toEqual([]);
    expect(after.qualifications).toEqual(before.qualifications);
    expect(after.supplierName).toBe(before.supplierName);
    // The differences as they were, now from the stored rows.
    const done = await change(id);
    expect(done.status).toBe('APPROVED');
    const bankLine = done.lines.find((l: Row) => l.section === 'BANK');
    expect(bankLine).toMatchObject({ applied: 'Y' });
    expect(bankLine.differences).toEqual([
      { field: 'accountNumber', oldValue: '1102 0211 0900 0123 456', newValue: '6222 0000 1111 2222' },
    ]);
    // SAP's vendor master is sent the new bank account, queued with the change.
    const sap = (await t.database.db.execute(
      sql`select payload from base_integration_outbox where target = 'SAP' and doc_id = ${s1} order by id desc limit 1`,
    )) as unknown as { rows: { payload: Row }[] };
    expect(sap.rows[0]?.payload.reason).toBe('BANK_CHANGED');
    expect(JSON.stringify(sap.rows[0]?.payload)).toContain('6222 0000 1111 2222');
  });

  it('rejected, nothing is applied', async () => {
    const before = await mine();
    const bank = before.bankAccounts[0];
    const saved = await t.call(
      `${CHG}/saveOrUpdate`,
      {
        supplierId: s1,
        changeReason: '再次变更',
        lines: [
          {
            section: 'BANK',
            operation: 'CHANGE',
            targetId: bank.bankAccountId,
            newValues: JSON.stringify({ ...bank, accountNumber: '9999 8888 7777' }),
          },
          { section: 'BASE', operation: 'CHANGE', newValues: JSON.stringify({ website: 'https://szjm.example.com' }) },
        ],
      },
      { certificate: cert.supplier1 },
    );
    expect(saved.statusCode, saved.raw).toBe(200);
    const sid = saved.body.data.changeId;
    await t.call(
      `${CHG}/doSubmit`,
      { changeId: sid, version: saved.body.data.version },
      { certificate: cert.supplier1 },
    );
    const doc = await change(sid, cert.buyer);
    const noComment = await t.call(
      `${CHG}/doReject`,
      { changeId: sid, version: doc.version },
      { certificate: cert.buyer },
    );
    expect(noComment.statusCode).toBe(400);
    const rejected = await t.call(
      `${CHG}/doReject`,
      { changeId: sid, version: doc.version, comment: '账号与开户许可证不符' },
      { certificate: cert.buyer },
    );
    expect(rejected.statusCode, rejected.raw).toBe(200);
    expect((await change(sid)).status).toBe('REJECTED');
    const after = await mine();
    expect(after.bankAccounts).toEqual(before.bankAccounts);
    expect(after.website).toBe(before.website);
    expect(after.openChange).toMatchObject({ changeId: sid, status: 'REJECTED' });
  });
});

describe('data boundary of change requests', () => {
  it('supplier2 neither sees nor files supplier1 requests, nor targets its rows', async () => {
    const list = await t.call(`${CHG}/listByPage`, {}, { certificate: cert.supplier2 });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toEqual([]);
    const own = await t.call(`${CHG}/listByPage`, {}, { certificate: cert.supplier1 });
    const anyId = own.body.data[0].changeId;
    expect((await t.call(`${CHG}/findById`, { changeId: anyId }, { certificate: cert.supplier2 })).statusCode).toBe(
      404,
    );
    const s2 = await mine(cert.supplier2);
    const forOther = await t.call(
      `${CHG}/saveOrUpdate`,
      { supplierId: s1, changeReason: 'x', lines: [] },
      { certificate: cert.supplier2 },
    );
    expect(forOther.statusCode).toBe(400);
    const s1Bank = (await mine()).bankAccounts[0].bankAccountId;
    const otherRow = await t.call(
      `${CHG}/saveOrUpdate`,
      {
        supplierId: s2.supplierId,
        changeReason: 'x',
        lines: [{ section: 'BANK', operation: 'REMOVE', targetId: s1Bank }],
      },
      { certificate: cert.supplier2 },
    );
    expect(otherRow.statusCode).toBe(400);
    expect(otherRow.body.data.errors[0].field).toBe('lines.0.targetId');
  });

  it('bad values are refused field by field', async () => {
    const r = await t.call(
      `${CHG}/saveOrUpdate`,
      {
        supplierId: s1,
        changeReason: 'x',
        lines: [
          {
            section: 'BANK',
            operation: 'ADD',
            newValues: JSON.stringify({ bankName: '', accountName: 'a', accountNumber: 'abc' }),
          },
        ],
      },
      { certificate: cert.supplier1, lang: 'EN' },
    );
    expect(r.statusCode).toBe(400);
    const fields = r.body.data.errors.map((e: Row) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['lines.0.newValues.bankName', 'lines.0.newValues.accountNumber']));
  });

  it('an internal user without the change menu gets 403', async () => {
    expect((await t.call(`${CHG}/listByPage`, {}, { certificate: cert.finance })).statusCode).toBe(403);
  });
});

/** A line as sent back unchanged on a save. */
function keep(l: Row) {
  return { lineId: l.lineId, section: l.section, operation: l.operation, targetId: l.targetId, newValues: l.newValues };
}
