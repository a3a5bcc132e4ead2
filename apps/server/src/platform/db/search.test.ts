import { asc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../modules/supplier/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { menus } from '../access/schema.ts';
import { type GramShares, refreshGramStatistics, useGramShares } from './gramStats.ts';
import { contains, containsAny, containsPattern, frequentShare, queryGrams } from './search.ts';

/*
 * "Contains" through the gram index (search.ts, migration 0028): it answers exactly what a plain ILIKE
 * answers, for any text a user may type, and the database can answer it from the index.
 */

const NAMES = [
  '苏州精密机械有限公司',
  '上海恒通贸易有限公司',
  '宁波恒通精密五金厂',
  'Shenzhen Hengtong Electronics Co., Ltd.',
  'ACME 50% Parts_Ltd',
  'a\\b 路径',
  '无锡华信包装材料有限公司',
  'X',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  await db
    .insert(suppliers)
    .values(NAMES.map((supplierName, i) => ({ supplierNumber: `GS${String(i).padStart(4, '0')}`, supplierName })));
});
afterAll(async () => t?.close());

const NAME_GRAMS = 'srm_pos_supplier_info_supplier_name_grams';
const NUMBER_GRAMS = 'srm_pos_supplier_info_supplier_number_grams';
/** Statistics saying every gram of the supplier names is held by every row: no search takes the index. */
const everyGramEverywhere = (): GramShares =>
  new Map([[NAME_GRAMS, new Map(NAMES.flatMap((n) => queryGrams(n).concat([...n.toLowerCase()])).map((g) => [g, 1]))]]);

const dialect = new PgDialect();
const rendered = (q: SQL) => dialect.sqlToQuery(q).sql;

async function idsWhere(where: SQL): Promise<number[]> {
  const rows = await t.database.db.select({ id: suppliers.id }).from(suppliers).where(where).orderBy(asc(suppliers.id));
  return rows.map((r) => r.id);
}

