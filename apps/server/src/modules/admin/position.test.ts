import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPermitAudit, positionAllotments } from '../../platform/access/scopeSchema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LEVEL = '/api/baseServer/v1/basePositionLevelRestful';
const POSITION = '/api/baseServer/v1/basePositionRestful';
const ALLOT = '/api/baseServer/v1/basePositionAllotRestful';
const ORG = '/api/baseServer/v1/baseOrganizationRestful';
const DEPT = '/api/baseServer/v1/baseDepartmentRestful';
const PERSON = '/api/baseServer/v1/basePersonRestful';
const AUDIT = '/api/baseServer/v1/baseDataPermissionRestful/listAuditByPage';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
const call = (path: string, body: object = {}) => t.call(path, body, { certificate: admin, lang: 'EN' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const r of (await call(`${ORG}/listTree`)).body.data) id[r.orgCode] = r.orgId;
  for (const r of (await call(`${DEPT}/listTree`)).body.data) id[`${r.departmentCode}@${r.orgId}`] = r.departmentId;
  for (const r of (await call(`${LEVEL}/listByPage`, {})).body.data) id[r.levelCode] = r.positionLevelId;
  for (const r of (await call(`${POSITION}/listByPage`, {})).body.data) id[r.positionCode] = r.positionId;
  for (const r of (await call(`${PERSON}/listByPage`, {})).body.data) id[r.employeeNumber] = r.personId;
});
afterAll(async () => t?.close());

