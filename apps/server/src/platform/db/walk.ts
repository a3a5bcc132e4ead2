import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';

/*
 * Keyset walks (issue 16 item 3). Select all and the export read a whole list page after page; by OFFSET the
 * database reads and throws away every earlier row, so the last page of 100 000 rows cost 8–19× the first.
 * A list that declares its order as a walk, asked with `walkAfter: []` (start walking here), answers with
 * every full page `page.walkAfter`: the order values of its last row. A caller that sends them back as
 * `walkAfter` gets the rows after that one — the next page — by the index, at the cost of the first page
 * whatever the depth. Asked without it, the list answers the spec's page object alone.
 *
 * A walk's columns are all ascending or all descending, not null (a row comparison with a null answers
 * nothing), and end with a unique one (the id), so "after this row" is exact.
 */
export type Walk = {
  /** The order: each column with the key under which the list's selected row holds its value. */
  columns: readonly { key: string; column: PgColumn }[];
  direction: 'asc' | 'desc';
};

/** Declares a walk; refuses at start a nullable column (see above). */
export function walkOf(direction: Walk['direction'], columns: Walk['columns']): Walk {
  for (const { column } of columns) {
    if (!column.notNull) throw new Error(`walkOf: ${column.name} may be null; a walk needs not-null columns`);
  }
  return { columns, direction };
}

/** The part of a list body a walk reads: [] to start walking, then the last row's order values, sent back. */
export const walkSchema = {
  walkAfter: z
    .array(z.union([z.string().max(256), z.number().finite()]))
    .max(4)
    .optional(),
};

export type WalkBody = { walkAfter?: (string | number)[] };

/**
 * The condition "after the row the caller sent back", or undefined without one. A cursor of the wrong
 * length is refused: it did not come from this list.
 *
 * `fixed`: leading columns the search holds equal (lookup values of one type). They are left out of the
 * comparison — every row has the same value — because PostgreSQL starts an index scan at the row
 * comparison only when it follows the equalities: `type = $1 and (type, seq, id) > (…)` read every
 * earlier index entry of the type (4 ms at 100 000 rows), `type = $1 and (seq, id) > (…)` goes straight there.
 */
export function walkWhere(walk: Walk, body: WalkBody, fixed: readonly PgColumn[] = []): SQL | undefined {
  const after = body.walkAfter;
  if (!after || after.length === 0) return undefined;
  const cursor = walkCursor(walk, body);
  return walkCondition(walk, fixed, (i) => sql`${cursor[i]}`);
}

/**
 * The cursor the caller sent, checked against the walk's columns: a cursor of the wrong length or a value its
 * column cannot hold did not come from this list (400).
 */
export function walkCursor(walk: Walk, body: WalkBody): (string | number)[] {
  const after = body.walkAfter ?? [];
  if (after.length !== walk.columns.length || walk.columns.some((c, i) => !fits(c.column, after[i]!))) {
    throw new AppError(400, 'error.badRequest', { detail: 'walkAfter' });
  }
  return after;
}

/**
 * "After the cursor" with each cursor value given by `value(i)` — the value itself, or a placeholder of a
 * statement prepared once (preparedShapes.ts), which gets walkCursor's values when it runs.
 */
export function walkCondition(walk: Walk, fixed: readonly PgColumn[], value: (i: number) => SQL): SQL {
  const compared = walk.columns.map((c, i) => ({ ...c, i })).filter((c) => !fixed.includes(c.column));
  const columns = sql.join(
    compared.map((c) => sql`${c.column}`),
    sql`, `,
  );
  const values = sql.join(
    compared.map((c) => sql`${value(c.i)}::${sql.raw(c.column.getSQLType())}`),
    sql`, `,
  );
  return walk.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

const INT4 = 2 ** 31;

/**
 * Whether a cursor value can be compared with its column: the database would fail on 'abc'::integer or on an
 * integer out of range, and a refused cursor must be a 400, not a server error.
 */
function fits(column: PgColumn, value: string | number): boolean {
  const type = column.getSQLType();
  if (column.dataType === 'number') {
    if (typeof value !== 'number') return false;
    if (/^(integer|serial|smallint)$/.test(type)) return Number.isInteger(value) && Math.abs(value) < INT4;
    return /^(bigint|bigserial)$/.test(type) ? Number.isSafeInteger(value) : true;
  }
  if (column.dataType === 'date') return typeof value === 'string' && !Number.isNaN(Date.parse(value));
  return typeof value === 'string';
}

/** The OFFSET of a page: none when walking on (the condition has skipped the earlier rows). */
export const walkOffset = (body: WalkBody, offset: number): number => (body.walkAfter?.length ? 0 : offset);

/**
 * What the page info gains when the caller walks: the last row's order values, when the page is full (more
 * rows may follow).
 */
export function walkAfterOf(walk: Walk, body: WalkBody, rows: readonly Record<string, unknown>[], pageRows: number) {
  const last = body.walkAfter && rows.length === pageRows ? rows.at(-1) : undefined;
  if (!last) return {};
  return { walkAfter: walk.columns.map(({ key }) => walkValue(last[key])) };
}

/** A value as it travels in JSON (a date as its ISO text, which the condition casts back). */
function walkValue(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
