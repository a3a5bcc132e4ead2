import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { clearProfileCache } from '../../platform/profiles/profiles.ts';
import { profiles } from '../../platform/profiles/schema.ts';
import { processTasks } from '../../platform/workflow/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { departmentsByIds, personsByIds } from '../admin/directoryService.ts';
import { seedWorkflowDemo } from './seed.ts';
import {
  BPM,
  bpmn,
  type DemoUser,
  demoUser,
  deployProcess,
  endEvent,
  flow,
  gateway,
  linearProcess,
  monitor,
  PENDING,
  recordEnds,
  startApproval,
  startEvent,
  taskCall,
  todo,
  userTask,
} from './testKit.ts';

let t: TestApp;
let admin: string;
let buyer: DemoUser;
let approver: DemoUser;
let finance: DemoUser;
let buyerDepartmentId: number;
let docId = 1000;
const nextDoc = () => ++docId;

beforeAll(async () => {
  t = await createTestApp();
  await seedWorkflowDemo(t.database.db);
  admin = await t.login('admin');
  [buyer, approver, finance] = await Promise.all(['buyer', 'approver', 'finance'].map((n) => demoUser(t, n)));
  buyerDepartmentId = (await personsByIds(t.database.db, [buyer.personId!])).get(buyer.personId!)!.departmentId!;
});
afterAll(async () => t?.close());

const pendings = async (user: DemoUser, body: object = {}) =>
  (await t.call(PENDING, { pageRows: 100, ...body }, { certificate: user.certificate, lang: 'EN' })).body.data as any[];
const taskOn = async (user: DemoUser, id: number) => (await todo(t, user.certificate)).find((r) => r.docId === id);

describe('the default purchase requisition process (demo seed)', () => {
  const ends = recordEnds('PUR_REQUISITION');
  const submit = (totalAmount: number | string) =>
    startApproval(t, {
      billType: 'PUR_REQUISITION',
      docId: nextDoc(),
      initiatorUserId: buyer.userId,
      variables: { departmentId: buyerDepartmentId, totalAmount },
      title: `Purchase requisition PR${docId}`,
      menuCode: 'PUR_REQUISITION',
    });

  it('has the buyer’s department headed by the approver, so the approver is the first step', async () => {
    const department = (await departmentsByIds(t.database.db, [buyerDepartmentId])).get(buyerDepartmentId)!;
    expect(department.headPersonId).toBe(approver.personId);
  });

  it('ends after the department head when the total is within the profile amount', async () => {
    await submit(50000);
    const task = await taskOn(approver, docId);
    // The step is named in the reader's language: the model's srm:nameEn in English, its name in Chinese.
    expect(task).toMatchObject({
      nodeId: 'Task_DeptHead',
      nodeName: 'Department head approval',
      title: `Purchase requisition PR${docId}`,
    });
    const inChinese = await t.call(
      `${BPM}/bpmTaskRestful/listTodoByPage`,
      { pageRows: 100 },
      { certificate: approver.certificate, lang: 'CN' },
    );
    expect(inChinese.body.data.find((r: { docId: number }) => r.docId === docId)?.nodeName).toBe('部门负责人审批');
    const res = await taskCall(t, approver.certificate, 'approve', { taskId: task!.taskId, comment: 'ok' });
    expect(res.body).toMatchObject({ status: 'S', msg: 'Approved', data: { ended: true } });
    expect(ends.at(-1)).toEqual({ docId, billType: 'PUR_REQUISITION', outcome: 'APPROVED' });
  });

  it('routes to the second approver above the amount, and the profile decides where "above" starts', async () => {
    await submit('50000.01');
    const first = await taskOn(approver, docId);
    expect((await taskCall(t, approver.certificate, 'approve', { taskId: first!.taskId })).body.data).toEqual({
      ended: false,
    });
    const second = await taskOn(approver, docId);
    expect(second).toMatchObject({ nodeId: 'Task_SecondApproval' });
    await taskCall(t, approver.certificate, 'approve', { taskId: second!.taskId });
    expect(ends.at(-1)).toMatchObject({ docId, outcome: 'APPROVED' });

    // An organisation's own value wins; it is frozen into the instance when the approval starts.
    await t.database.db.insert(profiles).values({
      profileCode: 'PUR_REQ_SECOND_APPROVAL_AMOUNT',
      profileName: 'x',
      valueType: 'NUMBER',
      profileValue: '1000',
      scopeType: 'SYSTEM',
    });
    clearProfileCache(t.database.db);
    await submit(1500);
    await taskCall(t, approver.certificate, 'approve', { taskId: (await taskOn(approver, docId))!.taskId });
    expect(await taskOn(approver, docId)).toMatchObject({ nodeId: 'Task_SecondApproval' });
    const m = await monitor(t, buyer.certificate, { billType: 'PUR_REQUISITION', docId });
    expect(m.body.data.currentNodeIds).toEqual(['Task_SecondApproval']);
    expect(m.body.data.openTasks.map((o: { nodeName: string }) => o.nodeName)).toEqual(['Second approval']);
    expect(m.body.data.history.map((e: { nodeName: string | null }) => e.nodeName)).toContain(
      'Department head approval',
    );
    await t.database.db.delete(profiles).where(eq(profiles.profileCode, 'PUR_REQ_SECOND_APPROVAL_AMOUNT'));
    clearProfileCache(t.database.db);
  });

  it('refuses a second start of a running document', async () => {
    await submit(10);
    await expect(
      startApproval(t, { billType: 'PUR_REQUISITION', docId, initiatorUserId: buyer.userId, variables: {} }),
    ).rejects.toMatchObject({ statusCode: 409, key: 'bpm.alreadyRunning' });
  });
});

