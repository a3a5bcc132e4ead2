import { and, desc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderKit, type OrderKit, orderBody, PO } from '../../modules/purchase/orders/orderKit.ts';
import type { DataScope, ScopeIds } from '../access/scope.ts';
import { countCapped } from '../db/paging.ts';
import { boundTypes } from './bind.ts';
import { listFilterWhere } from './listFilters.ts';
import { preparedListPage } from './preparedList.ts';
import { columnsOf, visibleWhere } from './store.ts';

/*
 * The document lists' prepared statements (preparedList.ts) answer what the built query answers — the same rows
 * in the same order and the same count — for any data scope (all, some ids, none, a supplier, with line scopes)
 * and any combination of the types' own filters (states, references, ranges), on every bound type.
 */

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit();
  // Orders of two states, so that the state filters and the scope have rows to keep and to drop.
  for (let i = 0; i < 4; i++) {
    const saved = await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.buyer);
    expect(saved.statusCode, saved.raw).toBe(200);
    if (i % 2)
      expect(
        (
          await k.call(
            `${PO}/doSubmit`,
            { orderId: saved.body.data.orderId, version: saved.body.data.version },
            k.cert.buyer,
          )
        ).statusCode,
      ).toBe(200);
  }
}, 180_000);
afterAll(async () => k?.t.close());

/** A scope's ids: every row, none, or some of the values the table holds (and one it does not). */
const idsOf = (seen: number[]): fc.Arbitrary<ScopeIds> =>
  fc.oneof(fc.constant('ALL' as const), fc.subarray([...seen, 999_999]));

describe('prepared document lists', () => {
  it('answer the rows, order and count of the built query for any scope and filters', async () => {
    const db = k.t.database.db;
    const typesWithRows = [];
    for (const bound of boundTypes) {
      const rows = (await db.select().from(bound.binding.header)) as Record<string, unknown>[];
      const seen = (key: string) =>
        [...new Set(rows.map((r) => r[key]).filter((v) => typeof v === 'number'))] as number[];
      const values = (key: string) => [...new Set(rows.map((r) => r[key]).filter((v) => v != null))];
      if (rows.length > 0) typesWithRows.push(bound.def.billType);
      const { def } = bound;
      const scope: fc.Arbitrary<DataScope> = fc.oneof(
        fc.record({
          kind: fc.constant('INTERNAL' as const),
          orgIds: idsOf(seen('orgId')),
          categoryIds: idsOf(seen('categoryId')),
          purchasingGroupIds: idsOf(seen('purchasingGroupId')),
        }),
        fc.record({
          kind: fc.constant('SUPPLIER' as const),
          supplierId: fc.constantFrom(null, ...seen('supplierId'), 999_999),
        }),
      );
      const filterArbs: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of def.list.filters) {
        if (key === 'status') {
          filterArbs.status = fc.oneof(fc.constantFrom(...def.statuses), fc.subarray([...def.statuses]));
          continue;
        }
        const field = def.header.find((f) => f.key === key)!;
        if (field.type === 'text' || field.type === 'textarea') continue; // contains: built each time
        const present = values(key);
        if (['date', 'number', 'price', 'amount'].includes(field.type)) {
          if (present.length === 0) continue;
          filterArbs[`${key}From`] = fc.constantFrom(...present);
          filterArbs[`${key}To`] = fc.constantFrom(...present);
        } else if (present.length > 0) filterArbs[key] = fc.constantFrom(...present);
      }
      await fc.assert(
        fc.asyncProperty(
          scope,
          fc.record(filterArbs, { requiredKeys: [] }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
          async (s, searchParams, pageIndex, pageRows) => {
            const body = { searchParams, pageIndex, pageRows };
            const columns = columnsOf(bound.binding.header);
            const where = () => and(visibleWhere(bound, s), ...listFilterWhere(def, columns, searchParams));
            const prepared = await preparedListPage(db, bound, s, body, where);
            const expected = await Promise.all([
              db
                .select()
                .from(bound.binding.header)
                .where(where())
                .orderBy(desc(columns.id))
                .limit(pageRows)
                .offset((pageIndex - 1) * pageRows),
              countCapped(db, bound.binding.header, where()),
            ]);
            expect(prepared, `${def.billType} ${JSON.stringify({ s, body })}`).toEqual(expected);
          },
        ),
        { numRuns: 15 },
      );
    }
    // The property met real rows, not only empty tables.
    expect(typesWithRows).toContain('PO_ORDER');
  }, 300_000);
});
