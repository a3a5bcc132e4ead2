import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/** The home pages' own data: quick menus, the login-count chart and the supplier's qualification warning. */

let t: TestApp;
const QUICK = '/api/srmServer/v1/srmBaseUserQuickMenuRestful';
const LOGIN_COUNT = '/api/baseServer/v1/basePersonAssignRestful/loginCount';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Menu = { menuId: number; menuCode: string; menuType: string; menuName: string };

async function menusOf(certificate: string, responsibilityId: number): Promise<Menu[]> {
  const res = await t.call(
    '/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId',
    { responsibilityId },
    { certificate },
  );
  return res.body.data as Menu[];
}

async function respIds(certificate: string): Promise<Record<string, number>> {
  const info = await t.call(USER_INFO, {}, { certificate });
  return Object.fromEntries(
    (info.body.data.responsibilities as { responsibilityCode: string; responsibilityId: number }[]).map((r) => [
      r.responsibilityCode,
      r.responsibilityId,
    ]),
  );
}

async function switchTo(certificate: string, responsibilityId: number) {
  const res = await t.call(
    '/api/baseServer/v1/baseLoginRestful/switchResponsibility',
    { responsibilityId },
    { certificate },
  );
  expect(res.body.status).toBe('S');
}

describe('quick menus', () => {
  it('are saved per user among the pages of the current responsibility, and kept across responsibilities', async () => {
    const buyer = await t.login('buyer');
    const resp = await respIds(buyer);
    await switchTo(buyer, resp.PUR_BUYER);
    // Pages only the buying responsibility holds (a page held by both is one pick, whichever shows it).
    const approverIds = new Set((await menusOf(buyer, resp.PUR_APPROVER)).map((m) => m.menuId));
    const pages = (await menusOf(buyer, resp.PUR_BUYER)).filter(
      (m) => m.menuType === '20' && !approverIds.has(m.menuId),
    );
    expect(pages.length).toBeGreaterThan(2);
    const picks = [pages[2].menuId, pages[0].menuId];

    expect((await t.call(`${QUICK}/findMine`, {}, { certificate: buyer })).body.data).toEqual([]);
    const saved = await t.call(`${QUICK}/saveMine`, { menuIds: picks }, { certificate: buyer });
    expect(saved.body.status).toBe('S');
    const mine = (await t.call(`${QUICK}/findMine`, {}, { certificate: buyer })).body.data as Menu[];
    expect(mine.map((m) => m.menuId)).toEqual(picks);

    // A folder, or a page the responsibility does not hold, is refused in the request language.
    const folder = (await menusOf(buyer, resp.PUR_BUYER)).find((m) => m.menuType === '10');
    const refused = await t.call(
      `${QUICK}/saveMine`,
      { menuIds: [folder!.menuId] },
      { certificate: buyer, lang: 'EN' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('Only menus of the current responsibility can be picked');

    // Another responsibility shows only its own picks; switching back finds the first ones again.
    await switchTo(buyer, resp.PUR_APPROVER);
    const approverPages = (await menusOf(buyer, resp.PUR_APPROVER)).filter((m) => m.menuType === '20');
    await t.call(`${QUICK}/saveMine`, { menuIds: [approverPages[0].menuId] }, { certificate: buyer });
    const there = (await t.call(`${QUICK}/findMine`, {}, { certificate: buyer })).body.data as Menu[];
    expect(there.map((m) => m.menuId)).toEqual([approverPages[0].menuId]);
    await switchTo(buyer, resp.PUR_BUYER);
    const back = (await t.call(`${QUICK}/findMine`, {}, { certificate: buyer })).body.data as Menu[];
    // The picks made here come back in their order (plus the approver's page if this one holds it too).
    expect(back.map((m) => m.menuId).filter((id) => picks.includes(id))).toEqual(picks);

    // Another user's picks are their own.
    const approver = await t.login('approver');
    expect((await t.call(`${QUICK}/findMine`, {}, { certificate: approver })).body.data).toEqual([]);
  });
});

describe('login count', () => {
  it('counts today’s logins of internal and supplier users, 30 days ending today', async () => {
    const before = await t.call(LOGIN_COUNT, {}, { certificate: await t.login('admin') });
    const today = before.body.data.at(-1);
    await t.login('buyer');
    await t.login('supplier1');
    await t.login('supplier2');
    const res = await t.call(LOGIN_COUNT, {}, { certificate: await t.login('admin') });
    const points = res.body.data as { name: string; externalCount: number; insideCount: number }[];
    expect(points).toHaveLength(30);
    const last = points.at(-1)!;
    expect(last.name).toBe(today.name);
    expect(last.externalCount - today.externalCount).toBe(2);
    // buyer + the admin's second login
    expect(last.insideCount - today.insideCount).toBe(2);
    expect(points[0].name < last.name).toBe(true);
  });

  it('answers an earlier day with zeros after it, and is for internal users only', async () => {
    const admin = await t.login('admin');
    const res = await t.call(LOGIN_COUNT, { time: '2020-02-29' }, { certificate: admin });
    expect(res.body.data.at(-1)).toEqual({ name: '2020-02-29', externalCount: 0, insideCount: 0 });
    expect(res.body.data[0].name).toBe('2020-01-31');
    const bad = await t.call(LOGIN_COUNT, { time: '29/02/2020' }, { certificate: admin });
    expect(bad.statusCode).toBe(400);
    const supplier = await t.login('supplier1');
    expect((await t.call(LOGIN_COUNT, {}, { certificate: supplier })).statusCode).toBe(403);
  });
});

describe('qualification warning', () => {
  it('lists a supplier’s qualifications expiring within 30 days in its userInfo (10 days: yes; 40 days: no), and only its own', async () => {
    const s2 = await t.call(USER_INFO, {}, { certificate: await t.login('supplier2') });
    const warnings = s2.body.data.earlyWarningList as { name: string; outDay: number }[];
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ name: 'ISO 9001 质量管理体系认证', outDay: 10 });
    const s1 = await t.call(USER_INFO, {}, { certificate: await t.login('supplier1') });
    expect(s1.body.data.earlyWarningList).toEqual([]);
  });
});
