import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';
import { openSupplierPending } from '../../platform/pending/supplierPendings.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';

/*
 * Only registered when the server runs with SRM_TEST_HOOKS=1 (the end-to-end suite). No module writes
 * to-dos of the bill types that open in a special way yet (WJQMS / KJQMS: quality; ICM_SUPP_HEAD: supplier
 * collaboration), and the embedded database is locked by the running server, so the browser test of how
 * they open (spec §4 "Pending item") asks for one here: an interior to-do for an internal caller, a to-do
 * of the caller's own supplier for a supplier user. Nobody else's list is ever touched.
 */
const openTodo = defineAction({
  server: 'srmServer',
  entity: 'srmTestHooks',
  action: 'openTodo',
  summary: 'TEST ONLY (SRM_TEST_HOOKS=1): opens a WJQMS / KJQMS / ICM_SUPP_HEAD to-do for the caller',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({
    billType: z.enum(['WJQMS', 'KJQMS', 'ICM_SUPP_HEAD']),
    pendingTitle: z.string().trim().min(1).max(200),
    billLink: z.string().trim().max(500).optional(),
  }),
  handler: async ({ deps, body, user }) => {
    const me = user!;
    const item = { pendingTitle: body.pendingTitle, billType: body.billType, billLink: body.billLink ?? null };
    if (me.supplierId != null) {
      const pendingId = await deps.db.transaction((tx) =>
        openSupplierPending(tx, { ...item, supplierId: me.supplierId!, createdBy: null }),
      );
      return { data: { pendingId } };
    }
    const [row] = await deps.db
      .insert(interiorPendings)
      .values({ ...item, billId: 0, receiverUserId: me.userId, createdBy: me.userId, lastUpdatedBy: me.userId })
      .returning({ id: interiorPendings.id });
    publishAfterCommit(
      { userIds: [me.userId] },
      { kind: 'todo', change: 'opened', title: body.pendingTitle, count: 1 },
    );
    return { data: { interiorPendingId: row.id } };
  },
});

export const pendingTestHookActions = [openTodo];
