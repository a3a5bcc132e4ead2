import { isSupplierUserType } from '@srm/core';
import { and, count, eq } from 'drizzle-orm';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { defineAction, noBody } from '../../platform/http/action.ts';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { notifications } from './schema.ts';

/*
 * The header's two badges: the caller's open to-dos and unread notifications. It lives with the
 * notifications (whose table it reads; the to-do tables are platform tables). The browser calls it on
 * mount and again on each realtime event (/srm-ws), so the numbers follow without a reload. Only the
 * caller's own rows are counted: a supplier user its own supplier's to-dos, an internal user the interior
 * to-dos it must handle — the same rows its to-do lists show.
 */
const badgeCounts = defineAction({
  server: 'srmServer',
  entity: 'srmBaseHome',
  action: 'badgeCounts',
  summary:
    "Header badges: the caller's open to-dos (supplier user: its supplier's to-dos; internal: its interior to-dos) and unread notifications",
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, user }) => {
    const me = user!;
    const isSupplier = isSupplierUserType(me.userType) || me.supplierId != null;
    const todos = isSupplier
      ? me.supplierId == null
        ? Promise.resolve([{ n: 0 }])
        : deps.db
            .select({ n: count() })
            .from(supplierPendings)
            .where(
              and(
                eq(supplierPendings.supplierId, me.supplierId),
                eq(supplierPendings.handleFlag, 'N'),
                eq(supplierPendings.cancelFlag, 'N'),
              ),
            )
      : deps.db
          .select({ n: count() })
          .from(interiorPendings)
          .where(
            and(
              eq(interiorPendings.receiverUserId, me.userId),
              eq(interiorPendings.handleFlag, 'N'),
              eq(interiorPendings.cancelFlag, 'N'),
            ),
          );
    const unread = deps.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientUserId, me.userId),
          eq(notifications.withdrawnFlag, 'N'),
          eq(notifications.selfCount, 0),
        ),
      );
    const [[t], [n]] = await Promise.all([todos, unread]);
    return { data: { todoCount: Number(t.n), notificationCount: Number(n.n) } };
  },
});

export const badgeCountActions = [badgeCounts];
