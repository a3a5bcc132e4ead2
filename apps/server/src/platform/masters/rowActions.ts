import type { Lang, ServerName } from '@srm/core';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { menu } from '../access/rules.ts';
import type { DbOrTx } from '../db/types.ts';
import { type ActionDef, defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { idSchema, versionSchema, ynSchema } from '../http/fieldSchemas.ts';
import { assertRowInScope, type MasterRowScope } from './rowScope.ts';

/*
 * The two row actions every master list with those buttons has: enable/disable and delete. Both need the
 * button on the list's own menu (the menu rule lets its holders in, the button check picks the action).
 */

export type MasterTable = PgTable & { id: PgColumn; version: PgColumn; enabledFlag: PgColumn };

type RowActionOptions = {
  server: ServerName;
  entity: string;
  idKey: string;
  menuCode: string;
  /** The button resource on the menu that unlocks the action. */
  button: string;
};

/**
 * `changeStatus`: enable or disable one row with the version the client read (409 when stale).
 * `check` may refuse (a category with enabled children cannot be disabled).
 */
export function statusAction(
  o: RowActionOptions & {
    table: MasterTable;
    check?: (db: DbOrTx, id: number, enabledFlag: 'Y' | 'N', lang: Lang) => Promise<void>;
  },
): ActionDef {
  return defineAction({
    server: o.server,
    entity: o.entity,
    action: 'changeStatus',
    summary: `Enable or disable one row (button ${o.button}; version checked)`,
    auth: menu(o.menuCode),
    mutates: true,
    body: z.object({ [o.idKey]: idSchema, enabledFlag: ynSchema, version: versionSchema.unwrap() }),
    handler: async ({ deps, body, user, lang }) => {
      await requireMenuResource(deps.db, user!, o.menuCode, o.button);
      const id = body[o.idKey] as number;
      const flag = body.enabledFlag as 'Y' | 'N';
      await deps.db.transaction(async (tx) => {
        await o.check?.(tx, id, flag, lang);
        // biome-ignore lint/suspicious/noExplicitAny: the table is the caller's; drizzle cannot type it generically
        const table = o.table as any;
        const [done] = await tx
          .update(table)
          .set({
            enabledFlag: flag,
            version: sql`${o.table.version} + 1`,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          })
          .where(and(eq(o.table.id, id), eq(o.table.version, body.version as number)))
          .returning({ id: o.table.id });
        if (done) return;
        const [exists] = await tx.select({ id: o.table.id }).from(o.table).where(eq(o.table.id, id));
        throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
      });
      return { msg: 'ok.saved' };
    },
  }) as ActionDef;
}

/**
 * `delete`: removes one row after `check` (which refuses rows still in use), and `cascade` removes its
 * children (a payment term's nodes) in the same transaction.
 */
export function deleteAction(
  o: RowActionOptions & {
    table: PgTable & { id: PgColumn };
    check?: (db: DbOrTx, id: number, lang: Lang) => Promise<void>;
    cascade?: (db: DbOrTx, id: number, ctx: { userId: number }) => Promise<void>;
    /** A scoped list's rows: one outside the caller's scope answers 404 before anything is checked or removed. */
    scope?: MasterRowScope;
  },
): ActionDef {
  return defineAction({
    server: o.server,
    entity: o.entity,
    action: 'delete',
    summary: `Delete one row (button ${o.button}); refused while it is still used`,
    auth: menu(o.menuCode),
    mutates: true,
    body: z.object({ [o.idKey]: idSchema }),
    handler: async ({ deps, body, user, lang, req }) => {
      await requireMenuResource(deps.db, user!, o.menuCode, o.button);
      const id = body[o.idKey] as number;
      await deps.db.transaction(async (tx) => {
        if (o.scope) await assertRowInScope(o.scope, tx, o.table, id, user!, req);
        await o.check?.(tx, id, lang);
        await o.cascade?.(tx, id, { userId: user!.userId });
        const gone = await tx.delete(o.table).where(eq(o.table.id, id)).returning({ id: o.table.id });
        if (gone.length === 0) throw new AppError(404, 'error.notFound');
      });
      return { msg: 'ok.done' };
    },
  }) as ActionDef;
}
