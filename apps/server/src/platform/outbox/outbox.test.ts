import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSupplierToSap } from '../../modules/supplier/index.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { clearProfileCache } from '../profiles/profiles.ts';
import { profiles } from '../profiles/schema.ts';
import { sapOutboxJob } from './jobs.ts';
import { backoffMs, deliverDue } from './outbox.ts';
import { integrationOutbox } from './schema.ts';

/*
 * The integration outbox with the SAP target: a supplier's vendor-master message delivered to a local
 * HTTP server that fails and then succeeds, retried after the backoff, seen and redelivered by an
 * administrator on the integration outbox screen beside the OA messages.
 */

const OUTBOX = '/api/baseServer/v1/baseIntegrationOutboxRestful';
let t: TestApp;
let admin: string;
let server: http.Server;
let url: string;
const answers: number[] = [];
const received: { headers: http.IncomingHttpHeaders; body: any }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sap/vendors`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const setUrl = async (value: string) => {
  await t.database.db.delete(profiles).where(eq(profiles.profileCode, 'SAP_VENDOR_URL'));
  if (value) {
    await t.database.db
      .insert(profiles)
      .values({ profileCode: 'SAP_VENDOR_URL', profileName: 'SAP', valueType: 'TEXT', profileValue: value });
  }
  clearProfileCache(t.database.db);
};
const supplierId = async (number: string) => {
  const r = (await t.database.db.execute(
    sql`select id from srm_pos_supplier_info where supplier_number = ${number}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(r.rows[0].id);
};
const item = async (outboxId: number) =>
  (await t.call(`${OUTBOX}/findById`, { outboxId }, { certificate: admin, lang: 'EN' })).body.data;

describe('the SAP target of the integration outbox', () => {
  it('waits while no SAP_VENDOR_URL is set', async () => {
    await setUrl('');
    const s1 = await supplierId('S000001');
    const queued = await t.database.db.transaction((tx) => queueSupplierToSap(tx, s1, 'APPROVED', 1));
    expect(await sapOutboxJob.run({ db: t.database.db, log: console })).toMatch(
      /^no SAP_VENDOR_URL set; \d+ item\(s\) waiting$/,
    );
    expect(await item(queued!.outboxId)).toMatchObject({ target: 'SAP', status: 'PENDING', attempts: 0 });
    await t.database.db.delete(integrationOutbox).where(eq(integrationOutbox.id, queued!.outboxId));
  });

  it('delivers the vendor master; a failure is retried after the backoff, then SENT', async () => {
    await setUrl(url);
    const s2 = await supplierId('S000002');
    const { outboxId } = (await t.database.db.transaction((tx) => queueSupplierToSap(tx, s2, 'BANK_CHANGED', 1)))!;
    answers.push(500);
    const start = new Date();
    expect(await deliverDue(t.database.db, 'SAP', { now: start })).toMatchObject({ sent: 0, retrying: 1 });
    let row = await item(outboxId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'HTTP 500: {"ok":false}', targetUrl: url });
    expect(new Date(row.nextAttemptAt).getTime()).toBe(start.getTime() + backoffMs(1));
    // Not due yet: nothing is sent before the backoff has passed.
    const sentBefore = received.length;
    await deliverDue(t.database.db, 'SAP', { now: new Date(start.getTime() + 30_000) });
    expect(received.length).toBe(sentBefore);
    await deliverDue(t.database.db, 'SAP', { now: new Date(start.getTime() + 60_000) });
    row = await item(outboxId);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(row.history.map((a: any) => [a.attemptNo, a.httpStatus])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const last = received.at(-1)!;
    expect(last.headers['idempotency-key']).toBe(`srm-sap-${outboxId}`);
    expect(last.body).toMatchObject({
      outboxId,
      target: 'SAP',
      billType: 'SUPPLIER',
      docId: s2,
      docNumber: 'S000002',
      payload: { reason: 'BANK_CHANGED', supplierNumber: 'S000002', supplierName: '深圳华信电子有限公司' },
    });
  });

  it('gives up as FAILED; the administrator sees it among all targets and redelivers it', async () => {
    await setUrl(url);
    const s2 = await supplierId('S000002');
    const { outboxId } = (await t.database.db.transaction((tx) => queueSupplierToSap(tx, s2, 'APPROVED', 1)))!;
    let now = new Date();
    for (let i = 1; i <= 5; i++) {
      answers.push(503);
      await deliverDue(t.database.db, 'SAP', { now });
      now = new Date(now.getTime() + backoffMs(i));
    }
    expect(await item(outboxId)).toMatchObject({ status: 'FAILED', attempts: 5 });
    const listed = await t.call(
      `${OUTBOX}/listByPage`,
      { searchParams: { target: 'SAP', status: 'FAILED' } },
      { certificate: admin },
    );
    expect(listed.body.data.map((r: any) => r.outboxId)).toEqual([outboxId]);
    // The OA screen does not show SAP messages, nor redeliver them.
    const oa = await t.call('/api/bpmServer/v1/bpmOaOutboxRestful/listByPage', {}, { certificate: admin });
    expect(oa.body.data.some((r: any) => r.outboxId === outboxId)).toBe(false);
    expect(
      (await t.call('/api/bpmServer/v1/bpmOaOutboxRestful/retry', { outboxId }, { certificate: admin })).statusCode,
    ).toBe(404);

    const retry = await t.call(`${OUTBOX}/retry`, { outboxId }, { certificate: admin, lang: 'EN' });
    expect(retry.body).toMatchObject({ status: 'S', msg: 'Queued to be sent again' });
    await deliverDue(t.database.db, 'SAP');
    expect(await item(outboxId)).toMatchObject({ status: 'SENT', attempts: 1 });
    const sent = await t.call(`${OUTBOX}/retry`, { outboxId }, { certificate: admin, lang: 'EN' });
    expect(sent.statusCode).toBe(409);
    expect(sent.body.msg).toBe('This message was delivered already');
  });

  it('lets the administrator send a waiting message at once instead of after its backoff', async () => {
    await setUrl(url);
    const s1 = await supplierId('S000001');
    const { outboxId } = (await t.database.db.transaction((tx) => queueSupplierToSap(tx, s1, 'BASE_DATA_CHANGED', 1)))!;
    answers.push(502);
    await deliverDue(t.database.db, 'SAP');
    const waiting = await item(outboxId);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(new Date(waiting.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.call(`${OUTBOX}/retry`, { outboxId }, { certificate: admin })).statusCode).toBe(200);
    await deliverDue(t.database.db, 'SAP');
    expect(await item(outboxId)).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});