describe('completing a task', () => {
  const BILL = 'TEST_SINGLE';
  const ends = recordEnds(BILL);
  beforeAll(async () => {
    await deployProcess(t, admin, BILL, linearProcess(userTask('check', 'Check', 'PERSON', String(approver.personId))));
  });

  it('takes effect exactly once out of 20 concurrent approvals of the same task (by task id)', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId });
    const task = await taskOn(approver, id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => taskCall(t, approver.certificate, 'approve', { taskId: task!.taskId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.body.msg).toBe('This approval task was already handled by someone else, refresh the page');
    }
    expect(ends.filter((e) => e.docId === id)).toEqual([{ docId: id, billType: BILL, outcome: 'APPROVED' }]);
  });

  it('takes effect exactly once out of 20 concurrent completions through the document engine’s contract', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) =>
          t.app.deps.workflow.complete(tx, { billType: BILL, docId: id, userId: approver.userId, outcome: 'APPROVE' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([{ status: 'fulfilled', value: { ended: true } }]);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, key: 'error.taskAlreadyHandled' });
    }
    expect(ends.filter((e) => e.docId === id)).toHaveLength(1);
    // Someone with no task on it at all is told so (403), not that it was handled.
    await expect(
      t.database.db.transaction((tx) =>
        t.app.deps.workflow.complete(tx, { billType: BILL, docId: id, userId: finance.userId, outcome: 'APPROVE' }),
      ),
    ).rejects.toMatchObject({ statusCode: 403, key: 'error.noOpenTask' });
  });

  it('tells the document engine which documents of a page the user may decide now', async () => {
    const [a, b] = [nextDoc(), nextDoc()];
    await startApproval(t, { billType: BILL, docId: a, initiatorUserId: buyer.userId });
    await startApproval(t, { billType: BILL, docId: b, initiatorUserId: buyer.userId });
    const open = await t.app.deps.workflow.openTasksOf(t.database.db, BILL, [a, b, 1], approver.userId);
    expect([...open].sort()).toEqual([a, b]);
    expect(await t.app.deps.workflow.openTasksOf(t.database.db, BILL, [a, b], buyer.userId)).toEqual(new Set());
  });

  it('opens a to-do for the approver and marks it handled by whoever decided (the done list)', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId, menuCode: 'PUR_REQUISITION' });
    const [item] = (await pendings(approver, { handleFlag: 'N', cancelFlag: 'N' })).filter((p) => p.billId === id);
    expect(item).toMatchObject({
      pendingTitle: `Test document ${id}`,
      billType: BILL,
      billNumber: `DOC${id}`,
      menuCode: 'PUR_REQUISITION',
      menuName: 'Purchase requisitions',
      handleFlag: 'N',
      cancelFlag: 'N',
      handleUserId: null,
      receiverUserId: approver.userId,
    });
    await taskCall(t, approver.certificate, 'approve', { taskId: item.billParams.taskId });
    expect((await pendings(approver, { handleFlag: 'N' })).some((p) => p.billId === id)).toBe(false);
    const [done] = (await pendings(approver, { handleFlag: 'Y', handleUserId: approver.userId })).filter(
      (p) => p.billId === id,
    );
    expect(done).toMatchObject({
      handleFlag: 'Y',
      cancelFlag: 'N',
      handleUserId: approver.userId,
      handleUser: '王审批',
    });
    expect(done.handleDate).toBeTruthy();
  });

  it('refuses to start when the step finds nobody, naming the step, and leaves nothing behind', async () => {
    const bill = 'TEST_NOBODY';
    await deployProcess(t, admin, bill, linearProcess(userTask('x', 'Plant manager', 'POSITION', 'NO_SUCH_POSITION')));
    const id = nextDoc();
    const refused = await startApproval(t, { billType: bill, docId: id, initiatorUserId: buyer.userId }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 400, key: 'bpm.noAssigneeFound', params: { node: 'Plant manager' } });
    expect((await monitor(t, admin, { billType: bill, docId: id })).statusCode).toBe(404);
    await expect(
      startApproval(t, { billType: 'NOT_DEPLOYED', docId: id, initiatorUserId: buyer.userId }),
    ).rejects.toMatchObject({
      statusCode: 400,
      key: 'error.workflowNotDeployed',
    });
  });
});

