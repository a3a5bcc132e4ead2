import type { Lang } from '@srm/core';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../db/types.ts';
import type { ActionContext, ActionDef, ActionResult } from '../http/action.ts';
import type { AppError } from '../http/errors.ts';
import type { MasterTable } from './rowActions.ts';

/*
 * What a list bound to the engine keeps of its own API when it was there before the engine (roles,
 * responsibilities): filters of the list besides the keyword, the request schema of some fields, how a
 * taken code is refused and compared, and whether the code may change. Declared lists of new domains need
 * none of this; it lets the existing ones move onto the engine with their paths, bodies and answers unchanged.
 */

type Row = Record<string, unknown>;

/** A filter of the list besides the declared ones: its request schema and its condition (a contains, a subquery). */
export type MasterFilter = {
  schema: z.ZodType;
  where: (value: never, db: DbOrTx) => SQL;
};

export type MasterSaveRules = {
  /** Request schemas replacing the declared fields' (a code with its own message, a flag defaulting to Y, an enum). */
  body?: z.ZodRawShape;
  /** The refusal of a taken code, when the list words it its own way (status and message). */
  codeTaken?: (lang: Lang, code: string) => AppError;
  /** Codes differing only in case are the same code (roles, responsibilities: refused with the taken message). */
  codeIgnoresCase?: boolean;
  /** The code may change after the row is saved (its form never said it was fixed). */
  codeChangeable?: boolean;
};

/** The conditions of the list's own filters that the request carries (undefined: none carried). */
export function ownFilterWhere(filters: Record<string, MasterFilter> | undefined, given: Row, db: DbOrTx) {
  if (!filters) return undefined;
  const conditions = Object.entries(filters)
    .filter(([key]) => given[key] != null && given[key] !== '')
    .map(([key, f]) => f.where(given[key] as never, db));
  return conditions.length ? and(...conditions) : undefined;
}

/** Refuses a code another row holds in any case (the unique index compares exact text only). */
export async function refuseCodeInAnyCase(
  tx: DbOrTx,
  table: MasterTable,
  codeColumn: PgColumn,
  code: string,
  id: number | undefined,
  taken: () => AppError,
) {
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${codeColumn}) = ${code.toLowerCase()}`, id ? ne(table.id, id) : undefined))
    .limit(1);
  if (clash) throw taken();
}

/** `column = value`, for filters that are a plain equality but were not declared (kept out of the web's form). */
export const equalTo = (column: PgColumn) => (value: never) => eq(column, value);

/**
 * One of the bound actions followed by what the list does after it, outside its transaction: a cache
 * dropped once the change is committed, the answer completed (a responsibility's grants).
 */
export function thenAfter(
  actions: ActionDef[],
  action: string,
  after: (result: ActionResult, ctx: ActionContext<Row>) => Promise<ActionResult>,
): ActionDef[] {
  return actions.map((a) =>
    a.action === action ? { ...a, handler: async (ctx: ActionContext<Row>) => after(await a.handler(ctx), ctx) } : a,
  ) as ActionDef[];
}

/**
 * A table without an enabled flag (lookup types: a type is never disabled, its values are), bound all the
 * same: the engine then neither stores, filters nor answers the flag (it reads `table.enabledFlag` as absent).
 */
export const noEnabledFlag = <T extends PgTable>(table: T) => table as T & { enabledFlag: PgColumn };
