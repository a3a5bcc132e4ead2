/**
 * Grows a table to a number of rows by copying its own rows: `INSERT INTO t (every column but the generated
 * id) SELECT … FROM t, generate_series(1, k) g`, each text column under a unique index (or a primary key
 * other than the id) made unique by appending `'-' || g` (cut to the column's length). The copies keep the
 * originals' foreign keys, states and owners, so lists and data scopes see the same mix, only more of it.
 * `shrink()` deletes the copies again, so a grown platform table (menus, responsibilities, data permits) does not
 * weigh on every other list's access checks.
 */
import type { Query } from './replayBench.ts';

export type Grown =
  | { table: string; rows: number; before: number; grown: true; shrink?: () => Promise<void> }
  | { table: string; rows: number; before: number; grown: false; reason: string };

const TEXT_TYPES = new Set(['text', 'character varying', 'character']);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  await query(
    `insert into ${quote(table)} (${copied.map((c) => quote(c.name)).join(', ')})
      select ${copied.map(expression).join(', ')}
      from ${quote(table)} src cross join generate_series(1, ${copies}) g
      limit ${need}`,
    [],
  );
  // VACUUM too, as autovacuum does after so many inserts: a bulk insert leaves the new rows of every GIN (gram)
  // index in its unsorted pending list, which each search then reads whole (12.8 ms instead of 0.04 for a pair
  // no row holds, three indexes, 200 000 rows); a manual ANALYZE does not flush it, autovacuum does.
  await query(`vacuum analyze ${quote(table)}`, []);
  const shrink =
    maxId == null
      ? undefined
      : async () => {
          await query(`delete from ${quote(table)} where id > $1`, [maxId]);
          await query(`vacuum analyze ${quote(table)}`, []);
        };
  return { table, rows: await count(), before, grown: true, shrink };
}

/**
 * The table a statement reads at its top level: the first `from "t"` outside parentheses (a select list's
 * subqueries, e.g. a row's primary contact, come before it and are skipped).
 */
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
