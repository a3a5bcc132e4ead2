import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { publishAfterCommit } from '../realtime/afterCommit.ts';
import { supplierPendings } from './schema.ts';

/*
 * Supplier to-dos for other modules, called inside their own transaction: a document opens a to-do for its
 * supplier (an order published, a plan to confirm…), handles it when the supplier has done what it asked,
 * and cancels it when the document is withdrawn. Only items still open are ever changed, so a to-do is
 * closed exactly once.
 */

export type OpenSupplierPending = {
  supplierId: number;
  pendingTitle: string;
  billType: string;
  billId?: number | null;
  billNumber?: string | null;
  billLink?: string | null;
  billParams?: Record<string, unknown> | null;
  menuCode?: string | null;
  orgId?: number | null;
  createdBy: number | null;
};

const openedListeners: ((tx: DbOrTx, item: OpenSupplierPending & { pendingId: number }) => Promise<void>)[] = [];

/** Lets a module act on every supplier to-do opened (the message centre tells the supplier's users), in its transaction. */
export function onSupplierPendingOpened(
  listener: (tx: DbOrTx, item: OpenSupplierPending & { pendingId: number }) => Promise<void>,
): void {
  openedListeners.push(listener);
}

const stillOpen = and(eq(supplierPendings.handleFlag, 'N'), eq(supplierPendings.cancelFlag, 'N'));

/** Opens one to-do for a supplier; returns its id. */
export async function openSupplierPending(tx: DbOrTx, item: OpenSupplierPending): Promise<number> {
  const [row] = await tx
    .insert(supplierPendings)
    .values({
      supplierId: item.supplierId,
      pendingTitle: item.pendingTitle,
      billType: item.billType,
      billId: item.billId ?? null,
      billNumber: item.billNumber ?? null,
      billLink: item.billLink ?? null,
      billParams: item.billParams ?? (item.billId == null ? null : { billId: item.billId }),
      menuCode: item.menuCode ?? null,
      orgId: item.orgId ?? null,
      createdBy: item.createdBy,
      lastUpdatedBy: item.createdBy,
    })
    .returning({ id: supplierPendings.id });
  for (const listener of openedListeners) await listener(tx, { ...item, pendingId: row.id });
  // Every open browser of the supplier's users reloads its to-dos once this commits; no other supplier hears it.
  publishAfterCommit(
    { supplierId: item.supplierId },
    { kind: 'todo', change: 'opened', title: item.pendingTitle, count: 1 },
  );
  return row.id;
}

/** Tells each supplier whose to-dos closed (its badge falls) once the transaction commits. */
function announceClosed(rows: { supplierId: number }[], change: 'handled' | 'cancelled'): void {
  const bySupplier = new Map<number, number>();
  for (const r of rows) bySupplier.set(r.supplierId, (bySupplier.get(r.supplierId) ?? 0) + 1);
  for (const [supplierId, count] of bySupplier) publishAfterCommit({ supplierId }, { kind: 'todo', change, count });
}

/** Marks the open to-dos of a document handled by `userId` (only those of `supplierId` when given); returns how many. */
export async function handleSupplierPendings(
  tx: DbOrTx,
  where: { billType: string; billId: number; supplierId?: number | null; userId: number },
): Promise<number> {
  const now = new Date();
  const rows = await tx
    .update(supplierPendings)
    .set({
      handleFlag: 'Y',
      handleUserId: where.userId,
      handleDate: now,
      lastUpdatedBy: where.userId,
      lastUpdateDate: now,
    })
    .where(
      and(
        eq(supplierPendings.billType, where.billType),
        eq(supplierPendings.billId, where.billId),
        stillOpen,
        where.supplierId == null ? undefined : eq(supplierPendings.supplierId, where.supplierId),
      ),
    )
    .returning({ id: supplierPendings.id, supplierId: supplierPendings.supplierId });
  announceClosed(rows, 'handled');
  return rows.length;
}

/** Cancels the open to-dos of a document; returns how many. */
export async function cancelSupplierPendings(
  tx: DbOrTx,
  where: { billType: string; billId: number; userId: number | null },
): Promise<number> {
  const rows = await tx
    .update(supplierPendings)
    .set({ cancelFlag: 'Y', lastUpdatedBy: where.userId, lastUpdateDate: new Date() })
    .where(and(eq(supplierPendings.billType, where.billType), eq(supplierPendings.billId, where.billId), stillOpen))
    .returning({ id: supplierPendings.id, supplierId: supplierPendings.supplierId });
  announceClosed(rows, 'cancelled');
  return rows.length;
}
