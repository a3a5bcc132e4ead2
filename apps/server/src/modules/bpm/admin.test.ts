import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { purRequisitionProcessXml } from './purRequisitionProcess.ts';
import { PUR_REQUISITION_MODEL_KEY, seedWorkflowDemo } from './seed.ts';
import {
  BPM,
  type DemoUser,
  demoUser,
  deployProcess,
  linearProcess,
  monitor,
  PENDING,
  startApproval,
  taskCall,
  todo,
  userTask,
} from './testKit.ts';

let t: TestApp;
let admin: string;
let buyer: DemoUser;
let approver: DemoUser;
let supplier: DemoUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedWorkflowDemo(t.database.db);
  admin = await t.login('admin');
  [buyer, approver, supplier] = await Promise.all(['buyer', 'approver', 'supplier1'].map((n) => demoUser(t, n)));
});
afterAll(async () => t?.close());

const CATEGORY = `${BPM}/bpmProcessCategoryRestful`;
const MODEL = `${BPM}/bpmProcessModelRestful`;
const call = (path: string, body: object = {}, certificate = admin) => t.call(path, body, { certificate, lang: 'EN' });

describe('process categories', () => {
  it('are listed, saved with a unique code, and deleted only while no model uses them', async () => {
    const list = await call(`${CATEGORY}/listByPage`);
    expect(list.body.data.map((c: any) => [c.categoryCode, c.title])).toEqual([
      ['PURCHASE', 'Purchasing'],
      ['SUPPLIER', 'Supplier management'],
    ]);
    const saved = await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'QUALITY', categoryName: '质量流程' });
    expect(saved.body.data).toMatchObject({ categoryCode: 'QUALITY', version: 0 });
    const taken = await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'QUALITY', categoryName: 'again' });
    expect(taken.statusCode).toBe(409);
    const renamed = await call(`${CATEGORY}/saveOrUpdate`, { ...saved.body.data, categoryNameEn: 'Quality' });
    expect(renamed.body.data).toMatchObject({ title: 'Quality', version: 1 });
    const stale = await call(`${CATEGORY}/saveOrUpdate`, { ...saved.body.data, categoryNameEn: 'Old' });
    expect(stale.statusCode).toBe(409);
    const purchase = list.body.data[0];
    const inUse = await call(`${CATEGORY}/delete`, { categoryId: purchase.categoryId });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.msg).toBe('Process models use this category, so it cannot be deleted');
    expect((await call(`${CATEGORY}/delete`, { categoryId: saved.body.data.categoryId })).statusCode).toBe(200);
  });
});

