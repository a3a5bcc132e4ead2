import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * The lists moved onto the master-list engine this stop are internal data: a supplier user is refused every
 * read and write of theirs, the actions the engine added included (organisations' and departments' listByPage,
 * purchase categories' listByPage, the persons picker), whatever the body says.
 */

const API = (entity: string, action: string) => `/api/baseServer/v1/${entity}Restful/${action}`;
const paths = [
  ...[
    'baseOrganization',
    'baseDepartment',
    'basePurchaseCategory',
    'baseRole',
    'baseResponsibility',
    'baseMenu',
    'baseBankBranch',
  ].map((e) => API(e, 'listByPage')),
  API('basePerson', 'listForSelect'),
  API('baseMaterialItem', 'listForAdmin'),
  ...[
    'baseOrganization',
    'baseDepartment',
    'basePosition',
    'basePerson',
    'baseRole',
    'baseMaterialItem',
    'baseBankBranch',
  ].map((e) => API(e, 'saveOrUpdate')),
];

let t: TestApp;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  supplier = await t.login('supplier1');
}, 240_000);
afterAll(async () => t?.close());

describe('declared master lists', () => {
  it('refuse a supplier user on every read and save, in the request language', async () => {
    for (const path of paths) {
      const res = await t.call(
        path,
        { searchParams: {}, pageIndex: 1, pageRows: 20 },
        { certificate: supplier, lang: 'EN' },
      );
      expect([path, res.statusCode]).toEqual([path, 403]);
      expect(res.body.data ?? null).toBeNull();
    }
  });
});
