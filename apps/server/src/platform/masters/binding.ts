import type { Lang, MessageKey } from '@srm/core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types.ts';
import type { MasterTable } from './rowActions.ts';

/* How a declared master list is bound to its table on the server (bindMasterList.ts). */

type Row = Record<string, unknown>;

export type MasterHooks = {
  /** Refuses a save before it is written (references, rules across fields); inside the save's transaction. */
  beforeSave?: (tx: DbOrTx, values: Row, ctx: { id: number | undefined; lang: Lang }) => Promise<void>;
  /** Refuses enabling or disabling (a category with enabled children). */
  beforeStatus?: (tx: DbOrTx, id: number, enabledFlag: 'Y' | 'N', lang: Lang) => Promise<void>;
  /** Refuses a delete while the row is still used. */
  beforeDelete?: (tx: DbOrTx, id: number, lang: Lang) => Promise<void>;
  /** Removes the row's children in the delete's transaction. */
  cascadeDelete?: (tx: DbOrTx, id: number) => Promise<void>;
  /** Fields the screen shows besides the stored ones (a district's full name). */
  present?: (row: Row, lang: Lang) => Row;
};

export type MasterBinding = {
  /** Messages of the list's own where the shared ones would say less ("the scene code is taken"). */
  messages?: { codeTaken?: MessageKey; saved?: MessageKey };
  table: MasterTable & { creationDate: PgColumn; lastUpdateDate: PgColumn };
  /** The table's column of each declared field. */
  columns: Record<string, PgColumn>;
  hooks?: MasterHooks;
};
