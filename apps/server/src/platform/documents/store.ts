import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type DataScope,
  INLINE,
  idsKeyOf,
  permittedIdsOf,
  type ScopeColumns,
  type ScopeRender,
  scopeWhere,
} from '../access/scope.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import type { BoundType, DocInput, HeaderRow, LineRow, ScopeKey, StoredDoc } from './binding.ts';
import { diffFields } from './history.ts';

/*
 * The reads and writes of a bound document type, generic over its tables: the tables' properties are
 * named as the declaration's keys, so one piece of code serves every type. Every read for a user goes
 * through visibleWhere(), which is the scope helper of platform/access applied to header and lines.
 */

export type Columns = Record<string, PgColumn>;
export const columnsOf = (table: PgTable): Columns => getTableColumns(table) as Columns;

// The tables are only known as PgTable here; drizzle cannot type an insert or update into "some table".
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyTable = any;

/** The header and line columns every document table must have besides its declared fields. */
export const REQUIRED_HEADER_COLUMNS = [
  'id',
  'status',
  'version',
  'createdBy',
  'creationDate',
  'lastUpdatedBy',
  'lastUpdateDate',
  'printCount',
  'lastPrintDate',
];
export const REQUIRED_LINE_COLUMNS = ['id', 'lineNumber', 'createdBy', 'lastUpdatedBy', 'lastUpdateDate', 'version'];

function scopeColumns(columns: Columns, keys: readonly (keyof ScopeColumns)[]): ScopeColumns {
  return Object.fromEntries(keys.map((k) => [k, columns[k]]));
}

/**
 * The header property holding the distinct values of a line scope column, e.g. categoryId →
 * lineCategoryIds (an integer[] column, kept by refreshLineScope whenever the lines change).
 */
export const lineScopeKey = (key: ScopeKey) => `line${key[0].toUpperCase()}${key.slice(1, -2)}Ids`;

/**
 * The documents the scope may see: the header's scope columns inside it, and no line outside it (so a
 * document showing a line of a category the user is not permitted is not shown at all). The lines are
 * judged through the header's copy of their scope values (`lineCategoryIds <@ permitted`): a condition
 * on the header alone, so a list and its count never join the lines — on 100 000 requisitions the
 * anti-join with the lines made the capped count a scan of every line per request. A supplier sees its
 * own documents whatever their lines' categories.
 */
export function visibleWhere({ binding }: BoundType, scope: DataScope, render: ScopeRender = INLINE): SQL {
  const header = columnsOf(binding.header);
  const own = scopeWhere(scope, scopeColumns(header, binding.scope.header), render);
  if (scope.kind === 'SUPPLIER') return binding.supplierWhere ? and(own, binding.supplierWhere)! : own;
  // An internal user (a buyer, whatever its scope, the administrator included) never sees the drafts of
  // documents a supplier writes: the binding's buyerWhere, here in the one place every read goes through.
  const parts = binding.buyerWhere ? [own, binding.buyerWhere] : [own];
  if (!binding.scope.lines?.length) return and(...parts)!;
  for (const key of binding.scope.lines) {
    if (key === 'supplierId') continue;
    const ids = permittedIdsOf(scope, key);
    if (ids === 'ALL') continue;
    render.note?.(`line:${key}`);
    parts.push(render.within(header[lineScopeKey(key)] as unknown as SQL, `line_${idsKeyOf(key)}`, [...ids]));
  }
  return and(...parts)!;
}

/**
 * Copies the distinct scope values of each document's lines onto its header (see visibleWhere). The
 * engine calls it after writing lines; code that writes lines by itself (a seed) must call it too.
 */
export async function refreshLineScope(tx: DbOrTx, { binding }: BoundType, ids: number[]): Promise<void> {
  if (!binding.lines || !binding.scope.lines?.length || ids.length === 0) return;
  const header = columnsOf(binding.header);
  const lines = columnsOf(binding.lines.table);
  const parent = lines[binding.lines.parentKey];
  const values = Object.fromEntries(
    binding.scope.lines.map((key) => [
      lineScopeKey(key),
      sql`coalesce((select array_agg(distinct ${lines[key]} order by ${lines[key]}) from ${binding.lines!.table}
        where ${parent} = ${header.id} and ${lines[key]} is not null), '{}')`,
    ]),
  );
  await tx
    .update(binding.header as AnyTable)
    .set(values)
    .where(inArray(header.id, ids));
}

/** Loads one document inside the scope (header and lines), optionally locking its header row; null when not visible. */
export async function findDoc(
  db: DbOrTx,
  bound: BoundType,
  scope: DataScope | null,
  id: number,
  lock = false,
): Promise<StoredDoc | null> {
  const header = columnsOf(bound.binding.header);
  const where = scope ? and(eq(header.id, id), visibleWhere(bound, scope)) : eq(header.id, id);
  const query = db.select().from(bound.binding.header).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return { header: row as HeaderRow, lines: await linesOf(db, bound, [id]) };
}

