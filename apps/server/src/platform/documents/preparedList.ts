import type { DocStatus } from '@srm/core';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DataScope, ScopeRender } from '../access/scope.ts';
import { cappedCountQuery, countCappedBy, estimateCount, type KnownCount, offsetOf, type Total } from '../db/paging.ts';
import { PreparedShapes } from '../db/preparedShapes.ts';
import type { DbOrTx } from '../db/types.ts';
import type { BoundType, HeaderRow } from './binding.ts';
import { type Columns, columnsOf, visibleWhere } from './store.ts';

/*
 * A document list's page and count prepared once per shape (issue 16 item 4; platform/db/preparedShapes.ts):
 * the statement's text depends only on which filters are given and on the shape of the caller's data scope
 * (which dimensions are limited, which are empty), never on the values; those (filter values, the permitted
 * ids as arrays) are the statement's parameters. The scope is visibleWhere() (store.ts) and scopeWhere()
 * (access/scope.ts) themselves, rendering their values as placeholders (ScopeRender): `id in (…)` becomes
 * `id = any($n)`, which PostgreSQL reads the same. The filters are listFilterWhere() (listFilters.ts) with
 * placeholders. A "contains" filter (its plan depends
 * on its text, search.ts) and a walk (select all, export) are built each time by the caller.
 */

type Body = { searchParams: Record<string, unknown>; pageIndex: number; pageRows: number } & KnownCount;

const pagesByType = new WeakMap<
  BoundType,
  { pages: PreparedShapes<HeaderRow[]>; counts: PreparedShapes<{ n: number }[]> }
>();
const ph = (name: string) => sql.placeholder(name);

/**
 * visibleWhere() itself, its values written as placeholders: the rule is written once (access/scope.ts and
 * store.ts), only where the ids go differs. `shape` hears each term, `values` gets each placeholder's value.
 */
function placeholders(shape: string[], values: Record<string, unknown>): ScopeRender {
  return {
    note: (term) => shape.push(term),
    equals: (ref, name, id) => {
      values[name] = id;
      return eq(ref, ph(name));
    },
    anyOf: (ref, name, ids) => {
      values[name] = ids;
      return sql`${ref} = any(${ph(name)}::integer[])`;
    },
    within: (ref, name, ids) => {
      values[name] = ids;
      return sql`${ref} <@ ${ph(name)}::integer[]`;
    },
  };
}

const isRange = (type: string) => ['date', 'number', 'price', 'amount'].includes(type);

/** listFilterWhere() with the values as parameters; undefined when a "contains" filter is given. */
function filterCondition(
  bound: BoundType,
  header: Columns,
  f: Record<string, unknown>,
  shape: string[],
  values: Record<string, unknown>,
) {
  const { def } = bound;
  const parts: SQL[] = [];
  for (const key of def.list.filters) {
    if (key === 'status') {
      const status = f.status as DocStatus | DocStatus[] | undefined;
      if (Array.isArray(status) ? status.length > 0 : status) {
        shape.push('status');
        parts.push(sql`${header.status} = any(${ph('status')}::text[])`);
        values.status = [status].flat();
      }
      continue;
    }
    const field = def.header.find((h) => h.key === key)!;
    if (isRange(field.type)) {
      for (const [suffix, op] of [
        ['From', gte],
        ['To', lte],
      ] as const) {
        if (f[`${key}${suffix}`] == null) continue;
        shape.push(`${key}${suffix}`);
        parts.push(op(header[key], ph(`${key}${suffix}`)));
        values[`${key}${suffix}`] = f[`${key}${suffix}`];
      }
    } else if (f[key] != null && f[key] !== '') {
      if (field.type === 'text' || field.type === 'textarea') return undefined;
      shape.push(key);
      parts.push(eq(header[key], ph(key)));
      values[key] = f[key];
    }
  }
  return parts;
}

/**
 * The page (newest first) and the count of a document list for `scope`, run as prepared statements; undefined
 * when the search has a "contains" filter (the caller builds that one).
 */
export async function preparedListPage(
  db: DbOrTx,
  bound: BoundType,
  scope: DataScope,
  body: Body,
  where: () => SQL | undefined,
): Promise<[HeaderRow[], Total] | undefined> {
  const header = columnsOf(bound.binding.header);
  const shape: string[] = [];
  const values: Record<string, unknown> = {};
  const filters = filterCondition(bound, header, body.searchParams, shape, values);
  if (!filters) return undefined;
  const condition = and(visibleWhere(bound, scope, placeholders(shape, values)), ...filters);
  let statements = pagesByType.get(bound);
  if (!statements) {
    const name = `doc_${bound.def.billType.toLowerCase()}`;
    statements = { pages: new PreparedShapes(`${name}_page`), counts: new PreparedShapes(`${name}_count`) };
    pagesByType.set(bound, statements);
  }
  const key = shape.join(',');
  const { pages, counts } = statements;
  return Promise.all([
    pages.run(
      db,
      key,
      (name) =>
        db
          .select()
          .from(bound.binding.header)
          .where(condition)
          .orderBy(desc(header.id))
          .limit(ph('limit'))
          .offset(ph('offset'))
          .prepare(name) as never,
      { ...values, limit: body.pageRows, offset: offsetOf(body.pageIndex, body.pageRows) },
    ),
    countCappedBy(
      body,
      () =>
        counts.run(
          db,
          key,
          (name) => cappedCountQuery(db, bound.binding.header, condition).prepare(name) as never,
          values,
        ),
      // Past the exact limit only: the estimate is planned with the values (built as the caller would).
      () => estimateCount(db, bound.binding.header, where()),
    ),
  ]);
}
