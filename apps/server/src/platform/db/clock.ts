import { sql } from 'drizzle-orm';
import type { DbOrTx } from './types.ts';

/**
 * The database's clock: what deadlines are checked against (a bid is late by the database, not by a browser
 * or one server's clock), sent with answers that show countdowns so the screen can measure its own offset.
 */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [{ now }] = await db.select({ now: sql<Date>`now()` }).from(sql`(select 1) as clock`);
  return new Date(now);
}
