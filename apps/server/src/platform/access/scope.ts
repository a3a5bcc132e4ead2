import { formatDate, isSupplierUserType } from '@srm/core';
import { and, type Column, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import type { ScopeDimension } from './scopeDimensions.ts';
import { dataPermits, positionAllotments, positionLevels, positions } from './scopeSchema.ts';
import { accessFor } from './snapshot.ts';

/*
 * The one scoped-query helper of ARCHITECTURE §5: every list, find, export, download and update of a
 * table with scope columns goes through it.
 *
 *   const scope = await scopeFor(deps.db, user!, req);            // once per request (cached on req)
 *   .where(and(filters, scopeWhere(scope, { orgId: t.orgId, supplierId: t.supplierId })))
 *   assertInScope(scope, row);                                   // find / update of one loaded row → 404
 *
 * Rules (docs/decisions.md "Organisation and data scope"):
 * - a supplier user sees only rows of its own supplier; nothing else widens it, and a table without a
 *   supplier column shows a supplier user nothing;
 * - an administrator (adminFlag Y) sees every row;
 * - any other internal user sees a row when, on every scope column the table has, the row's value is
 *   one the user is permitted (or the column is NULL: the row is not bound to that dimension). A
 *   dimension without any permit shows none of the rows bound to it;
 * - the permits of a user are the union of those on the user, on the positions the user's person holds
 *   today (allotment), and on the levels of those positions;
 * - the current responsibility's data scope can change that for an internal user: PERMITTED (the default)
 *   is the permits; OWN_ORG narrows organisations to the user's own (categories and groups stay the
 *   permits); ALL sees every row, as for a group-wide procurement role.
 */

/** A responsibility's data scope (base_responsibility.data_scope). */
export const RESP_DATA_SCOPES = ['PERMITTED', 'OWN_ORG', 'ALL'] as const;
export type RespDataScope = (typeof RESP_DATA_SCOPES)[number];

export { PERMIT_TARGETS, type PermitTarget, SCOPE_DIMENSIONS, type ScopeDimension } from './scopeDimensions.ts';

/** Permitted ids of one dimension, or every row. */
export type ScopeIds = readonly number[] | 'ALL';

export type SupplierScope = { kind: 'SUPPLIER'; supplierId: number | null };
export type InternalScope = {
  kind: 'INTERNAL';
  orgIds: ScopeIds;
  categoryIds: ScopeIds;
  purchasingGroupIds: ScopeIds;
};
/** What one caller may see: computed once per request by scopeFor(). */
export type DataScope = SupplierScope | InternalScope;

/** The scope columns of a table, as Drizzle columns (or SQL expressions); name only those it has. */
export type ScopeColumns = {
  orgId?: Column | SQL;
  supplierId?: Column | SQL;
  categoryId?: Column | SQL;
  purchasingGroupId?: Column | SQL;
};
/** The scope values of one loaded row, for assertInScope(). */
export type ScopeValues = {
  orgId?: number | null;
  supplierId?: number | null;
  categoryId?: number | null;
  purchasingGroupId?: number | null;
};

export const ALL_SCOPE: InternalScope = {
  kind: 'INTERNAL',
  orgIds: 'ALL',
  categoryIds: 'ALL',
  purchasingGroupIds: 'ALL',
};

const internalKeys = [
  ['orgId', 'orgIds'],
  ['categoryId', 'categoryIds'],
  ['purchasingGroupId', 'purchasingGroupIds'],
] as const;

/** The caller's scope; pass the request so it is computed once per request, whatever number of queries use it. */
export function scopeFor(db: DbOrTx, user: SessionUser, request?: object): Promise<DataScope> {
  if (!request) return computeScope(db, user);
  let perUser = cache.get(request);
  if (!perUser) {
    perUser = new Map();
    cache.set(request, perUser);
  }
  let scope = perUser.get(user.userId);
  if (!scope) {
    scope = computeScope(db, user, request);
    perUser.set(user.userId, scope);
    scope.catch(() => perUser.delete(user.userId));
  }
  return scope;
}

// Keyed by the request, not by the SessionUser: the session lookup caches that object for a few seconds
// across requests, and a revoked permit must narrow the very next request.
const cache = new WeakMap<object, Map<number, Promise<DataScope>>>();

/**
 * An internal user's scope comes from the request's access snapshot (snapshot.ts): on a menu route the
 * statement that checked the menu has read the responsibility's data scope and the permits already.
 */
async function computeScope(db: DbOrTx, user: SessionUser, request?: object): Promise<DataScope> {
  if (isSupplierUserType(user.userType) || user.supplierId != null) {
    return { kind: 'SUPPLIER', supplierId: user.supplierId };
  }
  if (user.adminFlag === 'Y') return ALL_SCOPE;
  const access = await accessFor(db, user, request);
  const dataScope = (access.dataScope as RespDataScope | null) ?? 'PERMITTED';
  if (dataScope === 'ALL') return ALL_SCOPE;
  const permitted = access.permits;
  return {
    kind: 'INTERNAL',
    orgIds: dataScope === 'OWN_ORG' ? (user.orgId == null ? [] : [user.orgId]) : permitted.ORG,
    categoryIds: permitted.CATEGORY,
    purchasingGroupIds: permitted.PURCHASING_GROUP,
  };
}

/** Today as the allotments' dates are written (the server's calendar day). */
const today = () => formatDate(new Date());

/** The positions a person holds today (enabled positions, allotment date range covering today) and their enabled levels. */
export async function heldPositions(
  db: DbOrTx,
  personId: number | null,
): Promise<{ positionIds: number[]; levelIds: number[] }> {
  if (personId == null) return { positionIds: [], levelIds: [] };
  const rows = await db
    .select({ positionId: positions.id, levelId: positionLevels.id })
    .from(positionAllotments)
    .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
    .leftJoin(
      positionLevels,
      and(eq(positionLevels.id, positions.positionLevelId), eq(positionLevels.enabledFlag, 'Y')),
    )
    .where(heldToday(personId));
  return {
    positionIds: [...new Set(rows.map((r) => r.positionId))],
    levelIds: [...new Set(rows.flatMap((r) => (r.levelId == null ? [] : [r.levelId])))],
  };
}

function heldToday(personId: number): SQL {
  const day = today();
  return and(
    eq(positionAllotments.personId, personId),
    eq(positions.enabledFlag, 'Y'),
    lte(positionAllotments.dateFrom, day),
    or(isNull(positionAllotments.dateTo), gte(positionAllotments.dateTo, day)),
  )!;
}

/**
 * The ids a user is permitted on each dimension: the union of the permits on the user, on the positions
 * the user's person holds today and on those positions' levels. One query.
 */
export async function permittedIds(
  db: DbOrTx,
  holder: { userId: number; personId: number | null },
): Promise<Record<ScopeDimension, number[]>> {
  const holders: SQL[] = [and(eq(dataPermits.targetType, 'USER'), eq(dataPermits.targetId, holder.userId))!];
  if (holder.personId != null) {
    const held = db
      .select({ id: positions.id })
      .from(positionAllotments)
      .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
      .where(heldToday(holder.personId));
    const levels = db
      .select({ id: positionLevels.id })
      .from(positionAllotments)
      .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
      .innerJoin(positionLevels, eq(positionLevels.id, positions.positionLevelId))
      .where(and(heldToday(holder.personId), eq(positionLevels.enabledFlag, 'Y')));
    holders.push(and(eq(dataPermits.targetType, 'POSITION'), inArray(dataPermits.targetId, held))!);
    holders.push(and(eq(dataPermits.targetType, 'POSITION_LEVEL'), inArray(dataPermits.targetId, levels))!);
  }
  const rows = await db
    .selectDistinct({ dimension: dataPermits.dimension, valueId: dataPermits.valueId })
    .from(dataPermits)
    .where(or(...holders));
  const out: Record<ScopeDimension, number[]> = { ORG: [], CATEGORY: [], PURCHASING_GROUP: [] };
  for (const row of rows) {
    if (row.dimension in out) out[row.dimension as ScopeDimension].push(row.valueId);
  }
  for (const ids of Object.values(out)) ids.sort((a, b) => a - b);
  return out;
}

/**
 * How the values of a scope condition are written: inline (INLINE, every ad-hoc query) or as the placeholders of
 * a statement prepared once per shape (documents/preparedList.ts). The rule — which terms, on which columns, what
 * an empty or unlimited dimension means — is written once, in scopeWhere() and visibleWhere() (documents/store.ts),
 * which call these for the values only; `note` hears each term's kind, the shape a prepared statement is keyed by.
 */
export type ScopeRender = {
  /** The column holds this id (a supplier's own rows); `name` names the value (a placeholder's name). */
  equals(ref: SQL, name: string, id: number): SQL;
  /** The column holds one of the ids (never empty). */
  anyOf(ref: SQL, name: string, ids: number[]): SQL;
  /** An integer[] column holds none but these ids (a document header's copy of its lines' scope values). */
  within(ref: SQL, name: string, ids: number[]): SQL;
  /** Each term's kind, in order ('supplier', 'orgId:in', 'categoryId:none', 'line:categoryId', …). */
  note?(term: string): void;
};

/** The values written into the statement: `id in (…)`, `= 7`, `<@ '{…}'`. */
export const INLINE: ScopeRender = {
  equals: (ref, _name, id) => eq(ref, id),
  anyOf: (ref, _name, ids) => inArray(ref, ids),
  within: (ref, _name, ids) => sql`${ref} <@ ${`{${ids.join(',')}}`}::integer[]`,
};

/** The condition that keeps a query to the rows of the scope; `and()` it with the query's own filters. */
export function scopeWhere(scope: DataScope, columns: ScopeColumns, render: ScopeRender = INLINE): SQL {
  if (scope.kind === 'SUPPLIER') {
    if (!columns.supplierId || scope.supplierId == null) {
      render.note?.('supplier:none');
      return sql`false`;
    }
    render.note?.('supplier');
    return render.equals(asSql(columns.supplierId), 'supplierId', scope.supplierId);
  }
  const parts: SQL[] = [];
  for (const [column, idsKey] of internalKeys) {
    const ref = columns[column] && asSql(columns[column]);
    const ids = scope[idsKey];
    if (!ref || ids === 'ALL') continue;
    if (ids.length === 0) {
      render.note?.(`${column}:none`);
      parts.push(isNull(ref));
    } else {
      render.note?.(`${column}:in`);
      parts.push(or(isNull(ref), render.anyOf(ref, idsKey, [...ids]))!);
    }
  }
  return parts.length ? and(...parts)! : sql`true`;
}

// A column and an SQL expression are used alike by the operators; one overload type for both.
const asSql = (ref: Column | SQL) => ref as SQL;

/** The ids an internal scope permits in the dimension of a scope column (orgId → orgIds …), or 'ALL'. */
export function permittedIdsOf(scope: InternalScope, column: Exclude<keyof ScopeColumns, 'supplierId'>): ScopeIds {
  return scope[idsKeyOf(column)];
}

/** The scope's key of a scope column's dimension: orgId → orgIds (also a prepared value's name). */
export function idsKeyOf(column: Exclude<keyof ScopeColumns, 'supplierId'>) {
  return internalKeys.find(([c]) => c === column)![1];
}

/** Is a loaded row inside the scope? The same rule as scopeWhere(), on values instead of columns. */
export function inScope(scope: DataScope, row: ScopeValues): boolean {
  if (scope.kind === 'SUPPLIER') {
    return scope.supplierId != null && row.supplierId != null && row.supplierId === scope.supplierId;
  }
  return internalKeys.every(([column, idsKey]) => {
    const ids = scope[idsKey];
    const value = row[column];
    return ids === 'ALL' || value == null || ids.includes(value);
  });
}

/**
 * For find and update of one row: a row outside the scope answers 404 as if it did not exist
 * (ARCHITECTURE §10). Pass only the scope columns the table has (a supplier user needs `supplierId`).
 */
export function assertInScope(scope: DataScope, row: ScopeValues | null | undefined): void {
  if (!row || !inScope(scope, row)) throw new AppError(404, 'error.notFound');
}
