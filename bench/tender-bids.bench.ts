/**
 * Issue 17 item 4, sealed bids under load: `BENCH_BIDDERS` (default 200) suppliers submit their sealed bids to
 * one tender at the same moment, through the real app over HTTP (`BENCH_CONNECTIONS` at a time, default all of
 * them), and none may be lost: every bid row stored with the hash its supplier was given as receipt, every
 * submission in the opening record, its chain whole. Then the committee opens them: the time of the k-th
 * member's giveShare call, which recovers the tender key and decrypts, checks, prices and stores every bid in
 * one transaction.
 *
 * Targets: all bids taken within a minute (ours = seconds to take them all, baseline = 60 s, ≤ 1×); the opening
 * under 5 s (baseline = 5 s, ≤ 1×). Beside them, for the record, the opening against its bare crypto: the same
 * key recovery, decryption, envelope check and pricing of the same envelopes in this process, no database.
 *
 * The suppliers' browsers are played by this process: envelopes are sealed (WebCrypto) before the clock starts.
 * Suppliers and their portal users are copies of the first demo supplier, their sessions made directly (200
 * password hashes would time argon2, not bids). The tender is written into its tables and moved to PUBLISHED and
 * CLOSED with SQL, as the approval and the close job would; the committee's keys, the seal, the bids and the
 * shares go through the API.
 */
import { DEMO_PASSWORD } from '@srm/core';
import { bidEnvelopeSchema, priceBid } from '@srm/core/sourcing/bidEnvelope';
import {
  createMemberKey,
  openEnvelope,
  openShare,
  recoverTenderKey,
  sealEnvelope,
  sealTender,
  unlockMemberKey,
} from '@srm/core/sourcing/sealing';
import { eq, sql } from 'drizzle-orm';
import { tenderBound } from '../apps/server/src/modules/sourcing/tender.ts';
import { tenderLines, tenderSuppliers, tenders } from '../apps/server/src/modules/sourcing/tenderSchema.ts';
import { suppliers } from '../apps/server/src/modules/supplier/schema.ts';
import { users } from '../apps/server/src/platform/auth/schema.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { refreshLineScope } from '../apps/server/src/platform/documents/store.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { runBench } from './lib/main.ts';
import { startOurs } from './lib/ourApp.ts';
import { printTable, reportRatio } from './lib/report.ts';
import { envNumber, post } from './lib/util.ts';

const BIDDERS = envNumber(process.env.BENCH_BIDDERS, 200);
const CONNECTIONS = envNumber(process.env.BENCH_CONNECTIONS, BIDDERS);
const LINES = envNumber(process.env.BENCH_TENDER_LINES, 5);
const TAKE_BUDGET_S = 60;
const OPEN_BUDGET_S = 5;

