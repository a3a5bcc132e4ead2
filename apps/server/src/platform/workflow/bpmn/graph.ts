import type { Condition } from '../conditions.ts';

/*
 * A process model as the interpreter runs it: the nodes it supports, keyed by BPMN id, and the sequence
 * flows leaving each node. Built once per XML by parse.ts, which refuses anything else.
 */

/** How a user task finds its approvers (the srm:assigneeType attribute). */
export const ASSIGNEE_TYPES = [
  /** srm:assignee = person ids, comma separated. */
  'PERSON',
  /** srm:assignee = position codes: whoever holds one today. */
  'POSITION',
  /** srm:assignee = responsibility codes: every enabled internal user holding one. */
  'RESPONSIBILITY',
  /** The head of the department in the variable named by srm:assignee, or of the initiator's department. */
  'DEPT_HEAD',
  /** The initiator's superior: the nearest head above the initiator in the department tree. */
  'INITIATOR_SUPERIOR',
  /** srm:assignee = the variable holding person ids (srm:fieldType="USER": user ids). */
  'FIELD',
] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** Assignee types that cannot work without srm:assignee. */
export const ASSIGNEE_REQUIRED: readonly AssigneeType[] = ['PERSON', 'POSITION', 'RESPONSIBILITY', 'FIELD'];

export type AssigneeRule = { type: AssigneeType; value: string | null; fieldType: 'PERSON' | 'USER' };

/** ALL: every task of the activation must approve; ANY: the first approval decides. */
export type CountersignMode = 'ALL' | 'ANY';

/** Every node has its name (Chinese, BPMN `name`) and, when the model gives one, its English name (srm:nameEn). */
type Named = { id: string; name: string; nameEn?: string };
export type StartNode = Named & { kind: 'start' };
export type EndNode = Named & { kind: 'end' };
export type UserTaskNode = Named & { kind: 'userTask'; rule: AssigneeRule; mode: CountersignMode };
export type GatewayNode = Named & { kind: 'exclusiveGateway'; defaultFlowId: string | null };
export type FlowNode = StartNode | EndNode | UserTaskNode | GatewayNode;

export type SequenceFlow = { id: string; sourceId: string; targetId: string; condition: Condition | null };

export type ProcessGraph = {
  processId: string;
  startId: string;
  nodes: Map<string, FlowNode>;
  outgoing: Map<string, SequenceFlow[]>;
  /** Profiles the conditions read (`profile.CODE`): their values are frozen into the instance at start. */
  profileCodes: string[];
};

/** How a node is named in messages and the trail: its name, or its id when it has none. */
export const nodeLabel = (node: { id: string; name: string }) => node.name || node.id;
