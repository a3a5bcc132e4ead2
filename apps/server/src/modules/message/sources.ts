import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { masterFilterSchema, masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  idSchema,
  nameSchema,
  optionalText,
  versionSchema,
  ynSchema,
} from '../admin/adminKit.ts';
import { internalOnly, MSG_MENU } from './kit.ts';
import { placeholdersOf, VARIABLE_NAME } from './render.ts';
import { msgConfigs, msgInstances, msgSources, msgTemplates } from './schema.ts';

/*
 * Event sources (msgSourceCfg): a business event with the variables its templates may use. A variable
 * still used by a template cannot be removed; a source with templates, a configuration or messages
 * cannot be deleted (disable it instead).
 */

const entity = 'msgSource';

export const sourceColumns = {
  sourceId: msgSources.id,
  sourceCode: msgSources.sourceCode,
  sourceName: msgSources.sourceName,
  sourceNameEn: msgSources.sourceNameEn,
  moduleCode: msgSources.moduleCode,
  variables: msgSources.variables,
  enabledFlag: msgSources.enabledFlag,
  lastUpdateDate: msgSources.lastUpdateDate,
  version: msgSources.version,
};

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Message sources (business events and their variables), by keyword and enabled flag',
  auth: menu(MSG_MENU.source),
  body: z.object({ searchParams: z.object(masterFilterSchema).optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const where = masterListWhere(body.searchParams, {
      code: msgSources.sourceCode,
      name: msgSources.sourceName,
      nameEn: msgSources.sourceNameEn,
      enabledFlag: msgSources.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, msgSources, where, body, (limit, offset) =>
      deps.db
        .select(sourceColumns)
        .from(msgSources)
        .where(where)
        .orderBy(asc(msgSources.sourceCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows, page };
  },
});

const listForSelect = defineAction({
  server: 'messageServer',
  entity,
  action: 'listForSelect',
  summary: 'Enabled message sources with their variables, for the template and configuration screens',
  auth: INTERNAL,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, lang }) => {
    const rows = await deps.db
      .select(sourceColumns)
      .from(msgSources)
      .where(eq(msgSources.enabledFlag, 'Y'))
      .orderBy(asc(msgSources.sourceCode));
    return {
      data: rows.map((r) => ({ ...r, title: lang === 'EN' && r.sourceNameEn ? r.sourceNameEn : r.sourceName })),
    };
  },
});

const variableSchema = z.object({
  name: z.string().trim().min(1, 'field.required').max(64),
  description: z.string().trim().max(200).optional().default(''),
  sample: z.string().max(500).optional().default(''),
});

const saveOrUpdate = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a message source and its declared variables (versioned; code unique)',
  auth: menu(MSG_MENU.source),
  mutates: true,
  body: z.object({
    sourceId: idSchema.optional(),
    sourceCode: codeSchema,
    sourceName: nameSchema(128),
    sourceNameEn: optionalText(128),
    moduleCode: optionalText(64),
    variables: z.array(variableSchema).max(50).optional().default([]),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    const seen = new Set<string>();
    for (const [i, v] of body.variables.entries()) {
      if (!VARIABLE_NAME.test(v.name))
        throw fieldError(lang, `variables.${i}.name`, 'msg.badVariableName', { name: v.name });
      if (seen.has(v.name)) throw fieldError(lang, `variables.${i}.name`, 'msg.duplicateVariable', { name: v.name });
      seen.add(v.name);
    }
    const saved = await deps.db.transaction(async (tx) => {
      if (body.sourceId) {
        // A variable still used by one of the source's templates stays.
        const templates = await tx.select().from(msgTemplates).where(eq(msgTemplates.sourceId, body.sourceId));
        const used = new Set(templates.flatMap((t) => [...placeholdersOf(t.title), ...placeholdersOf(t.body)]));
        const gone = [...used].find((n) => !seen.has(n));
        if (gone) throw fieldError(lang, 'variables', 'msg.variableInUse', { name: gone });
      }
      return saveWithUniqueCode<Record<string, unknown>>(tx, msgSources, {
        codeColumn: msgSources.sourceCode,
        code: body.sourceCode,
        id: body.sourceId,
        version: () => {
          if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
          return body.version;
        },
        values: {
          sourceCode: body.sourceCode,
          sourceName: body.sourceName,
          sourceNameEn: body.sourceNameEn ?? null,
          moduleCode: body.moduleCode ?? null,
          variables: body.variables,
          enabledFlag: body.enabledFlag,
        },
        userId: me.userId,
        returning: sourceColumns,
        onTaken: () => fieldError(lang, 'sourceCode', 'msg.sourceCodeTaken', { code: body.sourceCode }),
      });
    });
    return { data: saved, msg: 'ok.saved' };
  },
});

const remove = defineAction({
  server: 'messageServer',
  entity,
  action: 'delete',
  summary: 'Delete a message source that has no templates, configuration or messages',
  auth: menu(MSG_MENU.source),
  mutates: true,
  body: z.object({ sourceId: idSchema }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    await deps.db.transaction(async (tx) => {
      const used = async (table: typeof msgTemplates | typeof msgConfigs | typeof msgInstances, col: SQL) =>
        (await tx.select({ one: table.id }).from(table).where(col).limit(1)).length > 0;
      if (
        (await used(msgTemplates, eq(msgTemplates.sourceId, body.sourceId))) ||
        (await used(msgConfigs, eq(msgConfigs.sourceId, body.sourceId))) ||
        (await used(msgInstances, eq(msgInstances.sourceId, body.sourceId)))
      )
        throw new AppError(409, 'msg.sourceInUse');
      const gone = await tx
        .delete(msgSources)
        .where(and(eq(msgSources.id, body.sourceId)))
        .returning({ id: msgSources.id });
      if (gone.length === 0) throw new AppError(404, 'error.notFound');
    });
    return { data: null, msg: 'msg.deleted' };
  },
});

export const sourceActionList = [listByPage, listForSelect, saveOrUpdate, remove];
