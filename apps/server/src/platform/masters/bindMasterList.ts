import type { Lang } from '@srm/core';
import type { MasterFieldDef, MasterListDef } from '@srm/core/masters/types';
import { searchedKeys } from '@srm/core/masters/types';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { INTERNAL, menu } from '../access/rules.ts';
import {
  cappedCountQuery,
  countCapped,
  countCappedBy,
  offsetOf,
  type PlanResult,
  pageInfo,
  pagingSchema,
  preparedEstimate,
} from '../db/paging.ts';
import { PreparedShapes } from '../db/preparedShapes.ts';
import { containsAny } from '../db/search.ts';
import type { DbOrTx } from '../db/types.ts';
import { saveWithUniqueCode } from '../db/versionedSave.ts';
import { walkAfterOf, walkCondition, walkCursor, walkOf, walkOffset, walkSchema, walkWhere } from '../db/walk.ts';
import { type ActionDef, defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { fieldError, fieldErrors, guardUnique, localName, requireVersion } from '../http/fieldErrors.ts';
import { codeOf, idSchema, versionSchema, ynSchema } from '../http/fieldSchemas.ts';
import { lookupErrors } from '../lookups/lookupChecks.ts';
import type { MasterBinding } from './binding.ts';
import { addDeclaredImport, declaredImport } from './declaredImport.ts';
import { decimalOf, integerOf, ynOf } from './fieldBounds.ts';
import { ownFilterWhere, refuseCodeInAnyCase } from './ownRules.ts';
import { deleteAction, statusAction } from './rowActions.ts';
import { assertRowInScope, rowScopeWhere } from './rowScope.ts';

/*
 * The server half of a master list (packages/core/src/masters/types.ts): a declaration and its table
 * give the actions listByPage (keyword, enabled flag, paged and walkable), findById, saveOrUpdate (the
 * code unique, lookups checked, the optimistic lock), changeStatus and delete — each only when the
 * declaration has its button. What really differs between lists stays in the hooks.
 */

type Row = Record<string, unknown>;

/** An optional reference: absent, null, 0 or '' (a cleared select) is null. */
const optionalRef = z
  .preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullish())
  .transform((v) => v ?? null);

/** The request schema of one declared field, as the save reads it. */
function fieldSchema(f: MasterFieldDef): z.ZodType {
  const max = f.maxLength ?? 128;
  switch (f.type) {
    case 'code':
      return codeOf(f.maxLength ?? 64);
    case 'ref':
      return f.required ? idSchema : optionalRef;
    case 'yn':
      return ynOf(f);
    case 'decimal':
      return decimalOf(f);
    case 'integer': {
      const n = integerOf(f);
      // Required with a default: absent takes the default (as the declaration says), a blank is still refused.
      if (f.required) return f.defaultValue === undefined ? n : n.default(Number(f.defaultValue));
      return f.defaultValue === undefined
        ? n.nullish().transform((v) => v ?? null)
        : n.optional().default(Number(f.defaultValue));
    }
    default: {
      const text = z.string().trim().max(max);
      if (f.required) {
        const given = text.min(1, 'field.required');
        return f.defaultValue === undefined ? given : given.default(String(f.defaultValue));
      }
      // Blank is null: an emptied field clears the value rather than storing ''.
      return text.nullish().transform((v) => (v ? v : (f.defaultValue ?? null)));
    }
  }
}

/** The save body of a declaration: its id (absent for a new row), every field, the enabled flag and the version. */
export function masterSaveSchema(def: MasterListDef) {
  const shape: Record<string, z.ZodType> = { [def.idKey]: idSchema.optional() };
  for (const f of def.fields) shape[f.key] = fieldSchema(f);
  // Absent on an update keeps the stored flag (a form without the box must not re-enable a row); a new row is enabled.
  shape.enabledFlag = ynSchema.optional();
  shape.version = versionSchema;
  return z.object(shape) as z.ZodType<Row>;
}

