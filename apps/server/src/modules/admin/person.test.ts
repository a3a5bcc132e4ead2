import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const PERSON = '/api/baseServer/v1/basePersonRestful';
const JOB_TITLE = '/api/baseServer/v1/baseJobTitleRestful';
const ORG = '/api/baseServer/v1/baseOrganizationRestful';
const DEPT = '/api/baseServer/v1/baseDepartmentRestful';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
const call = (path: string, body: object = {}, lang: 'CN' | 'EN' = 'EN', certificate = admin) =>
  t.call(path, body, { certificate, lang });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const r of (await call(`${ORG}/listTree`)).body.data) id[r.orgCode] = r.orgId;
  for (const r of (await call(`${DEPT}/listTree`)).body.data) id[`${r.departmentCode}@${r.orgId}`] = r.departmentId;
  for (const r of (await call(`${JOB_TITLE}/listByPage`, {})).body.data) id[r.jobTitleCode] = r.jobTitleId;
});
afterAll(async () => t?.close());

describe('persons', () => {
  it('lists persons with organisation, department and job title, filtered and paged', async () => {
    const res = await call(`${PERSON}/listByPage`, { searchParams: { personName: '采购' }, pageRows: 20 });
    expect(res.body.page).toMatchObject({ count: 1, curIndex: 1, pagesCount: 1 });
    expect(res.body.data[0]).toMatchObject({
      employeeNumber: 'E0002',
      personName: '李采购',
      email: 'buyer@srm.local',
      orgName: 'East China OU',
      departmentName: 'Purchasing',
      jobTitleName: 'Buyer',
    });
    // The person's user (for data permissions) and the position held today, primary first.
    expect(res.body.data[0]).toMatchObject({ userName: 'buyer', positionName: 'East China buyer' });
    expect(res.body.data[0].userId).toEqual(expect.any(Number));
    const page = await call(`${PERSON}/listByPage`, { pageRows: 2, pageIndex: 2 });
    expect(page.body.page).toMatchObject({ count: 4, curIndex: 2, pagesCount: 2 });
    expect(page.body.data.map((p: any) => p.employeeNumber)).toEqual(['E0003', 'E0004']);
  });

  it('finds a person with the positions held', async () => {
    const buyer = (await call(`${PERSON}/listByPage`, { searchParams: { employeeNumber: 'E0002' } })).body.data[0];
    const res = await call(`${PERSON}/findById`, { personId: buyer.personId });
    expect(res.body.data).toMatchObject({ userName: 'buyer', positionName: 'East China buyer' });
    expect(res.body.data.allotments).toEqual([
      expect.objectContaining({ positionCode: 'POS_EAST_BUYER', primaryFlag: 'Y', current: true }),
    ]);
    expect((await call(`${PERSON}/findById`, { personId: 99999 })).statusCode).toBe(404);
  });

  it('creates a person; employee number unique; e-mail, mobile and telephone checked in the request language', async () => {
    const base = {
      employeeNumber: 'E0100',
      personName: '周新人',
      orgId: id.OU_SOUTH,
      departmentId: id[`PUR@${id.OU_SOUTH}`],
      jobTitleId: id.BUYER,
    };
    const badEn = await call(`${PERSON}/saveOrUpdate`, {
      ...base,
      email: 'zhou@mail',
      mobilePhone: '12345678901',
      telephone: '0755-1234567',
    });
    expect(badEn.statusCode).toBe(400);
    expect(badEn.body.data.errors).toEqual([
      { field: 'email', message: 'email format error' },
      { field: 'mobilePhone', message: 'mobile number format error' },
      { field: 'telephone', message: 'phone number format error' },
    ]);
    const badCn = await call(`${PERSON}/saveOrUpdate`, { ...base, email: 'zhou@mail' }, 'CN');
    expect(badCn.body.data.errors).toEqual([{ field: 'email', message: '邮箱格式错误' }]);
    const ok = await call(`${PERSON}/saveOrUpdate`, {
      ...base,
      email: ' zhou@example.com ',
      mobilePhone: '13812345678',
      telephone: '',
    });
    const listed = await call(`${PERSON}/listByPage`, { searchParams: { employeeNumber: 'E0100' } });
    // A person without a user or a position held today.
    expect(listed.body.data[0]).toMatchObject({ userId: null, userName: null, positionId: null, positionName: null });
    expect(ok.body).toMatchObject({
      status: 'S',
      data: {
        email: 'zhou@example.com',
        mobilePhone: '13812345678',
        telephone: null,
        orgName: 'South China OU',
        departmentName: 'Purchasing',
        jobTitleName: 'Buyer',
        version: 0,
      },
    });
    const dup = await call(`${PERSON}/saveOrUpdate`, { ...base, personName: '另一个' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.data.errors).toEqual([
      { field: 'employeeNumber', message: 'The employee number E0100 is already used' },
    ]);
    const missing = await call(`${PERSON}/saveOrUpdate`, { orgId: id.OU_EAST }, 'CN');
    expect(missing.body.data.errors).toEqual([
      { field: 'employeeNumber', message: '必填' },
      { field: 'personName', message: '必填' },
    ]);
  });

  it('keeps the department inside the person’s organisation and updates with the version read', async () => {
    const person = (await call(`${PERSON}/listByPage`, { searchParams: { employeeNumber: 'E0100' } })).body.data[0];
    const wrongDept = await call(`${PERSON}/saveOrUpdate`, { ...person, departmentId: id[`PUR@${id.OU_EAST}`] });
    expect(wrongDept.body.data.errors).toEqual([
      { field: 'departmentId', message: 'The department does not belong to the chosen organisation' },
    ]);
    const moved = await call(`${PERSON}/saveOrUpdate`, {
      ...person,
      orgId: id.OU_EAST,
      departmentId: id[`FIN@${id.OU_EAST}`],
    });
    expect(moved.body.data).toMatchObject({ orgName: 'East China OU', departmentName: 'Finance', version: 1 });
    const stale = await call(`${PERSON}/saveOrUpdate`, { ...person, personName: '旧版本' });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a non-administrator holding the screen to the persons of its organisations', async () => {
    await t.database.db.execute(sql`insert into base_resp_menu (responsibility_id, menu_id)
      select r.id, m.id from base_responsibility r, base_menu m
      where r.responsibility_code = 'PUR_BUYER' and m.menu_code = 'SYS_EMPLOYEE'`);
    const buyer = await t.login('buyer');
    const south = await call(
      `${PERSON}/saveOrUpdate`,
      { employeeNumber: 'E0200', personName: '华南人', orgId: id.OU_SOUTH },
      'EN',
    );
    const rows = (await call(`${PERSON}/listByPage`, {}, 'EN', buyer)).body.data;
    expect(rows.map((r: any) => r.employeeNumber)).not.toContain('E0200');
    expect(rows.map((r: any) => r.employeeNumber)).toContain('E0002');
    const hidden = await call(`${PERSON}/findById`, { personId: south.body.data.personId }, 'EN', buyer);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('job titles', () => {
  it('lists, creates and changes job titles; codes are unique', async () => {
    const list = await call(`${JOB_TITLE}/listByPage`, { searchParams: { keyword: 'manager' } });
    expect(list.body.data.map((r: any) => r.jobTitleCode)).toEqual(['PUR_MANAGER']);
    const created = await call(`${JOB_TITLE}/saveOrUpdate`, {
      jobTitleCode: 'QA_ENGINEER',
      jobTitleName: '质量工程师',
      jobTitleNameEn: 'Quality engineer',
      description: '负责来料检验',
    });
    expect(created.body.data).toMatchObject({ title: 'Quality engineer', enabledFlag: 'Y', version: 0 });
    const dup = await call(`${JOB_TITLE}/saveOrUpdate`, { jobTitleCode: 'QA_ENGINEER', jobTitleName: 'x' });
    expect(dup.statusCode).toBe(409);
    const disabled = await call(`${JOB_TITLE}/saveOrUpdate`, { ...created.body.data, enabledFlag: 'N' });
    expect(disabled.body.data).toMatchObject({ enabledFlag: 'N', version: 1 });
    const found = await call(`${JOB_TITLE}/findById`, { jobTitleId: created.body.data.jobTitleId }, 'CN');
    expect(found.body.data.title).toBe('质量工程师');
    const useDisabled = await call(`${PERSON}/saveOrUpdate`, {
      employeeNumber: 'E0300',
      personName: 'x',
      jobTitleId: created.body.data.jobTitleId,
    });
    expect(useDisabled.body.data.errors).toEqual([{ field: 'jobTitleId', message: 'The selected record is disabled' }]);
    expect((await call(`${JOB_TITLE}/findById`, { jobTitleId: 99999 })).statusCode).toBe(404);
  });
});