describe('process models', () => {
  it('list the seeded, deployed requisition process', async () => {
    const res = await call(`${MODEL}/listByPage`, { searchParams: { billType: 'PUR_REQUISITION' } });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        modelKey: PUR_REQUISITION_MODEL_KEY,
        versionNumber: 1,
        status: 'DEPLOYED',
        deployedVersionNumber: 1,
        categoryName: 'Purchasing',
        orgId: null,
      }),
    ]);
    expect(res.body.data[0].bpmnXml).toBeUndefined();
  });

  it('refuse XML the interpreter cannot run, with the reason on the bpmnXml field', async () => {
    const save = (bpmnXml: string) =>
      call(`${MODEL}/saveOrUpdate`, { modelKey: 'BROKEN', modelName: 'Broken', billType: 'X', bpmnXml });
    const notXml = await save('<bpmn:definitions');
    expect(notXml.statusCode).toBe(400);
    expect(notXml.body.data.errors[0]).toMatchObject({
      field: 'bpmnXml',
      message: expect.stringMatching(/^The BPMN XML cannot be read: /),
    });
    const unknown = await save(linearProcess('<bpmn:scriptTask id="script" />'));
    expect(unknown.body.data.errors).toEqual([
      {
        field: 'bpmnXml',
        message:
          'Unsupported element scriptTask (script): use start and end events, user tasks, exclusive gateways and sequence flows',
      },
    ]);
    const noAssignee = await t.call(
      `${MODEL}/saveOrUpdate`,
      {
        modelKey: 'BROKEN',
        modelName: 'Broken',
        billType: 'X',
        bpmnXml: linearProcess('<bpmn:userTask id="t" name="经理审批" />'),
      },
      { certificate: admin, lang: 'CN' },
    );
    expect(noAssignee.body.data.errors).toEqual([
      { field: 'bpmnXml', message: '用户任务「经理审批」未设置审批人（srm:assigneeType 与 srm:assignee）' },
    ]);
    expect((await call(`${MODEL}/versions`, { modelKey: 'BROKEN' })).body.data).toEqual([]);
  });

  it('version: a draft changes in place, a deployed version becomes a new draft, deploying retires the old one', async () => {
    const xml = (name: string) => linearProcess(userTask('check', name, 'PERSON', String(approver.personId)));
    const v1 = await deployProcess(t, admin, 'TEST_VERSIONS', xml('Check v1'), 'VERSIONED');
    expect(v1).toMatchObject({ versionNumber: 1, status: 'DEPLOYED' });
    const running = await startApproval(t, { billType: 'TEST_VERSIONS', docId: 1, initiatorUserId: buyer.userId });

    const v2 = await call(`${MODEL}/saveOrUpdate`, { ...v1, bpmnXml: xml('Check v2') });
    expect(v2.body.data).toMatchObject({ versionNumber: 2, status: 'DRAFT', modelKey: 'VERSIONED' });
    const edited = await call(`${MODEL}/saveOrUpdate`, { ...v2.body.data, modelName: 'Versioned' });
    expect(edited.body.data).toMatchObject({ modelId: v2.body.data.modelId, versionNumber: 2, modelName: 'Versioned' });
    const secondDraft = await call(`${MODEL}/saveOrUpdate`, { ...v1, bpmnXml: xml('Check v3') });
    expect(secondDraft.statusCode).toBe(409);
    expect(secondDraft.body.msg).toBe('Version 2 of this model is a draft already; edit that one');

    const deployed = await call(`${MODEL}/deploy`, { modelId: v2.body.data.modelId });
    expect(deployed.body).toMatchObject({ msg: 'Deployed', data: { status: 'DEPLOYED', versionNumber: 2 } });
    const versions = await call(`${MODEL}/versions`, { modelKey: 'VERSIONED' });
    expect(versions.body.data.map((v: any) => [v.versionNumber, v.status])).toEqual([
      [2, 'DEPLOYED'],
      [1, 'RETIRED'],
    ]);
    const listed = await call(`${MODEL}/listByPage`, { searchParams: { keyword: 'versioned' } });
    expect(listed.body.data.map((m: any) => m.versionNumber)).toEqual([2]);

    // The running approval keeps the version it started on; a new one takes the deployed version.
    const old = await monitor(t, admin, { instanceId: running.instanceId });
    expect(old.body.data).toMatchObject({
      versionNumber: 1,
      openTasks: [expect.objectContaining({ nodeName: 'Check v1' })],
    });
    const fresh = await startApproval(t, { billType: 'TEST_VERSIONS', docId: 2, initiatorUserId: buyer.userId });
    expect((await monitor(t, admin, { instanceId: fresh.instanceId })).body.data.versionNumber).toBe(2);

    // Another key deployed for the same bill type and organisation retires this one.
    await deployProcess(t, admin, 'TEST_VERSIONS', xml('Other'), 'OTHER_KEY');
    const after = await call(`${MODEL}/versions`, { modelKey: 'VERSIONED' });
    expect(after.body.data.map((v: any) => v.status)).toEqual(['RETIRED', 'RETIRED']);
  });

  it('find one version with its XML; 404 for none', async () => {
    const [row] = (await call(`${MODEL}/listByPage`, { searchParams: { billType: 'PUR_REQUISITION' } })).body.data;
    const found = await call(`${MODEL}/findById`, { modelId: row.modelId });
    expect(found.body.data.bpmnXml).toBe(purRequisitionProcessXml(approver.personId!));
    expect((await call(`${MODEL}/findById`, { modelId: 99999 })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  const adminCalls: [string, object][] = [
    [`${CATEGORY}/listByPage`, {}],
    [`${CATEGORY}/saveOrUpdate`, { categoryCode: 'X', categoryName: 'X' }],
    [`${CATEGORY}/delete`, { categoryId: 1 }],
    [`${MODEL}/listByPage`, {}],
    [`${MODEL}/findById`, { modelId: 1 }],
    [`${MODEL}/versions`, { modelKey: PUR_REQUISITION_MODEL_KEY }],
    [`${MODEL}/saveOrUpdate`, { modelKey: 'X', modelName: 'X', billType: 'X', bpmnXml: '<x/>' }],
    [`${MODEL}/deploy`, { modelId: 1 }],
    [`${BPM}/bpmOaOutboxRestful/listByPage`, {}],
    [`${BPM}/bpmOaOutboxRestful/findById`, { outboxId: 1 }],
    [`${BPM}/bpmOaOutboxRestful/retry`, { outboxId: 1 }],
  ];

  it('a supplier user and a buyer without the administration menus get 403 on every administration call', async () => {
    for (const user of [supplier, buyer]) {
      for (const [path, body] of adminCalls) {
        const res = await call(path, body, user.certificate);
        expect([path, user === supplier ? 'supplier' : 'buyer', res.statusCode]).toEqual([
          path,
          user === supplier ? 'supplier' : 'buyer',
          403,
        ]);
      }
    }
  });

  it('a supplier user gets 403 on every approval call as well', async () => {
    const calls: [string, object][] = [
      [`${BPM}/bpmTaskRestful/listTodoByPage`, {}],
      [`${BPM}/bpmTaskRestful/listDoneByPage`, {}],
      [`${BPM}/bpmTaskRestful/findById`, { taskId: 1 }],
      [`${BPM}/bpmTaskRestful/approve`, { taskId: 1 }],
      [`${BPM}/bpmTaskRestful/reject`, { taskId: 1, comment: 'x' }],
      [`${BPM}/bpmTaskRestful/transfer`, { taskId: 1, toUserId: 1 }],
      [`${BPM}/bpmTaskRestful/delegate`, { taskId: 1, toUserId: 1 }],
      [`${BPM}/bpmInstanceRestful/monitor`, { instanceId: 1 }],
      [`${BPM}/bpmInstanceRestful/listMyStartedByPage`, {}],
      [PENDING, {}],
    ];
    for (const [path, body] of calls)
      expect([path, (await call(path, body, supplier.certificate)).statusCode]).toEqual([path, 403]);
  });

  it('a buyer sees only the buyer’s own tasks, to-dos and approvals; someone else’s task does not exist for the buyer', async () => {
    const bill = 'TEST_PRIVACY';
    await deployProcess(t, admin, bill, linearProcess(userTask('check', 'Check', 'PERSON', String(approver.personId))));
    const { instanceId } = await startApproval(t, { billType: bill, docId: 7, initiatorUserId: approver.userId });
    const [task] = (await todo(t, approver.certificate)).filter((r) => r.instanceId === instanceId);
    expect(task).toBeTruthy();

    expect((await todo(t, buyer.certificate)).some((r) => r.instanceId === instanceId)).toBe(false);
    for (const action of ['findById', 'approve', 'transfer', 'delegate']) {
      const res = await taskCall(t, buyer.certificate, action, {
        taskId: task.taskId,
        toUserId: buyer.userId,
        comment: 'x',
      });
      expect([action, res.statusCode]).toEqual([action, 404]);
    }
    expect((await monitor(t, buyer.certificate, { instanceId })).statusCode).toBe(404);
    expect((await monitor(t, admin, { instanceId })).statusCode).toBe(200);
    const pending = await t.call(PENDING, { handleUserId: approver.userId }, { certificate: buyer.certificate });
    expect(pending.body.data).toEqual([]);
    const all = await t.call(PENDING, {}, { certificate: buyer.certificate });
    expect(all.body.data.every((p: any) => p.receiverUserId === buyer.userId || p.handleUserId === buyer.userId)).toBe(
      true,
    );
    const mine = await t.call(
      `${BPM}/bpmInstanceRestful/listMyStartedByPage`,
      {},
      { certificate: approver.certificate },
    );
    expect(mine.body.data.map((r: any) => r.instanceId)).toContain(instanceId);
    const notMine = await t.call(
      `${BPM}/bpmInstanceRestful/listMyStartedByPage`,
      {},
      { certificate: buyer.certificate },
    );
    expect(notMine.body.data.map((r: any) => r.instanceId)).not.toContain(instanceId);
  });
});

describe('the start page', () => {
  it('lists the deployed processes with their category to every internal user, not to suppliers', async () => {
    const buyerCert = await t.login('buyer');
    const res = await call(`${MODEL}/listStartable`, {}, buyerCert);
    expect(res.statusCode).toBe(200);
    const req = res.body.data.find((m: any) => m.billType === 'PUR_REQUISITION');
    expect(req).toMatchObject({ modelKey: PUR_REQUISITION_MODEL_KEY, categoryName: expect.any(String) });
    expect(res.body.data.every((m: any) => m.bpmnXml === undefined)).toBe(true);
    expect((await call(`${MODEL}/listStartable`, {}, supplier.certificate)).statusCode).toBe(403);
  });
});
