import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { localizeLookup, lookupValueColumns, lookupWhere, valuesByTypes } from '../../platform/lookups/lookups.ts';
import { lookupValues } from '../../platform/lookups/schema.ts';

const code = z.string().trim().max(64);

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
  }),
  handler: async ({ deps, body, lang }) => {
    const where = lookupWhere(body.searchParams);
    const [rows, total] = await Promise.all([
      deps.db
        .select(lookupValueColumns)
        .from(lookupValues)
        .where(where)
        .orderBy(asc(lookupValues.lookupType), asc(lookupValues.seqNum), asc(lookupValues.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, lookupValues, where),
    ]);
    return { data: rows.map((r) => localizeLookup(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
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

export const lookupActions = [listByPage, findByTypes];
