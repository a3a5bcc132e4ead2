import { type MessageKey, srmModdleDescriptor } from '@srm/core';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { isProfileCode } from '../../profiles/profiles.ts';
import { compileCondition, profileCodesIn } from '../conditions.ts';
import {
  ASSIGNEE_REQUIRED,
  ASSIGNEE_TYPES,
  type AssigneeType,
  type FlowNode,
  nodeLabel,
  type ProcessGraph,
  type SequenceFlow,
} from './graph.ts';

/*
 * Reads BPMN 2.0 XML into the graph the interpreter runs, refusing what it cannot run: one process of
 * start and end events, user tasks (optionally parallel multi-instance for countersigning), exclusive
 * gateways and sequence flows. Saving a model and starting an instance go through this one check.
 */

export type ModelProblem = { key: MessageKey; params: Record<string, string | number> };
export type ParseOutcome = { ok: true; graph: ProcessGraph } | { ok: false; problems: ModelProblem[] };

const moddle = new BpmnModdle({ srm: srmModdleDescriptor });

/** Elements inside a process that carry no behaviour (the designer's notes and lanes). */
const SUPPORTED_FLOW_ELEMENTS = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
]);

/** Deployed XML never changes, so a parsed graph is kept by its text (bounded: drafts come and go). */
const CACHE_MAX = 64;
const cache = new Map<string, ProcessGraph>();

export async function parseProcess(xml: string): Promise<ParseOutcome> {
  const hit = cache.get(xml);
  if (hit) return { ok: true, graph: hit };
  const outcome = await parseUncached(xml);
  if (outcome.ok) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(xml, outcome.graph);
  }
  return outcome;
}

/** For a model already deployed: its XML was checked when saved, so a problem here is a server fault. */
export async function parseDeployed(xml: string): Promise<ProcessGraph> {
  const outcome = await parseProcess(xml);
  if (!outcome.ok) throw new Error(`deployed process does not parse: ${outcome.problems[0].key}`);
  return outcome.graph;
}

const problem = (key: MessageKey, params: Record<string, string | number> = {}): ModelProblem => ({ key, params });
const firstLine = (text: string) => text.split('\n')[0].trim();
const localType = (type: string) => type.replace(/^bpmn:/, '').replace(/^./, (c) => c.toLowerCase());

async function parseUncached(xml: string): Promise<ParseOutcome> {
  let root: ModdleElement;
  try {
    const result = await moddle.fromXML(xml);
    // Unknown elements and attributes are only warnings to bpmn-moddle; a process we run must not have any.
    if (result.warnings.length > 0) {
      return {
        ok: false,
        problems: result.warnings.map((w) => problem('bpm.xmlUnreadable', { detail: firstLine(w.message) })),
      };
    }
    root = result.rootElement;
  } catch (error) {
    return { ok: false, problems: [problem('bpm.xmlUnreadable', { detail: firstLine((error as Error).message) })] };
  }
  const processes = elements(root.rootElements).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) return { ok: false, problems: [problem('bpm.oneProcess')] };
  return readProcess(processes[0]);
}

const elements = (value: unknown): ModdleElement[] => (Array.isArray(value) ? (value as ModdleElement[]) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const refId = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as ModdleElement).id === 'string'
    ? ((value as ModdleElement).id as string)
    : null;

function readProcess(process: ModdleElement): ParseOutcome {
  const problems: ModelProblem[] = [];
  const nodes = new Map<string, FlowNode>();
  const rawFlows: ModdleElement[] = [];
  for (const element of elements(process.flowElements)) {
    const id = element.id ?? '';
    const name = text(element.name);
    if (!SUPPORTED_FLOW_ELEMENTS.has(element.$type)) {
      problems.push(problem('bpm.unsupportedElement', { element: localType(element.$type), id }));
      continue;
    }
    if (elements(element.eventDefinitions).length > 0) {
      const definition = elements(element.eventDefinitions)[0];
      problems.push(problem('bpm.unsupportedElement', { element: localType(definition.$type), id }));
      continue;
    }
    switch (element.$type) {
      case 'bpmn:SequenceFlow':
        rawFlows.push(element);
        break;
      case 'bpmn:StartEvent':
        nodes.set(id, { kind: 'start', id, name });
        break;
      case 'bpmn:EndEvent':
        nodes.set(id, { kind: 'end', id, name });
        break;
      case 'bpmn:ExclusiveGateway':
        nodes.set(id, { kind: 'exclusiveGateway', id, name, defaultFlowId: refId(element.default) });
        break;
      case 'bpmn:UserTask': {
        const task = readUserTask(element, id, name, problems);
        if (task) nodes.set(id, task);
        break;
      }
    }
    const nameEn = text(element.nameEn);
    const node = nodes.get(id);
    if (node && nameEn) node.nameEn = nameEn;
  }

  const outgoing = new Map<string, SequenceFlow[]>([...nodes.keys()].map((id) => [id, []]));
  const profileCodes = new Set<string>();
  for (const raw of rawFlows) {
    const flow = readFlow(raw, nodes, problems, profileCodes);
    if (flow) outgoing.get(flow.sourceId)?.push(flow);
  }

  // The shape is checked once every element could be read: a refused element would leave its flows
  // dangling and what follows it unreachable, which would only repeat the first problem.
  if (problems.length > 0) return { ok: false, problems };
  const starts = [...nodes.values()].filter((n) => n.kind === 'start');
  if (starts.length !== 1) problems.push(problem('bpm.oneStart'));
  if (![...nodes.values()].some((n) => n.kind === 'end')) problems.push(problem('bpm.noEnd'));
  for (const node of nodes.values()) checkOutgoing(node, outgoing.get(node.id)!, problems);
  if (starts.length === 1) checkReachable(starts[0].id, nodes, outgoing, problems);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    graph: {
      processId: process.id ?? '',
      startId: starts[0].id,
      nodes,
      outgoing,
      profileCodes: [...profileCodes],
    },
  };
}

