import { asc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../../modules/base/schema.ts';
import { msgSources } from '../../modules/message/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { type GramShares, useGramShares } from './gramStats.ts';
import { containsAny, containsPattern, queryGrams, searchTextFrequentShare, searchTextSql } from './search.ts';

/*
 * A keyword over several columns through the table's search column (search.ts, searchTextColumn): the rows are
 * exactly those where some column ILIKEs the text, for any text (case, wildcards, backslashes, the separator
 * itself, Chinese), whatever the gram statistics say; the plain columns' ILIKEs are the reference.
 */

const ROWS: [string, string, string | null, string | null][] = [
  ['M-STEEL-Q235', 'Q235 热轧钢板 10mm', 'Q235 hot-rolled plate', null],
  ['M-MRO-BRG-6205', '深沟球轴承 6205-2RS', 'Deep-groove Ball Bearing', '6205-2RS'],
  ['M-PP-T30S', 'PP 塑料粒子', null, 'T30S 50%'],
  ['ACME_50%', '恒通 a\\b 路径', 'Brass_Fitting', 'Ø40 圆钢'],
  ['X', '劳保手套（丁腈）', 'Nitrile gloves', ''],
];
const FOUR = [materials.materialCode, materials.materialName, materials.materialNameEn, materials.specification];
const INDEX = 'base_material_item_search_grams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.insert(materials).values(
    ROWS.map(([materialCode, materialName, materialNameEn, specification]) => ({
      materialCode,
      materialName,
      materialNameEn,
      specification,
      unitCode: 'PCS',
    })),
  );
  await t.database.db.insert(msgSources).values([
    { sourceCode: 'NOTICE_PUBLISHED', sourceName: '公告发布', sourceNameEn: 'Notice published' },
    { sourceCode: 'PUR_REQ_APPROVED', sourceName: '申请审批通过', sourceNameEn: null },
  ]);
});
afterAll(async () => t?.close());

const dialect = new PgDialect();
const rendered = (q: SQL) => dialect.sqlToQuery(q).sql;

async function idsWhere(where: SQL): Promise<number[]> {
  const rows = await t.database.db.select({ id: materials.id }).from(materials).where(where).orderBy(asc(materials.id));
  return rows.map((r) => r.id);
}

const anyIlike = (text: string, columns: typeof FOUR) =>
  sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${containsPattern(text)}`),
    sql` or `,
  )})`;

describe('a keyword over several columns through the search column', () => {
  it('reads the search column for exactly the columns it covers, in any order, and the columns elsewhere', () => {
    expect(rendered(containsAny('br', FOUR))).toMatch(/"search_text" like lower\(/);
    expect(rendered(containsAny('br', [...FOUR].reverse()))).toMatch(/"search_text" like lower\(/);
    // The picker's three columns have a column of their own: the four's would find a row by its specification.
    expect(rendered(containsAny('br', FOUR.slice(0, 3)))).toMatch(/"pick_text" like lower\(/);
    expect(rendered(containsAny('br', FOUR.slice(1)))).not.toMatch(/_text" like/);
    // A text holding the separator could match across two columns: the columns' own ILIKEs then.
    expect(rendered(containsAny('a\u0001b', FOUR))).not.toContain('search_text');
    expect(
      rendered(containsAny('nu', [msgSources.sourceCode, msgSources.sourceName, msgSources.sourceNameEn])),
    ).toMatch(/"search_text" like lower\(/);
  });

  it('is generated as the expression the declaration names', async () => {
    const result = (await t.database.db.execute(sql`
      select table_name as "table", generation_expression as expr from information_schema.columns
      where table_schema = current_schema() and column_name = 'search_text' order by table_name`)) as unknown as {
      rows: { table: string; expr: string }[];
    };
    expect(result.rows.map((r) => r.table)).toEqual(expect.arrayContaining(['base_material_item', 'msg_source']));
    // What PostgreSQL stored reads back with casts, so compare what it computes instead.
    const [row] = (
      (await t.database.db.execute(
        sql`select count(*)::int as differ from ${materials} where search_text is distinct from ${sql.raw(
          searchTextSql(['material_code', 'material_name', 'material_name_en', 'specification']),
        )}`,
      )) as unknown as { rows: { differ: number }[] }
    ).rows;
    expect(row.differ).toBe(0);
  });

  it('finds exactly what the columns’ ILIKEs find, for any text and any statistics', async () => {
    const fragment = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...ROWS.flat().filter((v): v is string => !!v)),
          fc.nat(),
          fc.integer({ min: 1, max: 6 }),
          fc.boolean(),
        )
        .map(([value, from, length, upper]) => {
          const start = from % value.length;
          const piece = value.slice(start, start + length);
          return upper ? piece.toUpperCase() : piece.toLowerCase();
        }),
      fc.string({
        minLength: 1,
        maxLength: 4,
        unit: fc.constantFrom('恒', '通', 'b', 'R', '%', '_', '\\', ' ', '5', '0', '\u0001', 'Ø', 'ø'),
      }),
    );
    const grams = ROWS.flat().flatMap((v) => (v ? queryGrams(v) : []));
    const shares = fc.oneof(
      fc.constant(new Map() as GramShares),
      fc.constant(new Map([[INDEX, new Map(grams.map((g) => [g, 1]))]]) as GramShares),
      fc
        .array(fc.tuple(fc.constantFrom(...grams), fc.double({ min: 0, max: 1 })))
        .map((drawn): GramShares => new Map([[INDEX, new Map(drawn)]])),
    );
    try {
      await fc.assert(
        fc.asyncProperty(fragment, shares, fc.constantFrom(0, 1_000, 1_000_000), async (text, given, rows) => {
          useGramShares(given, new Map([[INDEX, rows]]));
          expect(await idsWhere(containsAny(text, FOUR)), JSON.stringify(text)).toEqual(
            await idsWhere(anyIlike(text, FOUR)),
          );
          const three = FOUR.slice(0, 3);
          expect(await idsWhere(containsAny(text, three)), JSON.stringify(text)).toEqual(
            await idsWhere(anyIlike(text, three)),
          );
        }),
        { numRuns: 200 },
      );
    } finally {
      useGramShares(new Map());
    }
  });

  it('leaves the gram condition out when the statistics say most rows hold the text, by the table size', () => {
    try {
      const share = new Map([[INDEX, new Map([['br', 0.2]])]]);
      useGramShares(share, new Map([[INDEX, 1_000_000]]));
      expect(rendered(containsAny('BR', FOUR))).not.toContain('srm_grams');
      useGramShares(share, new Map([[INDEX, 100_000]]));
      expect(rendered(containsAny('BR', FOUR))).toContain('srm_grams');
      expect(searchTextFrequentShare(1_000_000)).toBeCloseTo(0.1);
      expect(searchTextFrequentShare(0)).toBe(0.5);
    } finally {
      useGramShares(new Map());
    }
  });

  it('is one probe of the search column’s gram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = dialect.sqlToQuery(sql`explain select id from ${materials} where ${containsAny('热轧', FOUR)}`);
      const inlined = query.sql.replace(
        /\$(\d+)/g,
        (_, n) => `'${String(query.params[Number(n) - 1]).replace(/'/g, "''")}'`,
      );
      const result = (await tx.execute(sql.raw(inlined))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain(INDEX);
    expect(plan).not.toContain('BitmapOr');
  });
});
