import { restPath } from '@srm/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionDef } from '../../platform/http/action.ts';
import { sourcingActions } from './index.ts';
import {
  BIDS,
  closeBids,
  createSealingKit,
  type DraftTender,
  draftTender,
  envelopeOf,
  figuresOf,
  giveShare,
  type Prices,
  publish,
  type SealingKit,
  sealAs,
  submitBid,
  type Who,
} from './sealingKit.ts';

/*
 * The sealing rule (issue 17 item 4, tender.md): before the opening, no answer of any read of the sourcing
 * module — every action registered in sourcingActions that does not change data, the tender document
 * engine's among them — holds a price, a price with tax, an amount or a total of any bid, whoever asks: the
 * administrator, the buyer, a committee member; and no row of any table of the database holds one either
 * (the bids are ciphertext and a hash). The same sweep after the opening finds the totals, so it would see
 * a leak.
 */

let kit: SealingKit;
let tender: DraftTender;
const PRICES: Record<'supplier1' | 'supplier2' | 'supplier3', Prices> = {
  supplier1: ['4321.987613', '61.440291'],
  supplier2: ['4410.310917', '58.902217'],
  supplier3: ['4288.773301', '63.118809'],
};
let figures: string[];
const MARKER = 'TECHNICAL-STATEMENT-MARKER-7731';

beforeAll(async () => {
  kit = await createSealingKit();
  tender = await draftTender(kit, ['supplier1', 'supplier2', 'supplier3']);
  await sealAs(kit, tender.tenderId, ['buyer', 'approver'], 2);
  await publish(kit, tender.tenderId);
  for (const s of ['supplier1', 'supplier2', 'supplier3'] as const) {
    const { res } = await submitBid(kit, s, tender.tenderId, envelopeOf(kit, tender, s, PRICES[s]), {
      technicalStatement: `${MARKER} ${s}`,
    });
    expect(res.body.status, res.raw).toBe('S');
  }
  figures = Object.values(PRICES).flatMap((p) => figuresOf(tender, p));
  // None of the figures is a substring of another's neighbourhood by chance: every one is long and odd.
  expect(figures.every((f) => f.length >= 7)).toBe(true);
});
afterAll(async () => {
  await kit?.t.close();
});

/** The reads of the module: every registered action that changes nothing. */
const reads = (sourcingActions as ActionDef[]).filter((a) => !a.mutates);

/** A body that fits most reads about the tender (extra keys are dropped by the schemas). */
const bodyFor = () => ({
  tenderId: tender.tenderId,
  id: tender.tenderId,
  ids: [tender.tenderId],
  bidId: 1,
  pageIndex: 1,
  pageRows: 100,
  searchParams: {},
});