describe('countersigning', () => {
  const persons = () => `${approver.personId},${finance.personId}`;
  const ends: Record<string, ReturnType<typeof recordEnds>> = {
    TEST_ALL: recordEnds('TEST_ALL'),
    TEST_ANY: recordEnds('TEST_ANY'),
  };
  beforeAll(async () => {
    await deployProcess(
      t,
      admin,
      'TEST_ALL',
      linearProcess(userTask('sign', 'Countersign', 'PERSON', persons(), 'ALL')),
    );
    await deployProcess(
      t,
      admin,
      'TEST_ANY',
      linearProcess(userTask('sign', 'Countersign', 'PERSON', persons(), 'ANY')),
    );
  });

  it('ALL: waits for every countersigner', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: 'TEST_ALL', docId: id, initiatorUserId: buyer.userId });
    const mine = await taskOn(approver, id);
    const theirs = await taskOn(finance, id);
    expect(mine!.taskId).not.toBe(theirs!.taskId);
    expect((await taskCall(t, approver.certificate, 'approve', { taskId: mine!.taskId })).body.data).toEqual({
      ended: false,
    });
    expect(ends.TEST_ALL).toHaveLength(0);
    expect((await pendings(finance, { handleFlag: 'N' })).some((p) => p.billId === id)).toBe(true);
    expect((await taskCall(t, finance.certificate, 'approve', { taskId: theirs!.taskId })).body.data).toEqual({
      ended: true,
    });
    expect(ends.TEST_ALL).toEqual([{ docId: id, billType: 'TEST_ALL', outcome: 'APPROVED' }]);
  });

  it('ALL: two countersigners deciding at the same moment end the approval exactly once', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: 'TEST_ALL', docId: id, initiatorUserId: buyer.userId });
    const [mine, theirs] = [await taskOn(approver, id), await taskOn(finance, id)];
    const results = await Promise.all([
      taskCall(t, approver.certificate, 'approve', { taskId: mine!.taskId }),
      taskCall(t, finance.certificate, 'approve', { taskId: theirs!.taskId }),
    ]);
    expect(results.map((r) => r.body.data.ended).sort()).toEqual([false, true]);
    expect(ends.TEST_ALL.filter((e) => e.docId === id)).toEqual([
      { docId: id, billType: 'TEST_ALL', outcome: 'APPROVED' },
    ]);
  });

  it('ALL: one rejection rejects, and the other countersigner’s task and to-do are cancelled', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: 'TEST_ALL', docId: id, initiatorUserId: buyer.userId });
    const mine = await taskOn(approver, id);
    await taskCall(t, approver.certificate, 'reject', { taskId: mine!.taskId, comment: 'too expensive' });
    expect(ends.TEST_ALL.at(-1)).toEqual({ docId: id, billType: 'TEST_ALL', outcome: 'REJECTED' });
    expect(await taskOn(finance, id)).toBeUndefined();
    const [cancelled] = (await pendings(finance, { cancelFlag: 'Y' })).filter((p) => p.billId === id);
    expect(cancelled).toMatchObject({ handleFlag: 'N', cancelFlag: 'Y', handleUserId: null });
  });

  it('ANY: the first approval decides; the other task is cancelled', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: 'TEST_ANY', docId: id, initiatorUserId: buyer.userId });
    const theirs = await taskOn(finance, id);
    expect((await taskCall(t, finance.certificate, 'approve', { taskId: theirs!.taskId })).body.data).toEqual({
      ended: true,
    });
    expect(ends.TEST_ANY).toEqual([{ docId: id, billType: 'TEST_ANY', outcome: 'APPROVED' }]);
    expect(await taskOn(approver, id)).toBeUndefined();
    const tasks = await t.database.db
      .select()
      .from(processTasks)
      .where(eq(processTasks.instanceId, theirs!.instanceId));
    expect(tasks.map((x) => [x.assigneeUserId, x.status]).sort()).toEqual(
      [
        [approver.userId, 'CANCELLED'],
        [finance.userId, 'DONE'],
      ].sort(),
    );
  });
});

