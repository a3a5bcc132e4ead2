import type { DocStatus } from '@srm/core';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../access/scope.ts';
import { cappedCountQuery, countCappedBy, estimateCount, type KnownCount, offsetOf, type Total } from '../db/paging.ts';
import { PreparedShapes } from '../db/preparedShapes.ts';
import type { DbOrTx } from '../db/types.ts';
import type { BoundType, HeaderRow, ScopeKey } from './binding.ts';
import { type Columns, columnsOf, lineScopeKey } from './store.ts';

/*
 * A document list's page and count prepared once per shape (issue 16 item 4; platform/db/preparedShapes.ts):
 * the statement's text depends only on which filters are given and on the shape of the caller's data scope
 * (which dimensions are limited, which are empty), never on the values; those (filter values, the permitted
 * ids as arrays) are the statement's parameters. The conditions are those of visibleWhere() (store.ts) and
 * scopeWhere() (access/scope.ts) and listFilterWhere() (listFilters.ts), written with placeholders:
 * `id in (…)` becomes `id = any($n)`, which PostgreSQL reads the same. A "contains" filter (its plan depends
 * on its text, search.ts) and a walk (select all, export) are built each time by the caller.
 */

type Body = { searchParams: Record<string, unknown>; pageIndex: number; pageRows: number } & KnownCount;

const pagesByType = new WeakMap<
  BoundType,
  { pages: PreparedShapes<HeaderRow[]>; counts: PreparedShapes<{ n: number }[]> }
>();
const ph = (name: string) => sql.placeholder(name);

/** The scope dimensions of an internal caller: column, scope key (as scopeWhere). */
const INTERNAL_KEYS = [
  ['orgId', 'orgIds'],
  ['categoryId', 'categoryIds'],
  ['purchasingGroupId', 'purchasingGroupIds'],
] as const;

/** visibleWhere() with the permitted ids as parameters; `shape` and `values` are filled as it goes. */
function scopeCondition(
  bound: BoundType,
  scope: DataScope,
  header: Columns,
  shape: string[],
  values: Record<string, unknown>,
) {
  const { binding } = bound;
  const keys = binding.scope.header as readonly string[];
  const parts: (SQL | undefined)[] = [];
  if (scope.kind === 'SUPPLIER') {
    if (!keys.includes('supplierId') || scope.supplierId == null) {
      shape.push('supplier:none');
      parts.push(sql`false`);
    } else {
      shape.push('supplier');
      parts.push(eq(header.supplierId, ph('supplierId')));
      values.supplierId = scope.supplierId;
    }
    parts.push(binding.supplierWhere);
    return and(...parts);
  }
  for (const [column, idsKey] of INTERNAL_KEYS) {
    const ids = scope[idsKey];
    if (!keys.includes(column) || ids === 'ALL') continue;
    const ref = header[column];
    if (ids.length === 0) {
      shape.push(`${column}:none`);
      parts.push(sql`${ref} is null`);
    } else {
      shape.push(`${column}:in`);
      parts.push(sql`(${ref} is null or ${ref} = any(${ph(idsKey)}::integer[]))`);
      values[idsKey] = [...ids];
    }
  }
  parts.push(binding.buyerWhere);
  for (const key of (binding.scope.lines ?? []) as ScopeKey[]) {
    if (key === 'supplierId') continue;
    const [, idsKey] = INTERNAL_KEYS.find(([c]) => c === key)!;
    const ids = scope[idsKey];
    if (ids === 'ALL') continue;
    shape.push(`line:${key}`);
    parts.push(sql`${header[lineScopeKey(key)]} <@ ${ph(`line_${idsKey}`)}::integer[]`);
    values[`line_${idsKey}`] = [...ids];
  }
  return and(...parts);
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
  const condition = and(scopeCondition(bound, scope, header, shape, values), ...filters);
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
