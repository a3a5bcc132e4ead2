import { formatDate } from '@srm/core';
import { type Column, getTableName, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import { mapRowsOnce } from '../db/rowMapper.ts';
import type { DbOrTx } from '../db/types.ts';
import { menuResources, menus, responsibilities, responsibilityMenus, responsibilityResources } from './schema.ts';
import type { ScopeDimension } from './scopeDimensions.ts';
import { dataPermits, positionAllotments, positionLevels, positions } from './scopeSchema.ts';

/*
 * The access snapshot of a request (docs/decisions.md "Access snapshot per request"): what the caller's
 * current responsibility holds, read in ONE prepared statement — the menus of the route's rule, the
 * buttons held on those menus, the responsibility's data scope and the user's data permits. A document
 * list used to send four statements for this (menu check, data scope, permits, buttons); each is a round
 * trip and a parse/plan in PostgreSQL, which was most of what the platform cost over a bare handler.
 *
 * Nothing is kept across requests: every request reads the tables afresh, so a revoked grant, menu,
 * button, permit or allotment narrows the very next request on every instance, with no invalidation to
 * get right. The rules are those of holdsMenu (check.ts), heldMenuResources (menus.ts) and
 * permittedIds / respDataScope (scope.ts); the access tests run through this statement.
 */

/** What one request's caller holds; `codes` are the menu codes it was read for. */
export type AccessSnapshot = {
  codes: ReadonlySet<string>;
  /** Of `codes`, the enabled menus the responsibility has. */
  menus: ReadonlySet<string>;
  /** Per menu code of `codes`: the buttons held on it (the rule of heldMenuResources). */
  buttons: ReadonlyMap<string, ReadonlySet<string>>;
  /** The responsibility's data scope column (null: no responsibility, or none found). */
  dataScope: string | null;
  /** The ids permitted on each dimension, sorted (the rule of permittedIds). */
  permits: Record<ScopeDimension, number[]>;
};

const p = (name: string) => sql.placeholder(name);
// Columns written with their table: drizzle writes bare column names in the fields of a select from SQL.
const c = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The positions the person holds today (enabled positions, allotment dates covering today). */
const heldToday = sql`${c(positionAllotments.personId)} = ${p('person')} and ${c(positions.enabledFlag)} = 'Y'
  and ${c(positionAllotments.dateFrom)} <= ${p('day')}
  and (${c(positionAllotments.dateTo)} is null or ${c(positionAllotments.dateTo)} >= ${p('day')})`;

function buildSnapshotQuery(db: DbOrTx) {
  const query = db
    .select({
      dataScope: sql<string | null>`(select ${c(responsibilities.dataScope)} from ${responsibilities}
        where ${c(responsibilities.id)} = ${p('resp')})`,
      menus: sql<string[]>`(select coalesce(json_agg(${c(menus.menuCode)}), '[]'::json)
        from ${responsibilityMenus} inner join ${menus} on ${c(menus.id)} = ${c(responsibilityMenus.menuId)}
        where ${c(responsibilityMenus.responsibilityId)} = ${p('resp')} and ${c(menus.menuCode)} = any(${p('codes')})
          and ${c(menus.enabledFlag)} = 'Y')`,
      buttons: sql<
        [string, string][]
      >`(select coalesce(json_agg(json_build_array(${c(menus.menuCode)}, ${c(menuResources.resourceCode)})), '[]'::json)
        from ${responsibilityResources}
        inner join ${menuResources} on ${c(menuResources.id)} = ${c(responsibilityResources.resourceId)}
        inner join ${menus} on ${c(menus.id)} = ${c(menuResources.menuId)}
        inner join ${responsibilityMenus} on ${c(responsibilityMenus.menuId)} = ${c(menus.id)}
          and ${c(responsibilityMenus.responsibilityId)} = ${c(responsibilityResources.responsibilityId)}
        where ${c(responsibilityResources.responsibilityId)} = ${p('resp')} and ${c(menus.menuCode)} = any(${p('codes')})
          and ${c(menus.enabledFlag)} = 'Y')`,
      permits: sql<
        [string, number][]
      >`(select coalesce(json_agg(json_build_array(${c(dataPermits.dimension)}, ${c(dataPermits.valueId)})), '[]'::json)
        from ${dataPermits}
        where (${c(dataPermits.targetType)} = 'USER' and ${c(dataPermits.targetId)} = ${p('user')})
          or (${c(dataPermits.targetType)} = 'POSITION' and ${c(dataPermits.targetId)} in (select ${c(positions.id)}
            from ${positionAllotments} inner join ${positions} on ${c(positions.id)} = ${c(positionAllotments.positionId)}
            where ${heldToday}))
          or (${c(dataPermits.targetType)} = 'POSITION_LEVEL' and ${c(dataPermits.targetId)} in (select ${c(positionLevels.id)}
            from ${positionAllotments} inner join ${positions} on ${c(positions.id)} = ${c(positionAllotments.positionId)}
            inner join ${positionLevels} on ${c(positionLevels.id)} = ${c(positions.positionLevelId)}
            where ${heldToday} and ${c(positionLevels.enabledFlag)} = 'Y')))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('access_snapshot');
  // Its one row mapped by a function made once (db/rowMapper.ts), not cell by cell.
  return mapRowsOnce(query);
}

// One prepared query per database handle (drizzle binds it to its session); PostgreSQL parses and plans
// the named statement once per connection.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof buildSnapshotQuery>>();

/** Reads the snapshot for `codes` (one statement, whatever the user: callers skip it for an administrator). */
export async function readAccessSnapshot(
  db: DbOrTx,
  user: SessionUser,
  codes: readonly string[],
): Promise<AccessSnapshot> {
  let query = prepared.get(db);
  if (!query) {
    query = buildSnapshotQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({
    resp: user.responsibilityId,
    user: user.userId,
    person: user.personId,
    // Today as the allotments' dates are written (the server's calendar day).
    day: formatDate(new Date()),
    codes: [...codes],
  });
  const buttons = new Map<string, Set<string>>(codes.map((c) => [c, new Set<string>()]));
  for (const [menuCode, resourceCode] of row.buttons) buttons.get(menuCode)?.add(resourceCode);
  const permits: Record<ScopeDimension, number[]> = { ORG: [], CATEGORY: [], PURCHASING_GROUP: [] };
  for (const [dimension, valueId] of row.permits) {
    const ids = permits[dimension as ScopeDimension];
    if (ids && !ids.includes(valueId)) ids.push(valueId);
  }
  for (const ids of Object.values(permits)) ids.sort((a, b) => a - b);
  return {
    codes: new Set(codes),
    menus: new Set(row.menus),
    buttons,
    dataScope: row.dataScope,
    permits,
  };
}

// Keyed by the request (not the SessionUser, which the session lookup shares across requests for a few
// seconds), then by user id; a request may read more than one snapshot when a later check asks for menus
// the first did not cover (an export running a list action under the list's rule).
type Read = { codes: readonly string[]; snapshot: Promise<AccessSnapshot> };
const perRequest = new WeakMap<object, Map<number, Read[]>>();

/** The snapshot this request has read (or is reading) covering `codes`, without reading one. */
export function accessReadFor(user: SessionUser, request: object, codes: readonly string[]) {
  return perRequest
    .get(request)
    ?.get(user.userId)
    ?.find((r) => codes.every((c) => r.codes.includes(c)))?.snapshot;
}

/**
 * The snapshot of this request covering `codes`: the one read already (or being read) when it covers
 * them, else a new read. Without a request, a read of its own.
 */
export function accessFor(
  db: DbOrTx,
  user: SessionUser,
  request: object | undefined,
  codes: readonly string[] = [],
): Promise<AccessSnapshot> {
  if (!request) return readAccessSnapshot(db, user, codes);
  let byUser = perRequest.get(request);
  if (!byUser) {
    byUser = new Map();
    perRequest.set(request, byUser);
  }
  let reads = byUser.get(user.userId);
  if (!reads) {
    reads = [];
    byUser.set(user.userId, reads);
  }
  const covering = reads.find((r) => codes.every((c) => r.codes.includes(c)));
  if (covering) return covering.snapshot;
  const read: Read = { codes, snapshot: readAccessSnapshot(db, user, codes) };
  reads.push(read);
  const list = reads;
  // A failed read is not kept: the next ask reads again.
  read.snapshot.catch(() => list.splice(list.indexOf(read), 1));
  return read.snapshot;
}
