import { eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { persons } from './schema.ts';

/** The names a screen may show of a user: login name, full name and, for an internal user, the person's names. */
export type UserNames = {
  id: number;
  userName: string;
  userFullName: string;
  personName: string | null;
  personNameEn: string | null;
};

/**
 * What other modules may use of the users: their names by id (the users table is platform's, the persons
 * table this module's, so the join lives here). A missing id is absent from the map (existence check).
 */
export async function userNamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      userFullName: users.userFullName,
      personName: persons.personName,
      personNameEn: persons.personNameEn,
    })
    .from(users)
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
