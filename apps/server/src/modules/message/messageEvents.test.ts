import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSupplierPending } from '../../platform/pending/supplierPendings.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { createKit, draftBody, type Kit, REQ } from '../purchase/testKit.ts';
import { runReminders } from './reminders.ts';

/** The business events wired to the message centre, and the to-do reminder job with a moved clock. */

const M = '/api/messageServer/v1';
type Row = Record<string, any>;
let k: Kit;
let supplier2: string;

const inbox = async (cert: string) =>
  (await k.t.call(`${M}/msgInboxRestful/listByPage`, { pageRows: 50 }, { certificate: cert, lang: 'EN' })).body
    .data as Row[];

beforeAll(async () => {
  k = await createKit();
  supplier2 = await k.t.login('supplier2');
});
afterAll(async () => k?.t.close());

describe('events', () => {
  it('a requisition approved sends the "approved" message to its requester, in the request language', async () => {
    const draft = (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids), k.cert.buyer)).body.data;
    const sub = (
      await k.call(`${REQ}/doSubmit`, { requisitionId: draft.requisitionId, version: draft.version }, k.cert.buyer)
    ).body.data;
    expect((await inbox(k.cert.buyer)).some((r) => r.sourceCode === 'PUR_REQ_APPROVED')).toBe(false);
    const res = await k.call(
      `${REQ}/doApproval`,
      { requisitionId: sub.requisitionId, version: sub.version },
      k.cert.approver,
    );
    expect(res.body.data.status).toBe('APPROVED');
    const mine = (await inbox(k.cert.buyer)).filter((r) => r.sourceCode === 'PUR_REQ_APPROVED');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: `Requisition ${sub.requisitionNumber} approved`,
      content: `Your requisition ${sub.requisitionNumber} (Spare parts for line 2) was approved; amount 169.00.`,
      billId: sub.requisitionId,
      readFlag: 'N',
    });
    // The e-mail waits for the delivery job (it is sent after the approval committed).
    const receivers = (
      await k.call(
        `${M}/msgReceiveRestful/listByPage`,
        { searchParams: { instanceId: mine[0].instanceId } },
        k.cert.admin,
      )
    ).body.data as Row[];
    expect(receivers.map((r) => [r.userName, r.channel, r.status]).sort()).toEqual([
      ['buyer', 'EMAIL', 'PENDING'],
      ['buyer', 'IN_APP', 'SENT'],
    ]);
    // The approver got nothing.
    expect((await inbox(k.cert.approver)).some((r) => r.sourceCode === 'PUR_REQ_APPROVED')).toBe(false);
  });

  it("a supplier to-do sent reaches that supplier's users only", async () => {
    await k.t.database.db.transaction((tx) =>
      openSupplierPending(tx, {
        supplierId: k.ids.supplier1,
        pendingTitle: '请确认交期',
        billType: 'PO_ORDER',
        billId: 77,
        billNumber: 'PO0077',
        createdBy: null,
      }),
    );
    const s1 = (await inbox(k.cert.supplier1)).filter((r) => r.sourceCode === 'SUPPLIER_TODO_SENT');
    expect(s1.map((r) => r.title)).toEqual(['New to-do: 请确认交期']);
    expect(s1[0].content).toBe('苏州精密机械有限公司, you have a new to-do: 请确认交期 PO0077');
    expect((await inbox(supplier2)).some((r) => r.sourceCode === 'SUPPLIER_TODO_SENT')).toBe(false);
    const other = await k.t.call(
      `${M}/msgInboxRestful/findById`,
      { receiverId: s1[0].receiverId },
      { certificate: supplier2 },
    );
    expect(other.statusCode).toBe(404);
  });

  it('a source switched off sends nothing', async () => {
    const configs = (await k.call(`${M}/msgConfigRestful/listByPage`, { pageRows: 50 }, k.cert.admin)).body
      .data as Row[];
    const todo = configs.find((c) => c.sourceCode === 'SUPPLIER_TODO_SENT')!;
    await k.call(`${M}/msgConfigRestful/saveOrUpdate`, { ...todo, enabledFlag: 'N' }, k.cert.admin);
    const before = (await inbox(k.cert.supplier1)).length;
    await k.t.database.db.transaction((tx) =>
      openSupplierPending(tx, {
        supplierId: k.ids.supplier1,
        pendingTitle: 'silent',
        billType: 'PO_ORDER',
        createdBy: null,
      }),
    );
    expect((await inbox(k.cert.supplier1)).length).toBe(before);
  });
});

describe('the reminder job', () => {
  it('reminds an open to-do after N hours, every M hours, at most K times; a handled one no more', async () => {
    const db = k.t.database.db;
    const created = new Date('2026-03-01T08:00:00Z');
    const [todo] = await db
      .insert(interiorPendings)
      .values({
        pendingTitle: '采购申请 PR-T1 待审批',
        billType: 'PUR_REQUISITION',
        billId: 1,
        billNumber: 'PR-T1',
        receiverUserId: k.ids.approverUser,
        creationDate: created,
      })
      .returning();
    const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
    const reminders = async () =>
      ((await k.call(`${M}/msgTdRestful/listByPage`, { pageRows: 50 }, k.cert.admin)).body.data as Row[]).filter(
        (r) => r.pendingId === todo.id,
      );
    await runReminders(db, { now: at(23) });
    expect(await reminders()).toHaveLength(0);
    await runReminders(db, { now: at(24) });
    await runReminders(db, { now: at(30) }); // not yet: every 24 hours
    expect(await reminders()).toHaveLength(1);
    await runReminders(db, { now: at(48) });
    await runReminders(db, { now: at(72) });
    await runReminders(db, { now: at(96) }); // the demo rule stops at 3
    const sent = await reminders();
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({
      title: 'Reminder: 采购申请 PR-T1 待审批',
      pendingTitle: '采购申请 PR-T1 待审批',
      todoState: 'OPEN',
      sendType: 'REMINDER',
    });
    expect(sent.map((r) => r.content).sort()[0]).toContain('waited 24 hours');
    const approverInbox = (await inbox(k.cert.approver)).filter((r) => r.sourceCode === 'TODO_REMINDER');
    expect(approverInbox).toHaveLength(3);
    // A handled to-do is not reminded.
    await db.execute(sql`update srm_interior_pending set handle_flag = 'Y' where id = ${todo.id}`);
    await db.execute(sql`update msg_reminder_rule set max_times = 10`);
    await runReminders(db, { now: at(200) });
    expect(await reminders()).toHaveLength(3);
  });
});
