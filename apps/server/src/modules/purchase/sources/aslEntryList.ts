import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { aslApplications, aslEntries } from '../sourceSchema.ts';
import { dateText, optionalId, validOn } from './listKit.ts';
import { presentSources } from './sourceNames.ts';

/*
 * The approved supplier list (货源清单) itself: the entries approved ASL applications left, read-only,
 * in the caller's organisation and category scope. The ASL application screen picks an entry to alter
 * from here too, so its menu reaches the list as well.
 */
const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmPurAslEntry',
  action: 'listByPage',
  summary:
    'Approved supplier list entries (filters: orgId, materialId, categoryId, supplierId, status, validOn date, keyword entryId); paged, in scope',
  auth: menu('PUR_ASL_ENTRY', 'PUR_ASL'),
  body: z.object({
    searchParams: z
      .object({
        orgId: optionalId,
        materialId: optionalId,
        categoryId: optionalId,
        supplierId: optionalId,
        entryId: optionalId,
        status: z.enum(['ACTIVE', 'SUSPENDED']).optional(),
        validOn: dateText,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scopeWhere(scope, { orgId: aslEntries.orgId, categoryId: aslEntries.categoryId })];
    if (f.orgId) c.push(eq(aslEntries.orgId, f.orgId));
    if (f.materialId) c.push(eq(aslEntries.materialId, f.materialId));
    if (f.categoryId) c.push(eq(aslEntries.categoryId, f.categoryId));
    if (f.supplierId) c.push(eq(aslEntries.supplierId, f.supplierId));
    if (f.entryId) c.push(eq(aslEntries.id, f.entryId));
    if (f.status) c.push(eq(aslEntries.status, f.status));
    if (f.validOn) c.push(validOn(aslEntries.validFrom, aslEntries.validTo, f.validOn)!);
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          entryId: aslEntries.id,
          orgId: aslEntries.orgId,
          materialId: aslEntries.materialId,
          categoryId: aslEntries.categoryId,
          supplierId: aslEntries.supplierId,
          supplierSiteId: aslEntries.supplierSiteId,
          status: aslEntries.status,
          validFrom: aslEntries.validFrom,
          validTo: aslEntries.validTo,
          priority: aslEntries.priority,
          sourceDocId: aslEntries.sourceDocId,
          sourceNumber: aslApplications.aslNumber,
          lastDocId: aslEntries.lastDocId,
          lastUpdateDate: aslEntries.lastUpdateDate,
        })
        .from(aslEntries)
        .leftJoin(aslApplications, eq(aslApplications.id, aslEntries.sourceDocId))
        .where(where)
        .orderBy(asc(aslEntries.orgId), asc(aslEntries.materialId), asc(aslEntries.priority), asc(aslEntries.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, aslEntries, where, body),
    ]);
    await presentSources(deps.db, lang, rows);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const aslEntryActions = [listByPage];
