import { type Lang, t } from '@srm/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { lookupValues } from '../../platform/lookups/schema.ts';
import { idSchema, versionSchema, ynSchema } from '../admin/orgCommon.ts';

/*
 * What the base-data screens share: their menus (whose buttons unlock the changes), the checks of
 * lookup codes, and the two small actions every master list has (enable/disable, delete).
 * Reading master data is open to every internal user (pickers on documents); changing it needs the
 * button on the screen's own menu, as on the administration screens.
 */

export const BASE_MENUS = {
  material: 'BASE_MATERIAL',
  category: 'BASE_CATEGORY',
  exchangeRate: 'BASE_EXCHANGE_RATE',
  paymentTerm: 'BASE_PAYMENT_TERM',
  district: 'BASE_DISTRICT',
  bank: 'BASE_BANK',
  purchasingGroup: 'BASE_PURCHASING_GROUP',
  address: 'BASE_ADDRESS',
} as const;
export type BaseMenu = (typeof BASE_MENUS)[keyof typeof BASE_MENUS];

/** Add when there is no id, edit otherwise: the button the save needs on the screen's menu. */
export const requireSaveButton = (db: DbOrTx, user: SessionUser, menuCode: BaseMenu, id: unknown) =>
  requireMenuResource(db, user, menuCode, id ? 'btnEdit' : 'btnAdd');

/** A 400 carrying several field errors (the form shows each on its field). */
export function fieldErrors(errors: FieldError[]): AppError {
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError(400, 'error.badRequest', { detail }, { errors });
}

/** Each named code must be an enabled value of its lookup type; one query for all. */
export async function lookupErrors(
  db: DbOrTx,
  lang: Lang,
  wanted: { field: string; lookupType: string; code: string | null | undefined }[],
): Promise<FieldError[]> {
  const given = wanted.filter((w) => w.code);
  if (given.length === 0) return [];
  const rows = await db
    .select({ type: lookupValues.lookupType, code: lookupValues.lookupCode })
    .from(lookupValues)
    .where(
      and(
        inArray(lookupValues.lookupType, [...new Set(given.map((w) => w.lookupType))]),
        eq(lookupValues.enabledFlag, 'Y'),
      ),
    );
  const known = new Set(rows.map((r) => `${r.type}\n${r.code}`));
  return given
    .filter((w) => !known.has(`${w.lookupType}\n${w.code}`))
    .map((w) => ({ field: w.field, message: t('field.lookupValue', lang, { lookupType: w.lookupType }) }));
}

/** The enabled codes of one lookup type (imports check a whole file against them). */
export async function enabledCodes(db: DbOrTx, lookupType: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: lookupValues.lookupCode })
    .from(lookupValues)
    .where(and(eq(lookupValues.lookupType, lookupType), eq(lookupValues.enabledFlag, 'Y')));
  return new Set(rows.map((r) => r.code));
}

type MasterTable = PgTable & { id: PgColumn; version: PgColumn; enabledFlag: PgColumn };

/**
 * `changeStatus`: enable or disable one row with the version the client read (409 when stale).
 * `check` may refuse (a category with enabled children cannot be disabled).
 */
export function statusAction(o: {
  entity: string;
  idKey: string;
  table: MasterTable;
  menuCode: BaseMenu;
  check?: (db: DbOrTx, id: number, enabledFlag: 'Y' | 'N', lang: Lang) => Promise<void>;
}): ActionDef {
  return defineAction({
    server: 'baseServer',
    entity: o.entity,
    action: 'changeStatus',
    summary: 'Enable or disable one row (button btnEdit; version checked)',
    auth: menu(o.menuCode),
    mutates: true,
    body: z.object({ [o.idKey]: idSchema, enabledFlag: ynSchema, version: versionSchema.unwrap() }),
    handler: async ({ deps, body, user, lang }) => {
      await requireMenuResource(deps.db, user!, o.menuCode, 'btnEdit');
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
export function deleteAction(o: {
  entity: string;
  idKey: string;
  table: PgTable & { id: PgColumn };
  menuCode: BaseMenu;
  check?: (db: DbOrTx, id: number, lang: Lang) => Promise<void>;
  cascade?: (db: DbOrTx, id: number) => Promise<void>;
}): ActionDef {
  return defineAction({
    server: 'baseServer',
    entity: o.entity,
    action: 'delete',
    summary: 'Delete one row (button btnDelete); refused while it is still used',
    auth: menu(o.menuCode),
    mutates: true,
    body: z.object({ [o.idKey]: idSchema }),
    handler: async ({ deps, body, user, lang }) => {
      await requireMenuResource(deps.db, user!, o.menuCode, 'btnDelete');
      const id = body[o.idKey] as number;
      await deps.db.transaction(async (tx) => {
        await o.check?.(tx, id, lang);
        await o.cascade?.(tx, id);
        const gone = await tx.delete(o.table).where(eq(o.table.id, id)).returning({ id: o.table.id });
        if (gone.length === 0) throw new AppError(404, 'error.notFound');
      });
      return { msg: 'ok.done' };
    },
  }) as ActionDef;
}
