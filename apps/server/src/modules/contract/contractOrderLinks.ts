import Decimal from 'decimal.js';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
// Read only: which order lines generated from a contract still exist, their quantity and whether they are open.
import { purchaseOrderLines, purchaseOrders } from '../purchase/orderSchema.ts';
import { contractLines, contractOrderLines, contracts } from './schema.ts';

/*
 * The purchase order lines generated from a contract (contractOrders.ts writes the links). A contract line's
 * ordered quantity is what its live order lines hold now — a voided order or a deleted draft gives its quantity
 * back — and a contract is not terminated while an open order line (order neither closed nor voided, line OPEN)
 * cites it.
 */

const DEAD_ORDER = ['ABOLISHED'];
const ENDED_ORDER = ['ABOLISHED', 'CLOSED'];

/** Open order lines citing the contract or an earlier version of it (the same number): their order numbers. */
export async function openOrderLinesOf(db: DbOrTx, contractId: number) {
  const [own] = await db
    .select({ number: contracts.contractNumber })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!own) return [];
  const versions = db.select({ id: contracts.id }).from(contracts).where(eq(contracts.contractNumber, own.number));
  return db
    .select({ orderNumber: purchaseOrders.orderNumber, orderLineId: purchaseOrderLines.id })
    .from(contractOrderLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, contractOrderLines.orderLineId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(
      and(
        inArray(contractOrderLines.contractId, versions),
        notInArray(purchaseOrders.status, ENDED_ORDER),
        eq(purchaseOrderLines.lineStatus, 'OPEN'),
      ),
    );
}

/**
 * Recomputes the ordered quantity of a contract's lines from the live order lines generated from them (and
 * from the lines of the versions they continue), and answers it by contract line id.
 */
export async function refreshOrdered(tx: DbOrTx, contractId: number, userId: number): Promise<Map<number, string>> {
  const lines = await tx
    .select({
      id: contractLines.id,
      previousLineId: contractLines.previousLineId,
      ordered: contractLines.orderedQuantity,
    })
    .from(contractLines)
    .where(eq(contractLines.contractId, contractId));
  // A line and the lines it continues (an alteration's), back to the first version.
  const chains = new Map<number, number[]>();
  for (const l of lines) {
    const chain = [l.id];
    let previous = l.previousLineId;
    while (previous != null) {
      chain.push(previous);
      const [row] = await tx
        .select({ previousLineId: contractLines.previousLineId })
        .from(contractLines)
        .where(eq(contractLines.id, previous));
      previous = row?.previousLineId ?? null;
    }
    chains.set(l.id, chain);
  }
  const all = [...chains.values()].flat();
  const links =
    all.length === 0
      ? []
      : await tx
          .select({ contractLineId: contractOrderLines.contractLineId, quantity: purchaseOrderLines.quantity })
          .from(contractOrderLines)
          .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, contractOrderLines.orderLineId))
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
          .where(and(inArray(contractOrderLines.contractLineId, all), notInArray(purchaseOrders.status, DEAD_ORDER)));
  const result = new Map<number, string>();
  for (const l of lines) {
    const chain = new Set(chains.get(l.id));
    const ordered = links
      .filter((k) => chain.has(k.contractLineId))
      .reduce((s, k) => s.plus(k.quantity), new Decimal(0))
      .toFixed(4);
    result.set(l.id, ordered);
    if (!new Decimal(l.ordered).eq(ordered)) {
      await tx
        .update(contractLines)
        .set({ orderedQuantity: ordered, lastUpdatedBy: userId, lastUpdateDate: new Date() })
        .where(eq(contractLines.id, l.id));
    }
  }
  return result;
}
