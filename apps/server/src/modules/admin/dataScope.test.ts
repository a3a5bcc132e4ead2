import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/**
 * Issue 4's data-scope promise across list, find and export: a buyer permitted the organisations of its
 * permits (the demo buyer: East China OU) sees none of another organisation's rows, whichever way it asks.
 * The document lists of later issues use the same scope helper (platform/access/scope.ts).
 */
const PERSON = '/api/baseServer/v1/basePersonRestful';
const DEPT = '/api/baseServer/v1/baseDepartmentRestful';
const POSITION = '/api/baseServer/v1/basePositionRestful';
const ORG = '/api/baseServer/v1/baseOrganizationRestful';
const EXPORT_CSV = '/api/exportServer/v1/exportRestful/exportCsv';

let t: TestApp;
let admin: string;
let buyer: string;
const id: Record<string, number> = {};
const call = (path: string, body: object, certificate: string) => t.call(path, body, { certificate, lang: 'EN' });

async function exportCsv(requestUrl: string, requestParams: object, columns: { key: string; title: string }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: EXPORT_CSV,
    headers: { 'content-type': 'application/json', certificate: buyer, 'saaf-language': 'EN' },
    payload: JSON.stringify({ requestUrl, requestParams, columns }),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const r of (await call(`${ORG}/listTree`, {}, admin)).body.data) id[r.orgCode] = r.orgId;
  // The buyer's responsibility holds the persons and organisation screens (a delegated administrator).
  await t.database.db.execute(sql`insert into base_resp_menu (responsibility_id, menu_id)
    select r.id, m.id from base_responsibility r, base_menu m
    where r.responsibility_code = 'PUR_BUYER' and m.menu_code in ('SYS_EMPLOYEE', 'SYS_INSTITUTION')`);
  buyer = await t.login('buyer');
  // Rows of South China OU, outside the buyer's permits, created by the administrator.
  const person = await call(
    `${PERSON}/saveOrUpdate`,
    { employeeNumber: 'S0001', personName: 'South person', orgId: id.OU_SOUTH },
    admin,
  );
  id.southPerson = person.body.data.personId;
  const dept = await call(
    `${DEPT}/saveOrUpdate`,
    { departmentCode: 'S-D1', departmentName: 'South department', orgId: id.OU_SOUTH },
    admin,
  );
  id.southDept = dept.body.data.departmentId;
  const position = await call(
    `${POSITION}/saveOrUpdate`,
    { positionCode: 'S-P1', positionName: 'South position', orgId: id.OU_SOUTH, departmentId: id.southDept },
    admin,
  );
  id.southPosition = position.body.data.positionId;
});
afterAll(async () => t?.close());

describe('a buyer permitted one organisation', () => {
  it('was set up with rows of another organisation that the administrator sees', async () => {
    expect(id.southPerson && id.southDept && id.southPosition).toBeTruthy();
    const all = await call(`${PERSON}/listByPage`, { pageRows: 500 }, admin);
    expect(all.body.data.map((r: { employeeNumber: string }) => r.employeeNumber)).toContain('S0001');
  });

  it('sees none of them in the lists', async () => {
    const persons = await call(`${PERSON}/listByPage`, { pageRows: 500 }, buyer);
    expect(persons.statusCode).toBe(200);
    expect(persons.body.data.length).toBeGreaterThan(0);
    expect(persons.body.data.every((r: { orgId: number }) => r.orgId !== id.OU_SOUTH)).toBe(true);
    const depts = await call(`${DEPT}/listTree`, {}, buyer);
    expect(depts.body.data.map((r: { departmentCode: string }) => r.departmentCode)).not.toContain('S-D1');
    const positions = await call(`${POSITION}/listByPage`, { pageRows: 500 }, buyer);
    expect(positions.body.data.map((r: { positionCode: string }) => r.positionCode)).not.toContain('S-P1');
  });

  it('gets 404 when it asks for one of them by id', async () => {
    expect((await call(`${PERSON}/findById`, { personId: id.southPerson }, buyer)).statusCode).toBe(404);
    expect((await call(`${DEPT}/findById`, { departmentId: id.southDept }, buyer)).statusCode).toBe(404);
    expect((await call(`${POSITION}/findById`, { positionId: id.southPosition }, buyer)).statusCode).toBe(404);
  });

  it('exports none of them', async () => {
    const persons = await exportCsv(`${PERSON}/listByPage`, {}, [
      { key: 'employeeNumber', title: 'No.' },
      { key: 'personName', title: 'Name' },
    ]);
    expect(persons).toContain('E0002');
    expect(persons).not.toContain('S0001');
    const positions = await exportCsv(`${POSITION}/listByPage`, {}, [{ key: 'positionCode', title: 'Code' }]);
    expect(positions).not.toContain('S-P1');
  });
});

describe('the data scope of the current responsibility', () => {
  const RESP = '/api/baseServer/v1/baseResponsibilityRestful';
  async function setBuyerScope(dataScope: 'PERMITTED' | 'OWN_ORG' | 'ALL') {
    const rows = (await call(`${RESP}/listByPage`, { searchParams: { responsibilityCode: 'PUR_BUYER' } }, admin)).body
      .data;
    const resp = rows.find((r: { responsibilityCode: string }) => r.responsibilityCode === 'PUR_BUYER');
    const saved = await call(`${RESP}/saveOrUpdate`, { ...resp, dataScope }, admin);
    expect(saved.statusCode, saved.body.msg).toBe(200);
  }
  const employeeNumbers = async () =>
    (await call(`${PERSON}/listByPage`, { pageRows: 500 }, buyer)).body.data.map(
      (r: { employeeNumber: string }) => r.employeeNumber,
    );

  it('ALL shows every organisation’s rows, OWN_ORG only the user’s own, PERMITTED the permits again', async () => {
    await setBuyerScope('ALL');
    expect(await employeeNumbers()).toContain('S0001');
    expect((await call(`${PERSON}/findById`, { personId: id.southPerson }, buyer)).statusCode).toBe(200);

    await setBuyerScope('OWN_ORG');
    const own = await call(`${PERSON}/listByPage`, { pageRows: 500 }, buyer);
    expect(own.body.data.length).toBeGreaterThan(0);
    const orgs = new Set(own.body.data.map((r: { orgId: number }) => r.orgId));
    expect(orgs.size).toBe(1);
    expect(orgs.has(id.OU_SOUTH)).toBe(false);

    await setBuyerScope('PERMITTED');
    expect(await employeeNumbers()).not.toContain('S0001');
  });

  it('refuses an unknown data scope with a field message', async () => {
    const res = await call(
      `${RESP}/saveOrUpdate`,
      { responsibilityCode: 'BAD_SCOPE', responsibilityName: '错误范围', dataScope: 'EVERYTHING' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors[0].field).toBe('dataScope');
  });
});
