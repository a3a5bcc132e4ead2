import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { COUNT_CAP } from './paging.ts';

/*
 * A table moving to another page of the same search sends back the count it was given (knownCount), and
 * the list answers with it instead of counting again (issue 16 item 2). The rows are those of the page
 * asked for either way; a count the caller could not have been given is refused.
 */

const LISTS = [
  {
    name: 'purchase requisitions (a document list)',
    path: '/api/srmServer/v1/srmPurRequisitionRestful/listByPage',
    user: 'buyer',
  },
  {
    name: 'lookup values (a master list)',
    path: '/api/baseServer/v1/baseLookupValuesRestful/listByPage',
    user: 'admin',
  },
  { name: 'the supplier picker', path: '/api/baseServer/v1/baseSupplierRestful/listForSelect', user: 'buyer' },
];

let t: TestApp;
const certificates = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const user of new Set(LISTS.map((l) => l.user))) certificates.set(user, await t.login(user));
});
afterAll(async () => t?.close());

describe.each(LISTS)('$name', ({ path, user }) => {
  const call = (body: object) => t.call(path, { searchParams: {}, ...body }, { certificate: certificates.get(user) });

  it('answers the count sent back without counting, with the same rows as a page counted afresh', async () => {
    const counted = await call({ pageIndex: 2, pageRows: 1 });
    expect(counted.body.status, counted.raw).toBe('S');
    const real = counted.body.page.count as number;
    expect(real).toBeGreaterThan(1);
    // A number the table could not have counted shows that nothing was counted: the answer is the one sent.
    const sentBack = await call({ pageIndex: 2, pageRows: 1, knownCount: { count: real + 7 } });
    expect(sentBack.body.page).toEqual({ count: real + 7, curIndex: 2, pagesCount: real + 7 });
    expect(sentBack.body.data).toEqual(counted.body.data);
    // A capped count comes back capped, as the pager shows it ("10,000+").
    const capped = await call({ pageIndex: 3, pageRows: 1, knownCount: { count: COUNT_CAP, countCapped: true } });
    expect(capped.body.page).toMatchObject({ count: COUNT_CAP, countCapped: true, curIndex: 3 });
  });

  it('refuses a count no list could have answered', async () => {
    for (const knownCount of [{ count: -1 }, { count: COUNT_CAP + 1 }, { count: 1.5 }, { count: '12' }, 12]) {
      const res = await call({ pageIndex: 2, pageRows: 1, knownCount });
      expect(res.statusCode, JSON.stringify(knownCount)).toBe(400);
      expect(res.body.status).toBe('E');
    }
  });
});
