import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { AppError } from '../http/errors.ts';
import { getProfile, type ProfileCode } from '../profiles/profiles.ts';
import type { OrgDirectory } from './assignees.ts';
import { parseDeployed } from './bpmn/parse.ts';
import type { StartApproval } from './contract.ts';
import { enterNode, finishInstance, type InstanceRow, PROFILES_VARIABLE, type Runtime } from './runtime.ts';
import { processInstances, processModels } from './schema.ts';
import { recordEvent } from './trail.ts';

/*
 * Starting and withdrawing instances, and the instance lock every change of an instance takes first:
 * one row lock per instance serialises concurrent approvals of its tasks (so the last countersigner
 * always sees the others' decisions) and makes a lost race a clean 409 instead of a double step.
 */

/** How far up the organisation tree a deployment is looked for (a guard against a loop in the data). */
const MAX_ORG_DEPTH = 20;

/**
 * The version deployed for a bill type and an organisation: the organisation's own first, else the
 * nearest parent organisation's (a deployment for a business unit applies to its operating units), else
 * the one for every organisation.
 */
export async function deployedModelFor(db: DbOrTx, org: OrgDirectory, billType: string, orgId: number | null) {
  const chain: number[] = [];
  for (let id = orgId; id != null && !chain.includes(id) && chain.length < MAX_ORG_DEPTH; ) {
    chain.push(id);
    id = await org.parentOrg(db, id);
  }
  const rows = await db
    .select()
    .from(processModels)
    .where(
      and(
        eq(processModels.billType, billType),
        eq(processModels.status, 'DEPLOYED'),
        chain.length === 0
          ? isNull(processModels.orgId)
          : or(inArray(processModels.orgId, chain), isNull(processModels.orgId)),
      ),
    );
  const rank = (m: (typeof rows)[number]) => (m.orgId == null ? chain.length : chain.indexOf(m.orgId));
  return rows.sort((a, b) => rank(a) - rank(b))[0];
}

/** Locks an instance row for the rest of the transaction; undefined when it does not exist. */
export async function lockInstance(tx: DbOrTx, instanceId: number): Promise<InstanceRow | undefined> {
  const [row] = await tx.select().from(processInstances).where(eq(processInstances.id, instanceId)).for('update');
  return row;
}

/** The newest instance of a document (a rejected document resubmitted has several). */
export async function latestInstanceOf(db: DbOrTx, billType: string, docId: number): Promise<InstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(processInstances)
    .where(and(eq(processInstances.billType, billType), eq(processInstances.docId, docId)))
    .orderBy(desc(processInstances.id))
    .limit(1);
  return row;
}

/** The interpreter's view of a locked instance: the graph of the version it started on. */
export async function runtimeOf(tx: DbOrTx, org: OrgDirectory, instance: InstanceRow): Promise<Runtime> {
  const [model] = await tx
    .select({ bpmnXml: processModels.bpmnXml })
    .from(processModels)
    .where(eq(processModels.id, instance.modelId));
  return { tx, org, instance, graph: await parseDeployed(model.bpmnXml) };
}

export async function startInstance(
  tx: DbOrTx,
  org: OrgDirectory,
  request: StartApproval,
): Promise<{ instanceId: number; ended: boolean }> {
  const model = await deployedModelFor(tx, org, request.billType, request.orgId);
  if (!model) throw new AppError(400, 'error.workflowNotDeployed');
  const graph = await parseDeployed(model.bpmnXml);
  // The profiles the conditions read are frozen now, so a later change does not reroute running approvals.
  const profiles: Record<string, string> = {};
  for (const code of graph.profileCodes) {
    profiles[code] = await getProfile(tx, code as ProfileCode, { orgId: request.orgId });
  }
  const running = await tx
    .select({ id: processInstances.id })
    .from(processInstances)
    .where(
      and(
        eq(processInstances.billType, request.billType),
        eq(processInstances.docId, request.docId),
        eq(processInstances.status, 'RUNNING'),
      ),
    );
  if (running.length > 0) throw new AppError(409, 'bpm.alreadyRunning');
  let instance: InstanceRow;
  try {
    [instance] = await tx
      .insert(processInstances)
      .values({
        modelId: model.id,
        billType: request.billType,
        docId: request.docId,
        docNumber: request.docNumber,
        orgId: request.orgId,
        title: request.title,
        initiatorUserId: request.initiatorUserId,
        variables: { ...request.variables, [PROFILES_VARIABLE]: profiles },
        menuCode: request.menuCode ?? null,
        billLink: request.billLink ?? null,
        createdBy: request.initiatorUserId,
        lastUpdatedBy: request.initiatorUserId,
      })
      .returning();
  } catch (error) {
    // A concurrent start of the same document committed first (the unique index on running instances).
    if (isUniqueViolation(error)) throw new AppError(409, 'bpm.alreadyRunning');
    throw error;
  }
  await recordEvent(tx, { instanceId: instance.id, eventType: 'START', userId: request.initiatorUserId });
  const { ended } = await enterNode({ tx, org, instance, graph }, graph.startId, request.initiatorUserId);
  return { instanceId: instance.id, ended };
}

/** The initiator takes a running approval back: its open tasks and to-dos are cancelled. */
export async function withdrawInstance(
  tx: DbOrTx,
  org: OrgDirectory,
  request: { billType: string; docId: number; userId: number },
): Promise<void> {
  const latest = await latestInstanceOf(tx, request.billType, request.docId);
  const instance = latest && (await lockInstance(tx, latest.id));
  if (instance?.status !== 'RUNNING') throw new AppError(409, 'bpm.notRunning');
  if (instance.initiatorUserId !== request.userId) throw new AppError(403, 'bpm.notInitiator');
  await recordEvent(tx, { instanceId: instance.id, eventType: 'WITHDRAW', userId: request.userId });
  await finishInstance(await runtimeOf(tx, org, instance), 'WITHDRAWN', request.userId);
}
