import { eq } from 'drizzle-orm';
import { users } from '../auth/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { deployModel, saveModel } from './models.ts';
import { processCategories, processModels } from './schema.ts';

/** Who takes the one approval task: a person (by id) or every holder of a responsibility (by code). */
export type SingleApprover = { type: 'PERSON'; personId: number } | { type: 'RESPONSIBILITY'; code: string };

/**
 * A process with one approval task between submit and approved, with its diagram (so the designer and
 * the monitor can draw it): the default of the document types whose approval is one decision.
 */
/** A node's name in Chinese (BPMN `name`) and English (srm:nameEn). */
export type NodeNames = { name: string; nameEn: string };

/** The one step of the demo's purchasing approvals (orders, approved supplier list, pricing, agreements). */
export const PURCHASING_MANAGER_APPROVAL: NodeNames = { name: '采购经理审批', nameEn: 'Purchasing manager approval' };

export function singleApprovalXml(
  modelKey: string,
  name: string,
  approver: SingleApprover,
  task: NodeNames = { name: '审批', nameEn: 'Approval' },
): string {
  const assignee =
    approver.type === 'PERSON'
      ? `srm:assigneeType="PERSON" srm:assignee="${approver.personId}"`
      : `srm:assigneeType="RESPONSIBILITY" srm:assignee="${approver.code}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:srm="http://srm.local/bpmn" id="Definitions_${modelKey}" targetNamespace="http://srm.local/bpmn/process">
  <bpmn:process id="${modelKey}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_Submit" name="提交" srm:nameEn="Submit" />
    <bpmn:userTask id="Task_Approve" name="${task.name}" srm:nameEn="${task.nameEn}" ${assignee} />
    <bpmn:endEvent id="EndEvent_Approved" name="审批通过" srm:nameEn="Approved" />
    <bpmn:sequenceFlow id="Flow_Submit" sourceRef="StartEvent_Submit" targetRef="Task_Approve" />
    <bpmn:sequenceFlow id="Flow_Approve" sourceRef="Task_Approve" targetRef="EndEvent_Approved" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_${modelKey}">
    <bpmndi:BPMNPlane id="Plane_${modelKey}" bpmnElement="${modelKey}">
      <bpmndi:BPMNShape id="StartEvent_Submit_di" bpmnElement="StartEvent_Submit">
        <dc:Bounds x="152" y="162" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Approve_di" bpmnElement="Task_Approve">
        <dc:Bounds x="240" y="140" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_Approved_di" bpmnElement="EndEvent_Approved">
        <dc:Bounds x="392" y="162" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_Submit_di" bpmnElement="Flow_Submit">
        <di:waypoint x="188" y="180" />
        <di:waypoint x="240" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Approve_di" bpmnElement="Flow_Approve">
        <di:waypoint x="340" y="180" />
        <di:waypoint x="392" y="180" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/**
 * Saves and deploys a bill type's default single-approval process (model key `<billType>_DEFAULT`) unless
 * that model exists already — the demo seeds call it on every start.
 */
export async function deployDefaultProcess(
  db: DbOrTx,
  input: {
    billType: string;
    name: string;
    categoryId: number;
    approver: SingleApprover;
    task?: NodeNames;
    description: string;
    userId: number;
  },
): Promise<void> {
  const modelKey = `${input.billType}_DEFAULT`;
  const [model] = await db
    .select({ id: processModels.id })
    .from(processModels)
    .where(eq(processModels.modelKey, modelKey));
  if (model) return;
  const saved = await saveModel(
    db,
    'EN',
    {
      modelKey,
      modelName: input.name,
      categoryId: input.categoryId,
      billType: input.billType,
      orgId: null,
      bpmnXml: singleApprovalXml(modelKey, input.name, input.approver, input.task),
      description: input.description,
    },
    input.userId,
  );
  await deployModel(db, 'EN', saved.id, input.userId);
}

/** One of the demo's default approvals (deployDemoApprovals). */
export type DemoApproval = { billType: string; name: string; description: string; task?: NodeNames };

/**
 * The demo's deployed approvals of document types (one step: the demo approver's person, in the PURCHASE
 * category, saved by the demo administrator), so each can be submitted on a fresh demo. Idempotent
 * (deployDefaultProcess keeps an existing model); nothing on a database without the demo's users or category,
 * which deploys its own processes in the workflow designer.
 */
export async function deployDemoApprovals(db: DbOrTx, approvals: readonly DemoApproval[]): Promise<void> {
  const byName = async (userName: string) => (await db.select().from(users).where(eq(users.userName, userName)))[0];
  const [admin, approver] = await Promise.all(['admin', 'approver'].map(byName));
  if (!admin || approver?.personId == null) return;
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  if (!category) return;
  for (const approval of approvals) {
    await deployDefaultProcess(db, {
      ...approval,
      categoryId: category.id,
      approver: { type: 'PERSON', personId: approver.personId },
      userId: admin.id,
    });
  }
}
