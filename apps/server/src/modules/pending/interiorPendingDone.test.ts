import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const DONE = '/api/srmServer/v1/interiorPendingRestful/doPendingDone';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const userId = async (name: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0].id;

describe('interior to-dos of quality notices are marked done when opened', () => {
  it('marks the own WJQMS item done once; others 404; approval to-dos 403', async () => {
    const buyerId = await userId('buyer');
    const [notice, approval] = await t.database.db
      .insert(interiorPendings)
      .values([
        { pendingTitle: 'WJQMS notice', billType: 'WJQMS', billId: 1, receiverUserId: buyerId },
        { pendingTitle: 'PR approval', billType: 'PUR_REQUISITION', billId: 2, receiverUserId: buyerId },
      ])
      .returning();
    const [buyer, approver, supplier1] = await Promise.all(['buyer', 'approver', 'supplier1'].map((n) => t.login(n)));
    expect((await t.call(DONE, { interiorPendingId: notice.id }, { certificate: approver })).statusCode).toBe(404);
    expect((await t.call(DONE, { interiorPendingId: notice.id }, { certificate: supplier1 })).statusCode).toBe(403);
    expect((await t.call(DONE, { interiorPendingId: approval.id }, { certificate: buyer })).statusCode).toBe(403);
    expect((await t.call(DONE, { interiorPendingId: notice.id }, { certificate: buyer })).body.status).toBe('S');
    const [first] = await t.database.db.select().from(interiorPendings).where(eq(interiorPendings.id, notice.id));
    expect(first).toMatchObject({ handleFlag: 'Y', handleUserId: buyerId });
    expect((await t.call(DONE, { interiorPendingId: notice.id }, { certificate: buyer })).body.status).toBe('S');
    const [again] = await t.database.db.select().from(interiorPendings).where(eq(interiorPendings.id, notice.id));
    expect(again.handleDate?.getTime()).toBe(first.handleDate?.getTime());
    const [untouched] = await t.database.db.select().from(interiorPendings).where(eq(interiorPendings.id, approval.id));
    expect(untouched.handleFlag).toBe('N');
  });
});
