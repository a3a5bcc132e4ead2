import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/**
 * The pickers of documents and approvals (listForSelect): open to internal users without the
 * administration menus, kept to the caller's organisations (the demo buyer is permitted East China OU).
 */
const BASE = '/api/baseServer/v1';
const ORG = `${BASE}/baseOrganizationRestful`;
const DEPT = `${BASE}/baseDepartmentRestful`;
const PERSON = `${BASE}/basePersonRestful`;
const USERS = `${BASE}/baseUsersRestful`;

let t: TestApp;
let admin: string;
let buyer: string;
let supplier: string;
const id: Record<string, number> = {};
const call = (path: string, body: object, certificate: string) => t.call(path, body, { certificate, lang: 'EN' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  buyer = await t.login('buyer');
  supplier = await t.login('supplier1');
  for (const r of (await call(`${ORG}/listTree`, {}, admin)).body.data) id[r.orgCode] = r.orgId;
  const person = await call(
    `${PERSON}/saveOrUpdate`,
    { employeeNumber: 'S0009', personName: 'South picker', orgId: id.OU_SOUTH },
    admin,
  );
  expect(person.statusCode).toBe(200);
  const dept = await call(
    `${DEPT}/saveOrUpdate`,
    { departmentCode: 'S-PICK', departmentName: 'South picking', orgId: id.OU_SOUTH },
    admin,
  );
  expect(dept.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('select lists', () => {
  it('give the buyer only the organisations it is permitted', async () => {
    const res = await call(`${ORG}/listForSelect`, { searchParams: {}, pageRows: 100 }, buyer);
    expect(res.statusCode).toBe(200);
    const codes = res.body.data.map((r: { orgCode: string }) => r.orgCode);
    expect(codes).toContain('OU_EAST');
    expect(codes).not.toContain('OU_SOUTH');
    const all = await call(`${ORG}/listForSelect`, { searchParams: { orgType: 'OU' }, pageRows: 100 }, admin);
    expect(all.body.data.map((r: { orgCode: string }) => r.orgCode)).toEqual(
      expect.arrayContaining(['OU_EAST', 'OU_SOUTH']),
    );
    const east = await call(`${ORG}/listForSelect`, { searchParams: { keyword: 'east' } }, admin);
    expect(east.body.data.map((r: { orgCode: string }) => r.orgCode)).toContain('OU_EAST');
    expect(east.body.data.map((r: { orgCode: string }) => r.orgCode)).not.toContain('OU_SOUTH');
  });

  it('give the buyer departments of its organisations only', async () => {
    const mine = await call(`${DEPT}/listForSelect`, { searchParams: { orgId: id.OU_EAST } }, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((r: { orgId: number }) => r.orgId === id.OU_EAST)).toBe(true);
    const south = await call(`${DEPT}/listForSelect`, { searchParams: { orgId: id.OU_SOUTH } }, buyer);
    expect(south.body.data).toEqual([]);
    const seen = await call(`${DEPT}/listForSelect`, { searchParams: { orgId: id.OU_SOUTH, keyword: 'pick' } }, admin);
    expect(seen.body.data.map((r: { departmentCode: string }) => r.departmentCode)).toEqual(['S-PICK']);
    const purchasing = await call(
      `${DEPT}/listForSelect`,
      { searchParams: { orgId: id.OU_EAST, keyword: 'purch' } },
      buyer,
    );
    expect(purchasing.body.data.map((r: { departmentCode: string }) => r.departmentCode)).toEqual(['PUR']);
  });

  it('give the buyer persons of its organisations only, found by keyword', async () => {
    const res = await call(`${PERSON}/listForSelect`, { searchParams: {}, pageRows: 100 }, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r: { orgId: number | null }) => r.orgId !== id.OU_SOUTH)).toBe(true);
    const hidden = await call(`${PERSON}/listForSelect`, { searchParams: { keyword: 'South picker' } }, buyer);
    expect(hidden.body.data).toEqual([]);
    const shown = await call(`${PERSON}/listForSelect`, { searchParams: { keyword: 'South picker' } }, admin);
    expect(shown.body.data.map((r: { employeeNumber: string }) => r.employeeNumber)).toEqual(['S0009']);
    const found = await call(`${PERSON}/listForSelect`, { searchParams: { keyword: '采购' } }, buyer);
    expect(found.body.data.map((r: { employeeNumber: string }) => r.employeeNumber)).toEqual(['E0002']);
  });

  it('list enabled internal users by name or full name', async () => {
    const res = await call(`${USERS}/listForSelect`, { searchParams: { keyword: 'finance' } }, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      { userId: expect.any(Number), userName: 'finance', userFullName: expect.any(String) },
    ]);
    const byFullName = await call(
      `${USERS}/listForSelect`,
      { searchParams: { keyword: res.body.data[0].userFullName } },
      buyer,
    );
    expect(byFullName.body.data.map((r: { userName: string }) => r.userName)).toEqual(['finance']);
    const all = await call(`${USERS}/listForSelect`, { pageRows: 100 }, buyer);
    const names = all.body.data.map((r: { userName: string }) => r.userName);
    expect(names).toContain('approver');
    expect(names).not.toContain('supplier1');
  });

  it('refuse supplier users', async () => {
    for (const path of [`${ORG}/listForSelect`, `${PERSON}/listForSelect`, `${USERS}/listForSelect`]) {
      expect((await call(path, { searchParams: {} }, supplier)).statusCode).toBe(403);
    }
    expect((await call(`${DEPT}/listForSelect`, { searchParams: { orgId: id.OU_EAST } }, supplier)).statusCode).toBe(
      403,
    );
  });
});
