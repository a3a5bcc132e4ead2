import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { LOGGED_IN, menu } from '../../platform/access/rules.ts';
import {
  cappedCountQuery,
  countCapped,
  countCappedBy,
  type KnownCount,
  offsetOf,
  type PlanResult,
  pageInfo,
  pagingSchema,
  preparedEstimate,
} from '../../platform/db/paging.ts';
import { PreparedShapes } from '../../platform/db/preparedShapes.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import {
  type WalkBody,
  walkAfterOf,
  walkCondition,
  walkCursor,
  walkOf,
  walkOffset,
  walkSchema,
  walkWhere,
} from '../../platform/db/walk.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  bumpValuesVersion,
  type LookupFilter,
  localizeLookup,
  lookupValueColumns,
  lookupWhere,
  valuesByTypes,
  valuesVersions,
} from '../../platform/lookups/lookups.ts';
import { lookupTypes, lookupValues } from '../../platform/lookups/schema.ts';
import {
  codeSchema,
  containsAny,
  fieldError,
  idSchema,
  nameSchema,
  optionalId,
  optionalText,
  touched,
  uniqueOr,
  versionSchema,
  ynSchema,
} from './adminKit.ts';
import { LOOKUP_MENU } from './lookupTypes.ts';
import { organizations } from './schema.ts';

const code = z.string().trim().max(64);

/** The list's order (type, sequence, id: index base_lookup_values_type_ix), walked by select all and the export. */
const LOOKUP_WALK = walkOf('asc', [
  { key: 'lookupType', column: lookupValues.lookupType },
  { key: 'seqNum', column: lookupValues.seqNum },
  { key: 'lookupValuesId', column: lookupValues.id },
]);

const LOOKUP_ORDER = [asc(lookupValues.lookupType), asc(lookupValues.seqNum), asc(lookupValues.id)];
/** Leading walk columns the search holds equal (walk.ts): the type, when one is asked for. */
const walkFixed = (f: LookupFilter) => (f.lookupType ? [lookupValues.lookupType] : []);

/*
 * Without a "contains" (the keyword's pattern decides its plan), the page and the count are statements prepared
 * once per shape — which filters are present, and whether the caller walks (preparedShapes.ts).
 */
const placeholder = (key: string) => sql.placeholder(key);
/** A row of the list as the database returns it. */
const selectRows = (db: DbOrTx) => db.select(lookupValueColumns).from(lookupValues);
type LookupRow = Awaited<ReturnType<typeof selectRows>>[number];
const LOOKUP_PAGES = new PreparedShapes<LookupRow[]>('lookup_values_page');
const LOOKUP_COUNTS = new PreparedShapes<{ n: number }[]>('lookup_values_count');
const LOOKUP_ESTIMATES = new PreparedShapes<PlanResult>('lookup_values_estimate');

async function preparedPage(
  db: DbOrTx,
  body: { searchParams: LookupFilter; pageIndex: number; pageRows: number } & WalkBody & KnownCount,
) {
  const f = body.searchParams;
  const walking = !!body.walkAfter?.length;
  const filters = `${f.lookupType ? 'T' : ''}${f.lookupCode ? 'C' : ''}${f.enabledFlag ? 'E' : ''}`;
  // Written property by property: spreading objects into it cost more than the rest of this function.
  const values: Record<string, unknown> = {
    lookupType: f.lookupType,
    lookupCode: f.lookupCode,
    enabledFlag: f.enabledFlag,
    limit: body.pageRows,
    offset: walkOffset(body, offsetOf(body.pageIndex, body.pageRows)),
  };
  if (walking) {
    const cursor = walkCursor(LOOKUP_WALK, body);
    for (let i = 0; i < cursor.length; i++) values[`w${i}`] = cursor[i];
  }
  // Built only when a shape's statement is (once per database handle), not on every call.
  const where = () => lookupWhere(f, placeholder);
  return Promise.all([
    LOOKUP_PAGES.run(
      db,
      `${filters}${walking ? 'W' : ''}`,
      (name) =>
        db
          .select(lookupValueColumns)
          .from(lookupValues)
          .where(
            and(
              where(),
              walking ? walkCondition(LOOKUP_WALK, walkFixed(f), (i) => sql`${placeholder(`w${i}`)}`) : undefined,
            ),
          )
          .orderBy(...LOOKUP_ORDER)
          .limit(placeholder('limit'))
          .offset(placeholder('offset'))
          .prepare(name),
      values,
    ),
    countCappedBy(
      body,
      () => LOOKUP_COUNTS.run(db, filters, (name) => cappedCountQuery(db, lookupValues, where()).prepare(name), values),
      () => preparedEstimate(LOOKUP_ESTIMATES, db, filters, lookupValues, where, values),
    ),
  ]);
}

