import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import { holdsMenu } from './check.ts';
import { heldMenuResources } from './menus.ts';
import { permittedIds } from './scope.ts';
import { accessFor, accessReadFor } from './snapshot.ts';

/*
 * The access snapshot (one statement per request) answers what the separate reads answered: the menus, the
 * buttons on them, the permits; read once per request, afresh for the next one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: Record<string, never>[] };

/** A demo user with the first responsibility it holds, as the session lookup gives it. */
async function sessionUser(name: string): Promise<SessionUser> {
  const { rows: users } = await rows(sql`select u.id, u.user_type, u.supplier_id, u.org_id, u.person_id, u.admin_flag,
      (select min(ur.responsibility_id) from base_user_resp ur where ur.user_id = u.id) as resp
    from base_users u where u.user_name = ${name}`);
  const u = users[0];
  return {
    sessionId: 0,
    userId: u.id,
    userName: name,
    userFullName: name,
    userType: u.user_type,
    supplierId: u.supplier_id,
    orgId: u.org_id,
    personId: u.person_id,
    adminFlag: u.admin_flag,
    responsibilityId: u.resp,
    authorizationCode: '',
  };
}

/** Every menu code, some held by the user's responsibility and some not. */
async function allMenuCodes(): Promise<string[]> {
  return (await rows(sql`select menu_code from base_menu order by id`)).rows.map((r) => r.menu_code as string);
}

describe('the access snapshot', () => {
  it('answers the menus, buttons and permits the separate reads answer, for buyers, approvers and suppliers', async () => {
    const codes = await allMenuCodes();
    for (const name of ['buyer', 'approver', 'supplier1']) {
      const user = await sessionUser(name);
      expect(user.responsibilityId, name).not.toBeNull();
      const snapshot = await accessFor(t.database.db, user, undefined, codes);
      let heldMenus = 0;
      for (const code of codes) {
        expect(snapshot.menus.has(code), `${name} ${code}`).toBe(await holdsMenu(t.database.db, user, code));
        expect([...(snapshot.buttons.get(code) ?? [])].sort(), `${name} ${code}`).toEqual(
          [...(await heldMenuResources(t.database.db, user, code))].sort(),
        );
        if (snapshot.menus.has(code)) heldMenus++;
      }
      expect(heldMenus, name).toBeGreaterThan(0);
      expect(snapshot.permits).toEqual(await permittedIds(t.database.db, user));
    }
  });

  it('is read once per request, and a revoked button is gone from the next request', async () => {
    const buyer = await sessionUser('buyer');
    const codes = await allMenuCodes();
    const before = await accessFor(t.database.db, buyer, undefined, codes);
    const [menuCode, buttons] = [...before.buttons].find(([, held]) => held.size > 0)!;
    const button = [...buttons][0];

    const request = {};
    const first = accessFor(t.database.db, buyer, request, [menuCode]);
    expect(accessFor(t.database.db, buyer, request, [menuCode])).toBe(first);
    expect(accessFor(t.database.db, buyer, request)).toBe(first);
    expect(accessReadFor(buyer, request, [menuCode])).toBe(first);
    expect(accessReadFor(buyer, {}, [menuCode])).toBeUndefined();
    expect((await first).buttons.get(menuCode)?.has(button)).toBe(true);

    await t.database.db.execute(sql`delete from base_resp_resource where responsibility_id = ${buyer.responsibilityId}
      and resource_id = (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id
        where m.menu_code = ${menuCode} and r.resource_code = ${button})`);
    const next = await accessFor(t.database.db, buyer, {}, [menuCode]);
    expect(next.buttons.get(menuCode)?.has(button)).toBe(false);
    expect(next.buttons.get(menuCode)?.size).toBe(buttons.size - 1);
  });
});
