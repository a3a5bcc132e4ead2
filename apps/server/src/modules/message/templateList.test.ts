import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * The template list reads each source's templates up to the page's end (templates.ts templatePage) instead of
 * sorting every template after the join: the same rows, in the same order (source code, channel, language), on
 * every page and under every filter as the plain join and sort it replaced.
 */

const LIST = '/api/messageServer/v1/msgTemplateRestful/listByPage';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

/** The reference: every matching template joined to its source and sorted, then cut into pages. */
async function reference(where: ReturnType<typeof sql>): Promise<number[]> {
  const result = await t.database.db.execute(sql`
    select t.id from msg_template t join msg_source s on s.id = t.source_id
    where ${where} order by s.source_code, t.channel, t.lang`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

it('answers the rows of the plain join and sort, page by page, for every filter', async () => {
  const [source] = (
    (await t.database.db.execute(
      sql`select source_id as id from msg_template group by source_id order by count(*) desc limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const cases = [
    { searchParams: {}, where: sql`true` },
    { searchParams: { channel: 'IN_APP' }, where: sql`t.channel = 'IN_APP'` },
    { searchParams: { lang: 'EN' }, where: sql`t.lang = 'EN'` },
    { searchParams: { sourceId: Number(source.id) }, where: sql`t.source_id = ${Number(source.id)}` },
    { searchParams: { keyword: '{{' }, where: sql`(t.title ilike '%{{%' or t.body ilike '%{{%')` },
  ];
  for (const { searchParams, where } of cases) {
    const expected = await reference(where);
    expect(expected.length, JSON.stringify(searchParams)).toBeGreaterThan(0);
    for (const pageRows of [1, 3, 50]) {
      const got: number[] = [];
      for (let pageIndex = 1; pageIndex <= Math.ceil(expected.length / pageRows); pageIndex++) {
        const res = await t.call(LIST, { searchParams, pageIndex, pageRows }, { certificate: admin });
        expect(res.body.status, res.raw).toBe('S');
        expect(res.body.page.count).toBe(expected.length);
        got.push(...res.body.data.map((r: { templateId: number }) => r.templateId));
      }
      expect(got, `${JSON.stringify(searchParams)} by ${pageRows}`).toEqual(expected);
    }
  }
});