const listByPage = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'listByPage',
  summary: 'Lookup values, filtered and paged',
  auth: LOGGED_IN,
  body: z.object({
    searchParams: z
      .object({
        lookupType: code.optional(),
        lookupCode: code.optional(),
        meaning: z.string().max(128).optional(),
        enabledFlag: z.enum(['Y', 'N']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
    ...walkSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const [rows, total] = f.meaning
      ? await Promise.all([
          deps.db
            .select(lookupValueColumns)
            .from(lookupValues)
            .where(and(lookupWhere(f), walkWhere(LOOKUP_WALK, body, walkFixed(f))))
            .orderBy(...LOOKUP_ORDER)
            .limit(body.pageRows)
            .offset(walkOffset(body, offsetOf(body.pageIndex, body.pageRows))),
          countCapped(deps.db, lookupValues, lookupWhere(f), body),
        ])
      : await preparedPage(deps.db, body);
    return {
      data: rows.map((r) => localizeLookup(r, lang)),
      page: {
        ...pageInfo(total, body.pageIndex, body.pageRows),
        ...walkAfterOf(LOOKUP_WALK, body, rows, body.pageRows),
      },
    };
  },
});

const findByTypes = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'findByTypes',
  summary: 'Enabled values of several lookup types, grouped by type (the client caches them in BASE_lookup)',
  auth: LOGGED_IN,
  body: z.object({ lookupTypes: z.array(code.min(1)).min(1).max(100) }),
  handler: async ({ deps, body, lang }) => ({ data: await valuesByTypes(deps.db, body.lookupTypes, lang) }),
});

// ---------------------------------------------------------------------------------------------------
// Administration of values (spec §2 `lookup`, `lookupTypeEdit`). Every change raises the type's version
// stamp in the same transaction, so clients holding the type in BASE_lookup refresh it (`versions`).

const rawColumns = {
  ...lookupValueColumns,
  lastUpdateDate: lookupValues.lastUpdateDate,
  version: lookupValues.version,
};

async function findValue(db: DbOrTx, id: number) {
  const [row] = await db.select(rawColumns).from(lookupValues).where(eq(lookupValues.id, id));
  return row ?? null;
}

const findById = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'findById',
  summary: 'One lookup value as stored, both meanings (for editing)',
  auth: menu(LOOKUP_MENU),
  body: z.object({ lookupValuesId: idSchema }),
  handler: async ({ deps, body }) => {
    const row = await findValue(deps.db, body.lookupValuesId);
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: row };
  },
});

const parentValues = alias(lookupValues, 'parent_value');