const API = '/api/srmServer/v1';
const seconds = (start: number) => (performance.now() - start) / 1000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function main() {
  const bench = await openBenchDatabase({ poolSize: 10 });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  const db = database.db;
  await database.migrate();
  await seedDemo(db);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  // The bidders: copies of the first demo supplier, each with a portal user and a session.
  let start = performance.now();
  const [s1user] = await db.select().from(users).where(eq(users.userName, 'supplier1'));
  const [template] = await db.select().from(suppliers).where(eq(suppliers.id, s1user.supplierId!));
  const { id: _, ...copy } = template;
  const made = await db
    .insert(suppliers)
    .values(
      Array.from({ length: BIDDERS }, (_, i) => ({
        ...copy,
        supplierNumber: `BT${String(i + 1).padStart(5, '0')}`,
        supplierName: `基准投标供应商${i + 1}`,
        supplierNameEn: `Bench bidder ${i + 1}`,
        creditCode: null,
      })),
    )
    .returning({ id: suppliers.id });
  const bidderUsers = await db
    .insert(users)
    .values(
      made.map((s, i) => ({
        userName: `bench.bidder.${i + 1}`,
        userFullName: `Bidder ${i + 1}`,
        userType: s1user.userType,
        passwordHash: s1user.passwordHash,
        supplierId: s.id,
      })),
    )
    .returning({ id: users.id, supplierId: users.supplierId });
  const [portal] = await rows<{ id: number }>(
    sql`select id from base_responsibility where responsibility_code = 'SUP_PORTAL'`,
  );
  await db.execute(sql`insert into base_user_resp (user_id, responsibility_id)
    select u.id, ${portal.id}::int from base_users u where u.user_name like 'bench.bidder.%'`);
  const bidders: { supplierId: number; certificate: string }[] = [];
  for (const u of bidderUsers) {
    const session = await createSession(db, {
      userId: u.id,
      responsibilityId: portal.id,
      ip: '127.0.0.1',
      lifetimeMinutes: 120,
    });
    bidders.push({ supplierId: u.supplierId!, certificate: session.certificate });
  }
  console.log(`tender-bids: ${BIDDERS} bidders made in ${seconds(start).toFixed(1)} s (${kind})`);

  const { url } = await startOurs(database, kind);
  const as = async (userName: string) => {
    const res = await post(`${url}/api/baseServer/v1/baseLoginRestful/login`, { userName, password: DEMO_PASSWORD });
    return res.json.data.certificate as string;
  };
  const call = async (certificate: string, path: string, body: unknown) => {
    const res = await post(`${url}${API}/${path}`, body, { certificate });
    if (res.json?.status !== 'S') throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return res.json.data;
  };
  const buyer = await as('buyer');
  const approver = await as('approver');
  const userId = async (name: string) =>
    (await rows<{ id: number }>(sql`select id from base_users where user_name = ${name}`))[0].id;
  const ids = { buyer: await userId('buyer'), approver: await userId('approver') };

  // The committee's keys (few PBKDF2 rounds: the PIN is not what is measured).
  const pins = { buyer: 'buyer-pin-1', approver: 'approver-pin-1' };
  const keys = {
    buyer: await createMemberKey(pins.buyer, { iterations: 1000 }),
    approver: await createMemberKey(pins.approver, { iterations: 1000 }),
  };
  await call(buyer, 'srmSrcMemberKeyRestful/save', keys.buyer);
  await call(approver, 'srmSrcMemberKeyRestful/save', keys.approver);

  // The tender: LINES lines, every bidder invited, no fee.
  const [east] = await rows<{ id: number }>(sql`select id from base_organization where org_code = 'OU_EAST'`);
  const [steel] = await rows<{ id: number }>(
    sql`select id from base_purchase_category where category_code = 'RAW_STEEL'`,
  );
  const [tender] = await db
    .insert(tenders)
    .values({
      tenderNumber: 'ZB-BENCH0001',
      title: 'Bench: sealed bids',
      orgId: east.id,
      categoryId: steel.id,
      templateId: 1,
      tenderMode: 'INVITE',
      currencyCode: 'CNY',
      bidDeadline: new Date(Date.now() + 3600_000),
      openingTime: new Date(Date.now() + 3600_000),
      openingThreshold: 2,
      createdBy: ids.buyer,
      lastUpdatedBy: ids.buyer,
    })
    .returning({ id: tenders.id });
  const lines = await db
    .insert(tenderLines)
    .values(
      Array.from({ length: LINES }, (_, i) => ({
        tenderId: tender.id,
        lineNumber: i + 1,
        itemName: `Item ${i + 1}`,
        categoryId: steel.id,
        quantity: String(10 * (i + 1)),
        uomCode: 'PCS',
        needByDate: '2099-01-01',
        createdBy: ids.buyer,
      })),
    )
    .returning({ id: tenderLines.id, lineNumber: tenderLines.lineNumber, quantity: tenderLines.quantity });
  lines.sort((a, b) => a.lineNumber - b.lineNumber);
  await refreshLineScope(db, tenderBound, [tender.id]);
  await db
    .insert(tenderSuppliers)
    .values(
      bidders.map((b) => ({ tenderId: tender.id, supplierId: b.supplierId, source: 'INVITED', createdBy: ids.buyer })),
    );
  const version = async () =>
    (await rows<{ version: number }>(sql`select version from srm_src_tender where id = ${tender.id}`))[0].version;
  await call(buyer, 'srmSrcTenderCommitteeRestful/save', {
    tenderId: tender.id,
    version: await version(),
    members: [
      { userId: ids.buyer, memberRole: 'CHAIR' },
      { userId: ids.approver, memberRole: 'MEMBER' },
    ],
  });
  const publicKeys = await call(buyer, 'srmSrcMemberKeyRestful/publicKeys', { userIds: [ids.buyer, ids.approver] });
  const sealed = await sealTender(publicKeys, 2);
  await call(buyer, 'srmSrcTenderCommitteeRestful/seal', { tenderId: tender.id, version: await version(), ...sealed });
  await db.execute(sql`update srm_src_tender set status = 'PUBLISHED', publish_date = now() where id = ${tender.id}`);

  // Each supplier's browser seals its envelope before the clock starts.
  start = performance.now();
  const envelopes = await Promise.all(
    bidders.map(async (b, i) => {
      const content = {
        tenderId: tender.id,
        supplierId: b.supplierId,
        lines: lines.map((l, j) => ({
          tenderLineId: l.id,
          priceWithoutTax: `${100 + i}.${String((i * 7919 + j * 104_729) % 1_000_000).padStart(6, '0')}`,
          taxRate: '13',
          leadTimeDays: 7 + j,
        })),
        validityDays: 90,
      };
      return { bidder: b, content, ...(await sealEnvelope(sealed.eventPublicKey, content)) };
    }),
  );
  const sealSeconds = seconds(start);
  console.log(`  ${BIDDERS} envelopes sealed in the "browsers" in ${sealSeconds.toFixed(2)} s (not timed below)`);

  // All at once (CONNECTIONS in flight), each timed from send to answer.
  const latencies: number[] = [];
  const receipts = new Map<number, string>();
  const failures: string[] = [];
  let next = 0;
  start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, BIDDERS) }, async () => {
      while (next < envelopes.length) {
        const e = envelopes[next++];
        const t0 = performance.now();
        const res = await post(
          `${url}${API}/srmSrcSupplierTenderRestful/submitBid`,
          { tenderId: tender.id, commercialCiphertext: e.ciphertext, commercialHash: e.hash },
          { certificate: e.bidder.certificate },
        );
        latencies.push(performance.now() - t0);
        if (res.json?.status === 'S') receipts.set(e.bidder.supplierId, res.json.data.commercialHash);
        else failures.push(`${res.status} ${res.text.slice(0, 200)}`);
      }
    }),
  );
  const takeSeconds = seconds(start);
  latencies.sort((a, b) => a - b);

  // None lost: a row per bidder holding the hash it was given, one record entry each, the chain whole.
  const stored = await rows<{ supplier_id: number; commercial_hash: string; status: string }>(
    sql`select supplier_id, commercial_hash, status from srm_src_tender_bid where tender_id = ${tender.id}`,
  );
  const record = await call(buyer, 'srmSrcTenderCommitteeRestful/openingRecord', { tenderId: tender.id });
  const submittedEntries = record.entries.filter((e: { event: string }) => e.event === 'BID_SUBMITTED');
  const expected = new Map(envelopes.map((e) => [e.bidder.supplierId, e.hash]));
  const lost = envelopes.filter(
    (e) =>
      receipts.get(e.bidder.supplierId) !== e.hash ||
      !stored.some(
        (s) => s.supplier_id === e.bidder.supplierId && s.commercial_hash === e.hash && s.status === 'SUBMITTED',
      ) ||
      !submittedEntries.some(
        (x: { supplierId: number; bidHash: string }) => x.supplierId === e.bidder.supplierId && x.bidHash === e.hash,
      ),
  );
  console.log('');
  printTable(
    ['bids', 'answered S', 'refused', 'rows stored', 'record entries', 'chain', 'lost', 'seconds', 'p50 ms', 'p99 ms'],
    [
      [
        BIDDERS,
        receipts.size,
        failures.length,
        stored.length,
        submittedEntries.length,
        record.chain.valid ? 'valid' : `broken at ${record.chain.brokenAtSeq}`,
        lost.length,
        takeSeconds.toFixed(2),
        percentile(latencies, 0.5).toFixed(0),
        percentile(latencies, 0.99).toFixed(0),
      ],
    ],
  );
  if (failures.length > 0) console.log(`  first refusal: ${failures[0]}`);
  if (lost.length > 0 || stored.length !== BIDDERS || !record.chain.valid || expected.size !== BIDDERS) {
    throw new Error(`bids lost: ${lost.length}, rows ${stored.length} of ${BIDDERS}, chain ${record.chain.valid}`);
  }

  // The bids close; one member gives its share (nothing opens), the second opens them all.
  await db.execute(sql`update srm_src_tender set status = 'CLOSED', closed_date = now(),
    bid_deadline = now() - interval '2 minutes', opening_time = now() - interval '1 minute' where id = ${tender.id}`);
  const clearShare = async (who: 'buyer' | 'approver', certificate: string) => {
    const mine = await call(certificate, 'srmSrcTenderCommitteeRestful/myShare', { tenderId: tender.id });
    return openShare(mine.encryptedShare, await unlockMemberKey(keys[who].wrappedPrivateKey, pins[who]));
  };
  const buyerShare = await clearShare('buyer', buyer);
  await call(buyer, 'srmSrcTenderCommitteeRestful/giveShare', { tenderId: tender.id, share: buyerShare });
  const approverShare = await clearShare('approver', approver);
  start = performance.now();
  const status = await call(approver, 'srmSrcTenderCommitteeRestful/giveShare', {
    tenderId: tender.id,
    share: approverShare,
  });
  const openSeconds = seconds(start);
  const opened = await rows<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from srm_src_tender_bid where tender_id = ${tender.id} group by status`,
  );
  const [{ n: lineRows }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from srm_src_tender_bid_line l join srm_src_tender_bid b on b.id = l.bid_id where b.tender_id = ${tender.id}`,
  );
  if (
    status.status !== 'OPENED' ||
    opened.length !== 1 ||
    opened[0].status !== 'OPENED' ||
    lineRows !== BIDDERS * LINES
  ) {
    throw new Error(`opening: ${JSON.stringify({ status: status.status, opened, lineRows })}`);
  }

  // The bare work of the opening, in this process: recover, decrypt, check, price the same envelopes.
  start = performance.now();
  const key = await recoverTenderKey([buyerShare, approverShare], sealed.eventPublicKey);
  await Promise.all(
    envelopes.map(async (e) => {
      const content = bidEnvelopeSchema.parse(await openEnvelope(key, e.ciphertext));
      if (!priceBid(content, lines).ok) throw new Error('bare: not priced');
    }),
  );
  const bareSeconds = seconds(start);
  console.log('');
  printTable(
    ['bids opened', 'bid lines', 'opening s (giveShare)', 'bare crypto + checks s'],
    [[opened[0].n, lineRows, openSeconds.toFixed(3), bareSeconds.toFixed(3)]],
  );

  reportRatio({
    bench: 'tender-bids',
    db: kind,
    metric: `seconds to take ${BIDDERS} concurrent bids, vs ${TAKE_BUDGET_S} s`,
    ours: takeSeconds,
    baseline: TAKE_BUDGET_S,
    target: { max: 1 },
    columns: { 'p50 ms': [percentile(latencies, 0.5), null], 'p99 ms': [percentile(latencies, 0.99), null] },
    details: { bidders: BIDDERS, connections: CONNECTIONS, lines: LINES, lost: lost.length, stored: stored.length },
  });
  reportRatio({
    bench: 'tender-bids',
    db: kind,
    metric: `seconds to open ${BIDDERS} bids, vs ${OPEN_BUDGET_S} s`,
    ours: openSeconds,
    baseline: OPEN_BUDGET_S,
    target: { max: 1 },
    details: { bidders: BIDDERS, lines: LINES, bareSeconds },
  });
  reportRatio({
    bench: 'tender-bids',
    db: kind,
    metric: `seconds to open ${BIDDERS} bids, vs the bare crypto and checks in process`,
    ours: openSeconds,
    baseline: bareSeconds,
    details: { bidders: BIDDERS, lines: LINES },
  });
}

await runBench(main);
