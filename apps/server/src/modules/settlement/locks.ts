import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';

/*
 * The transaction locks of settlement's money checks: two saves that draw on the same amounts (an order's room
 * for advances, a supplier's unpaid invoices and usable advances) are checked one after the other, so together
 * they never take more than there is. Held until the transaction ends.
 */
const ORDER_ADVANCES = 18_005;
const SUPPLIER_PAYABLES = 18_006;

export async function lockOrderAdvances(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_ADVANCES}::int, ${orderId}::int)`);
}

export async function lockSupplierPayables(tx: DbOrTx, supplierId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPPLIER_PAYABLES}::int, ${supplierId}::int)`);
}
