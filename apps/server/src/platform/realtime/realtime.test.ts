import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { notify } from '../../modules/notice/index.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { LOGGED_IN } from '../access/rules.ts';
import { defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { cancelSupplierPendings, handleSupplierPendings, openSupplierPending } from '../pending/supplierPendings.ts';
import { runWithRealtime } from './afterCommit.ts';
import { REALTIME_PATH, REALTIME_PROTOCOL } from './socket.ts';

/*
 * The websocket /srm-ws end to end inside the process: the handshake's checks, who hears which event
 * (the supplier boundary included), events leaving only after the write committed, the badge counts, a
 * clean shutdown, and two instances on one database hearing each other through Redis.
 */

const PENDING = '/api/srmServer/v1/srmBaseSupplierPendingRestful';
const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';
const BADGES = '/api/srmServer/v1/srmBaseHomeRestful/badgeCounts';

// The `ws` client (the server's own library; it has no type declarations here).
const { WebSocket } = createRequire(import.meta.url)('ws');

type Frame = { type: string; kind?: string; change?: string; title?: string; count?: number };
type Client = {
  frames: Frame[];
  events(): Frame[];
  /** Events of one kind: a supplier to-do also sends the supplier's users a message-centre notification. */
  of(kind: string): Frame[];
  close(): void;
  closed: Promise<number>;
};

/** Where a listening app answers, and the Origin of its own pages. */
const addressOf = (app: FastifyInstance) => `127.0.0.1:${(app.server.address() as { port: number }).port}`;

/**
 * Opens the socket the way the browser does (subprotocols srm + certificate, the page's Origin), collecting
 * every frame from the start; resolves once open, rejects with the refusal.
 */
async function connect(app: FastifyInstance, certificate: string | null, origin?: string): Promise<Client> {
  const host = addressOf(app);
  const frames: Frame[] = [];
  const protocols = certificate === null ? [REALTIME_PROTOCOL] : [REALTIME_PROTOCOL, certificate];
  const ws = new WebSocket(`ws://${host}${REALTIME_PATH}`, protocols, { origin: origin ?? `http://${host}` });
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  const events = () => frames.filter((f) => f.type === 'event');
  return { frames, events, of: (kind) => events().filter((f) => f.kind === kind), close: () => ws.terminate(), closed };
}

/** The HTTP status the handshake was refused with (the client fails with "Unexpected server response: N"). */
async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return Number(/(\d{3})/.exec(String(error))?.[1]);
  }
  return 101;
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
/** Long enough for an event that would come to have come (delivery is in-process or a local Redis). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

// A test-only action: notifies the caller inside a transaction, then fails when asked, rolling it back.
const notifyMe = defineAction({
  server: 'srmServer',
  entity: 'realtimeTest',
  action: 'notifyMe',
  summary: 'test only',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ title: z.string(), fail: z.boolean().default(false) }),
  handler: async ({ deps, body, user }) => {
    await deps.db.transaction(async (tx) => {
      await notify(tx, { recipientUserIds: [user!.userId], title: body.title, createdBy: user!.userId });
      if (body.fail) throw new AppError(409, 'error.forbidden');
    });
    return { data: null };
  },
});

let t: TestApp;
const cert: Record<string, string> = {};
let supplier1Id: number;

beforeAll(async () => {
  t = await createTestApp({ extraActions: [notifyMe] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['buyer', 'approver', 'finance', 'supplier1', 'supplier2']) cert[name] = await t.login(name);
  const result = (await t.database.db.execute(
    sql`select supplier_id as id from base_users where user_name = 'supplier1'`,
  )) as unknown as { rows: { id: number }[] };
  supplier1Id = Number(result.rows[0].id);
});
afterAll(async () => t?.close());

describe('the handshake', () => {
  it('is refused without a session, with an unknown or a logged-out one (401)', async () => {
    expect(await refusal(connect(t.app, null))).toBe(401);
    expect(await refusal(connect(t.app, 'not-a-session'))).toBe(401);
    const gone = await t.login('finance');
    expect((await t.call('/api/baseServer/v1/baseLoginRestful/logout', {}, { certificate: gone })).statusCode).toBe(
      200,
    );
    expect(await refusal(connect(t.app, gone))).toBe(401);
  });

  it('is refused from a page of another origin (403), even with a valid session', async () => {
    expect(await refusal(connect(t.app, cert.buyer, 'https://evil.example'))).toBe(403);
    expect(await refusal(connect(t.app, cert.buyer, 'http://127.0.0.1:1'))).toBe(403);
    expect(await refusal(connect(t.app, cert.buyer, 'null'))).toBe(403);
  });

  it('accepts the app’s own origin and a configured extra origin, and says it is ready', async () => {
    const own = await connect(t.app, cert.buyer);
    await waitFor(() => own.frames.some((f) => f.type === 'ready'));
    own.close();
    t.app.deps.config.wsAllowedOrigins = ['https://portal.example'];
    try {
      const extra = await connect(t.app, cert.buyer, 'https://portal.example');
      await waitFor(() => extra.frames.some((f) => f.type === 'ready'));
      extra.close();
    } finally {
      t.app.deps.config.wsAllowedOrigins = [];
    }
  });

  it('answers a plain GET (no upgrade) with 426', async () => {
    const res = await t.app.inject({ method: 'GET', url: REALTIME_PATH });
    expect(res.statusCode).toBe(426);
    expect(res.json().msg).toBe('该地址仅接受 WebSocket 连接');
  });
});

describe('supplier to-dos', () => {
  it("reach every socket of that supplier's users and no other supplier's, after the row is readable", async () => {
    const s1 = await connect(t.app, cert.supplier1);
    const s1again = await connect(t.app, cert.supplier1);
    const s2 = await connect(t.app, cert.supplier2);
    const buyer = await connect(t.app, cert.buyer);
    const before = (await t.call(BADGES, {}, { certificate: cert.supplier1 })).body.data;
    const sent = await t.call(
      `${PENDING}/saveOrUpdate`,
      { supplierId: supplier1Id, pendingTitle: '请确认 PO-RT-1 交期' },
      { certificate: cert.buyer },
    );
    expect(sent.statusCode).toBe(200);
    await waitFor(() => s1.of('todo').length === 1 && s1again.of('todo').length === 1);
    expect(s1.of('todo')[0]).toEqual({
      type: 'event',
      kind: 'todo',
      change: 'opened',
      title: '请确认 PO-RT-1 交期',
      count: 1,
    });
    // The event came after the commit: the refetch it triggers finds the new to-do and a higher count.
    const list = await t.call(
      `${PENDING}/listByPage`,
      { handleFlag: 'N', pageRows: 50 },
      { certificate: cert.supplier1 },
    );
    expect(list.body.data.map((r: { pendingId: number }) => r.pendingId)).toContain(sent.body.data.pendingId);
    const after = (await t.call(BADGES, {}, { certificate: cert.supplier1 })).body.data;
    expect(after.todoCount).toBe(before.todoCount + 1);

    await settle();
    expect(s2.events()).toEqual([]);
    expect(buyer.events()).toEqual([]);

    for (const c of [s1, s1again, s2, buyer]) c.close();
  });

  it('tell the supplier when a document handles or cancels its to-dos, also from work outside a request', async () => {
    const s1 = await connect(t.app, cert.supplier1);
    const s2 = await connect(t.app, cert.supplier2);
    const db = t.database.db;
    const hub = t.app.deps.realtime;
    // A scheduled job (no request) opens two to-dos of one document, then the document handles them.
    await runWithRealtime(hub, () =>
      db.transaction(async (tx) => {
        for (const n of [1, 2]) {
          await openSupplierPending(tx, {
            supplierId: supplier1Id,
            pendingTitle: `送货计划 ${n} 待确认`,
            billType: 'PO_ORDER',
            billId: 9001,
            createdBy: null,
          });
        }
      }),
    );
    await waitFor(() => s1.of('todo').length === 2);
    await runWithRealtime(hub, () =>
      db.transaction((tx) => handleSupplierPendings(tx, { billType: 'PO_ORDER', billId: 9001, userId: 1 })),
    );
    await waitFor(() => s1.of('todo').length === 3);
    expect(s1.of('todo')[2]).toEqual({ type: 'event', kind: 'todo', change: 'handled', count: 2 });
    await runWithRealtime(hub, () =>
      db.transaction(async (tx) => {
        await openSupplierPending(tx, {
          supplierId: supplier1Id,
          pendingTitle: '对账单待确认',
          billType: 'PO_ORDER',
          billId: 9002,
          createdBy: null,
        });
      }),
    );
    await runWithRealtime(hub, () =>
      db.transaction((tx) => cancelSupplierPendings(tx, { billType: 'PO_ORDER', billId: 9002, userId: null })),
    );
    await waitFor(() => s1.of('todo').length === 5);
    expect(s1.of('todo')[4]).toMatchObject({ change: 'cancelled', count: 1 });
    // Work that fails sends nothing.
    await expect(
      runWithRealtime(hub, () =>
        db.transaction(async (tx) => {
          await openSupplierPending(tx, {
            supplierId: supplier1Id,
            pendingTitle: 'never',
            billType: 'PO_ORDER',
            billId: 9003,
            createdBy: null,
          });
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    await settle();
    expect(s1.of('todo')).toHaveLength(5);
    expect(s2.events()).toEqual([]);
    s1.close();
    s2.close();
  });

  it('counts only the caller’s own supplier’s open to-dos', async () => {
    const s2before = (await t.call(BADGES, {}, { certificate: cert.supplier2 })).body.data.todoCount;
    await t.call(
      `${PENDING}/saveOrUpdate`,
      { supplierId: supplier1Id, pendingTitle: 'only for supplier1' },
      { certificate: cert.buyer },
    );
    expect((await t.call(BADGES, {}, { certificate: cert.supplier2 })).body.data.todoCount).toBe(s2before);
  });
});

describe('interior to-dos', () => {
  it('reach the approver only when the buyer submits a requisition', async () => {
    const approver = await connect(t.app, cert.approver);
    const buyer = await connect(t.app, cert.buyer);
    const finance = await connect(t.app, cert.finance);
    const s1 = await connect(t.app, cert.supplier1);
    const before = (await t.call(BADGES, {}, { certificate: cert.approver })).body.data.todoCount;

    const as = (certificate: string) => ({ certificate, lang: 'EN' as const });
    const [sample] = (
      await t.call(`${REQ}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 1 }, as(cert.buyer))
    ).body.data;
    const detail = (await t.call(`${REQ}/findById`, { requisitionId: sample.requisitionId }, as(cert.buyer))).body.data;
    const needByDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const saved = (
      await t.call(
        `${REQ}/saveOrUpdate`,
        {
          orgId: sample.orgId,
          departmentId: sample.departmentId,
          requesterId: sample.requesterId,
          purpose: 'realtime test',
          currencyCode: 'CNY',
          needByDate,
          lines: [
            {
              itemDescription: 'gloves',
              categoryId: detail.lines[0].categoryId,
              quantity: 2,
              unitCode: 'PCS',
              estimatedPrice: 15,
              needByDate,
            },
          ],
        },
        as(cert.buyer),
      )
    ).body.data;
    const submitted = await t.call(
      `${REQ}/doSubmit`,
      { requisitionId: saved.requisitionId, version: saved.version },
      as(cert.buyer),
    );
    expect(submitted.statusCode).toBe(200);

    await waitFor(() => approver.events().length > 0);
    expect(approver.events()[0]).toMatchObject({ kind: 'todo', change: 'opened', count: 1 });
    expect(approver.events()[0].title).toContain(saved.requisitionNumber);
    expect((await t.call(BADGES, {}, { certificate: cert.approver })).body.data.todoCount).toBe(before + 1);
    await settle();
    expect(buyer.events()).toEqual([]);
    expect(finance.events()).toEqual([]);
    expect(s1.events()).toEqual([]);
    for (const c of [approver, buyer, finance, s1]) c.close();
  });
});

describe('notifications', () => {
  it('reach the recipient after commit, and nothing is sent when the transaction rolls back', async () => {
    const me = await connect(t.app, cert.finance);
    const other = await connect(t.app, cert.buyer);
    const before = (await t.call(BADGES, {}, { certificate: cert.finance })).body.data.notificationCount;

    const failed = await t.call(
      '/api/srmServer/v1/realtimeTestRestful/notifyMe',
      { title: 'rolled back', fail: true },
      {
        certificate: cert.finance,
      },
    );
    expect(failed.statusCode).toBe(409);
    await settle();
    expect(me.events()).toEqual([]);
    expect((await t.call(BADGES, {}, { certificate: cert.finance })).body.data.notificationCount).toBe(before);

    const ok = await t.call(
      '/api/srmServer/v1/realtimeTestRestful/notifyMe',
      { title: 'Invoice INV-1 received' },
      {
        certificate: cert.finance,
      },
    );
    expect(ok.statusCode).toBe(200);
    await waitFor(() => me.events().length === 1);
    expect(me.events()[0]).toEqual({
      type: 'event',
      kind: 'notification',
      change: 'opened',
      title: 'Invoice INV-1 received',
      count: 1,
    });
    expect((await t.call(BADGES, {}, { certificate: cert.finance })).body.data.notificationCount).toBe(before + 1);
    await settle();
    expect(other.events()).toEqual([]);
    me.close();
    other.close();
  });
});

describe('shutdown', () => {
  it('closes open sockets so app.close() does not hang', async () => {
    const app = await buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      config: { ...t.app.deps.config },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(app, cert.buyer);
    await waitFor(() => client.frames.length > 0);
    expect(app.deps.realtime.connectionCount()).toBe(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await client.closed).toBe(1001);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances with Redis', () => {
  it('deliver an event published on one to a socket on the other', async () => {
    const config = { ...t.app.deps.config, redisUrl: REDIS_URL };
    const build = () => buildApp({ db: t.database.db, dbKind: t.database.kind, config, logger: false });
    const [a, b] = [await build(), await build()];
    try {
      await Promise.all([a.listen({ port: 0, host: '127.0.0.1' }), b.listen({ port: 0, host: '127.0.0.1' })]);
      await Promise.all([a.deps.realtime.ready(), b.deps.realtime.ready()]);
      expect(a.deps.realtime.mode).toBe('redis');
      const onB = await connect(b, cert.supplier1);
      const s2onA = await connect(a, cert.supplier2);
      // A request served by instance A: the buyer sends supplier1 a to-do.
      const sent = await a.inject({
        method: 'POST',
        url: `${PENDING}/saveOrUpdate`,
        headers: { certificate: cert.buyer, 'content-type': 'application/json' },
        payload: { supplierId: supplier1Id, pendingTitle: 'via redis' },
      });
      expect(sent.statusCode).toBe(200);
      await waitFor(() => onB.of('todo').length === 1);
      expect(onB.of('todo')[0]).toMatchObject({ kind: 'todo', change: 'opened', title: 'via redis' });
      // And a direct publish on B reaches a socket on A.
      await b.deps.realtime.publish({ supplierId: supplier1Id }, { kind: 'message', change: 'opened', title: 'hello' });
      const onA = await connect(a, cert.supplier1);
      await b.deps.realtime.publish({ supplierId: supplier1Id }, { kind: 'message', change: 'opened', title: 'again' });
      await waitFor(() => onA.of('message').length === 1);
      expect(onA.of('message')[0]).toMatchObject({ kind: 'message', title: 'again' });
      await settle();
      expect(s2onA.events()).toEqual([]);
      for (const c of [onB, s2onA, onA]) c.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
