import type { Lang } from '@srm/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, resource } from '../../platform/access/rules.ts';
import { masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalId,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { purchasingGroups } from './schema.ts';

/*
 * Purchasing groups (采购组): groups of buyers, optionally of one organisation; a permission dimension.
 * Minimal here; the base-data issue completes them. Every internal user reads them (pickers).
 */

const SERVER = 'baseServer';
const ENTITY = 'basePurchasingGroup';

const columns = {
  purchasingGroupId: purchasingGroups.id,
  groupCode: purchasingGroups.groupCode,
  groupName: purchasingGroups.groupName,
  groupNameEn: purchasingGroups.groupNameEn,
  orgId: purchasingGroups.orgId,
  enabledFlag: purchasingGroups.enabledFlag,
  creationDate: purchasingGroups.creationDate,
  lastUpdateDate: purchasingGroups.lastUpdateDate,
  version: purchasingGroups.version,
};
const present = <R extends { groupName: string; groupNameEn: string | null }>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.groupName, row.groupNameEn),
});

/** Purchasing groups by id, for other modules (existence and names). */
export async function purchasingGroupsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof purchasingGroups.$inferSelect>();
  const rows = await db
    .select()
    .from(purchasingGroups)
    .where(inArray(purchasingGroups.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Purchasing groups, filtered by code or name, organisation and enabled flag, paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().trim().max(128).optional(),
        orgId: idSchema.optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const where = masterListWhere(
      f,
      {
        code: purchasingGroups.groupCode,
        name: purchasingGroups.groupName,
        nameEn: purchasingGroups.groupNameEn,
        enabledFlag: purchasingGroups.enabledFlag,
      },
      f.orgId ? eq(purchasingGroups.orgId, f.orgId) : undefined,
    );
    const { rows, page } = await selectPage(deps.db, purchasingGroups, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(purchasingGroups)
        .where(where)
        .orderBy(asc(purchasingGroups.groupCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a purchasing group (code unique)',
  auth: resource('btnPurchasingGroupEdit'),
  mutates: true,
  body: z.object({
    purchasingGroupId: idSchema.optional(),
    groupCode: codeSchema,
    groupName: nameSchema,
    groupNameEn: optionalText(128),
    orgId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const taken = () => fieldError(lang, 409, 'groupCode', 'code.taken', { code: body.groupCode });
    if (body.orgId != null && !(await orgsByIds(deps.db, [body.orgId])).has(body.orgId)) {
      throw fieldError(lang, 400, 'orgId', 'ref.notFound');
    }
    const row = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<Parameters<typeof present>[0]>(tx, purchasingGroups, {
            codeColumn: purchasingGroups.groupCode,
            code: body.groupCode,
            id: body.purchasingGroupId,
            version: () => requireVersion(lang, body.version),
            values: {
              groupCode: body.groupCode,
              groupName: body.groupName,
              groupNameEn: body.groupNameEn,
              orgId: body.orgId,
              enabledFlag: body.enabledFlag,
            },
            userId: user!.userId,
            returning: columns,
            onTaken: taken,
          }),
        ),
      taken,
    );
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

export const purchasingGroupActions = [listByPage, saveOrUpdate];
