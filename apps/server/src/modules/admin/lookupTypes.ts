import { lookupTypeList } from '@srm/core/masters/lookups';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { lookupTypes, lookupValues } from '../../platform/lookups/schema.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { equalTo, noEnabledFlag } from '../../platform/masters/ownRules.ts';
import { codeSchema, contains, containsAny, fieldError, optionalId } from './adminKit.ts';

/**
 * Lookup types (spec §2 `lookuptype`, `lookupTypeEdit`), declared in packages/core/src/masters/lookups.ts;
 * their values are in lookupValues.ts. The code is fixed once created (values carry it and code refers to
 * types by it); a type with values, or the parent of another type, is not deleted.
 */
export const LOOKUP_MENU = lookupTypeList.menuCode;

const text = z.string().trim();

export const lookupTypeActions = bindMasterList(lookupTypeList, {
  table: noEnabledFlag(lookupTypes),
  columns: {
    lookupType: lookupTypes.lookupType,
    meaning: lookupTypes.meaning,
    meaningEn: lookupTypes.meaningEn,
    description: lookupTypes.description,
    systemCode: lookupTypes.systemCode,
    parentLookupTypeId: lookupTypes.parentLookupTypeId,
  },
  readColumns: {
    valuesVersion: lookupTypes.valuesVersion,
    // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
    valueCount: sql<number>`(select count(*)::int from base_lookup_values v where v.lookup_type_id = "base_lookup_types"."id")`,
  },
  filters: {
    lookupType: { schema: text.max(64), where: (code: string) => contains(lookupTypes.lookupType, code) },
    meaning: {
      schema: text.max(128),
      where: (name: string) => containsAny(name, [lookupTypes.meaning, lookupTypes.meaningEn]),
    },
    systemCode: { schema: text.max(32), where: equalTo(lookupTypes.systemCode) },
  },
  save: {
    body: {
      lookupTypeId: optionalId,
      lookupType: codeSchema,
      systemCode: text.min(1).max(32).optional().default('BASE'),
      parentLookupTypeId: optionalId,
    },
    codeTaken: (lang, code) => fieldError(lang, 'lookupType', 'admin.lookupTypeTaken', { code }),
  },
  hooks: {
    beforeSave: async (tx, values, { id, lang }) => {
      if (id) {
        const [existing] = await tx
          .select({ lookupType: lookupTypes.lookupType })
          .from(lookupTypes)
          .where(eq(lookupTypes.id, id));
        if (!existing) throw new AppError(404, 'error.notFound');
        // Values carry the type's code and code refers to types by it: renaming would orphan both.
        if (existing.lookupType !== values.lookupType) throw fieldError(lang, 'lookupType', 'admin.lookupTypeFixed');
      } else {
        // A new type starts at the current time, so a type created again never repeats an old stamp.
        values.valuesVersion = sql`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
      }
      const parentId = (values.parentLookupTypeId as number | null) ?? null;
      if (parentId == null) return;
      if (parentId === id) throw fieldError(lang, 'parentLookupTypeId', 'admin.parentSelf');
      const [parent] = await tx.select({ id: lookupTypes.id }).from(lookupTypes).where(eq(lookupTypes.id, parentId));
      if (!parent) throw fieldError(lang, 'parentLookupTypeId', 'excel.lookupTypeNotFound', { lookupType: parentId });
    },
    beforeDelete: async (tx, id, lang) => {
      const [{ n }] = await tx.select({ n: count() }).from(lookupValues).where(eq(lookupValues.lookupTypeId, id));
      if (Number(n) > 0) throw fieldError(lang, 'lookupTypeId', 'admin.lookupTypeHasValues', { count: Number(n) });
      const [child] = await tx
        .select({ id: lookupTypes.id })
        .from(lookupTypes)
        .where(eq(lookupTypes.parentLookupTypeId, id))
        .limit(1);
      if (child) throw fieldError(lang, 'lookupTypeId', 'admin.lookupTypeIsParent');
    },
  },
});
