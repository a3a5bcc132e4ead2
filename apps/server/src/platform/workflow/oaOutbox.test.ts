import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { integrationOutbox } from '../outbox/schema.ts';
import { clearProfileCache } from '../profiles/profiles.ts';
import { profiles } from '../profiles/schema.ts';
import { backoffMs, deliverDueOaItems, OA_MAX_ATTEMPTS, oaOutboxJob, queueForOa } from './oaOutbox.ts';

/*
 * "Send to an OA approval system": delivered to a local HTTP server started here, which fails on
 * command, so retries, backoff and the final FAILED state are observed as an administrator sees them.
 */

const OUTBOX = '/api/bpmServer/v1/bpmOaOutboxRestful';

let t: TestApp;
let admin: string;
let server: http.Server;
let url: string;
/** What the next requests answer, in order; when empty, 200. */
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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oa/approvals`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const setUrl = async (value: string) => {
  await t.database.db.delete(profiles).where(eq(profiles.profileCode, 'OA_APPROVAL_URL'));
  if (value) {
    await t.database.db
      .insert(profiles)
      .values({ profileCode: 'OA_APPROVAL_URL', profileName: 'OA', valueType: 'TEXT', profileValue: value });
  }
  clearProfileCache(t.database.db);
};
const queue = (docId: number) =>
  t.database.db.transaction((tx) =>
    queueForOa(tx, {
      billType: 'PUR_REQUISITION',
      docId,
      docNumber: `PR${docId}`,
      title: `Purchase requisition PR${docId}`,
      payload: { totalAmount: 1234.5, lines: 2 },
      userId: 1,
    }),
  );
const item = async (outboxId: number) =>
  (await t.call(`${OUTBOX}/findById`, { outboxId }, { certificate: admin, lang: 'EN' })).body.data;
const minutes = (n: number) => n * 60_000;

describe('the OA outbox', () => {
  it('waits while no URL is configured', async () => {
    await setUrl('');
    const { outboxId } = await queue(1);
    expect(await oaOutboxJob.run({ db: t.database.db, log: console })).toBe(
      'no OA_APPROVAL_URL set; 1 item(s) waiting',
    );
    expect(await item(outboxId)).toMatchObject({ status: 'PENDING', attempts: 0 });
    await t.database.db.delete(integrationOutbox).where(eq(integrationOutbox.id, outboxId));
  });

  it('delivers the payload; a failure is retried after a backoff, then it is SENT', async () => {
    await setUrl(url);
    const { outboxId } = await queue(2);
    answers.push(503);
    const start = new Date();
    expect(await deliverDueOaItems(t.database.db, { now: start })).toMatchObject({ sent: 0, retrying: 1 });
    let row = await item(outboxId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'HTTP 503: {"ok":false}', targetUrl: url });
    expect(new Date(row.nextAttemptAt).getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: nothing is sent before the backoff has passed.
    expect(await deliverDueOaItems(t.database.db, { now: new Date(start.getTime() + minutes(0.5)) })).toMatchObject({
      sent: 0,
      retrying: 0,
    });
    expect(received).toHaveLength(1);

    expect(await deliverDueOaItems(t.database.db, { now: new Date(start.getTime() + minutes(1)) })).toMatchObject({
      sent: 1,
    });
    row = await item(outboxId);
    expect(row).toMatchObject({
      status: 'SENT',
      attempts: 2,
      lastError: null,
      payload: { totalAmount: 1234.5, lines: 2 },
    });
    expect(row.sentAt).toBeTruthy();
    expect(row.history.map((a: any) => [a.attemptNo, a.httpStatus, a.error, a.targetUrl])).toEqual([
      [1, 503, 'HTTP 503: {"ok":false}', url],
      [2, 200, null, url],
    ]);

    expect(received.map((r) => r.body)).toEqual([
      expect.objectContaining({ outboxId, billType: 'PUR_REQUISITION', docId: 2, docNumber: 'PR2' }),
      expect.objectContaining({ outboxId, payload: { totalAmount: 1234.5, lines: 2 } }),
    ]);
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual([`srm-oa-${outboxId}`, `srm-oa-${outboxId}`]);
  });

  it('records every attempt and gives up as FAILED after the last one; an administrator retries it', async () => {
    await setUrl(url);
    const { outboxId } = await queue(3);
    answers.push(...Array(OA_MAX_ATTEMPTS).fill(500));
    let now = new Date();
    for (let i = 1; i <= OA_MAX_ATTEMPTS; i++) {
      await deliverDueOaItems(t.database.db, { now });
      now = new Date(now.getTime() + backoffMs(i));
    }
    const failed = await item(outboxId);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: OA_MAX_ATTEMPTS });
    expect(failed.history).toHaveLength(OA_MAX_ATTEMPTS);
    const listed = await t.call(`${OUTBOX}/listByPage`, { searchParams: { status: 'FAILED' } }, { certificate: admin });
    expect(listed.body.data.map((r: any) => r.outboxId)).toEqual([outboxId]);
    // Nothing more is tried on its own, however late it gets.
    await deliverDueOaItems(t.database.db, { now: new Date(now.getTime() + minutes(600)) });
    expect((await item(outboxId)).status).toBe('FAILED');

    const retry = await t.call(`${OUTBOX}/retry`, { outboxId }, { certificate: admin, lang: 'EN' });
    expect(retry.body).toMatchObject({ status: 'S', msg: 'Queued to be sent again' });
    expect(await oaOutboxJob.run({ db: t.database.db, log: console })).toBe('sent 1, retrying 0, failed 0');
    expect(await item(outboxId)).toMatchObject({ status: 'SENT' });
    const again = await t.call(`${OUTBOX}/retry`, { outboxId }, { certificate: admin, lang: 'EN' });
    expect(again.statusCode).toBe(409);
  });

  it('records an unreachable receiver as an error too', async () => {
    await setUrl('http://127.0.0.1:1/nothing-listens-here');
    const { outboxId } = await queue(4);
    await deliverDueOaItems(t.database.db);
    const row = await item(outboxId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.lastError).toMatch(/fetch failed/);
  });
});