/** The administration list: the values of one type as stored, with what their ids point at. */
const listForAdmin = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'listForAdmin',
  summary:
    'The values of one lookup type as stored (both meanings), with the parent value’s code and meanings and the business unit’s name, filtered and paged (Administration → Lookups)',
  auth: menu(LOOKUP_MENU),
  body: z.object({
    searchParams: z
      .object({
        lookupTypeId: optionalId,
        lookupType: code.optional(),
        /** Code or meaning in either language, contained. */
        keyword: z.string().trim().max(128).optional(),
        enabledFlag: z.enum(['Y', 'N']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.lookupTypeId) c.push(eq(lookupValues.lookupTypeId, f.lookupTypeId));
    if (f.lookupType) c.push(eq(lookupValues.lookupType, f.lookupType));
    if (f.enabledFlag) c.push(eq(lookupValues.enabledFlag, f.enabledFlag));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [lookupValues.lookupCode, lookupValues.meaning, lookupValues.meaningEn]));
    }
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select({
          ...rawColumns,
          parentLookupCode: parentValues.lookupCode,
          parentMeaning: parentValues.meaning,
          parentMeaningEn: parentValues.meaningEn,
          buOrgName: organizations.orgName,
          buOrgNameEn: organizations.orgNameEn,
        })
        .from(lookupValues)
        .leftJoin(parentValues, eq(parentValues.id, lookupValues.parentLookupValuesId))
        .leftJoin(organizations, eq(organizations.id, lookupValues.buOrgId))
        .where(where)
        .orderBy(asc(lookupValues.lookupType), asc(lookupValues.seqNum), asc(lookupValues.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, lookupValues, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'saveOrUpdate',
  summary:
    'Create or change a lookup value with every field of spec §3 (lookupCode unique per type); raises the type’s version stamp',
  auth: menu(LOOKUP_MENU),
  mutates: true,
  body: z
    .object({
      lookupValuesId: optionalId,
      lookupTypeId: optionalId,
      lookupType: code.optional(),
      lookupCode: codeSchema,
      meaning: nameSchema(256),
      meaningEn: optionalText(256),
      description: optionalText(512),
      enabledFlag: ynSchema.optional().default('Y'),
      seqNum: z.coerce.number().int().min(0).max(1_000_000_000).optional().default(0),
      parentLookupValuesId: optionalId,
      parentLookupTypeId: optionalId,
      systemCode: z.string().trim().min(1).max(32).optional().default('BASE'),
      buOrgId: optionalId,
      version: versionSchema.optional(),
    })
    .refine((b) => b.lookupValuesId || b.lookupTypeId || b.lookupType, {
      message: 'field.required',
      path: ['lookupTypeId'],
    }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, LOOKUP_MENU, body.lookupValuesId ? 'btnEdit' : 'btnAdd');
    const existing = body.lookupValuesId ? await findValue(db, body.lookupValuesId) : null;
    if (body.lookupValuesId && !existing) throw new AppError(404, 'error.notFound');
    if (existing && body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
    const [type] = await db
      .select({ id: lookupTypes.id, lookupType: lookupTypes.lookupType })
      .from(lookupTypes)
      .where(
        existing
          ? eq(lookupTypes.id, existing.lookupTypeId)
          : body.lookupTypeId
            ? eq(lookupTypes.id, body.lookupTypeId)
            : eq(lookupTypes.lookupType, body.lookupType!),
      );
    if (!type)
      throw fieldError(lang, 'lookupTypeId', 'excel.lookupTypeNotFound', {
        lookupType: body.lookupType ?? String(body.lookupTypeId),
      });
    if (
      existing &&
      ((body.lookupTypeId && body.lookupTypeId !== type.id) || (body.lookupType && body.lookupType !== type.lookupType))
    )
      throw fieldError(lang, 'lookupTypeId', 'admin.lookupValueTypeFixed');
    const taken = () =>
      fieldError(lang, 'lookupCode', 'admin.lookupCodeTaken', { type: type.lookupType, code: body.lookupCode });
    const [clash] = await db
      .select({ id: lookupValues.id })
      .from(lookupValues)
      .where(
        and(
          eq(lookupValues.lookupType, type.lookupType),
          eq(lookupValues.lookupCode, body.lookupCode),
          existing ? ne(lookupValues.id, existing.lookupValuesId) : undefined,
        ),
      );
    if (clash) throw taken();
    // The parent value: it must exist (and be of the parent type when one is named); the parent type
    // follows from it when not given.
    let parentTypeId = body.parentLookupTypeId ?? null;
    const parentValueId = body.parentLookupValuesId ?? null;
    if (parentValueId != null) {
      if (parentValueId === existing?.lookupValuesId)
        throw fieldError(lang, 'parentLookupValuesId', 'admin.parentSelf');
      const parent = await findValue(db, parentValueId);
      if (!parent || (parentTypeId != null && parent.lookupTypeId !== parentTypeId))
        throw fieldError(lang, 'parentLookupValuesId', 'admin.lookupParentNotFound');
      parentTypeId = parent.lookupTypeId;
    } else if (parentTypeId != null) {
      const [parentType] = await db
        .select({ id: lookupTypes.id })
        .from(lookupTypes)
        .where(eq(lookupTypes.id, parentTypeId));
      if (!parentType)
        throw fieldError(lang, 'parentLookupTypeId', 'excel.lookupTypeNotFound', { lookupType: parentTypeId });
    }
    if (body.buOrgId != null) {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, body.buOrgId));
      if (!org) throw fieldError(lang, 'buOrgId', 'admin.orgNotFound');
    }
    const values = {
      lookupCode: body.lookupCode,
      meaning: body.meaning,
      meaningEn: body.meaningEn ?? null,
      description: body.description ?? null,
      enabledFlag: body.enabledFlag,
      seqNum: body.seqNum,
      parentLookupValuesId: parentValueId,
      parentLookupTypeId: parentTypeId,
      systemCode: body.systemCode,
      buOrgId: body.buOrgId ?? null,
    };
    const id = await db.transaction(async (tx) => {
      let valueId: number;
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(lookupValues)
              .values({
                ...values,
                lookupTypeId: type.id,
                lookupType: type.lookupType,
                createdBy: me.userId,
                lastUpdatedBy: me.userId,
              })
              .returning({ id: lookupValues.id }),
          taken,
        );
        valueId = created.id;
      } else {
        const updated = await uniqueOr(
          () =>
            tx
              .update(lookupValues)
              .set({ ...values, ...touched(me.userId), version: sql`${lookupValues.version} + 1` })
              .where(and(eq(lookupValues.id, existing.lookupValuesId), eq(lookupValues.version, body.version!)))
              .returning({ id: lookupValues.id }),
          taken,
        );
        if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
        valueId = existing.lookupValuesId;
      }
      await bumpValuesVersion(tx, type.id);
      return valueId;
    });
    return { data: await findValue(db, id), msg: 'ok.saved' };
  },
});

