import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { lookupTypes, lookupValues } from '../../platform/lookups/schema.ts';
import {
  codeSchema,
  contains,
  containsAny,
  fieldError,
  idSchema,
  nameSchema,
  optionalId,
  optionalText,
  touched,
  uniqueOr,
  versionSchema,
} from './adminKit.ts';

/** Lookup types (spec §2 `lookuptype`, `lookupTypeEdit`); their values are in lookupValues.ts. */
export const LOOKUP_MENU = 'SYS_LOOKUP';
const entity = 'baseLookupType';

export const lookupTypeColumns = {
  lookupTypeId: lookupTypes.id,
  lookupType: lookupTypes.lookupType,
  meaning: lookupTypes.meaning,
  meaningEn: lookupTypes.meaningEn,
  description: lookupTypes.description,
  systemCode: lookupTypes.systemCode,
  parentLookupTypeId: lookupTypes.parentLookupTypeId,
  valuesVersion: lookupTypes.valuesVersion,
  // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
  valueCount: sql<number>`(select count(*)::int from base_lookup_values v where v.lookup_type_id = "base_lookup_types"."id")`,
  lastUpdateDate: lookupTypes.lastUpdateDate,
  version: lookupTypes.version,
};

export async function findLookupType(db: DbOrTx, id: number) {
  const [row] = await db.select(lookupTypeColumns).from(lookupTypes).where(eq(lookupTypes.id, id));
  return row ?? null;
}

const listByPage = defineAction({
  server: 'baseServer',
  entity,
  action: 'listByPage',
  summary: 'Lookup types with both names, their value count and version stamp, filtered and paged',
  auth: menu(LOOKUP_MENU),
  body: z.object({
    searchParams: z
      .object({
        lookupType: z.string().trim().max(64).optional(),
        meaning: z.string().trim().max(128).optional(),
        systemCode: z.string().trim().max(32).optional(),
        /** Code or name in either language, contained. */
        keyword: z.string().trim().max(128).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.lookupType) c.push(contains(lookupTypes.lookupType, f.lookupType));
    if (f.meaning) {
      c.push(containsAny(f.meaning, [lookupTypes.meaning, lookupTypes.meaningEn]));
    }
    if (f.systemCode) c.push(eq(lookupTypes.systemCode, f.systemCode));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [lookupTypes.lookupType, lookupTypes.meaning, lookupTypes.meaningEn]));
    }
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select(lookupTypeColumns)
        .from(lookupTypes)
        .where(where)
        .orderBy(asc(lookupTypes.lookupType))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, lookupTypes, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: 'baseServer',
  entity,
  action: 'findById',
  summary: 'One lookup type',
  auth: menu(LOOKUP_MENU),
  body: z.object({ lookupTypeId: idSchema }),
  handler: async ({ deps, body }) => {
    const row = await findLookupType(deps.db, body.lookupTypeId);
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: row };
  },
});

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a lookup type (the code is unique and fixed once created)',
  auth: menu(LOOKUP_MENU),
  mutates: true,
  body: z.object({
    lookupTypeId: optionalId,
    lookupType: codeSchema,
    meaning: nameSchema(),
    meaningEn: optionalText(128),
    description: optionalText(512),
    systemCode: z.string().trim().min(1).max(32).optional().default('BASE'),
    parentLookupTypeId: optionalId,
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, LOOKUP_MENU, body.lookupTypeId ? 'btnEdit' : 'btnAdd');
    const existing = body.lookupTypeId ? await findLookupType(db, body.lookupTypeId) : null;
    if (body.lookupTypeId && !existing) throw new AppError(404, 'error.notFound');
    if (existing) {
      if (body.version === undefined) throw fieldError(lang, 'version', 'field.required');
      // Values carry the type's code and code refers to types by it: renaming would orphan both.
      if (existing.lookupType !== body.lookupType) throw fieldError(lang, 'lookupType', 'admin.lookupTypeFixed');
    }
    const taken = () => fieldError(lang, 'lookupType', 'admin.lookupTypeTaken', { code: body.lookupType });
    const [clash] = await db
      .select({ id: lookupTypes.id })
      .from(lookupTypes)
      .where(
        and(
          eq(lookupTypes.lookupType, body.lookupType),
          existing ? ne(lookupTypes.id, existing.lookupTypeId) : undefined,
        ),
      );
    if (clash) throw taken();
    const parentId = body.parentLookupTypeId ?? null;
    if (parentId != null) {
      if (parentId === existing?.lookupTypeId) throw fieldError(lang, 'parentLookupTypeId', 'admin.parentSelf');
      if (!(await findLookupType(db, parentId)))
        throw fieldError(lang, 'parentLookupTypeId', 'excel.lookupTypeNotFound', { lookupType: parentId });
    }
    const values = {
      lookupType: body.lookupType,
      meaning: body.meaning,
      meaningEn: body.meaningEn ?? null,
      description: body.description ?? null,
      systemCode: body.systemCode,
      parentLookupTypeId: parentId,
    };
    const id = await db.transaction(async (tx) => {
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(lookupTypes)
              .values({
                ...values,
                // A new type starts at the current time, so a type created again never repeats an old stamp.
                valuesVersion: sql`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`,
                createdBy: me.userId,
                lastUpdatedBy: me.userId,
              })
              .returning({ id: lookupTypes.id }),
          taken,
        );
        return created.id;
      }
      const updated = await tx
        .update(lookupTypes)
        .set({ ...values, ...touched(me.userId), version: sql`${lookupTypes.version} + 1` })
        .where(and(eq(lookupTypes.id, existing.lookupTypeId), eq(lookupTypes.version, body.version!)))
        .returning({ id: lookupTypes.id });
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      return existing.lookupTypeId;
    });
    return { data: await findLookupType(db, id), msg: 'ok.saved' };
  },
});

const deleteType = defineAction({
  server: 'baseServer',
  entity,
  action: 'delete',
  summary: 'Delete a lookup type; refused while it has values or is the parent of another type',
  auth: menu(LOOKUP_MENU),
  mutates: true,
  body: z.object({ lookupTypeId: idSchema }),
  handler: async ({ deps, user, body, lang }) => {
    await requireMenuResource(deps.db, user!, LOOKUP_MENU, 'btnDelete');
    await deps.db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(lookupValues)
        .where(eq(lookupValues.lookupTypeId, body.lookupTypeId));
      if (Number(n) > 0) throw fieldError(lang, 'lookupTypeId', 'admin.lookupTypeHasValues', { count: Number(n) });
      const [child] = await tx
        .select({ id: lookupTypes.id })
        .from(lookupTypes)
        .where(eq(lookupTypes.parentLookupTypeId, body.lookupTypeId))
        .limit(1);
      if (child) throw fieldError(lang, 'lookupTypeId', 'admin.lookupTypeIsParent');
      const gone = await tx
        .delete(lookupTypes)
        .where(eq(lookupTypes.id, body.lookupTypeId))
        .returning({ id: lookupTypes.id });
      if (gone.length === 0) throw new AppError(404, 'error.notFound');
    });
    return { msg: 'ok.done' };
  },
});

export const lookupTypeActions = [listByPage, findById, saveOrUpdate, deleteType];
