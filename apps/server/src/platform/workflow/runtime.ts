import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { type OrgDirectory, resolveAssignees } from './assignees.ts';
import {
  type FlowNode,
  type GatewayNode,
  nodeLabel,
  type ProcessGraph,
  type SequenceFlow,
  type UserTaskNode,
} from './bpmn/graph.ts';
import { approvalCallbackFor } from './callbacks.ts';
import { testCondition } from './conditions.ts';
import { cancelPendings, openPendings } from './pendings.ts';
import { processInstances, processTasks } from './schema.ts';
import { recordEvent } from './trail.ts';

/*
 * The interpreter's stepping. From a node it walks the process until it must wait: a user task opens
 * tasks (one per resolved user) and stops; an exclusive gateway takes the first flow whose condition
 * holds, else its default flow; an end event ends the instance as APPROVED. Everything runs in the
 * caller's transaction, on an instance row the caller has locked.
 */

export type InstanceRow = typeof processInstances.$inferSelect;
export type TaskRow = typeof processTasks.$inferSelect;
export type Runtime = { tx: DbOrTx; org: OrgDirectory; instance: InstanceRow; graph: ProcessGraph };
export type FinalStatus = 'APPROVED' | 'REJECTED' | 'WITHDRAWN';

/** Where the frozen profile values live inside the instance variables. */
export const PROFILES_VARIABLE = '_profiles';

/** A process whose gateways loop without ever reaching a task or an end is stopped after this many steps. */
const MAX_STEPS = 200;

/** Walks from `nodeId` (entering it) until the instance waits on a user task or ends. */
export async function enterNode(rt: Runtime, nodeId: string, actorUserId: number): Promise<{ ended: boolean }> {
  let node = rt.graph.nodes.get(nodeId);
  for (let step = 0; node && step < MAX_STEPS; step++) {
    switch (node.kind) {
      case 'end':
        await finishInstance(rt, 'APPROVED', actorUserId);
        return { ended: true };
      case 'userTask':
        await openTasks(rt, node, actorUserId);
        return { ended: false };
      case 'exclusiveGateway':
        node = rt.graph.nodes.get(chooseFlow(rt, node).targetId);
        break;
      case 'start':
        node = rt.graph.nodes.get(onlyFlow(rt.graph, node).targetId);
        break;
    }
  }
  throw new AppError(400, 'bpm.processLoops', { node: node ? nodeLabel(node) : nodeId });
}

/** Leaves a node that has one way out (start event, user task). */
export function onlyFlow(graph: ProcessGraph, node: FlowNode): SequenceFlow {
  return graph.outgoing.get(node.id)![0];
}

/** The gateway's way out: the first flow (in document order) whose condition holds, else the default. */
function chooseFlow(rt: Runtime, gateway: GatewayNode): SequenceFlow {
  const flows = rt.graph.outgoing.get(gateway.id)!;
  if (flows.length === 1 && !flows[0].condition) return flows[0];
  const { [PROFILES_VARIABLE]: profiles, ...variables } = rt.instance.variables;
  for (const flow of flows) {
    if (flow.id === gateway.defaultFlowId || !flow.condition) continue;
    const result = testCondition(flow.condition, variables, (profiles ?? {}) as Record<string, string>);
    if (result instanceof Error) {
      throw new AppError(400, 'bpm.conditionFailed', {
        flow: flow.id,
        node: nodeLabel(gateway),
        detail: result.message,
      });
    }
    if (result) return flow;
  }
  const fallback = flows.find((f) => f.id === gateway.defaultFlowId);
  if (fallback) return fallback;
  throw new AppError(400, 'bpm.noRoute', { node: nodeLabel(gateway) });
}

/** Opens the tasks of a user task: one per resolved user, as one group with the node's countersign mode. */
async function openTasks(rt: Runtime, node: UserTaskNode, actorUserId: number): Promise<void> {
  const { tx, instance } = rt;
  const assignees = await resolveAssignees(tx, rt.org, node.rule, {
    initiatorUserId: instance.initiatorUserId,
    variables: instance.variables,
  });
  if (assignees.length === 0) throw new AppError(400, 'bpm.noAssigneeFound', { node: nodeLabel(node) });
  const [{ groupNo }] = await tx
    .update(processInstances)
    .set({ activations: sql`${processInstances.activations} + 1` })
    .where(eq(processInstances.id, instance.id))
    .returning({ groupNo: processInstances.activations });
  const tasks = await tx
    .insert(processTasks)
    .values(
      assignees.map((assigneeUserId) => ({
        instanceId: instance.id,
        nodeId: node.id,
        nodeName: node.name || null,
        groupNo,
        countersignMode: node.mode,
        assigneeUserId,
        createdBy: actorUserId,
        lastUpdatedBy: actorUserId,
      })),
    )
    .returning();
  await openPendings(
    tx,
    instance,
    tasks.map((task) => ({ task, receiverUserId: task.assigneeUserId })),
    actorUserId,
  );
}

/** Cancels open tasks (all of the instance, or those of one group) and their to-dos. */
export async function cancelOpenTasks(rt: Runtime, actorUserId: number, groupNo?: number): Promise<void> {
  const cancelled = await rt.tx
    .update(processTasks)
    .set({ status: 'CANCELLED', endedAt: new Date(), lastUpdatedBy: actorUserId, lastUpdateDate: new Date() })
    .where(
      and(
        eq(processTasks.instanceId, rt.instance.id),
        eq(processTasks.status, 'OPEN'),
        groupNo == null ? undefined : eq(processTasks.groupNo, groupNo),
      ),
    )
    .returning({ id: processTasks.id });
  await cancelPendings(
    rt.tx,
    cancelled.map((t) => t.id),
    actorUserId,
  );
}

/**
 * Ends the instance: open tasks cancelled, status and end time set, the END event written, and the bill
 * type's callback told the outcome in the same transaction (the document moves to its final state).
 */
export async function finishInstance(rt: Runtime, status: FinalStatus, actorUserId: number): Promise<void> {
  await cancelOpenTasks(rt, actorUserId);
  const now = new Date();
  await rt.tx
    .update(processInstances)
    .set({ status, endedAt: now, lastUpdatedBy: actorUserId, lastUpdateDate: now })
    .where(eq(processInstances.id, rt.instance.id));
  await recordEvent(rt.tx, {
    instanceId: rt.instance.id,
    eventType: 'END',
    userId: actorUserId,
    detail: { outcome: status },
  });
  const callback = approvalCallbackFor(rt.instance.billType);
  await callback?.(rt.tx, { docId: rt.instance.docId, billType: rt.instance.billType, outcome: status });
}
