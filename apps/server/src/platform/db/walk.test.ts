import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderKit,
  type Order,
  type OrderKit,
  orderBody,
  PO,
  ref,
} from '../../modules/purchase/orders/orderKit.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { lookupTypes, lookupValues } from '../lookups/schema.ts';

/*
 * Keyset walks (walk.ts): a list asked without walkAfter answers the spec's page object alone; started with
 * `walkAfter: []`, following `page.walkAfter` from the first page gives exactly the rows of the
 * OFFSET pages, in the same order, for any page size — ties in the leading order columns included — and
 * never a row outside the caller's scope. A cursor that did not come from the list is refused.
 */

const LOOKUPS = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const REQUISITIONS = '/api/srmServer/v1/srmPurRequisitionRestful/listByPage';
const ORDERS = `${PO}/listByPage`;
const TYPE = 'WALK_TEST';

let k: OrderKit;
let t: TestApp;
const cert: Record<string, string> = {};
beforeAll(async () => {
  k = await createOrderKit();
  t = k.t;
  Object.assign(cert, k.cert);
  // 37 values whose sequence numbers repeat (0…4): the walk must go on by id inside a tie.
  const db = t.database.db;
  const [type] = await db.insert(lookupTypes).values({ lookupType: TYPE, meaning: '遍历' }).returning();
  await db.insert(lookupValues).values(
    Array.from({ length: 37 }, (_, i) => ({
      lookupTypeId: type!.id,
      lookupType: TYPE,
      lookupCode: `W${String(36 - i).padStart(2, '0')}`,
      meaning: `值 ${i}`,
      seqNum: i % 5,
    })),
  );
  // Published orders, four of supplier1 and two of supplier2, and a draft of supplier1 it must not see.
  k.flow.chain = [k.ids.approverUser];
  const step = async (o: Order, action: string, who: string): Promise<Order> => {
    const res = await k.call(`${PO}/${action}`, ref(o), who);
    expect(res.statusCode, `${action}: ${res.raw}`).toBe(200);
    return res.body.data;
  };
  const order = async (publish: boolean): Promise<number> => {
    const saved = await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.buyer);
    expect(saved.statusCode, saved.raw).toBe(200);
    if (publish) {
      const submitted = await step(saved.body.data, 'doSubmit', k.cert.buyer);
      await step(await step(submitted, 'doApproval', k.cert.approver), 'publish', k.cert.buyer);
    }
    return saved.body.data.orderId;
  };
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push(await order(true));
  await order(false);
  // Two of them become supplier2's (supplier2 is on no approved list the order lines would pass).
  await k.rows(sql`update srm_po_header set supplier_id = ${k.supplier2Id} where id in (${ids[1]}, ${ids[4]})`);
});
afterAll(async () => k?.t.close());

type Page = { rows: Record<string, unknown>[]; walkAfter?: unknown[] };

async function page(path: string, user: string, body: object): Promise<Page> {
  const res = await t.call(path, body, { certificate: cert[user] });
  expect(res.body.status, res.raw).toBe('S');
  return { rows: res.body.data, walkAfter: res.body.page.walkAfter };
}

/** Every page by OFFSET, and every page by walking from the first: both whole lists. */
async function bothWays(path: string, user: string, searchParams: object, pageRows: number) {
  const byOffset: unknown[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const p = await page(path, user, { searchParams, pageIndex, pageRows });
    byOffset.push(...p.rows);
    if (p.rows.length < pageRows) break;
  }
  const byWalk: unknown[] = [];
  // [] starts the walk; each full page then says where the next one starts.
  let walkAfter: unknown[] | undefined = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const p = await page(path, user, { searchParams, pageIndex, pageRows, walkAfter });
    byWalk.push(...p.rows);
    // A short page is the last, and says where no next one would start.
    if (p.rows.length < pageRows) {
      expect(p.walkAfter).toBeUndefined();
      break;
    }
    walkAfter = p.walkAfter;
    expect(walkAfter).toBeDefined();
  }
  return { byOffset, byWalk };
}

const LISTS = [
  { name: 'lookup values with repeated sequence numbers', path: LOOKUPS, user: 'admin', search: { lookupType: TYPE } },
  { name: "the buyer's requisitions", path: REQUISITIONS, user: 'buyer', search: {} },
  { name: "supplier1's orders (its scope only)", path: ORDERS, user: 'supplier1', search: {} },
];

describe.each(LISTS)('$name', ({ path, user, search }) => {
  it('walks to the same rows as the OFFSET pages, for any page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9 }), async (pageRows) => {
        const { byOffset, byWalk } = await bothWays(path, user, search, pageRows);
        expect(byWalk).toEqual(byOffset);
        expect(byOffset.length).toBeGreaterThan(1);
      }),
      { numRuns: 6 },
    );
  });
});

it('answers no cursor to a caller that does not walk: the page object of spec §3 alone', async () => {
  const p = await t.call(LOOKUPS, { searchParams: { lookupType: TYPE }, pageRows: 5 }, { certificate: cert.admin });
  expect(Object.keys(p.body.page).sort()).toEqual(['count', 'curIndex', 'pagesCount']);
});

describe('a cursor that did not come from the list', () => {
  it('is refused, not read', async () => {
    // Wrong length, wrong shape, and values the columns cannot hold: a text for the sequence number, an
    // integer out of range, a fraction for an id.
    const wrong = [
      [1],
      ['x', 1, 2, 3],
      ['a', 1, 2, 3, 4],
      [{}],
      'x',
      [TYPE, 'abc', 1],
      [TYPE, 1e12, 1],
      [TYPE, 1, 1.5],
    ];
    for (const walkAfter of wrong) {
      const res = await t.call(
        LOOKUPS,
        { searchParams: { lookupType: TYPE }, pageRows: 5, walkAfter },
        { certificate: cert.admin },
      );
      expect(res.statusCode, JSON.stringify(walkAfter)).toBe(400);
      expect(res.body.msg).toContain('walkAfter');
    }
  });

  it('refuses an id a document list cannot compare, in the language of the request', async () => {
    for (const walkAfter of [['abc'], [1.5], [2 ** 40]]) {
      const res = await t.call(REQUISITIONS, { pageRows: 5, walkAfter }, { certificate: cert.buyer, lang: 'EN' });
      expect(res.statusCode, JSON.stringify(walkAfter)).toBe(400);
      expect(res.body.msg).toBe('Bad request: walkAfter');
    }
  });

  it("takes a supplier no further than its own scope: walking from another supplier's order shows only its own", async () => {
    const own = await page(ORDERS, 'supplier1', { pageRows: 100 });
    expect(own.rows).toHaveLength(4);
    for (const r of own.rows) expect(r.supplierId).toBe(k.ids.supplier1);
    const all = await page(ORDERS, 'buyer', { pageRows: 100 });
    const ownIds = new Set(own.rows.map((r) => r.orderId));
    const foreign = all.rows.find((r) => !ownIds.has(r.orderId));
    expect(foreign, 'a demo order of another supplier').toBeDefined();
    const walked = await page(ORDERS, 'supplier1', { pageRows: 100, walkAfter: [Number(foreign!.orderId) + 1] });
    for (const r of walked.rows) expect(ownIds.has(r.orderId)).toBe(true);
  });
});
