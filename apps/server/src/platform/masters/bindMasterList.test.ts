import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTitles } from '../../modules/admin/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * A declared master list (bindMasterList) answers what a plain reading of its rows answers: for random
 * keywords (Latin, Chinese, one or two characters, with wildcards typed literally), enabled filters and
 * page sizes, the page's rows, their order and the paging fields equal those of the reference below, and a
 * keyset walk gives the same rows as the pages. A save keeps what was not sent and refuses what the
 * declaration refuses.
 */

const JOB_TITLES = '/api/baseServer/v1/baseJobTitleRestful';

type Stored = { id: number; code: string; name: string; nameEn: string | null; enabled: 'Y' | 'N' };

let t: TestApp;
let admin: string;
let stored: Stored[] = [];
const call = (path: string, body: object) => t.call(path, body, { certificate: admin, lang: 'EN' });

const NAMES = ['采购主管', '质量工程师', '采购专员', '仓库主管', '财务', 'Buyer 50%', 'Quality_lead', 'buyer'];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.database.db.insert(jobTitles).values(
    Array.from({ length: 41 }, (_, i) => ({
      // Codes repeat their stem so that the order by code is not the order of insertion.
      jobTitleCode: `P${String((i * 17) % 41).padStart(2, '0')}_${i % 3 ? 'A' : 'B'}`,
      jobTitleName: `${NAMES[i % NAMES.length]}${i % 4 === 0 ? '' : i}`,
      jobTitleNameEn: i % 3 === 0 ? null : `Title ${NAMES[(i + 3) % NAMES.length]}`,
      enabledFlag: i % 5 === 0 ? 'N' : 'Y',
    })),
  );
  const rows = await t.database.db.select().from(jobTitles);
  stored = rows.map((r) => ({
    id: r.id,
    code: r.jobTitleCode,
    name: r.jobTitleName,
    nameEn: r.jobTitleNameEn,
    enabled: r.enabledFlag as 'Y' | 'N',
  }));
});
afterAll(async () => t?.close());

/** The reference: every stored row, filtered by "contains, any case" and the flag, ordered by code then id. */
function reference(f: { keyword?: string; enabledFlag?: 'Y' | 'N' }): Stored[] {
  const k = f.keyword?.toLowerCase();
  return stored
    .filter((r) => !f.enabledFlag || r.enabled === f.enabledFlag)
    .filter((r) => !k || [r.code, r.name, r.nameEn ?? ''].some((v) => v.toLowerCase().includes(k)))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id));
}

const keyword = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('采购', '主管', '质', 'P1', 'p0', '_A', '50%', 'BUYER', 'title q', 'x'),
  fc.stringMatching(/^[采购主管质量A-Za-z0-9_%]{1,2}$/),
);

describe('a declared master list', () => {
  it('pages exactly as the reference does, for random filters and page sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyword,
        fc.constantFrom(undefined, 'Y' as const, 'N' as const),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 6 }),
        async (kw, enabledFlag, pageRows, pageIndex) => {
          const want = reference({ keyword: kw, enabledFlag });
          const res = await call(`${JOB_TITLES}/listByPage`, {
            searchParams: { keyword: kw, enabledFlag },
            pageIndex,
            pageRows,
          });
          expect(res.statusCode).toBe(200);
          expect(res.body.data.map((r: { jobTitleId: number }) => r.jobTitleId)).toEqual(
            want.slice((pageIndex - 1) * pageRows, pageIndex * pageRows).map((r) => r.id),
          );
          expect(res.body.page).toEqual({
            count: want.length,
            curIndex: pageIndex,
            pagesCount: Math.max(1, Math.ceil(want.length / pageRows)),
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('walks the same rows as its pages', async () => {
    await fc.assert(
      fc.asyncProperty(keyword, fc.integer({ min: 1, max: 8 }), async (kw, pageRows) => {
        const seen: number[] = [];
        let walkAfter: unknown[] | undefined = [];
        for (let guard = 0; walkAfter && guard < 60; guard++) {
          const res = await call(`${JOB_TITLES}/listByPage`, { searchParams: { keyword: kw }, pageRows, walkAfter });
          expect(res.statusCode, res.raw).toBe(200);
          seen.push(...res.body.data.map((r: { jobTitleId: number }) => r.jobTitleId));
          walkAfter = res.body.page.walkAfter;
        }
        expect(seen).toEqual(reference({ keyword: kw }).map((r) => r.id));
      }),
      { numRuns: 15 },
    );
  });

  it('keeps a row’s enabled flag when a save does not send it, and refuses what the declaration refuses', async () => {
    const created = await call(`${JOB_TITLES}/saveOrUpdate`, { jobTitleCode: 'KEEP_FLAG', jobTitleName: '保留' });
    expect(created.body.data).toMatchObject({ enabledFlag: 'Y', version: 0, jobTitleNameEn: null, description: null });
    const disabled = await call(`${JOB_TITLES}/saveOrUpdate`, { ...created.body.data, enabledFlag: 'N' });
    expect(disabled.body.data).toMatchObject({ enabledFlag: 'N', version: 1 });
    const { enabledFlag: _dropped, ...withoutFlag } = disabled.body.data;
    const renamed = await call(`${JOB_TITLES}/saveOrUpdate`, { ...withoutFlag, jobTitleNameEn: '  Keeper  ' });
    expect(renamed.body.data).toMatchObject({
      enabledFlag: 'N',
      jobTitleNameEn: 'Keeper',
      title: 'Keeper',
      version: 2,
    });

    const refusals: [object, string][] = [
      [{ jobTitleCode: 'has space', jobTitleName: 'x' }, 'jobTitleCode'],
      [{ jobTitleCode: 'OK', jobTitleName: '   ' }, 'jobTitleName'],
      [{ jobTitleCode: 'OK', jobTitleName: 'x', description: 'd'.repeat(513) }, 'description'],
      [{ jobTitleCode: 'x'.repeat(65), jobTitleName: 'x' }, 'jobTitleCode'],
    ];
    for (const [body, field] of refusals) {
      const res = await call(`${JOB_TITLES}/saveOrUpdate`, body);
      expect(res.statusCode).toBe(400);
      expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    // A code is fixed once saved: another row's code is refused, and so is any new one (nothing changes).
    const other = await call(`${JOB_TITLES}/saveOrUpdate`, { jobTitleCode: 'OTHER', jobTitleName: '其他' });
    for (const newCode of ['KEEP_FLAG', 'OTHER_RENAMED']) {
      const res = await call(`${JOB_TITLES}/saveOrUpdate`, { ...other.body.data, jobTitleCode: newCode });
      expect(res.statusCode).toBe(400);
      expect(res.body.data.errors).toEqual([
        { field: 'jobTitleCode', message: 'A code cannot be changed once saved (it is OTHER)' },
      ]);
    }
    const [kept] = (await call(`${JOB_TITLES}/listByPage`, { searchParams: { keyword: 'OTHER' } })).body.data;
    expect(kept).toMatchObject({ jobTitleCode: 'OTHER', version: 0 });
  });

  it('lets only holders of the menu read and of its button save', async () => {
    const buyer = await t.login('buyer');
    const supplier = await t.login('supplier1');
    for (const who of [buyer, supplier]) {
      const list = await t.call(`${JOB_TITLES}/listByPage`, {}, { certificate: who });
      expect(list.statusCode).toBe(403);
      const save = await t.call(
        `${JOB_TITLES}/saveOrUpdate`,
        { jobTitleCode: 'NOPE', jobTitleName: 'x' },
        { certificate: who },
      );
      expect(save.statusCode).toBe(403);
    }
  });
});