/** Calls every read as `who` and answers, per path, the raw answers. */
async function sweep(who: Who): Promise<Map<string, { status: number; raw: string }[]>> {
  const bidIds = (
    await kit.rows<{ id: number }>(sql`select id from srm_src_tender_bid where tender_id = ${tender.tenderId}`)
  ).map((r) => r.id);
  const out = new Map<string, { status: number; raw: string }[]>();
  for (const action of reads) {
    const path = restPath(action.server, action.entity, action.action, action.version);
    const shape = (action.body as { shape?: Record<string, unknown> }).shape ?? {};
    // A call about one bid is asked about each bid of the tender; an empty body only when the first is refused.
    const bodies: object[] = 'bidId' in shape ? bidIds.map((bidId) => ({ ...bodyFor(), bidId })) : [bodyFor()];
    const answers = [];
    for (let i = 0; i < bodies.length; i++) {
      const body = bodies[i];
      const res =
        action.method === 'GET'
          ? await kit.t.app.inject({
              method: 'GET',
              url: `${path}?tenderId=${tender.tenderId}`,
              headers: { certificate: kit.cert[who] },
            })
          : await kit.t.app.inject({
              method: 'POST',
              url: path,
              headers: { certificate: kit.cert[who], 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
      answers.push({ status: res.statusCode, raw: res.body });
      if (i === 0 && res.statusCode === 400) bodies.push({});
    }
    out.set(path, answers);
  }
  return out;
}

function leaks(answers: Map<string, { status: number; raw: string }[]>, secrets: string[]): string[] {
  const found: string[] = [];
  for (const [path, list] of answers) {
    for (const { raw } of list) {
      for (const s of secrets) if (raw.includes(s)) found.push(`${path}: ${s}`);
    }
  }
  return [...new Set(found)];
}

/** Rows of any table of the database whose text holds one of the strings. */
async function rowsHolding(strings: string[]): Promise<string[]> {
  const tables = await kit.rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const hits: string[] = [];
  const patterns = `{${strings.map((s) => `"%${s}%"`).join(',')}}`;
  for (const { table_name } of tables) {
    const [row] = await kit.rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} x where x::text like any(${patterns}::text[])`,
    );
    if (row.n > 0) hits.push(`${table_name}: ${row.n}`);
  }
  return hits;
}

// A sweep calls some 150 reads per user: minutes on a loaded machine.
describe('before the opening, nobody reads a price', { timeout: 240_000 }, () => {
  it('in any answer of any read of the sourcing module, as admin, buyer or committee member, while bids are open', async () => {
    expect(reads.length).toBeGreaterThan(40);
    for (const who of ['admin', 'buyer', 'approver'] as const) {
      const answers = await sweep(who);
      expect(leaks(answers, [...figures, MARKER]), who).toEqual([]);
      // The sweep reached the tender: its document and its bids answered.
      const findById = answers.get(restPath('srmServer', 'srmSrcTender', 'findById'))!;
      expect(findById[0].status, `${who} findById`).toBe(200);
      const bids = answers.get(`${BIDS}/listByTender`)!;
      expect(bids[0].status).toBe(200);
      expect(
        JSON.parse(bids[0].raw).data.rows.filter((r: { bidStatus: string }) => r.bidStatus === 'SUBMITTED'),
      ).toHaveLength(3);
    }
  });

  it('in any answer to a bidding supplier, of its own bid or the others', async () => {
    for (const who of ['supplier1', 'supplier2', 'supplier3'] as const) {
      const answers = await sweep(who);
      expect(leaks(answers, figures), who).toEqual([]);
      // Its own technical statement it reads; never the others'.
      const others = ['supplier1', 'supplier2', 'supplier3'].filter((s) => s !== who).map((s) => `${MARKER} ${s}`);
      expect(leaks(answers, others), who).toEqual([]);
    }
  });

  it('in any row of any table: the bids are ciphertext and hashes; nothing priced', async () => {
    expect(await rowsHolding(figures)).toEqual([]);
    const [bid] = await kit.rows<{ commercial_ciphertext: string; commercial_hash: string }>(
      sql`select commercial_ciphertext, commercial_hash from srm_src_tender_bid where tender_id = ${tender.tenderId} limit 1`,
    );
    expect(bid.commercial_ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(bid.commercial_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('nor after the bids close with k − 1 shares given', async () => {
    await closeBids(kit, tender.tenderId);
    const given = await giveShare(kit, 'buyer', tender.tenderId);
    expect(given.res.body.data).toMatchObject({ status: 'CLOSED', given: 1 });
    for (const who of ['admin', 'buyer', 'approver'] as const) {
      expect(leaks(await sweep(who), [...figures, MARKER]), who).toEqual([]);
    }
    expect(await rowsHolding(figures)).toEqual([]);
  });

  it('while after the opening the same sweep finds the figures (it would see a leak)', async () => {
    await giveShare(kit, 'approver', tender.tenderId);
    const found = leaks(await sweep('buyer'), figures);
    expect(found.some((f) => f.startsWith(`${BIDS}/listByTender`))).toBe(true);
    expect(found.some((f) => f.startsWith(`${BIDS}/linesByBid`))).toBe(true);
    expect((await rowsHolding(figures)).join()).toContain('srm_src_tender_bid_line');
  });
});
