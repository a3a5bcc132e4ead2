import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { registerApprovalCallback } from '../../platform/workflow/callbacks.ts';
import type { ApprovalEnd, StartApproval } from '../../platform/workflow/contract.ts';
import type { TestApp } from '../../testing/testApp.ts';

/*
 * What the workflow tests share: small BPMN documents built from parts, deploying them through the API,
 * starting approvals through the contract the document engine uses, and the demo users' ids.
 */

export const BPM = '/api/bpmServer/v1';
export const PENDING = '/api/srmServer/v1/interiorPendingRestful/listByPage';

export const bpmn = (body: string, processId = 'Process_Test') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:srm="http://srm.local/bpmn"
  id="Definitions_Test" targetNamespace="http://srm.local/test">
  <bpmn:process id="${processId}" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
export const startEvent = (id = 'start') => `<bpmn:startEvent id="${id}" />`;
export const endEvent = (id = 'end') => `<bpmn:endEvent id="${id}" />`;
export const userTask = (
  id: string,
  name: string,
  assigneeType: string,
  assignee?: string,
  countersign?: 'ALL' | 'ANY',
) =>
  `<bpmn:userTask id="${id}" name="${name}" srm:assigneeType="${assigneeType}"${assignee ? ` srm:assignee="${assignee}"` : ''}${
    countersign ? ` srm:countersign="${countersign}"><bpmn:multiInstanceLoopCharacteristics /></bpmn:userTask>` : ' />'
  }`;
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;
export const gateway = (id: string, defaultFlow?: string) =>
  `<bpmn:exclusiveGateway id="${id}"${defaultFlow ? ` default="${defaultFlow}"` : ''} />`;

/** start → the tasks in order → end. */
export const linearProcess = (...tasks: string[]) => {
  const ids = ['start', ...tasks.map((t) => /id="([^"]+)"/.exec(t)![1]), 'end'];
  const flows = ids.slice(1).map((to, i) => flow(`f${i}`, ids[i], to));
  return bpmn([startEvent(), ...tasks, endEvent(), ...flows].join(''));
};

export type DemoUser = { userId: number; personId: number | null; certificate: string };

export async function demoUser(t: TestApp, userName: string): Promise<DemoUser> {
  const [row] = await t.database.db
    .select({ userId: users.id, personId: users.personId })
    .from(users)
    .where(eq(users.userName, userName));
  return { ...row, certificate: await t.login(userName) };
}

/** Saves and deploys a process for a bill type as the administrator; returns the deployed version. */
export async function deployProcess(
  t: TestApp,
  admin: string,
  billType: string,
  xml: string,
  modelKey = billType,
  orgId: number | null = null,
) {
  const saved = await t.call(
    `${BPM}/bpmProcessModelRestful/saveOrUpdate`,
    { modelKey, modelName: modelKey, billType, bpmnXml: xml, ...(orgId == null ? {} : { orgId }) },
    { certificate: admin, lang: 'EN' },
  );
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.raw}`);
  const deployed = await t.call(
    `${BPM}/bpmProcessModelRestful/deploy`,
    { modelId: saved.body.data.modelId },
    { certificate: admin, lang: 'EN' },
  );
  if (deployed.statusCode !== 200) throw new Error(`deploy failed: ${deployed.raw}`);
  return deployed.body.data;
}

/** Starts an approval the way the document engine does: through the contract, in a transaction. */
export function startApproval(
  t: TestApp,
  request: Partial<StartApproval> & Pick<StartApproval, 'billType' | 'docId' | 'initiatorUserId'>,
) {
  return t.database.db.transaction((tx) =>
    t.app.deps.workflow.start(tx, {
      docNumber: `DOC${request.docId}`,
      orgId: null,
      variables: {},
      title: `Test document ${request.docId}`,
      ...request,
    }),
  );
}

/**
 * Records every end the workflow reports for a bill type, in place of its document's callback until the
 * enclosing suite ends (test files share their worker's modules, so the next file finds the real one again).
 */
export function recordEnds(billType: string): ApprovalEnd[] {
  const ends: ApprovalEnd[] = [];
  const restore = registerApprovalCallback(billType, async (_tx, end) => {
    ends.push(end);
  });
  afterAll(restore);
  return ends;
}

export type TaskListRow = {
  taskId: number;
  instanceId: number;
  nodeId: string;
  docId: number;
  billType: string;
  onBehalfOf: string | null;
  [key: string]: unknown;
};

/** The caller's open tasks (the myApproval to-do list). */
export async function todo(t: TestApp, certificate: string): Promise<TaskListRow[]> {
  const res = await t.call(`${BPM}/bpmTaskRestful/listTodoByPage`, { pageRows: 100 }, { certificate, lang: 'EN' });
  return res.body.data;
}

export const taskCall = (t: TestApp, certificate: string, action: string, body: object) =>
  t.call(`${BPM}/bpmTaskRestful/${action}`, body, { certificate, lang: 'EN' });

export async function monitor(t: TestApp, certificate: string, body: object) {
  return t.call(`${BPM}/bpmInstanceRestful/monitor`, body, { certificate, lang: 'EN' });
}
