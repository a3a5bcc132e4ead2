import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/errors.ts';
import type { DbOrTx } from './types.ts';

/** A table with the `id` and `version` columns every business table has (ARCHITECTURE §4). */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The save of a row with a unique code: refuse a code another row holds (`onTaken`), then insert
 * (no id) or update with the optimistic lock (id + version): a stale version answers 409, a missing
 * row 404. Call it inside a transaction so the check and the write see the same rows.
 */
export async function saveWithUniqueCode<R>(
  tx: DbOrTx,
  table: VersionedTable,
  input: {
    codeColumn: PgColumn;
    code: string;
    id?: number;
    /** The version the client read; required for an update. */
    version: () => number;
    values: Record<string, unknown>;
    userId: number;
    returning: Record<string, PgColumn>;
    onTaken: () => AppError;
    /** Where the code is unique when not in the whole table (a department's code: within its organisation). */
    within?: SQL;
  },
): Promise<R> {
  const conditions: SQL[] = [eq(input.codeColumn, input.code)];
  if (input.within) conditions.push(input.within);
  if (input.id) conditions.push(ne(table.id, input.id));
  const [dup] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions));
  if (dup) throw input.onTaken();
  const values = { ...input.values, lastUpdatedBy: input.userId, lastUpdateDate: new Date() };
  // biome-ignore lint/suspicious/noExplicitAny: the row shape is the caller's table's; drizzle cannot type it generically
  const t = table as any;
  if (!input.id) {
    return (
      await tx
        .insert(t)
        .values({ ...values, createdBy: input.userId })
        .returning(input.returning)
    )[0] as R;
  }
  return (await updateAtVersion(tx, table, input.id, input.version(), values, input.returning)) as R;
}

/**
 * Updates one row under the optimistic lock: only when it still has the version the client read, and
 * bumps it. A stale version answers 409 ("changed by someone else"), a missing row 404.
 */
export async function updateAtVersion(
  tx: DbOrTx,
  table: VersionedTable,
  id: number,
  version: number,
  values: Record<string, unknown>,
  returning: Record<string, PgColumn> = { id: table.id },
): Promise<Record<string, unknown>> {
  // biome-ignore lint/suspicious/noExplicitAny: the row shape is the caller's table's; drizzle cannot type it generically
  const t = table as any;
  const [updated] = await tx
    .update(t)
    .set({ ...values, version: version + 1 })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning(returning);
  if (updated) return updated;
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
}