describe('rejecting, resubmitting, returning to an earlier step, withdrawing', () => {
  const BILL = 'TEST_TWO_STEPS';
  const ends = recordEnds(BILL);
  beforeAll(async () => {
    await deployProcess(
      t,
      admin,
      BILL,
      linearProcess(
        userTask('first', 'First check', 'PERSON', String(approver.personId)),
        userTask('second', 'Second check', 'FIELD', 'reviewerUserId'),
      ),
    );
  });
  const start = (id: number) =>
    startApproval(t, {
      billType: BILL,
      docId: id,
      initiatorUserId: buyer.userId,
      variables: { reviewerUserId: finance.userId },
    });

  it('a rejection goes back to the initiator (REJECTED, callback once); the document can then start again', async () => {
    const id = nextDoc();
    await start(id);
    const noReason = await taskCall(t, approver.certificate, 'reject', {
      taskId: (await taskOn(approver, id))!.taskId,
    });
    expect(noReason.statusCode).toBe(400);
    const res = await taskCall(t, approver.certificate, 'reject', {
      taskId: (await taskOn(approver, id))!.taskId,
      comment: 'quantities missing',
    });
    expect(res.body).toMatchObject({ status: 'S', msg: 'Rejected', data: { ended: true } });
    expect(ends.filter((e) => e.docId === id)).toEqual([{ docId: id, billType: BILL, outcome: 'REJECTED' }]);

    const again = await start(id);
    const m = await monitor(t, buyer.certificate, { billType: BILL, docId: id });
    expect(m.body.data).toMatchObject({ instanceId: again.instanceId, status: 'RUNNING', currentNodeIds: ['first'] });
    expect(m.body.data.rounds.map((r: any) => r.status)).toEqual(['RUNNING', 'REJECTED']);
  });

  it('a rejection may return to an earlier step, which opens again with its assignee', async () => {
    const id = nextDoc();
    await start(id);
    await taskCall(t, approver.certificate, 'approve', {
      taskId: (await taskOn(approver, id))!.taskId,
      comment: 'fine',
    });
    const second = await taskOn(finance, id);
    const found = await taskCall(t, finance.certificate, 'findById', { taskId: second!.taskId });
    expect(found.body.data.rejectTargets).toEqual([{ nodeId: 'first', nodeName: 'First check' }]);
    const wrong = await taskCall(t, finance.certificate, 'reject', {
      taskId: second!.taskId,
      comment: 'x',
      targetNodeId: 'second',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe('Cannot return to "Second check": it is not an approval step this process has passed');
    const back = await taskCall(t, finance.certificate, 'reject', {
      taskId: second!.taskId,
      comment: 'ask the first step again',
      targetNodeId: 'first',
    });
    expect(back.body.data).toEqual({ ended: false });
    expect(await taskOn(approver, id)).toMatchObject({ nodeId: 'first' });
    expect(ends.some((e) => e.docId === id)).toBe(false);
    const m = await monitor(t, approver.certificate, { billType: BILL, docId: id });
    expect(m.body.data.history.map((h: any) => [h.eventType, h.nodeId, h.userName, h.comment])).toEqual([
      ['START', null, '李采购', null],
      ['APPROVE', 'first', '王审批', 'fine'],
      ['REJECT', 'second', '赵财务', 'ask the first step again'],
    ]);
    expect(m.body.data.history[2].detail).toEqual({ targetNodeId: 'first' });
    expect(m.body.data.history[1].durationMs).toBeGreaterThanOrEqual(0);
    expect(m.body.data.bpmnXml).toContain('First check');
  });

  it('the initiator withdraws a running approval: tasks and to-dos cancelled, callback WITHDRAWN', async () => {
    const id = nextDoc();
    await start(id);
    const withdraw = (userId: number) =>
      t.database.db.transaction((tx) => t.app.deps.workflow.withdraw(tx, { billType: BILL, docId: id, userId }));
    await expect(withdraw(approver.userId)).rejects.toMatchObject({ statusCode: 403, key: 'bpm.notInitiator' });
    await withdraw(buyer.userId);
    expect(ends.filter((e) => e.docId === id)).toEqual([{ docId: id, billType: BILL, outcome: 'WITHDRAWN' }]);
    expect(await taskOn(approver, id)).toBeUndefined();
    expect((await pendings(approver, { cancelFlag: 'Y' })).some((p) => p.billId === id)).toBe(true);
    await expect(withdraw(buyer.userId)).rejects.toMatchObject({ statusCode: 409, key: 'bpm.notRunning' });
    const m = await monitor(t, buyer.certificate, { billType: BILL, docId: id });
    expect(m.body.data).toMatchObject({ status: 'WITHDRAWN', currentNodeIds: [] });
    expect(m.body.data.history.map((h: any) => h.eventType)).toEqual(['START', 'WITHDRAW', 'END']);
  });
});

describe('handing a task over', () => {
  const BILL = 'TEST_HANDOVER';
  const ends = recordEnds(BILL);
  beforeAll(async () => {
    await deployProcess(t, admin, BILL, linearProcess(userTask('check', 'Check', 'PERSON', String(approver.personId))));
  });

  it('transfer: the task moves; the old owner’s to-do is handled by the old owner, the new owner decides', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId });
    const task = await taskOn(approver, id);
    const supplier = await demoUser(t, 'supplier1');
    const toSupplier = await taskCall(t, approver.certificate, 'transfer', {
      taskId: task!.taskId,
      toUserId: supplier.userId,
    });
    expect(toSupplier.statusCode).toBe(400);
    const res = await taskCall(t, approver.certificate, 'transfer', {
      taskId: task!.taskId,
      toUserId: finance.userId,
      comment: 'on leave',
    });
    expect(res.body.msg).toBe('Transferred');
    expect(await taskOn(approver, id)).toBeUndefined();
    expect((await taskCall(t, approver.certificate, 'approve', { taskId: task!.taskId })).statusCode).toBe(409);
    const [handed] = (await pendings(approver, { handleFlag: 'Y' })).filter((p) => p.billId === id);
    expect(handed).toMatchObject({ handleUserId: approver.userId });
    expect(await taskOn(finance, id)).toMatchObject({ transferredFromName: '王审批', onBehalfOf: null });
    await taskCall(t, finance.certificate, 'approve', { taskId: task!.taskId });
    expect(ends.at(-1)).toEqual({ docId: id, billType: BILL, outcome: 'APPROVED' });
    const history = (await monitor(t, buyer.certificate, { billType: BILL, docId: id })).body.data.history;
    expect(history.map((h: any) => [h.eventType, h.userName, h.toUserName])).toEqual([
      ['START', '李采购', null],
      ['TRANSFER', '王审批', '赵财务'],
      ['APPROVE', '赵财务', null],
      ['END', '赵财务', null],
    ]);
  });

  it('delegate: the delegate decides on the owner’s behalf, recorded; both to-dos are closed by the delegate', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId });
    const task = await taskOn(approver, id);
    await taskCall(t, approver.certificate, 'delegate', { taskId: task!.taskId, toUserId: finance.userId });
    expect(await taskOn(approver, id)).toBeTruthy();
    expect(await taskOn(finance, id)).toMatchObject({ onBehalfOf: '王审批' });
    const notTheirs = await taskCall(t, finance.certificate, 'transfer', {
      taskId: task!.taskId,
      toUserId: buyer.userId,
    });
    expect(notTheirs.statusCode).toBe(403);
    await taskCall(t, finance.certificate, 'approve', { taskId: task!.taskId, comment: 'for Wang' });
    const history = (await monitor(t, approver.certificate, { billType: BILL, docId: id })).body.data.history;
    expect(history.find((h: any) => h.eventType === 'APPROVE')).toMatchObject({
      userName: '赵财务',
      onBehalfOfName: '王审批',
      comment: 'for Wang',
    });
    for (const user of [approver, finance]) {
      const [item] = (await pendings(user)).filter((p) => p.billId === id && p.receiverUserId === user.userId);
      expect(item).toMatchObject({ handleFlag: 'Y', handleUserId: finance.userId });
    }
    const done = await taskCall(t, finance.certificate, 'listDoneByPage', {});
    expect(done.body.data.find((r: any) => r.docId === id)).toMatchObject({ outcome: 'APPROVE', onBehalfOf: '王审批' });
  });
});

