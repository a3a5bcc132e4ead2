import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const typePath = (action: string) => `/api/baseServer/v1/baseLookupTypeRestful/${action}`;
const valuePath = (action: string) => `/api/baseServer/v1/baseLookupValuesRestful/${action}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const versionOf = async (type: string) =>
  (await t.call(valuePath('versions'), { lookupTypes: [type] }, { certificate: admin })).body.data[type] as number;

describe('lookup types', () => {
  it('creates a type with a unique code, keeps the code fixed, changes it with its version', async () => {
    const body = {
      lookupType: 'QA_GRADE',
      meaning: '质量等级',
      meaningEn: 'Quality grade',
      description: '供应商质量评级',
    };
    const created = await t.call(typePath('saveOrUpdate'), body, { certificate: admin });
    expect(created.body.data).toMatchObject({ ...body, systemCode: 'BASE', valueCount: 0, version: 0 });
    expect(created.body.data.valuesVersion).toBeGreaterThan(0);

    const dup = await t.call(typePath('saveOrUpdate'), body, { certificate: admin, lang: 'EN' });
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('The lookup type "QA_GRADE" already exists');
    expect((await t.call(typePath('saveOrUpdate'), body, { certificate: admin })).body.msg).toBe(
      '值集类型“QA_GRADE”已存在',
    );

    const id = created.body.data.lookupTypeId;
    const renamed = await t.call(
      typePath('saveOrUpdate'),
      { ...body, lookupTypeId: id, lookupType: 'QA_OTHER', version: 0 },
      { certificate: admin, lang: 'EN' },
    );
    expect(renamed.body.msg).toBe('A lookup type code cannot be changed once created');
    const changed = await t.call(
      typePath('saveOrUpdate'),
      { ...body, lookupTypeId: id, meaning: '质量级别', version: 0 },
      { certificate: admin },
    );
    expect(changed.body.data).toMatchObject({ meaning: '质量级别', version: 1 });
    const stale = await t.call(
      typePath('saveOrUpdate'),
      { ...body, lookupTypeId: id, version: 0 },
      { certificate: admin },
    );
    expect(stale.statusCode).toBe(409);

    const list = await t.call(typePath('listByPage'), { searchParams: { meaning: 'quality' } }, { certificate: admin });
    expect(list.body.data.map((r: any) => r.lookupType)).toEqual(['QA_GRADE']);
    for (const keyword of ['qa_gr', '质量级', 'Quality'])
      expect(
        (await t.call(typePath('listByPage'), { searchParams: { keyword } }, { certificate: admin })).body.data.map(
          (r: any) => r.lookupType,
        ),
      ).toEqual(['QA_GRADE']);
  });
});

describe('lookup values', () => {
  it('saves every field of spec §3, a code once per type, and a parent value of a parent type', async () => {
    const region = (
      await t.call(typePath('saveOrUpdate'), { lookupType: 'QA_REGION', meaning: '区域' }, { certificate: admin })
    ).body.data;
    const city = (
      await t.call(
        typePath('saveOrUpdate'),
        { lookupType: 'QA_CITY', meaning: '城市', parentLookupTypeId: region.lookupTypeId },
        { certificate: admin },
      )
    ).body.data;
    const east = await t.call(
      valuePath('saveOrUpdate'),
      { lookupType: 'QA_REGION', lookupCode: 'EAST', meaning: '华东', meaningEn: 'East China', seqNum: 10 },
      { certificate: admin },
    );
    expect(east.body.status).toBe('S');
    const buOrgId = (await t.call('/api/baseServer/v1/baseLoginRestful/userInfo', {}, { certificate: admin })).body.data
      .orgId;
    const full = {
      lookupTypeId: city.lookupTypeId,
      lookupCode: 'SHANGHAI',
      meaning: '上海',
      meaningEn: 'Shanghai',
      description: '直辖市',
      enabledFlag: 'N',
      seqNum: 20,
      parentLookupValuesId: east.body.data.lookupValuesId,
      systemCode: 'SRM',
      buOrgId,
    };
    const shanghai = await t.call(valuePath('saveOrUpdate'), full, { certificate: admin });
    expect(shanghai.body.data).toMatchObject({
      ...full,
      lookupType: 'QA_CITY',
      parentLookupTypeId: region.lookupTypeId,
      version: 0,
    });
    const found = await t.call(
      valuePath('findById'),
      { lookupValuesId: shanghai.body.data.lookupValuesId },
      { certificate: admin },
    );
    expect(found.body.data).toMatchObject({ meaning: '上海', meaningEn: 'Shanghai', description: '直辖市' });

    const dup = await t.call(
      valuePath('saveOrUpdate'),
      { ...full, enabledFlag: 'Y' },
      { certificate: admin, lang: 'EN' },
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('The lookup type "QA_CITY" already has the code "SHANGHAI"');
    // The same code in another type is another value.
    const other = await t.call(
      valuePath('saveOrUpdate'),
      { lookupType: 'QA_REGION', lookupCode: 'SHANGHAI', meaning: '上海区' },
      { certificate: admin },
    );
    expect(other.body.status).toBe('S');

    const wrongParent = await t.call(
      valuePath('saveOrUpdate'),
      { ...full, lookupCode: 'X1', parentLookupTypeId: city.lookupTypeId },
      { certificate: admin, lang: 'EN' },
    );
    expect(wrongParent.body.msg).toBe('The parent value does not exist or is not of the chosen parent lookup type');
    const badOrg = await t.call(
      valuePath('saveOrUpdate'),
      { ...full, lookupCode: 'X2', buOrgId: 999_999 },
      { certificate: admin, lang: 'EN' },
    );
    expect(badOrg.body.data.errors).toEqual([{ field: 'buOrgId', message: 'The organisation does not exist' }]);
    const noType = await t.call(
      valuePath('saveOrUpdate'),
      { lookupCode: 'X3', meaning: 'x' },
      { certificate: admin, lang: 'EN' },
    );
    expect(noType.body.data.errors).toEqual([{ field: 'lookupTypeId', message: 'required' }]);

    const changed = await t.call(
      valuePath('saveOrUpdate'),
      { ...full, lookupValuesId: shanghai.body.data.lookupValuesId, enabledFlag: 'Y', version: 0 },
      { certificate: admin },
    );
    expect(changed.body.data).toMatchObject({ enabledFlag: 'Y', version: 1 });
    const stale = await t.call(
      valuePath('saveOrUpdate'),
      { ...full, lookupValuesId: shanghai.body.data.lookupValuesId, version: 0 },
      { certificate: admin },
    );
    expect(stale.statusCode).toBe(409);
    const moved = await t.call(
      valuePath('saveOrUpdate'),
      {
        ...full,
        lookupValuesId: shanghai.body.data.lookupValuesId,
        lookupType: 'QA_REGION',
        lookupTypeId: undefined,
        version: 1,
      },
      { certificate: admin, lang: 'EN' },
    );
    expect(moved.body.msg).toBe('The lookup type of a value cannot be changed');

    // Deleting: a parent value and a type with values are refused.
    const parentGone = await t.call(
      valuePath('delete'),
      { lookupValuesId: east.body.data.lookupValuesId },
      { certificate: admin, lang: 'EN' },
    );
    expect(parentGone.body.msg).toBe('Other values have this one as their parent, so it cannot be deleted');
    const typeGone = await t.call(
      typePath('delete'),
      { lookupTypeId: city.lookupTypeId },
      { certificate: admin, lang: 'EN' },
    );
    expect(typeGone.statusCode).toBe(400);
    expect(typeGone.body.msg).toBe('The lookup type still has 1 values; delete them first');
    const parentType = await t.call(typePath('delete'), { lookupTypeId: region.lookupTypeId }, { certificate: admin });
    expect(parentType.statusCode).toBe(400);
    expect(
      (await t.call(valuePath('delete'), { lookupValuesId: shanghai.body.data.lookupValuesId }, { certificate: admin }))
        .body.status,
    ).toBe('S');
    expect(
      (await t.call(typePath('delete'), { lookupTypeId: city.lookupTypeId }, { certificate: admin })).body.status,
    ).toBe('S');
    expect(
      (await t.call(typePath('findById'), { lookupTypeId: city.lookupTypeId }, { certificate: admin })).statusCode,
    ).toBe(404);
  });
});

describe('the version stamp of the client cache', () => {
  it('changes with every change of a value of the type, and only then; findByTypes keeps its shape', async () => {
    const buyer = await t.login('buyer');
    const first = await t.call(
      valuePath('versions'),
      { lookupTypes: ['SLC_EMERGENCY', 'SYSTEM_LANGUAGE', 'NO_SUCH'] },
      { certificate: buyer },
    );
    expect(first.body.data).toEqual({
      SLC_EMERGENCY: expect.any(Number),
      SYSTEM_LANGUAGE: expect.any(Number),
      NO_SUCH: 0,
    });
    const v0 = first.body.data.SLC_EMERGENCY;

    const added = await t.call(
      valuePath('saveOrUpdate'),
      { lookupType: 'SLC_EMERGENCY', lookupCode: 'MAYBE', meaning: '待定', meaningEn: 'Undecided', seqNum: 99 },
      { certificate: admin },
    );
    const v1 = await versionOf('SLC_EMERGENCY');
    expect(v1).toBeGreaterThan(v0);
    expect(await versionOf('SYSTEM_LANGUAGE')).toBe(first.body.data.SYSTEM_LANGUAGE);

    const cached = await t.call(
      valuePath('findByTypes'),
      { lookupTypes: ['SLC_EMERGENCY'] },
      { certificate: buyer, lang: 'EN' },
    );
    expect(Object.keys(cached.body.data)).toEqual(['SLC_EMERGENCY']);
    expect(cached.body.data.SLC_EMERGENCY.map((v: any) => v.meaning)).toContain('Undecided');

    await t.call(valuePath('saveOrUpdate'), { ...added.body.data, enabledFlag: 'N' }, { certificate: admin });
    const v2 = await versionOf('SLC_EMERGENCY');
    expect(v2).toBeGreaterThan(v1);
    // A change of the type's own names is not a change of its values.
    const type = (
      await t.call(typePath('listByPage'), { searchParams: { lookupType: 'SLC_EMERGENCY' } }, { certificate: admin })
    ).body.data[0];
    await t.call(typePath('saveOrUpdate'), { ...type, description: '说明' }, { certificate: admin });
    expect(await versionOf('SLC_EMERGENCY')).toBe(v2);

    await t.call(valuePath('delete'), { lookupValuesId: added.body.data.lookupValuesId }, { certificate: admin });
    expect(await versionOf('SLC_EMERGENCY')).toBeGreaterThan(v2);
  });

  it('keeps a failed change from moving the stamp', async () => {
    const before = await versionOf('SYSTEM_LANGUAGE');
    const dup = await t.call(
      valuePath('saveOrUpdate'),
      { lookupType: 'SYSTEM_LANGUAGE', lookupCode: 'CN', meaning: '中文' },
      { certificate: admin },
    );
    expect(dup.statusCode).toBe(400);
    expect(await versionOf('SYSTEM_LANGUAGE')).toBe(before);
  });
});

describe('administration only', () => {
  it('refuses every lookup administration call to a buyer and to a supplier', async () => {
    const calls: [string, unknown][] = [
      [typePath('listByPage'), {}],
      [typePath('findById'), { lookupTypeId: 1 }],
      [typePath('saveOrUpdate'), {}],
      [typePath('delete'), { lookupTypeId: 1 }],
      [valuePath('findById'), { lookupValuesId: 1 }],
      [valuePath('saveOrUpdate'), {}],
      [valuePath('delete'), { lookupValuesId: 1 }],
    ];
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [url, body] of calls) {
        expect([url, (await t.call(url, body, { certificate })).statusCode]).toEqual([url, 403]);
      }
    }
  });
});
