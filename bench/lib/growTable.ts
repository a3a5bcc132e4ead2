/**
 * Grows a table to a number of rows by copying its own rows: `INSERT INTO t (every column but the generated
 * id) SELECT … FROM t, generate_series(1, k) g`, each text column under a unique index (or a primary key
 * other than the id) made unique by appending `'-' || g` (cut to the column's length). The copies keep the
 * originals' foreign keys, states and owners, so lists and data scopes see the same mix, only more of it.
 * `shrink(query)` deletes the copies again, so a grown platform table (menus, responsibilities, data permits) does not
 * weigh on every other list's access checks.
 */
import type { Query } from './replayBench.ts';

export type Grown =
  | { table: string; rows: number; before: number; grown: true; shrink?: (query: Query) => Promise<void> }
  | { table: string; rows: number; before: number; grown: false; reason: string };

const TEXT_TYPES = new Set(['text', 'character varying', 'character']);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `query` runs on one session (a pool's client held for the call): growing sets session settings. */
export async function growTable(query: Query, table: string, target: number): Promise<Grown> {
  const count = async () => Number((await query(`select count(*)::bigint as n from ${quote(table)}`, [])).rows[0].n);
  const before = await count();
  const skip = (reason: string): Grown => ({ table, rows: before, before, grown: false, reason });
  if (before >= target) return { table, rows: before, before, grown: false, reason: 'already as big' };
  if (before === 0) return skip('no rows to copy');

  const columns = (
    await query(
      `select column_name as name, data_type as type, character_maximum_length as len,
          is_identity = 'YES' or is_generated = 'ALWAYS' or column_default like 'nextval(%' as generated
        from information_schema.columns
        where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
      [table],
    )
  ).rows as { name: string; type: string; len: number | null; generated: boolean }[];
  const indexes = (
    await query(
      `select i.relname as name, pg_get_indexdef(x.indexrelid) as def,
          array(select a.attname::text from pg_attribute a
                where a.attrelid = x.indrelid and a.attnum = any(x.indkey)) as cols
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = $1 and t.relnamespace = current_schema()::regnamespace and x.indisunique`,
      [table],
    )
  ).rows as { name: string; def: string; cols: string[] }[];

  const byName = new Map(columns.map((c) => [c.name, c]));
  const suffixed = new Set<string>();
  for (const index of indexes) {
    // Plain columns from indkey; expression indexes (lower(code)) name theirs only in the definition.
    const on = index.def.slice(index.def.indexOf('USING'));
    const cols = new Set([
      ...index.cols.map(String),
      ...columns.filter((c) => new RegExp(`\\b${c.name}\\b`).test(on)).map((c) => c.name),
    ]);
    if ([...cols].some((c) => byName.get(c)?.generated)) continue; // the id (or another generated column)
    const text = [...cols].filter((c) => TEXT_TYPES.has(byName.get(c)?.type ?? ''));
    if (text.length === 0) return skip(`unique index ${index.name} has no text column to make unique`);
    for (const c of text) suffixed.add(c);
  }
  const copied = columns.filter((c) => !c.generated);
  const expression = (c: (typeof columns)[number]) => {
    const src = `src.${quote(c.name)}`;
    if (!suffixed.has(c.name)) return src;
    return c.len ? `left(${src}, ${c.len} - length('-' || g)) || '-' || g` : `${src} || '-' || g`;
  };
  // The copies are the rows past the largest id: shrink() deletes them again (when the id is generated).
  const id = columns.find((c) => c.name === 'id' && c.generated);
  const maxId = id ? (await query(`select max(id) as m from ${quote(table)}`, [])).rows[0].m : undefined;
  const need = target - before;
  const copies = Math.ceil(need / before);
  await withoutSecondaryIndexes(query, table, async () => {
    await query(
      `insert into ${quote(table)} (${copied.map((c) => quote(c.name)).join(', ')})
        select ${copied.map(expression).join(', ')}
        from ${quote(table)} src cross join generate_series(1, ${copies}) g
        limit ${need}`,
      [],
    );
  });
  // VACUUM too, as autovacuum does after so many inserts: the visibility map lets counts and pages read the
  // indexes only; and had a GIN (gram) index been kept through the insert, its pending list would be flushed.
  await query(`vacuum analyze ${quote(table)}`, []);
  const shrink =
    maxId == null
      ? undefined
      : async (query: Query) => {
          await withoutSecondaryIndexes(query, table, () =>
            query(`delete from ${quote(table)} where id > $1`, [maxId]),
          );
          await query(`vacuum analyze ${quote(table)}`, []);
        };
  return { table, rows: await count(), before, grown: true, shrink };
}

/**
 * The table a statement reads at its top level: the first `from "t"` outside parentheses (a select list's
 * subqueries, e.g. a row's primary contact, come before it and are skipped).
 */
/**
 * Runs `work` (a bulk insert or delete) with the table's secondary indexes dropped and built again afterwards,
 * its foreign keys and triggers not fired. Kept up row by row, the gram (GIN) and sort indexes made growing one
 * table to a million rows take over a minute; built once over the rows they take seconds. The unique indexes and
 * the primary key stay (the copies are made unique for them). The foreign keys need not be checked: a copy holds
 * its original's references, and no row refers to a copy. `query` must be one session (the settings are its own).
 */
async function withoutSecondaryIndexes(query: Query, table: string, work: () => Promise<unknown>): Promise<void> {
  const secondary = (
    await query(
      `select i.relname as name, pg_get_indexdef(x.indexrelid) as def
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = $1 and t.relnamespace = current_schema()::regnamespace
          and not x.indisunique and not x.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
      [table],
    )
  ).rows as { name: string; def: string }[];
  for (const index of secondary) await query(`drop index ${quote(index.name)}`, []);
  // Superuser only (the bench's own database): without it, each copied row checks each of its foreign keys.
  const replica = await query(`set session_replication_role = replica`, []).then(
    () => true,
    () => false,
  );
  try {
    await work();
  } finally {
    if (replica) await query(`set session_replication_role = default`, []);
    await query(`set maintenance_work_mem = '256MB'`, []).catch(() => {});
    for (const index of secondary) await query(index.def, []);
    await query(`reset maintenance_work_mem`, []).catch(() => {});
  }
}

export function topLevelTable(text: string): string | undefined {
  let depth = 0;
  let quoted: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === quoted) quoted = null;
      continue;
    }
    if (ch === "'") quoted = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && /^from\s/i.test(text.slice(i, i + 5)) && /\W/.test(text[i - 1] ?? ' ')) {
      return /^from\s+"?([\w]+)"?/i.exec(text.slice(i))?.[1];
    }
  }
  return undefined;
}