/** The actions of a master list: one declaration and its table (see the file's comment). */
export function bindMasterList(def: MasterListDef, binding: MasterBinding): ActionDef[] {
  const { table, hooks = {} } = binding;
  const column = (key: string): PgColumn => {
    const c = binding.columns[key];
    if (!c) throw new Error(`${def.entity}: no column bound to field ${key}`);
    return c;
  };
  for (const f of def.fields) column(f.key);

  const stored: Record<string, PgColumn> = {
    [def.idKey]: table.id,
    ...Object.fromEntries(def.fields.map((f) => [f.key, column(f.key)])),
    // A table without the flag (ownRules.ts noEnabledFlag) neither stores, filters nor answers it.
    ...(table.enabledFlag ? { enabledFlag: table.enabledFlag } : {}),
    creationDate: table.creationDate,
    lastUpdateDate: table.lastUpdateDate,
    version: table.version,
  };
  const selected = { ...stored, ...binding.readColumns };
  const presentOne = (row: Row, lang: Lang): Row => ({
    ...row,
    title: localName(lang, row[def.nameKey] as string, def.nameEnKey ? (row[def.nameEnKey] as string | null) : null),
    ...hooks.present?.(row, lang),
  });
  const present = async (db: DbOrTx, rows: Row[], lang: Lang): Promise<Row[]> => {
    const shown = rows.map((r) => presentOne(r, lang));
    return hooks.presentRows ? hooks.presentRows(db, shown, lang) : shown;
  };
  /** One row as the list shows it (after a save: read again when the list reads more than the table holds). */
  const readOne = async (db: DbOrTx, id: number, lang: Lang): Promise<Row | undefined> => {
    const [row] = await db.select(selected).from(table).where(eq(table.id, id));
    return row ? (await present(db, [row], lang))[0] : undefined;
  };
  const searched = searchedKeys(def).map(column);
  // Equality filters of the list (an organisation): each takes the field's own value type.
  const filters = def.fields.filter((f) => f.filter).map((f) => f.key);
  const filterShape: Record<string, z.ZodType> = Object.fromEntries(
    def.fields
      .filter((f) => f.filter)
      .map((f) => [
        f.key,
        (f.type === 'ref' || f.type === 'integer' ? idSchema : z.string().trim().max(128)).optional(),
      ]),
  );
  for (const [key, own] of Object.entries(binding.filters ?? {})) filterShape[key] = own.schema.optional();
  // The list's order is also its walk (select all, export): the declared keys, then the id.
  const walk = walkOf('asc', [
    ...def.orderBy.map((key) => ({ key, column: column(key) })),
    { key: def.idKey, column: table.id },
  ]);
  const readAuth = def.readers === 'internal' ? INTERNAL : menu(def.menuCode);
  const codeColumn = column(def.codeKey);
  const propertyOf = tablePropertyNames(binding);
  if (def.buttons.import) {
    // The import writes rows without the save's hook: a list whose rules live there checks its file itself.
    if (hooks.beforeSave)
      throw new Error(`${def.entity}: an import button and a beforeSave hook need an import of its own`);
    addDeclaredImport(declaredImport(def, binding, propertyOf));
  }
  const lookups = def.fields.filter((f) => f.type === 'lookup' && f.lookupType);

  /** The list's conditions for the filters present, each value given by `value` (itself, or a placeholder). */
  const whereOf = (f: Row & { keyword?: string }, value: (key: string) => unknown) =>
    and(
      f.enabledFlag ? eq(table.enabledFlag, value('enabledFlag')) : undefined,
      f.keyword ? containsAny(f.keyword, searched) : undefined,
      ...filters.map((k) => (f[k] != null ? eq(column(k), value(k)) : undefined)),
    );
  const pages = new PreparedShapes<Row[]>(`${def.entity}_page`);
  const counts = new PreparedShapes<{ n: unknown }[]>(`${def.entity}_count`);
  const estimates = new PreparedShapes<PlanResult>(`${def.entity}_estimate`);

  /** A paged list: listByPage (filtered as asked), or the picker's listForSelect (enabled rows only). */
  const list = (action: 'listByPage' | 'listForSelect') =>
    defineAction({
      server: def.server,
      entity: def.entity,
      // A list that had its own name before the engine keeps it (materials: listForAdmin; listByPage is their picker).
      action: action === 'listByPage' ? (binding.listAction ?? action) : action,
      summary:
        action === 'listByPage'
          ? `${def.name.EN}: filtered by keyword and enabled flag, paged`
          : `Enabled ${def.name.EN} for pickers, by keyword; internal users only`,
      auth: action === 'listByPage' ? readAuth : INTERNAL,
      body: z.object({
        searchParams: z
          .object({ keyword: z.string().trim().max(128).optional(), enabledFlag: ynSchema.optional(), ...filterShape })
          .optional()
          .default({}),
        ...pagingSchema,
        ...walkSchema,
      }),
      handler: async ({ deps, body, lang, user, req }) => {
        const f = { ...(body.searchParams as Row & { keyword?: string; enabledFlag?: 'Y' | 'N' }) };
        if (action === 'listForSelect') f.enabledFlag = 'Y';
        if (!table.enabledFlag) delete f.enabledFlag;
        const walking = !!body.walkAfter?.length;
        const offset = walkOffset(body, offsetOf(body.pageIndex, body.pageRows));
        const pageOf = (where: SQL | undefined, after: SQL | undefined) =>
          deps.db
            .select(selected)
            .from(table)
            .where(and(where, after))
            .orderBy(...walk.columns.map((c) => asc(c.column)));
        let rows: Row[];
        let total: { count: number; capped: boolean };
        // The list's own filters and the caller's data scope vary by caller: built each time too.
        const own = and(
          ownFilterWhere(binding.filters, f, deps.db),
          await rowScopeWhere(binding.scope, deps.db, user!, req),
        );
        if (f.keyword || own) {
          // A "contains" is planned for its text (search.ts judges the pair's frequency): built each time.
          const where = and(
            whereOf(f, (k) => f[k]),
            own,
          );
          [rows, total] = await Promise.all([
            pageOf(where, walkWhere(walk, body)).limit(body.pageRows).offset(offset),
            countCapped(deps.db, table, where, body),
          ]);
        } else {
          // Otherwise the page and the count are prepared once per shape (platform/db/preparedShapes.ts).
          const given = [...(f.enabledFlag ? ['enabledFlag'] : []), ...filters.filter((k) => f[k] != null)];
          const shape = given.join(',');
          const where = whereOf(f, (k) => sql.placeholder(k));
          const values: Row = {
            ...Object.fromEntries(given.map((k) => [k, f[k]])),
            limit: body.pageRows,
            offset,
            ...(walking ? Object.fromEntries(walkCursor(walk, body).map((v, i) => [`w${i}`, v])) : {}),
          };
          const after = walking ? walkCondition(walk, [], (i) => sql`${sql.placeholder(`w${i}`)}`) : undefined;
          [rows, total] = await Promise.all([
            pages.run(
              deps.db,
              `${action}:${shape}${walking ? ':walk' : ''}`,
              (name) =>
                pageOf(where, after).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
              values,
            ),
            countCappedBy(
              body,
              () =>
                counts.run(
                  deps.db,
                  `${action}:${shape}`,
                  (name) => cappedCountQuery(deps.db, table, where).prepare(name),
                  values,
                ),
              // Past the exact limit only (a first page of many rows): prepared too, planned with the values.
              () => preparedEstimate(estimates, deps.db, `${action}:${shape}`, table, () => where, values),
            ),
          ]);
        }
        return {
          data: await present(deps.db, rows, lang),
          page: { ...pageInfo(total, body.pageIndex, body.pageRows), ...walkAfterOf(walk, body, rows, body.pageRows) },
        };
      },
    });

  const findById = defineAction({
    server: def.server,
    entity: def.entity,
    action: 'findById',
    summary: `One row of ${def.name.EN}`,
    auth: readAuth,
    body: z.object({ [def.idKey]: idSchema }),
    handler: async ({ deps, body, lang, user, req }) => {
      const id = body[def.idKey] as number;
      await assertRowInScope(binding.scope, deps.db, table, id, user!, req);
      const row = await readOne(deps.db, id, lang);
      if (!row) throw new AppError(404, 'error.notFound');
      return { data: hooks.detail ? { ...row, ...(await hooks.detail(deps.db, id, lang)) } : row };
    },
  });

  const saveOrUpdate = defineAction({
    server: def.server,
    entity: def.entity,
    action: 'saveOrUpdate',
    summary: `Create or change a row of ${def.name.EN} (code unique)`,
    auth: menu(def.menuCode),
    mutates: true,
    body:
      binding.lines || binding.save?.body
        ? (masterSaveSchema(def) as z.ZodObject).extend({ ...binding.save?.body, ...binding.lines?.body })
        : masterSaveSchema(def),
    handler: async ({ deps, body, lang, user, req }) => {
      const id = body[def.idKey] as number | undefined;
      await requireMenuResource(deps.db, user!, def.menuCode, id ? def.buttons.edit : def.buttons.add);
      const code = body[def.codeKey] as string;
      const values: Row = { enabledFlag: body.enabledFlag ?? (id ? undefined : 'Y') };
      if (values.enabledFlag === undefined || !table.enabledFlag) delete values.enabledFlag;
      for (const f of def.fields) values[f.key] = body[f.key];
      const wrongLookups = await lookupErrors(
        deps.db,
        lang,
        lookups.map((f) => ({ field: f.key, lookupType: f.lookupType!, code: values[f.key] as string | null })),
      );
      if (wrongLookups.length) throw fieldErrors(wrongLookups);
      const ownTaken = binding.save?.codeTaken;
      const taken = ownTaken
        ? () => ownTaken(lang, code)
        : () => fieldError(lang, 409, def.codeKey, binding.messages?.codeTaken ?? 'code.taken', { code });
      const row = await guardUnique(
        () =>
          deps.db.transaction(async (tx) => {
            if (id) await assertRowInScope(binding.scope, tx, table, id, user!, req);
            await hooks.beforeSave?.(tx, values, { id, lang, user: user!, req });
            if (binding.save?.codeIgnoresCase) await refuseCodeInAnyCase(tx, table, codeColumn, code, id, taken);
            if (id && !binding.save?.codeChangeable) {
              // The code is fixed once saved (the form says so and disables it): refused here, not only hidden there.
              const [stored] = await tx.select({ code: codeColumn }).from(table).where(eq(table.id, id));
              if (stored && stored.code !== code) {
                throw fieldError(lang, 400, def.codeKey, 'code.fixed', { code: String(stored.code) });
              }
            }
            const saved = await saveWithUniqueCode<Row>(tx, table, {
              codeColumn,
              code,
              id,
              version: () => requireVersion(lang, body.version as number | undefined),
              values: Object.fromEntries(Object.entries(values).map(([key, v]) => [propertyOf[key] ?? key, v])),
              userId: user!.userId,
              returning: stored,
              onTaken: taken,
              within: binding.codeWithin && and(...binding.codeWithin.map((k) => eq(column(k), values[k]))),
            });
            await binding.lines?.write(tx, saved[def.idKey] as number, body, { lang, userId: user!.userId });
            return saved;
          }),
        taken,
      );
      const shown =
        binding.readColumns || hooks.presentRows
          ? await readOne(deps.db, row[def.idKey] as number, lang)
          : (await present(deps.db, [row], lang))[0];
      return { data: shown, msg: binding.messages?.saved ?? 'ok.saved' };
    },
  });

  const actions: ActionDef[] = [list('listByPage') as ActionDef, saveOrUpdate as ActionDef];
  if (def.picker) actions.push(list('listForSelect') as ActionDef);
  if (def.findById) actions.push(findById as ActionDef);
  const rowAction = { server: def.server, entity: def.entity, idKey: def.idKey, menuCode: def.menuCode, table };
  // The status action does not apply a scope yet: a scoped list with it would change rows it cannot see.
  if (binding.scope && def.buttons.status) {
    throw new Error(`${def.entity}: a scoped list cannot have a status button yet`);
  }
  if (def.buttons.status) {
    actions.push(statusAction({ ...rowAction, button: def.buttons.status, check: hooks.beforeStatus }));
  }
  if (def.buttons.delete) {
    actions.push(
      deleteAction({
        ...rowAction,
        button: def.buttons.delete,
        check: hooks.beforeDelete,
        cascade: hooks.cascadeDelete,
        scope: binding.scope,
      }),
    );
  }
  return actions;
}

/** The table's property name of each field's column (the insert and update take property names, not field keys). */
function tablePropertyNames(binding: MasterBinding): Record<string, string> {
  const byColumn = new Map(Object.entries(binding.table).map(([property, c]) => [c, property]));
  return Object.fromEntries(
    Object.entries(binding.columns).map(([key, c]) => {
      const property = byColumn.get(c);
      if (!property) throw new Error(`the column of ${key} is not on the bound table`);
      return [key, property];
    }),
  );
}