const deleteValue = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'delete',
  summary: 'Delete a lookup value; refused while other values have it as their parent',
  auth: menu(LOOKUP_MENU),
  mutates: true,
  body: z.object({ lookupValuesId: idSchema }),
  handler: async ({ deps, user, body, lang }) => {
    await requireMenuResource(deps.db, user!, LOOKUP_MENU, 'btnDelete');
    await deps.db.transaction(async (tx) => {
      const [child] = await tx
        .select({ id: lookupValues.id })
        .from(lookupValues)
        .where(eq(lookupValues.parentLookupValuesId, body.lookupValuesId))
        .limit(1);
      if (child) throw fieldError(lang, 'lookupValuesId', 'admin.lookupValueHasChildren');
      const [gone] = await tx
        .delete(lookupValues)
        .where(eq(lookupValues.id, body.lookupValuesId))
        .returning({ lookupTypeId: lookupValues.lookupTypeId });
      if (!gone) throw new AppError(404, 'error.notFound');
      await bumpValuesVersion(tx, gone.lookupTypeId);
    });
    return { msg: 'ok.done' };
  },
});

const versions = defineAction({
  server: 'baseServer',
  entity: 'baseLookupValues',
  action: 'versions',
  summary:
    'The version stamp of each lookup type’s values (0 for an unknown type): the client refreshes a cached type when its stamp changed',
  auth: LOGGED_IN,
  body: z.object({ lookupTypes: z.array(code.min(1)).min(1).max(500) }),
  handler: async ({ deps, body }) => ({ data: await valuesVersions(deps.db, body.lookupTypes) }),
});

export const lookupActions = [listByPage, findByTypes, listForAdmin, findById, saveOrUpdate, deleteValue, versions];
