import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * The interior to-do list reads "addressed to me, or handled by me" as two sides, each in the list's order up to the
 * page's last row (interiorPending.ts). Whatever the filters and the page, it answers the rows, the order and the
 * count of the plain query: every item of the caller, ordered by coalesce(handled, created) desc, id desc.
 */

const LIST = '/api/srmServer/v1/interiorPendingRestful/listByPage';
let t: TestApp;
const ids: Record<string, number> = {};
let buyerCert = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const name of ['buyer', 'approver', 'admin']) {
    ids[name] = (await db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0].id;
  }
  // Items of three users, some handled by another than their receiver, with many ties on the list's order: a few
  // creation dates and handling dates only (a fixed sequence, so a failure can be replayed).
  const days = ['2026-01-01T08:00:00Z', '2026-01-02T08:00:00Z', '2026-01-03T08:00:00Z'].map((d) => new Date(d));
  const people = [ids.buyer, ids.approver, ids.admin];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const rows = Array.from({ length: 90 }, (_, i) => {
    const handled = next(3) > 0;
    return {
      pendingTitle: `to-do ${i}`,
      billType: next(2) ? 'PUR_REQUISITION' : 'WJQMS',
      billId: i + 1,
      receiverUserId: people[next(3)],
      handleFlag: handled ? 'Y' : 'N',
      cancelFlag: next(4) === 0 ? 'Y' : 'N',
      handleUserId: handled ? people[next(3)] : null,
      handleDate: handled && next(2) ? days[next(3)] : null,
      creationDate: days[next(3)],
    };
  });
  await db.insert(interiorPendings).values(rows);
  buyerCert = await t.login('buyer');
}, 120_000);
afterAll(async () => t?.close());

/** The plain query the list must agree with: the caller's items by one OR, every one of them ordered. */
async function reference(body: { handleFlag?: string; cancelFlag?: string; handleUserId?: number; billType?: string }) {
  const me = ids.buyer;
  const c: (SQL | undefined)[] = [or(eq(interiorPendings.receiverUserId, me), eq(interiorPendings.handleUserId, me))];
  if (body.handleFlag) c.push(eq(interiorPendings.handleFlag, body.handleFlag));
  if (body.cancelFlag) c.push(eq(interiorPendings.cancelFlag, body.cancelFlag));
  if (body.handleUserId) c.push(eq(interiorPendings.handleUserId, body.handleUserId));
  if (body.billType) c.push(eq(interiorPendings.billType, body.billType));
  const rows = await t.database.db
    .select({ id: interiorPendings.id })
    .from(interiorPendings)
    .where(and(...c))
    .orderBy(
      desc(sql`coalesce(${interiorPendings.handleDate}, ${interiorPendings.creationDate})`),
      desc(interiorPendings.id),
    );
  return rows.map((r) => r.id);
}

describe('interior to-do list', () => {
  it('answers the rows, order and count of the plain query for any filters and page', async () => {
    // Every item the buyer's pages may show is addressed to or handled by the buyer; some only handled.
    const mine = await reference({});
    const handledForOthers = await t.database.db
      .select({ id: interiorPendings.id })
      .from(interiorPendings)
      .where(and(eq(interiorPendings.handleUserId, ids.buyer), inArray(interiorPendings.receiverUserId, [ids.admin])));
    expect(handledForOthers.length).toBeGreaterThan(0);
    expect(mine.length).toBeGreaterThan(20);

    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            handleFlag: fc.constantFrom('Y', 'N'),
            cancelFlag: fc.constantFrom('Y', 'N'),
            handleUserId: fc.constantFrom(ids.buyer, ids.approver),
            billType: fc.constantFrom('PUR_REQUISITION', 'WJQMS'),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 9 }),
        async (filters, pageIndex, pageRows) => {
          const { billType, ...flags } = filters;
          const res = await t.call(
            LIST,
            { ...flags, searchParams: billType ? { billType } : {}, pageIndex, pageRows },
            { certificate: buyerCert },
          );
          expect(res.statusCode, res.raw).toBe(200);
          const expected = await reference(filters);
          const from = (pageIndex - 1) * pageRows;
          expect(res.body.data.map((r: { interiorPendingId: number }) => r.interiorPendingId)).toEqual(
            expected.slice(from, from + pageRows),
          );
          expect(res.body.page.count).toBe(expected.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is refused to a supplier user', async () => {
    const supplier = await t.login('supplier1');
    const res = await t.call(LIST, { pageIndex: 1, pageRows: 20 }, { certificate: supplier });
    expect(res.statusCode).toBe(403);
  });
});
