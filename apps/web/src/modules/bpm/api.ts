/** Endpoint paths and row types of the approval workflow screens (docs/api.md, bpmServer). */
const BPM = '/api/bpmServer/v1';

export const API = {
  categories: `${BPM}/bpmProcessCategoryRestful/listByPage`,
  saveCategory: `${BPM}/bpmProcessCategoryRestful/saveOrUpdate`,
  deleteCategory: `${BPM}/bpmProcessCategoryRestful/delete`,
  models: `${BPM}/bpmProcessModelRestful/listByPage`,
  model: `${BPM}/bpmProcessModelRestful/findById`,
  versions: `${BPM}/bpmProcessModelRestful/versions`,
  saveModel: `${BPM}/bpmProcessModelRestful/saveOrUpdate`,
  deploy: `${BPM}/bpmProcessModelRestful/deploy`,
  startable: `${BPM}/bpmProcessModelRestful/listStartable`,
  todo: `${BPM}/bpmTaskRestful/listTodoByPage`,
  done: `${BPM}/bpmTaskRestful/listDoneByPage`,
  task: `${BPM}/bpmTaskRestful/findById`,
  approve: `${BPM}/bpmTaskRestful/approve`,
  reject: `${BPM}/bpmTaskRestful/reject`,
  transfer: `${BPM}/bpmTaskRestful/transfer`,
  delegate: `${BPM}/bpmTaskRestful/delegate`,
  reassign: `${BPM}/bpmTaskRestful/reassign`,
  running: `${BPM}/bpmInstanceRestful/listRunningByPage`,
  monitor: `${BPM}/bpmInstanceRestful/monitor`,
  started: `${BPM}/bpmInstanceRestful/listMyStartedByPage`,
  pending: '/api/srmServer/v1/interiorPendingRestful/listByPage',
  /** The OA outbox calls: listByPage, findById, retry. */
  oaOutbox: `${BPM}/bpmOaOutboxRestful`,
} as const;

export type TaskRow = {
  taskId: number;
  instanceId: number;
  nodeId: string;
  nodeName: string | null;
  billType: string;
  docId: number;
  docNumber: string | null;
  title: string | null;
  menuCode: string | null;
  initiatorName: string | null;
  creationDate: string;
  onBehalfOf?: string | null;
  outcome?: string;
  comment?: string | null;
};

export type TaskDetail = TaskRow & { rejectTargets: { nodeId: string; nodeName: string | null }[] };

export type CategoryRow = {
  categoryId: number;
  categoryCode: string;
  categoryName: string;
  categoryNameEn: string | null;
  title: string;
  description: string | null;
  orderNo: number | null;
  enabledFlag: 'Y' | 'N';
  version: number;
};

export type ModelRow = {
  modelId: number;
  modelKey: string;
  modelName: string;
  categoryId: number | null;
  categoryName: string | null;
  billType: string;
  orgId: number | null;
  orgName: string | null;
  versionNumber: number;
  status: 'DRAFT' | 'DEPLOYED' | 'RETIRED';
  deployedVersionNumber: number | null;
  deployedAt: string | null;
  description: string | null;
  version: number;
};

export type Model = ModelRow & { bpmnXml: string };

export type Monitor = {
  instanceId: number;
  billType: string;
  docId: number;
  docNumber: string | null;
  title: string | null;
  status: string;
  initiatorName: string | null;
  startedAt: string;
  endedAt: string | null;
  modelKey: string;
  modelName: string;
  versionNumber: number;
  bpmnXml: string;
  currentNodeIds: string[];
  openTasks: { taskId: number; nodeId: string; nodeName: string | null; assigneeName: string | null }[];
  history: {
    eventType: string;
    nodeId: string | null;
    nodeName: string | null;
    userName: string | null;
    onBehalfOfName: string | null;
    toUserName: string | null;
    comment: string | null;
    detail: string | null;
    durationMs: number | null;
    createdAt: string;
  }[];
};

/** Our BPMN extension, for bpmn-js's moddle: the same descriptor the server parses with. */
export { srmModdleDescriptor } from '@srm/core';

export const ASSIGNEE_TYPES = ['PERSON', 'POSITION', 'RESPONSIBILITY', 'DEPT_HEAD', 'INITIATOR_SUPERIOR', 'FIELD'];

/** A new model starts from this: start → one user task → end, with its diagram. */
export const MINIMAL_BPMN = (processId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:srm="http://srm.local/bpmn"
  id="Definitions_1" targetNamespace="http://srm.local/bpmn/process">
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
    <bpmn:userTask id="Task_1" name="审批" srm:assigneeType="INITIATOR_SUPERIOR" />
    <bpmn:endEvent id="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