describe('a process that branches on a variable', () => {
  const BILL = 'TEST_BRANCH';
  beforeAll(async () => {
    const xml = bpmn(
      [
        startEvent(),
        gateway('g'),
        userTask('a', 'A', 'PERSON', String(approver.personId)),
        endEvent(),
        flow('f1', 'start', 'g'),
        flow('big', 'g', 'a', 'amount &gt; 10'),
        flow('small', 'g', 'end', 'amount &lt; 5'),
        flow('f2', 'a', 'end'),
      ].join(''),
    );
    await deployProcess(t, admin, BILL, xml);
  });

  it('says which gateway found no way out, or which condition could not be evaluated', async () => {
    await expect(
      startApproval(t, { billType: BILL, docId: nextDoc(), initiatorUserId: buyer.userId, variables: {} }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'bpm.conditionFailed', params: { flow: 'big', node: 'g' } });
    const { instanceId } = await startApproval(t, {
      billType: BILL,
      docId: nextDoc(),
      initiatorUserId: buyer.userId,
      variables: { amount: 3 },
    });
    const m = await monitor(t, buyer.certificate, { instanceId });
    expect(m.body.data).toMatchObject({ status: 'APPROVED', currentNodeIds: [] });
    await expect(
      startApproval(t, { billType: BILL, docId: nextDoc(), initiatorUserId: buyer.userId, variables: { amount: 7 } }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'bpm.noRoute', params: { node: 'g' } });
  });
});

