import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { providedLater } from '../wiring/providedLater.ts';

/*
 * The supplier directory: what the modules below the supplier module need of suppliers — their numbers and
 * names, every supplier, the members of supplier groups. Admin names a supplier user's supplier, notices and
 * notifications address suppliers and groups, the message centre names the supplier of a to-do; the supplier
 * module sits above all three (it sends notices and messages and uses the organisation services), so none
 * of them may import it. It provides this directory when it is loaded (modules/supplier/directory.ts).
 * Kept to identity and membership: anything a supplier *does* stays behind the supplier module's services.
 */

export type SupplierName = { id: number; supplierNumber: string; supplierName: string };

export type SupplierDirectory = {
  /** Number and name of suppliers by id, for naming the suppliers of a page of rows at once (unknown ids are absent). */
  namesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SupplierName>>;
  /** Every supplier id (a notice or notification for all suppliers). */
  allIds(db: DbOrTx): Promise<number[]>;
  /** The distinct member suppliers of some supplier groups. */
  membersOfGroups(db: DbOrTx, groupIds: readonly number[]): Promise<number[]>;
  /** SQL: the ids of the groups `supplierId` belongs to — for "addressed to a group containing it" conditions. */
  groupIdsOfSupplierSql(supplierId: number): SQL;
};

const directory = providedLater<SupplierDirectory>('The supplier directory (modules/supplier/directory.ts)');

/** Called by the supplier module when it is loaded. */
export const provideSupplierDirectory = (d: SupplierDirectory): void => directory.provide(d);

/** The directory the supplier module provided. */
export const supplierDirectory = (): SupplierDirectory => directory.get();

/** One supplier's number and name, or null when there is no such supplier. */
export async function supplierNameById(db: DbOrTx, supplierId: number): Promise<SupplierName | null> {
  return (await supplierDirectory().namesByIds(db, [supplierId])).get(supplierId) ?? null;
}
