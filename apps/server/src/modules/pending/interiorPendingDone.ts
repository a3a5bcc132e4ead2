import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { idSchema } from '../admin/orgCommon.ts';

/**
 * Opening an interior to-do of type WJQMS or KJQMS marks it done (spec §4 "Pending item"): those are
 * notices of the quality systems, with nothing to decide here. Only the caller's own item, only of those
 * types (an approval to-do closes with its task, never by hand); handled again: S, no change.
 */
export const MARK_DONE_BILL_TYPES = ['WJQMS', 'KJQMS'];

const doPendingDone = defineAction({
  server: 'srmServer',
  entity: 'interiorPending',
  action: 'doPendingDone',
  summary: "Marks one of the caller's WJQMS / KJQMS interior to-dos handled when it is opened",
  auth: INTERNAL,
  mutates: true,
  body: z.object({ interiorPendingId: idSchema }).passthrough(),
  handler: async ({ deps, body, user }) => {
    const me = user!.userId;
    const [row] = await deps.db
      .select({ billType: interiorPendings.billType, receiverUserId: interiorPendings.receiverUserId })
      .from(interiorPendings)
      .where(eq(interiorPendings.id, body.interiorPendingId));
    if (!row || row.receiverUserId !== me) throw new AppError(404, 'error.notFound');
    if (!MARK_DONE_BILL_TYPES.includes(row.billType)) throw new AppError(403, 'error.forbidden');
    const now = new Date();
    const changed = await deps.db
      .update(interiorPendings)
      .set({ handleFlag: 'Y', handleUserId: me, handleDate: now, lastUpdatedBy: me, lastUpdateDate: now })
      .where(
        and(
          eq(interiorPendings.id, body.interiorPendingId),
          eq(interiorPendings.handleFlag, 'N'),
          eq(interiorPendings.cancelFlag, 'N'),
        ),
      )
      .returning({ id: interiorPendings.id });
    // The caller's other open browsers drop it from their to-do lists and badges.
    if (changed.length > 0) publishAfterCommit({ userIds: [me] }, { kind: 'todo', change: 'handled', count: 1 });
    return { data: { interiorPendingId: body.interiorPendingId } };
  },
});

export const interiorPendingDoneActions = [doPendingDone];
