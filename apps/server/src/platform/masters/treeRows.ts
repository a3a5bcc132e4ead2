import type { ServerName } from '@srm/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { resource } from '../access/rules.ts';
import type { DbOrTx } from '../db/types.ts';
import { type ActionDef, defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { fieldError } from '../http/fieldErrors.ts';
import { idSchema, ynSchema } from '../http/fieldSchemas.ts';
import type { MasterTable } from './rowActions.ts';
import { assertRowInScope, type MasterRowScope } from './rowScope.ts';

/*
 * A master list shaped as a tree (organisations, departments): each row names its parent. A row with
 * enabled children cannot be disabled and a row under a disabled parent cannot be enabled, whether from
 * the tree's own toggle (`updateEnabledFlag`) or from the form's save; a row cannot sit under itself.
 */

export type MasterTree = { table: MasterTable; parent: PgColumn };

/** The enabled flags of a row's children (none: a leaf). */
export async function childFlags(db: DbOrTx, tree: MasterTree, id: number): Promise<string[]> {
  const rows = await db.select({ enabledFlag: tree.table.enabledFlag }).from(tree.table).where(eq(tree.parent, id));
  return rows.map((r) => r.enabledFlag as string);
}

/** Is `candidate` the row itself or below it? Walks up from the candidate (at most 100 levels). */
export async function isSelfOrBelow(db: DbOrTx, tree: MasterTree, id: number, candidate: number): Promise<boolean> {
  let at: number | null = candidate;
  for (let i = 0; at != null && i < 100; i++) {
    if (at === id) return true;
    const [row]: { parentId: unknown }[] = await db
      .select({ parentId: tree.parent })
      .from(tree.table)
      .where(eq(tree.table.id, at));
    at = (row?.parentId as number | null) ?? null;
  }
  return false;
}

/**
 * `updateEnabledFlag`: the tree screen's enable/disable toggle, `{<idKey>, enabledFlag}` without a version
 * (the last writer wins, as the toggle always did). Refused 409 on `enabledFlag` while the row has enabled
 * children (to disable) or a disabled parent (to enable); 404 outside the caller's scope.
 */
export function treeStatusAction(o: {
  server: ServerName;
  entity: string;
  idKey: string;
  /** The button resource that unlocks it (on whichever menu the caller holds it). */
  button: string;
  summary: string;
  tree: MasterTree;
  scope?: MasterRowScope;
}): ActionDef {
  const { table, parent } = o.tree;
  return defineAction({
    server: o.server,
    entity: o.entity,
    action: 'updateEnabledFlag',
    summary: o.summary,
    auth: resource(o.button),
    mutates: true,
    body: z.object({ [o.idKey]: idSchema, enabledFlag: ynSchema }),
    handler: async ({ deps, body, user, lang, req }) => {
      const id = body[o.idKey] as number;
      const flag = body.enabledFlag as 'Y' | 'N';
      await deps.db.transaction(async (tx) => {
        await assertRowInScope(o.scope, tx, table, id, user!, req);
        const [current] = await tx.select({ parentId: parent }).from(table).where(eq(table.id, id)).for('update');
        if (!current) throw new AppError(404, 'error.notFound');
        if (flag === 'N') {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(table)
            .where(and(eq(parent, id), eq(table.enabledFlag, 'Y')));
          if (Number(n) > 0) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
        } else if (current.parentId != null) {
          const [up] = await tx
            .select({ enabledFlag: table.enabledFlag })
            .from(table)
            .where(eq(table.id, current.parentId as number));
          if (up && up.enabledFlag !== 'Y') throw fieldError(lang, 409, 'enabledFlag', 'tree.parentDisabled');
        }
        // biome-ignore lint/suspicious/noExplicitAny: the table is the caller's; drizzle cannot type it generically
        const t = table as any;
        await tx
          .update(t)
          .set({
            enabledFlag: flag,
            version: sql`${table.version} + 1`,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          })
          .where(eq(table.id, id));
      });
      return { msg: 'ok.saved' };
    },
  }) as ActionDef;
}