function readUserTask(element: ModdleElement, id: string, name: string, problems: ModelProblem[]): FlowNode | null {
  const label = nodeLabel({ id, name });
  const type = text(element.assigneeType).toUpperCase();
  const value = text(element.assignee) || null;
  if (!type) {
    problems.push(problem('bpm.noAssigneeRule', { node: label }));
    return null;
  }
  if (!(ASSIGNEE_TYPES as readonly string[]).includes(type)) {
    problems.push(problem('bpm.badAssigneeType', { node: label, type }));
    return null;
  }
  const assigneeType = type as AssigneeType;
  if (ASSIGNEE_REQUIRED.includes(assigneeType) && !value) {
    problems.push(problem('bpm.noAssigneeRule', { node: label }));
    return null;
  }
  if (assigneeType === 'PERSON' && !value!.split(',').every((v) => /^\s*\d+\s*$/.test(v))) {
    problems.push(problem('bpm.badAssignee', { node: label, value: value! }));
    return null;
  }
  const fieldType = text(element.fieldType).toUpperCase() || 'PERSON';
  if (fieldType !== 'PERSON' && fieldType !== 'USER') {
    problems.push(problem('bpm.badAssignee', { node: label, value: fieldType }));
    return null;
  }
  const loop = element.loopCharacteristics as ModdleElement | undefined;
  let mode: 'ALL' | 'ANY' = 'ANY';
  if (loop) {
    if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || loop.isSequential === true) {
      problems.push(problem('bpm.unsupportedElement', { element: localType(loop.$type), id }));
      return null;
    }
    const countersign = text(element.countersign).toUpperCase() || 'ALL';
    if (countersign !== 'ALL' && countersign !== 'ANY') {
      problems.push(problem('bpm.badCountersign', { node: label }));
      return null;
    }
    mode = countersign;
  }
  // Without multi-instance several resolved users are candidates: the first to decide decides (ANY).
  return { kind: 'userTask', id, name, rule: { type: assigneeType, value, fieldType }, mode };
}

function readFlow(
  raw: ModdleElement,
  nodes: Map<string, FlowNode>,
  problems: ModelProblem[],
  profileCodes: Set<string>,
): SequenceFlow | null {
  const id = raw.id ?? '';
  const sourceId = refId(raw.sourceRef);
  const targetId = refId(raw.targetRef);
  if (!sourceId || !targetId) {
    problems.push(problem('bpm.danglingFlow', { flow: id }));
    return null;
  }
  // A flow touching a refused element: that element's problem is reported already.
  if (!nodes.has(sourceId) || !nodes.has(targetId)) return null;
  const expression = raw.conditionExpression as ModdleElement | undefined;
  const body = text(expression?.body);
  if (!body) return { id, sourceId, targetId, condition: null };
  if (nodes.get(sourceId)!.kind !== 'exclusiveGateway') {
    problems.push(problem('bpm.conditionOutsideGateway', { flow: id }));
    return null;
  }
  try {
    const condition = compileCondition(body);
    for (const code of profileCodesIn(body)) {
      if (!isProfileCode(code)) problems.push(problem('bpm.unknownProfile', { flow: id, code }));
      profileCodes.add(code);
    }
    return { id, sourceId, targetId, condition };
  } catch (error) {
    problems.push(problem('bpm.badCondition', { flow: id, detail: firstLine((error as Error).message) }));
    return null;
  }
}

/** Exactly one way out of events and tasks (no implicit parallelism); gateways choose among theirs. */
function checkOutgoing(node: FlowNode, flows: SequenceFlow[], problems: ModelProblem[]) {
  const label = nodeLabel(node);
  if (node.kind === 'end') {
    if (flows.length > 0) problems.push(problem('bpm.endHasOutgoing', { node: label }));
    return;
  }
  if (node.kind !== 'exclusiveGateway') {
    if (flows.length !== 1) problems.push(problem('bpm.oneOutgoing', { node: label }));
    return;
  }
  if (flows.length === 0) {
    problems.push(problem('bpm.oneOutgoing', { node: label }));
    return;
  }
  if (node.defaultFlowId && !flows.some((f) => f.id === node.defaultFlowId)) {
    problems.push(problem('bpm.badDefaultFlow', { node: label }));
  }
  if (flows.length > 1) {
    for (const flow of flows) {
      if (flow.id !== node.defaultFlowId && !flow.condition) {
        problems.push(problem('bpm.flowNeedsCondition', { flow: flow.id, node: label }));
      }
    }
  }
}

function checkReachable(
  startId: string,
  nodes: Map<string, FlowNode>,
  outgoing: Map<string, SequenceFlow[]>,
  problems: ModelProblem[],
) {
  const seen = new Set([startId]);
  const queue = [startId];
  while (queue.length > 0) {
    for (const flow of outgoing.get(queue.shift()!) ?? []) {
      if (!seen.has(flow.targetId)) {
        seen.add(flow.targetId);
        queue.push(flow.targetId);
      }
    }
  }
  for (const node of nodes.values()) {
    if (!seen.has(node.id)) problems.push(problem('bpm.unreachable', { node: nodeLabel(node) }));
  }
}
