import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../platform/access/schema.ts';
import { users } from '../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('runs once: a second start adds nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(users))[0].n;
    expect(Number(before)).toBe(6);
    expect(await seedDemo(t.database.db)).toBe(false);
    expect((await t.database.db.select({ n: count() }).from(users))[0].n).toBe(before);
    expect(Number((await t.database.db.select({ n: count() }).from(menus))[0].n)).toBeGreaterThan(40);
  });

  it('lets every demo user log in', async () => {
    for (const name of ['admin', 'buyer', 'approver', 'finance', 'supplier1', 'supplier2']) {
      expect(await t.login(name)).toBeTruthy();
    }
  });
});
