import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { suppliers } from './schema.ts';

/*
 * Suppliers in some statuses, by a keyword on number or name (issue 17: the qualified suppliers a buyer may
 * invite to an inquiry beyond the approved supplier list). Ids only: the caller names them with
 * suppliersByIds and judges each with supplierTradeBlock / supplierSourcingBlock.
 */
export async function supplierIdsInStatuses(
  db: DbOrTx,
  where: { statuses: readonly string[]; keyword?: string; limit: number },
): Promise<number[]> {
  const c: SQL[] = [inArray(suppliers.supplierStatus, [...where.statuses])];
  if (where.keyword) c.push(containsAny(where.keyword, [suppliers.supplierNumber, suppliers.supplierName]));
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(...c))
    .orderBy(asc(suppliers.supplierNumber))
    .limit(where.limit);
  return rows.map((r) => r.id);
}