/** Locks and loads a document of the caller's scope, or answers 404 as if it did not exist. */
export async function lockDoc(db: DbOrTx, bound: BoundType, scope: DataScope, id: number): Promise<StoredDoc> {
  const doc = await findDoc(db, bound, scope, id, true);
  if (!doc) throw new AppError(404, 'error.notFound');
  return doc;
}

/** The lines of some documents, in line-number order. */
export async function linesOf(db: DbOrTx, { binding }: BoundType, ids: number[]): Promise<LineRow[]> {
  if (!binding.lines || ids.length === 0) return [];
  const lines = columnsOf(binding.lines.table);
  const rows = await db
    .select()
    .from(binding.lines.table)
    .where(inArray(lines[binding.lines.parentKey], ids))
    .orderBy(asc(lines.lineNumber), asc(lines.id));
  return rows as LineRow[];
}

/** The declared keys a save writes: writable fields and computed ones, never the number or line number. */
function storedValues(fields: { key: string; computed?: boolean }[], input: Record<string, unknown>, skip: string[]) {
  return Object.fromEntries(
    fields
      .filter((f) => !f.computed && !skip.includes(f.key) && f.key in input)
      .map((f) => [f.key, input[f.key] ?? null]),
  );
}

export async function insertHeader(
  tx: DbOrTx,
  { def, binding }: BoundType,
  input: DocInput,
  extra: Record<string, unknown>,
  userId: number,
): Promise<number> {
  const values = { ...storedValues([...def.header], input.header, [def.numberKey]), ...extra };
  const [row] = await tx
    .insert(binding.header as AnyTable)
    .values({ ...values, createdBy: userId, lastUpdatedBy: userId })
    .returning({ id: columnsOf(binding.header).id });
  return (row as { id: number }).id;
}

/** Changes header columns and raises the version (the caller has locked the row and checked the version). */
export async function updateHeader(
  tx: DbOrTx,
  { binding }: BoundType,
  current: HeaderRow,
  values: Record<string, unknown>,
  userId: number,
): Promise<void> {
  await tx
    .update(binding.header as AnyTable)
    .set({ ...values, version: current.version + 1, lastUpdatedBy: userId, lastUpdateDate: new Date() })
    .where(eq(columnsOf(binding.header).id, current.id));
}

export function headerValues({ def }: BoundType, input: DocInput): Record<string, unknown> {
  return storedValues([...def.header], input.header, [def.numberKey]);
}

/**
 * Makes the stored lines those of the input: lines left out are deleted, changed ones updated (only
 * those that differ), new ones inserted with the next line numbers. Existing lines keep their numbers.
 */
export async function writeLines(
  tx: DbOrTx,
  { def, binding }: BoundType,
  docId: number,
  current: LineRow[],
  input: DocInput['lines'],
  userId: number,
): Promise<void> {
  if (!binding.lines || !def.lines) return;
  const table = binding.lines.table;
  const columns = columnsOf(table);
  const fields = def.lines.fields.filter((f) => f.key !== 'lineNumber');
  const kept = new Set(input.flatMap((l) => (l.id ? [l.id] : [])));
  const removed = current.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length > 0) await tx.delete(table).where(inArray(columns.id, removed));
  const byId = new Map(current.map((l) => [l.id, l]));
  let next = Math.max(0, ...current.map((l) => Number(l.lineNumber ?? 0))) + 1;
  const added: Record<string, unknown>[] = [];
  for (const line of input) {
    const values = storedValues(fields, line, []);
    const was = line.id ? byId.get(line.id) : undefined;
    if (!was) {
      added.push({
        ...values,
        [binding.lines.parentKey]: docId,
        lineNumber: next++,
        createdBy: userId,
        lastUpdatedBy: userId,
      });
    } else if (diffFields(fields, was, { ...was, ...values }).length > 0) {
      await tx
        .update(table as AnyTable)
        .set({ ...values, version: Number(was.version) + 1, lastUpdatedBy: userId, lastUpdateDate: new Date() })
        .where(eq(columns.id, was.id));
    }
  }
  if (added.length > 0) await tx.insert(table as AnyTable).values(added);
  await refreshLineScope(tx, { def, binding }, [docId]);
}

/**
 * Counts a print. Not updateHeader(): printing changes no content, and an edit form open elsewhere
 * must not turn stale because someone printed the document.
 */
export async function markPrinted(tx: DbOrTx, { binding }: BoundType, id: number): Promise<void> {
  const header = columnsOf(binding.header);
  await tx
    .update(binding.header as AnyTable)
    .set({ printCount: sql`${header.printCount} + 1`, lastPrintDate: new Date() })
    .where(eq(header.id, id));
}

export async function deleteDoc(tx: DbOrTx, { binding }: BoundType, id: number): Promise<void> {
  if (binding.lines) {
    await tx.delete(binding.lines.table).where(eq(columnsOf(binding.lines.table)[binding.lines.parentKey], id));
  }
  await tx.delete(binding.header).where(eq(columnsOf(binding.header).id, id));
}
