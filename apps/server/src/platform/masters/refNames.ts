import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types.ts';
import { localName } from '../http/fieldErrors.ts';
import type { MasterHooks } from './binding.ts';

type Row = Record<string, unknown>;

/**
 * A `ref` field shown with what it points at: a `presentRows` hook that reads the referenced rows of a
 * whole page in one query and adds their columns to each row, with their name in the reader's language
 * under `title.as` (a branch's bank code, bank name and `bankTitle`). A reference that is gone adds nulls.
 */
export function refNames(o: {
  /** The row's key holding the referenced id. */
  field: string;
  table: PgTable & { id: PgColumn };
  /** The referenced columns, added under these keys. */
  columns: Record<string, PgColumn>;
  /** The reader's-language name: `as` from the keys `name` and `nameEn` of `columns`. */
  title?: { as: string; name: string; nameEn?: string };
}): NonNullable<MasterHooks['presentRows']> {
  const empty = Object.fromEntries([...Object.keys(o.columns), ...(o.title ? [o.title.as] : [])].map((k) => [k, null]));
  return async (db: DbOrTx, rows: Row[], lang: Lang) => {
    const ids = [...new Set(rows.map((r) => r[o.field]).filter((v): v is number => typeof v === 'number'))];
    const found = ids.length
      ? await db
          .select({ ...o.columns, refId: o.table.id })
          .from(o.table)
          .where(inArray(o.table.id, ids))
      : [];
    const byId = new Map(
      found.map((f) => {
        const { refId, ...values } = f as Row & { refId: number };
        const title = o.title
          ? {
              [o.title.as]: localName(
                lang,
                values[o.title.name] as string,
                o.title.nameEn ? (values[o.title.nameEn] as string | null) : null,
              ),
            }
          : {};
        return [refId, { ...values, ...title }];
      }),
    );
    return rows.map((r) => ({ ...r, ...(byId.get(r[o.field] as number) ?? empty) }));
  };
}
