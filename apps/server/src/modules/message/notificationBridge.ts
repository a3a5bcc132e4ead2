import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { msgReceivers } from './schema.ts';

/*
 * An in-app message is a notification of the notice module (created with its notify(), so it shows in the
 * home's panel and the header badge). Its read state lives on the notification: a receiver who opens it
 * from the home panel has read the message too. The notice module exports no read or delete service yet,
 * so the three statements the message centre needs are written here against its table by name, in this
 * one file (a candidate for a small service in modules/notice when its owner adds one).
 */

/** When a receiver row was read: its own read date, or its notification's. */
export const readDateOf = (): SQL<Date | null> =>
  sql<Date | null>`coalesce(${msgReceivers.readDate}, (select n.read_date from srm_base_notification n where n.id = ${msgReceivers.notificationId}))`;

/** Marks the caller's notifications read, as opening them on the home panel does. */
export async function markNotificationsRead(tx: DbOrTx, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update srm_base_notification set self_count = self_count + 1, read_date = coalesce(read_date, now()) where recipient_user_id = ${userId} and self_count = 0 and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** A withdrawn message leaves the panel of those who have not read it; returns the ids removed. */
export async function deleteUnreadNotifications(tx: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(
    sql`delete from srm_base_notification where self_count = 0 and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