describe('position levels', () => {
  it('lists levels by rank and keeps codes unique', async () => {
    const rows = (await call(`${LEVEL}/listByPage`, {})).body.data;
    expect(rows.map((r: any) => [r.levelCode, r.title])).toEqual([
      ['L3', 'Director'],
      ['L2', 'Manager'],
      ['L1', 'Staff'],
    ]);
    const created = await call(`${LEVEL}/saveOrUpdate`, { levelCode: 'L0', levelName: '副总裁', levelRank: 5 });
    expect(created.body).toMatchObject({ status: 'S', data: { levelCode: 'L0', enabledFlag: 'Y', version: 0 } });
    const dup = await call(`${LEVEL}/saveOrUpdate`, { levelCode: 'L0', levelName: 'x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.data.errors).toEqual([{ field: 'levelCode', message: 'The code L0 is already used' }]);
    const renamed = await call(`${LEVEL}/saveOrUpdate`, { ...created.body.data, levelNameEn: 'Vice president' });
    expect(renamed.body.data).toMatchObject({ title: 'Vice president', version: 1 });
    const stale = await call(`${LEVEL}/saveOrUpdate`, { ...created.body.data, levelNameEn: 'VP' });
    expect(stale.statusCode).toBe(409);
    const bad = await call(`${LEVEL}/saveOrUpdate`, { levelCode: 'L9', levelName: 'x', levelRank: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('levelRank');
  });
});

describe('positions', () => {
  it('lists positions with organisation, department, level and job title in the request language', async () => {
    const res = await call(`${POSITION}/listByPage`, { searchParams: { departmentId: id[`PUR@${id.OU_EAST}`] } });
    expect(res.body.page).toMatchObject({ count: 2, curIndex: 1 });
    expect(res.body.data.find((r: any) => r.positionCode === 'POS_EAST_BUYER')).toMatchObject({
      title: 'East China buyer',
      orgName: 'East China OU',
      departmentName: 'Purchasing',
      levelName: 'Staff',
      jobTitleName: 'Buyer',
    });
    const get = await t.app.inject({
      method: 'GET',
      url: `${POSITION}/findByDepartmentId?departmentId=${id[`PUR@${id.OU_EAST}`]}`,
      headers: { certificate: admin },
    });
    expect(get.statusCode).toBe(200);
    expect(
      get
        .json()
        .data.map((r: any) => r.positionCode)
        .sort(),
    ).toEqual(['POS_EAST_BUYER', 'POS_EAST_PUR_MANAGER']);
  });

  it('keeps the department in the position’s organisation and the references existing and enabled', async () => {
    const base = { positionCode: 'POS_NEW', positionName: '新职位', orgId: id.OU_EAST };
    const otherOrg = await call(`${POSITION}/saveOrUpdate`, { ...base, departmentId: id[`PUR@${id.OU_SOUTH}`] });
    expect(otherOrg.body.data.errors).toEqual([
      { field: 'departmentId', message: 'The department does not belong to the chosen organisation' },
    ]);
    const level = await call(`${POSITION}/saveOrUpdate`, { ...base, positionLevelId: 99999 });
    expect(level.body.data.errors).toEqual([
      { field: 'positionLevelId', message: 'The selected record does not exist' },
    ]);
    const org = await call(`${POSITION}/saveOrUpdate`, { ...base, orgId: 99999 });
    expect(org.body.data.errors).toEqual([{ field: 'orgId', message: 'The selected record does not exist' }]);
    const disabledLevel = await call(`${LEVEL}/saveOrUpdate`, { levelCode: 'LX', levelName: '停用', enabledFlag: 'N' });
    const withDisabled = await call(`${POSITION}/saveOrUpdate`, {
      ...base,
      positionLevelId: disabledLevel.body.data.positionLevelId,
    });
    expect(withDisabled.body.data.errors).toEqual([
      { field: 'positionLevelId', message: 'The selected record is disabled' },
    ]);
    const ok = await call(`${POSITION}/saveOrUpdate`, {
      ...base,
      departmentId: id[`FIN@${id.OU_EAST}`],
      positionLevelId: id.L2,
    });
    expect(ok.body.data).toMatchObject({ departmentName: 'Finance', levelName: 'Manager', version: 0 });
    const dup = await call(`${POSITION}/saveOrUpdate`, base);
    expect(dup.statusCode).toBe(409);
    const found = await call(`${POSITION}/findById`, { positionId: ok.body.data.positionId });
    expect(found.body.data.positionCode).toBe('POS_NEW');
    expect((await call(`${POSITION}/findById`, { positionId: 99999 })).statusCode).toBe(404);
  });
});

describe('position allotment', () => {
  const save = (body: object) => call(`${ALLOT}/saveOrUpdate`, body);
  const counts = async () => ({
    allotments: Number((await t.database.db.select({ n: count() }).from(positionAllotments))[0].n),
    audit: Number((await t.database.db.select({ n: count() }).from(dataPermitAudit))[0].n),
  });

  it('lists who holds which position, current or not', async () => {
    const res = await call(`${ALLOT}/listByPage`, { searchParams: { personId: id.E0002 } });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        employeeNumber: 'E0002',
        positionCode: 'POS_EAST_BUYER',
        positionName: 'East China buyer',
        primaryFlag: 'Y',
        dateFrom: '2020-01-01',
        dateTo: null,
        current: true,
      }),
    ]);
  });

  it('allows one primary position at a time and no overlapping periods in the same position', async () => {
    const before = await counts();
    const second = await save({ personId: id.E0002, positionId: id.POS_EAST_PUR_MANAGER, dateFrom: '2024-01-01' });
    expect(second.body.data).toMatchObject({ primaryFlag: 'N', current: true });
    const primary = await save({
      personId: id.E0002,
      positionId: id.POS_SOUTH_BUYER,
      primaryFlag: 'Y',
      dateFrom: '2019-06-01',
    });
    expect(primary.statusCode).toBe(409);
    expect(primary.body.data.errors).toEqual([
      { field: 'primaryFlag', message: 'This person already has a primary position during that period' },
    ]);
    const overlap = await save({
      personId: id.E0002,
      positionId: id.POS_EAST_BUYER,
      dateFrom: '2010-01-01',
      dateTo: '2020-01-01',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.body.msg).toBe('This person already holds this position during that period');
    const earlier = await save({
      personId: id.E0002,
      positionId: id.POS_EAST_BUYER,
      primaryFlag: 'Y',
      dateFrom: '2010-01-01',
      dateTo: '2019-12-31',
    });
    expect(earlier.body.data).toMatchObject({ current: false });
    const backwards = await save({
      personId: id.E0002,
      positionId: id.POS_SOUTH_BUYER,
      dateFrom: '2024-02-01',
      dateTo: '2024-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.data.errors).toEqual([
      { field: 'dateTo', message: 'The end date cannot be before the start date' },
    ]);
    const badDate = await save({ personId: id.E0002, positionId: id.POS_SOUTH_BUYER, dateFrom: '2024-13-45' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body.data.errors[0].field).toBe('dateFrom');
    // Two allotments and two audit rows written; nothing of the refused ones.
    expect(await counts()).toEqual({ allotments: before.allotments + 2, audit: before.audit + 2 });
    const current = await call(`${ALLOT}/listByPage`, { searchParams: { personId: id.E0002, currentOnly: 'Y' } });
    expect(current.body.data.map((r: any) => r.positionCode).sort()).toEqual([
      'POS_EAST_BUYER',
      'POS_EAST_PUR_MANAGER',
    ]);
  });

  it('removes an allotment and audits every allotment change', async () => {
    const list = await call(`${ALLOT}/listByPage`, {
      searchParams: { positionId: id.POS_EAST_PUR_MANAGER, personId: id.E0002 },
    });
    const allot = list.body.data[0];
    expect((await call(`${ALLOT}/delete`, { positionAllotId: allot.positionAllotId })).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(positionAllotments).where(eq(positionAllotments.id, allot.positionAllotId)),
    ).toEqual([]);
    expect((await call(`${ALLOT}/delete`, { positionAllotId: allot.positionAllotId })).statusCode).toBe(404);
    const audit = await call(AUDIT, { searchParams: { targetType: 'POSITION', targetId: id.POS_EAST_PUR_MANAGER } });
    expect(audit.body.data.map((a: any) => [a.action, a.userName, a.detail.personId])).toEqual([
      ['UNALLOT', 'admin', id.E0002],
      ['ALLOT', 'admin', id.E0002],
    ]);
  });

  it('refuses a disabled position and unknown persons', async () => {
    const pos = (await call(`${POSITION}/findById`, { positionId: id.POS_SOUTH_BUYER })).body.data;
    await call(`${POSITION}/saveOrUpdate`, { ...pos, enabledFlag: 'N' });
    const disabled = await save({ personId: id.E0003, positionId: id.POS_SOUTH_BUYER, dateFrom: '2024-01-01' });
    expect(disabled.body.data.errors).toEqual([{ field: 'positionId', message: 'The selected record is disabled' }]);
    const nobody = await save({ personId: 99999, positionId: id.POS_EAST_BUYER, dateFrom: '2024-01-01' });
    expect(nobody.body.data.errors).toEqual([{ field: 'personId', message: 'The selected record does not exist' }]);
  });
});
