import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LIST = '/api/baseServer/v1/baseGalleryRestful/listByPage';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('component gallery rows', () => {
  it('pages 1 200 sample rows for the administrator and filters them', async () => {
    const admin = await t.login('admin');
    const page = await t.call(LIST, { pageIndex: 3, pageRows: 500 }, { certificate: admin });
    expect(page.body.page).toEqual({ count: 1200, curIndex: 3, pagesCount: 3 });
    expect(page.body.data).toHaveLength(200);
    const filtered = await t.call(LIST, { searchParams: { keyword: 'ITEM-011' } }, { certificate: admin });
    expect(filtered.body.data.map((r: any) => r.itemCode)).toEqual([
      'ITEM-0110',
      'ITEM-0111',
      'ITEM-0112',
      'ITEM-0113',
      'ITEM-0114',
      'ITEM-0115',
      'ITEM-0116',
      'ITEM-0117',
      'ITEM-0118',
      'ITEM-0119',
    ]);
  });

  it('is refused to a buyer and a supplier', async () => {
    for (const user of ['buyer', 'supplier1']) {
      const res = await t.call(LIST, {}, { certificate: await t.login(user) });
      expect(res.statusCode).toBe(403);
    }
  });
});