describe('deployments per organisation', () => {
  it('uses the organisation’s own process, else the nearest parent organisation’s, else the one for all', async () => {
    const bill = 'TEST_ORG_TREE';
    const orgId = async (code: string) => {
      const res = (await t.database.db.execute(
        sql`select id from base_organization where org_code = ${code}`,
      )) as unknown as { rows: { id: number }[] };
      return Number(res.rows[0].id);
    };
    const [group, east, south] = [await orgId('DEMO'), await orgId('OU_EAST'), await orgId('OU_SOUTH')];
    const step = (user: DemoUser) => linearProcess(userTask('s', 'Step', 'PERSON', String(user.personId)));
    await deployProcess(t, admin, bill, step(approver), `${bill}_ALL`);
    await deployProcess(t, admin, bill, step(finance), `${bill}_GROUP`, group);
    await deployProcess(t, admin, bill, step(buyer), `${bill}_EAST`, east);

    const who = async (org: number | null) => {
      const id = nextDoc();
      await startApproval(t, { billType: bill, docId: id, orgId: org, initiatorUserId: buyer.userId });
      for (const user of [approver, finance, buyer]) if (await taskOn(user, id)) return user;
      return null;
    };
    expect(await who(east)).toBe(buyer); // its own
    expect(await who(south)).toBe(finance); // the group's, its parent
    expect(await who(null)).toBe(approver); // no organisation: the one for all
  });
});