describe('contains', () => {
  it('goes through the gram index on a column declared with one, and is a plain ILIKE elsewhere', () => {
    expect(rendered(contains(suppliers.supplierName, '恒通'))).toMatch(
      /ilike .* and srm_grams\(.*@> srm_query_grams\(/,
    );
    expect(rendered(contains(menus.menuName, '恒通'))).not.toContain('srm_grams');
    expect(rendered(contains(menus.menuName, '恒通'))).toContain('ilike');
  });

  it('finds exactly what ILIKE finds, for any fragment of the names and for any text at all', async () => {
    const fragment = fc.oneof(
      // A piece of one of the names, in any case: what users type.
      fc
        .tuple(fc.constantFrom(...NAMES), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean())
        .map(([name, from, length, upper]) => {
          const start = from % name.length;
          const piece = name.slice(start, start + length);
          return upper ? piece.toUpperCase() : piece.toLowerCase();
        }),
      // Anything else, wildcards and backslashes included.
      fc.string({
        minLength: 1,
        maxLength: 4,
        unit: fc.constantFrom('恒', '通', 'a', 'L', '%', '_', '\\', ' ', '5', '0'),
      }),
    );
    // Whatever the statistics say (none: the gram condition everywhere; every gram frequent: plain ILIKE
    // everywhere; the shares drawn at random per gram), the rows are the same.
    const shares = fc.oneof(
      fc.constant(new Map() as GramShares),
      fc.constant(everyGramEverywhere()),
      fc
        .array(fc.tuple(fc.constantFrom(...NAMES.flatMap((n) => queryGrams(n))), fc.double({ min: 0, max: 1 })))
        .map((drawn): GramShares => new Map([[NAME_GRAMS, new Map(drawn)]])),
      // The number's index too, for the keyword across number and name.
      fc.tuple(fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 1 })).map(
        ([number, name]): GramShares =>
          new Map([
            [NUMBER_GRAMS, new Map(['gs', 's0', '00', 'g', 's', '0'].map((g) => [g, number]))],
            [NAME_GRAMS, new Map(NAMES.flatMap((n) => queryGrams(n)).map((g) => [g, name]))],
          ]),
      ),
    );
    try {
      await fc.assert(
        fc.asyncProperty(fragment, shares, async (text, given) => {
          useGramShares(given);
          const reference = await idsWhere(sql`${suppliers.supplierName} ilike ${containsPattern(text)}`);
          expect(await idsWhere(contains(suppliers.supplierName, text))).toEqual(reference);
          const pattern = containsPattern(text);
          const either = sql`(${suppliers.supplierNumber} ilike ${pattern} or ${suppliers.supplierName} ilike ${pattern})`;
          const across = containsAny(text, [suppliers.supplierNumber, suppliers.supplierName]);
          expect(await idsWhere(across)).toEqual(await idsWhere(either));
        }),
        { numRuns: 200 },
      );
    } finally {
      useGramShares(new Map());
    }
  });

  it('finds the two-character Chinese name and the single character, which triples could not serve', async () => {
    const names = async (text: string) =>
      (
        await t.database.db
          .select({ name: suppliers.supplierName })
          .from(suppliers)
          .where(contains(suppliers.supplierName, text))
          .orderBy(asc(suppliers.id))
      ).map((r) => r.name);
    expect(await names('恒通')).toEqual(['上海恒通贸易有限公司', '宁波恒通精密五金厂']);
    expect(await names('x')).toEqual(['X']);
    expect(await names('50%')).toEqual(['ACME 50% Parts_Ltd']);
  });

  it('across columns finds a row when any of them contains the text', async () => {
    const byNumberOrName = (text: string) =>
      idsWhere(containsAny(text, [suppliers.supplierNumber, suppliers.supplierName]));
    const all = await idsWhere(sql`true`);
    expect(await byNumberOrName('gs0000')).toEqual([all[0]]);
    expect(await byNumberOrName('恒通')).toEqual([all[1], all[2]]);
    expect(await byNumberOrName('nothing like it')).toEqual([]);
  });

  it("leaves the gram condition out when most rows hold the text's grams, judged from the statistics", async () => {
    try {
      const shares: [string, number][] = [
        ['有限', 0.9],
        ['限公', 0.6],
        ['恒通', 0.02],
        ['x', 0.8],
      ];
      useGramShares(new Map([[NAME_GRAMS, new Map(shares)]]));
      expect(rendered(contains(suppliers.supplierName, '有限'))).not.toContain('srm_grams');
      expect(rendered(contains(suppliers.supplierName, 'X'))).not.toContain('srm_grams');
      // The shares of the grams multiply, as the planner's estimate does: 0.9 × 0.6 is above the line.
      expect(0.9 * 0.6).toBeGreaterThanOrEqual(frequentShare(0));
      expect(rendered(contains(suppliers.supplierName, '有限公'))).not.toContain('srm_grams');
      // A rare gram among them, or one the statistics do not list, keeps the index.
      expect(rendered(contains(suppliers.supplierName, '恒通'))).toContain('srm_grams');
      expect(rendered(contains(suppliers.supplierName, '有限公司'))).toContain('srm_grams');
      expect(rendered(contains(suppliers.supplierName, '精密'))).toContain('srm_grams');
      // A larger table lowers the line: 0.4 is frequent among ten million rows, not among ten thousand.
      const shareOfPair = new Map([[NAME_GRAMS, new Map([['精密', 0.4]])]]);
      useGramShares(shareOfPair, new Map([[NAME_GRAMS, 10_000_000]]));
      expect(rendered(contains(suppliers.supplierName, '精密'))).not.toContain('srm_grams');
      useGramShares(shareOfPair, new Map([[NAME_GRAMS, 10_000]]));
      expect(rendered(contains(suppliers.supplierName, '精密'))).toContain('srm_grams');
      // Across columns, all arms take their index or none does: an OR reads indexes only when each arm can.
      useGramShares(new Map([[NUMBER_GRAMS, new Map([['gs', 0.9]])]]));
      const across = (text: string) => rendered(containsAny(text, [suppliers.supplierNumber, suppliers.supplierName]));
      expect(across('gs')).not.toContain('srm_grams');
      expect(across('恒通')).toMatch(
        /^\(\(srm_grams\(.*supplier_number.* or srm_grams\(.*supplier_name.*\) and \(.*ilike/,
      );
      expect(rendered(containsAny('恒通', [suppliers.supplierName, suppliers.supplierNameEn]))).not.toContain(
        'srm_grams',
      );
      // Two arms of 0.4 each: 1 − 0.6 × 0.6 = 0.64 of the rows hold the text in one of them.
      useGramShares(
        new Map([
          [NUMBER_GRAMS, new Map([['恒通', 0.4]])],
          [NAME_GRAMS, new Map([['恒通', 0.4]])],
        ]),
      );
      expect(across('恒通')).not.toContain('srm_grams');
      expect(rendered(contains(suppliers.supplierName, '恒通'))).toContain('srm_grams');
      // The statistics are the name index's: the other columns keep theirs.
      expect(rendered(contains(suppliers.supplierShortName, '有限'))).toContain('srm_grams');

      // From the database's own statistics: every supplier number is GS000…, so "gs" is held by all of them.
      await t.database.db.execute(sql`analyze ${suppliers}`);
      await refreshGramStatistics();
      expect(rendered(contains(suppliers.supplierNumber, 'GS'))).not.toContain('srm_grams');
      expect(await idsWhere(contains(suppliers.supplierNumber, 'GS'))).toEqual(await idsWhere(sql`true`));
      expect(rendered(contains(suppliers.supplierName, '恒通'))).toContain('srm_grams');
    } finally {
      useGramShares(new Map());
    }
  });

  it('can be answered from the index, without reading the table row by row', async () => {
    // A table this small is cheapest to scan; with scans priced out, the plan shows whether the index serves it.
    const plan = await planOf(contains(suppliers.supplierName, '恒通贸易'));
    expect(plan).toContain('srm_pos_supplier_info_supplier_name_grams');
    expect(plan).not.toContain('Seq Scan');
  });

  it('across columns, reads the indexes and does not compute the grams again on the rows they give', async () => {
    const plan = await planOf(containsAny('恒通', [suppliers.supplierNumber, suppliers.supplierName]));
    expect(plan).toContain('BitmapOr');
    // srm_grams only where the bitmap is rechecked (lossy pages), never in the filter of every row read.
    const filter = plan.split('\n').find((line) => line.trim().startsWith('Filter:')) ?? '';
    expect(filter).toContain('~~*'); // ILIKE
    expect(filter).not.toContain('srm_grams');
  });
});

/** The plan of a search over the suppliers, with scans priced out (a table this small is cheapest to scan). */
async function planOf(where: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = dialect.sqlToQuery(sql`explain select id from ${suppliers} where ${where}`);
    const result = (await tx.execute(sql.raw(inline(query.sql, query.params)))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

/** The statement with its parameters written in, for EXPLAIN (which takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
}
