import type { Lang, MessageKey } from '@srm/core';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import type { MasterFilter, MasterSaveRules } from './ownRules.ts';
import type { MasterTable } from './rowActions.ts';
import type { MasterRowScope } from './rowScope.ts';

/* How a declared master list is bound to its table on the server (bindMasterList.ts). */

type Row = Record<string, unknown>;

export type MasterHooks = {
  /** Refuses a save before it is written (references, rules across fields), or sets a value derived from others (a category's level); inside the save's transaction. */
  beforeSave?: (
    tx: DbOrTx,
    values: Row,
    ctx: { id: number | undefined; lang: Lang; user: SessionUser; req: object },
  ) => Promise<void>;
  /** Refuses enabling or disabling (a category with enabled children). */
  beforeStatus?: (tx: DbOrTx, id: number, enabledFlag: 'Y' | 'N', lang: Lang) => Promise<void>;
  /** Refuses a delete while the row is still used. */
  beforeDelete?: (tx: DbOrTx, id: number, lang: Lang) => Promise<void>;
  /** Removes the row's children in the delete's transaction (and writes an audit of who deleted it). */
  cascadeDelete?: (tx: DbOrTx, id: number, ctx: { userId: number }) => Promise<void>;
  /** Fields the screen shows besides the stored ones (a district's full name). */
  present?: (row: Row, lang: Lang) => Row;
  /** The same for a whole page at once, when it needs the database (the buyers of each purchasing group). */
  presentRows?: (db: DbOrTx, rows: Row[], lang: Lang) => Promise<Row[]>;
  /** What findById adds to the row (a group's members). */
  detail?: (db: DbOrTx, id: number, lang: Lang) => Promise<Row>;
};

/**
 * Lines the save replaces along with the row (a group's members): their part of the save's body, and
 * their check and write, in the save's transaction after the row is written.
 */
export type MasterLines = {
  body: z.ZodRawShape;
  write: (tx: DbOrTx, id: number, body: Row, ctx: { lang: Lang; userId: number }) => Promise<void>;
};

export type MasterBinding = {
  /** Messages of the list's own where the shared ones would say less ("the scene code is taken"). */
  messages?: { codeTaken?: MessageKey; saved?: MessageKey };
  table: MasterTable & { creationDate: PgColumn; lastUpdateDate: PgColumn };
  /** The table's column of each declared field. */
  columns: Record<string, PgColumn>;
  /** Values the list and findById read besides the fields, never written (a member count). */
  readColumns?: Record<string, SQL | PgColumn>;
  lines?: MasterLines;
  hooks?: MasterHooks;
  /** Filters of the list besides the declared ones (ownRules.ts): a list that had them before the engine keeps them. */
  filters?: Record<string, MasterFilter>;
  /** The save's rules of a list that had its own before the engine (ownRules.ts). */
  save?: MasterSaveRules;
  /** The caller's data boundary (rowScope.ts): lists, finds and saves keep to the rows it allows. */
  scope?: MasterRowScope;
  /** The code is unique among the rows with the same values of these fields (a department's, in its organisation). */
  codeWithin?: string[];
  /** The list action's name when the list had its own before the engine (materials' `listForAdmin`); listByPage by default. */
  listAction?: string;
};