describe('an approval stuck on a disabled user', () => {
  const BILL = 'TEST_REASSIGN';
  beforeAll(async () => {
    await deployProcess(t, admin, BILL, linearProcess(userTask('check', 'Check', 'PERSON', String(approver.personId))));
  });
  const running = async (certificate: string, searchParams: object = {}) =>
    t.call(`${BPM}/bpmInstanceRestful/listRunningByPage`, { searchParams, pageRows: 100 }, { certificate, lang: 'EN' });
  const setEnabled = (userId: number, flag: 'Y' | 'N') =>
    t.database.db.execute(sql`update base_users set enabled_flag = ${flag} where id = ${userId}`);

  it('is found by the process administrator and reassigned: the old to-do cancelled, the new owner decides', async () => {
    const id = nextDoc();
    await startApproval(t, { billType: BILL, docId: id, initiatorUserId: buyer.userId });
    const task = (await taskOn(approver, id))!;
    const mine = (rows: any[]) => rows.find((r) => r.docId === id && r.billType === BILL);
    expect(mine((await running(admin)).body.data)).toMatchObject({ stuckFlag: 'N' });
    expect(mine((await running(admin, { stuckOnly: 'Y' })).body.data)).toBeUndefined();
    await setEnabled(approver.userId, 'N');
    try {
      const stuck = mine((await running(admin, { stuckOnly: 'Y' })).body.data);
      expect(stuck).toMatchObject({ stuckFlag: 'Y', openTasks: [{ taskId: task.taskId, assigneeName: '王审批' }] });
      // Only process administrators list and reassign.
      expect((await running(buyer.certificate)).statusCode).toBe(403);
      const byBuyer = await taskCall(t, buyer.certificate, 'reassign', {
        taskId: task.taskId,
        toUserId: finance.userId,
      });
      expect(byBuyer.statusCode).toBe(403);
      const toDisabled = await taskCall(t, admin, 'reassign', { taskId: task.taskId, toUserId: approver.userId });
      expect(toDisabled.statusCode).toBe(400);

      const res = await taskCall(t, admin, 'reassign', {
        taskId: task.taskId,
        toUserId: finance.userId,
        comment: 'left',
      });
      expect(res.body.msg).toBe('Reassigned');
      expect(await taskOn(finance, id)).toBeTruthy();
      const [old] = (await pendings(approver, { cancelFlag: 'Y' })).filter((p) => p.billId === id);
      expect(old).toMatchObject({ cancelFlag: 'Y', handleFlag: 'N' });
      expect(mine((await running(admin, { stuckOnly: 'Y' })).body.data)).toBeUndefined();
      await taskCall(t, finance.certificate, 'approve', { taskId: task.taskId });
      const again = await taskCall(t, admin, 'reassign', { taskId: task.taskId, toUserId: buyer.userId });
      expect(again.statusCode).toBe(409);
      const history = (await monitor(t, admin, { billType: BILL, docId: id })).body.data.history;
      expect(history.map((h: any) => [h.eventType, h.toUserName, h.comment])).toContainEqual([
        'REASSIGN',
        '赵财务',
        'left',
      ]);
    } finally {
      await setEnabled(approver.userId, 'Y');
    }
  });
});

describe('the to-do list filters', () => {
  it('filter by the creation day, inclusive, and refuse a day not written yyyy-MM-dd', async () => {
    const bill = 'TEST_TODO_DATES';
    await deployProcess(t, admin, bill, linearProcess(userTask('s', 'Step', 'PERSON', String(approver.personId))));
    const id = nextDoc();
    await startApproval(t, { billType: bill, docId: id, initiatorUserId: buyer.userId });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE');
    const mine = async (searchParams: object) =>
      (await pendings(approver, { searchParams })).filter((p) => p.billId === id && p.billType === bill);
    expect(await mine({ creationDateFrom: day(0), creationDateTo: day(0) })).toHaveLength(1);
    expect(await mine({ creationDateFrom: day(1) })).toHaveLength(0);
    expect(await mine({ creationDateTo: day(-1) })).toHaveLength(0);
    expect(await mine({ creationDateFrom: '', creationDateTo: '' })).toHaveLength(1);
    const bad = await t.call(
      PENDING,
      { searchParams: { creationDateFrom: '22/11/2026' } },
      { certificate: approver.certificate, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('YYYY-MM-DD');
  });
});
