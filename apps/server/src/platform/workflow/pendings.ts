import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { publishAfterCommit } from '../realtime/afterCommit.ts';
import { interiorPendings, type processInstances, type processTasks } from './schema.ts';

/*
 * The interior to-do items of approval tasks: opened for each user a task waits on, handled (with who
 * and when: the done list reads handleUserId) when the task ends or is handed over, cancelled when the
 * task is cancelled. Only items still open are ever changed, so a to-do is closed exactly once.
 */

type Instance = typeof processInstances.$inferSelect;
type Task = Pick<typeof processTasks.$inferSelect, 'id' | 'instanceId'>;

const stillOpen = and(eq(interiorPendings.handleFlag, 'N'), eq(interiorPendings.cancelFlag, 'N'));

/** Opens one to-do per (task, receiver). */
export async function openPendings(
  tx: DbOrTx,
  instance: Instance,
  items: { task: Task; receiverUserId: number }[],
  byUserId: number | null,
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(interiorPendings).values(
    items.map(({ task, receiverUserId }) => ({
      pendingTitle: instance.title,
      billType: instance.billType,
      billId: instance.docId,
      billNumber: instance.docNumber,
      billLink: instance.billLink,
      billParams: { billId: instance.docId, taskId: task.id, instanceId: instance.id },
      menuCode: instance.menuCode,
      orgId: instance.orgId,
      receiverUserId,
      taskId: task.id,
      instanceId: task.instanceId,
      createdBy: byUserId,
      lastUpdatedBy: byUserId,
    })),
  );
  // Each receiver's open browser reloads its to-dos once this commits.
  publishAfterCommit(
    { userIds: [...new Set(items.map((i) => i.receiverUserId))] },
    { kind: 'todo', change: 'opened', title: instance.title ?? undefined, count: items.length },
  );
}

/** Tells the receivers of closed to-dos (their badge falls) once the transaction commits. */
function announceClosed(rows: { receiverUserId: number }[], change: 'handled' | 'cancelled'): void {
  if (rows.length === 0) return;
  publishAfterCommit(
    { userIds: [...new Set(rows.map((r) => r.receiverUserId))] },
    { kind: 'todo', change, count: rows.length },
  );
}

/** Marks the open to-dos of tasks handled by `handlerUserId` (only those of `receiverUserId` when given). */
export async function handlePendings(
  tx: DbOrTx,
  taskIds: number[],
  handlerUserId: number,
  receiverUserId?: number,
): Promise<void> {
  if (taskIds.length === 0) return;
  const now = new Date();
  const rows = await tx
    .update(interiorPendings)
    .set({
      handleFlag: 'Y',
      handleUserId: handlerUserId,
      handleDate: now,
      lastUpdatedBy: handlerUserId,
      lastUpdateDate: now,
    })
    .where(
      and(
        inArray(interiorPendings.taskId, taskIds),
        stillOpen,
        receiverUserId == null ? undefined : eq(interiorPendings.receiverUserId, receiverUserId),
      ),
    )
    .returning({ receiverUserId: interiorPendings.receiverUserId });
  announceClosed(rows, 'handled');
}

/** Cancels the open to-dos of tasks (only those of `receiverUserId` when given). */
export async function cancelPendings(
  tx: DbOrTx,
  taskIds: number[],
  byUserId: number | null,
  receiverUserId?: number,
): Promise<void> {
  if (taskIds.length === 0) return;
  const rows = await tx
    .update(interiorPendings)
    .set({ cancelFlag: 'Y', lastUpdatedBy: byUserId, lastUpdateDate: new Date() })
    .where(
      and(
        inArray(interiorPendings.taskId, taskIds),
        stillOpen,
        receiverUserId == null ? undefined : eq(interiorPendings.receiverUserId, receiverUserId),
      ),
    )
    .returning({ receiverUserId: interiorPendings.receiverUserId });
  announceClosed(rows, 'cancelled');
}

/**
 * To-dos that wait on a decision outside an approval process (a supplier registration waiting for its
 * approvers, issue 15 item 6): one per receiver, no task; handled all at once by the one who decides.
 */
export async function openBillPendings(
  tx: DbOrTx,
  bill: { title: string; billType: string; billId: number; billNumber: string | null; menuCode: string },
  receiverUserIds: number[],
  byUserId: number | null,
): Promise<void> {
  if (receiverUserIds.length === 0) return;
  await tx.insert(interiorPendings).values(
    receiverUserIds.map((receiverUserId) => ({
      pendingTitle: bill.title,
      billType: bill.billType,
      billId: bill.billId,
      billNumber: bill.billNumber,
      billParams: { billId: bill.billId },
      menuCode: bill.menuCode,
      receiverUserId,
      createdBy: byUserId,
      lastUpdatedBy: byUserId,
    })),
  );
  publishAfterCommit(
    { userIds: [...new Set(receiverUserIds)] },
    { kind: 'todo', change: 'opened', title: bill.title, count: receiverUserIds.length },
  );
}

/** Marks every open task-less to-do of a bill handled by `handlerUserId` (the decision is taken). */
export async function handleBillPendings(
  tx: DbOrTx,
  billType: string,
  billId: number,
  handlerUserId: number,
): Promise<void> {
  const now = new Date();
  const rows = await tx
    .update(interiorPendings)
    .set({
      handleFlag: 'Y',
      handleUserId: handlerUserId,
      handleDate: now,
      lastUpdatedBy: handlerUserId,
      lastUpdateDate: now,
    })
    .where(
      and(
        eq(interiorPendings.billType, billType),
        eq(interiorPendings.billId, billId),
        isNull(interiorPendings.taskId),
        stillOpen,
      ),
    )
    .returning({ receiverUserId: interiorPendings.receiverUserId });
  announceClosed(rows, 'handled');
}
