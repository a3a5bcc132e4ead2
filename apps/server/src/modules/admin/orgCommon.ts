import type { Lang } from '@srm/core';
import type { MasterListDef } from '@srm/core/masters/types';
import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, type KnownCount, offsetOf, pageInfo } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { localName } from '../../platform/http/fieldErrors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { MasterHooks } from '../../platform/masters/binding.ts';
import { refNames } from '../../platform/masters/refNames.ts';
import type { MasterTable } from '../../platform/masters/rowActions.ts';
import type { MasterRowScope } from '../../platform/masters/rowScope.ts';

/*
 * What the organisation-structure entities (organisations, departments, positions, levels, allotments,
 * persons, job titles, data permissions) share: field schemas, field errors, localised names.
 */

export { isUniqueViolation } from '../../platform/db/uniqueViolation.ts';
export { fieldError, guardUnique, localName, requireVersion } from '../../platform/http/fieldErrors.ts';
export {
  codeSchema,
  idSchema,
  nameSchema,
  optionalText,
  versionSchema,
  ynSchema,
} from '../../platform/http/fieldSchemas.ts';

/** An optional reference: null, absent (or 0/'' from a cleared select) becomes null. */
export const optionalId = z
  .preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullish())
  .transform((v) => v ?? null);

/** Depth of each node of a flat tree (roots 1), for the tree builder's level key; loops end at the first repeat. */
export function depths<R>(rows: R[], id: (r: R) => number, parent: (r: R) => number | null): Map<number, number> {
  const byId = new Map(rows.map((r) => [id(r), r]));
  const out = new Map<number, number>();
  const depthOf = (r: R, seen: Set<number>): number => {
    const known = out.get(id(r));
    if (known !== undefined) return known;
    const p = parent(r);
    const parentRow = p == null ? undefined : byId.get(p);
    const d = parentRow && !seen.has(p!) ? depthOf(parentRow, seen.add(id(r))) + 1 : 1;
    out.set(id(r), d);
    return d;
  };
  for (const r of rows) depthOf(r, new Set());
  return out;
}

/** The paging-free body of a find: `{<idName>: id}`. */
export const findBody = <K extends string>(name: K) => z.object({ [name]: idSchema } as Record<K, typeof idSchema>);

type Row = Record<string, unknown>;
type PresentRows = NonNullable<MasterHooks['presentRows']>;

/** The data scope of a list whose rows belong to an organisation (`orgId`): the caller's organisations only. */
export const orgScope = (orgId: PgColumn): MasterRowScope => ({
  where: async (db, user, req) => scopeWhere(await scopeFor(db, user, req), { orgId }),
});

/** A reference shown by its name in the reader's language under `as` (an organisation's `orgName`). */
export const refName = (field: string, as: string, table: MasterTable, name: PgColumn, nameEn: PgColumn): PresentRows =>
  refNames({ field, table, columns: { [as]: name, [`${as}En`]: nameEn }, title: { as, name: as, nameEn: `${as}En` } });

/** Several presenters of a page, one after the other (each reference's names, then the person's user…). */
export const presentAll =
  (...steps: PresentRows[]): PresentRows =>
  async (db, rows, lang) => {
    let out = rows;
    for (const step of steps) out = await step(db, out, lang);
    return out;
  };

/** The columns a bound list reads (id, fields, flag, dates, version), for its hand-written lists (trees, pickers). */
export const storedColumns = (
  def: MasterListDef,
  table: MasterTable & { creationDate: PgColumn; lastUpdateDate: PgColumn },
  columns: Record<string, PgColumn>,
): Record<string, PgColumn> => ({
  [def.idKey]: table.id,
  ...columns,
  enabledFlag: table.enabledFlag,
  creationDate: table.creationDate,
  lastUpdateDate: table.lastUpdateDate,
  version: table.version,
});

/** Rows of a hand-written list as the binding shows them: the title in the reader's language, then the presenter. */
export const presentAs =
  (def: MasterListDef, present: PresentRows) =>
  (db: DbOrTx, rows: Row[], lang: Lang): Promise<Row[]> =>
    present(
      db,
      rows.map((r) => ({
        ...r,
        title: localName(lang, r[def.nameKey] as string, def.nameEnKey ? (r[def.nameEnKey] as string | null) : null),
      })),
      lang,
    );

/** One page of a hand-written picker (organisations, departments): the rows by `order` and the capped count. */
export async function pickerPage(
  db: DbOrTx,
  table: MasterTable,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
  order: PgColumn,
  paging: { pageIndex: number; pageRows: number } & KnownCount,
) {
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(asc(order))
      .limit(paging.pageRows)
      .offset(offsetOf(paging.pageIndex, paging.pageRows)),
    countCapped(db, table, where, paging),
  ]);
  return { rows, page: pageInfo(total, paging.pageIndex, paging.pageRows) };
}
