import type { Lang } from '@srm/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
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
import { BASE_MENUS, deleteAction, requireSaveButton, statusAction } from './baseKit.ts';
import { purchasingGroupMembers, purchasingGroups } from './schema.ts';

/*
 * Purchasing groups (采购组): groups of buyers (internal users), optionally of one organisation; a
 * permission dimension. Every internal user reads them (pickers); changes need the buttons of the
 * menu BASE_PURCHASING_GROUP. A save sends the whole list of buyers (memberUserIds).
 */

const SERVER = 'baseServer';
const ENTITY = 'basePurchasingGroup';
const MENU = BASE_MENUS.purchasingGroup;

/** The buyers of some groups: user id and names, by group. */
async function membersOf(db: DbOrTx, groupIds: number[]) {
  const byGroup = new Map<number, { userId: number; userName: string; userFullName: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({
      groupId: purchasingGroupMembers.purchasingGroupId,
      userId: users.id,
      userName: users.userName,
      userFullName: users.userFullName,
    })
    .from(purchasingGroupMembers)
    .innerJoin(users, eq(users.id, purchasingGroupMembers.userId))
    .where(inArray(purchasingGroupMembers.purchasingGroupId, groupIds))
    .orderBy(asc(users.userName));
  for (const { groupId, ...m } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), m]);
  return byGroup;
}

/** Adds the buyers to each row (memberUserIds for the form, members for the list). */
async function withMembers<R extends { purchasingGroupId: number }>(db: DbOrTx, rows: R[]) {
  const members = await membersOf(
    db,
    rows.map((r) => r.purchasingGroupId),
  );
  return rows.map((r) => {
    const list = members.get(r.purchasingGroupId) ?? [];
    return { ...r, members: list, memberUserIds: list.map((m) => m.userId) };
  });
}

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
    return {
      data: await withMembers(
        deps.db,
        rows.map((r) => present(r, lang)),
      ),
      page,
    };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a purchasing group (code unique)',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    purchasingGroupId: idSchema.optional(),
    groupCode: codeSchema,
    groupName: nameSchema,
    groupNameEn: optionalText(128),
    orgId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    /** The buyers: internal users; the list replaces the stored one. Absent leaves them as they are. */
    memberUserIds: z.array(idSchema).max(500).optional(),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.purchasingGroupId);
    const memberIds = body.memberUserIds ? [...new Set(body.memberUserIds)] : undefined;
    if (memberIds?.length) {
      const found = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, memberIds), eq(users.userType, 'INSIDE')));
      if (found.length !== memberIds.length) throw fieldError(lang, 400, 'memberUserIds', 'base.userNotFound');
    }
    const taken = () => fieldError(lang, 409, 'groupCode', 'code.taken', { code: body.groupCode });
    if (body.orgId != null && !(await orgsByIds(deps.db, [body.orgId])).has(body.orgId)) {
      throw fieldError(lang, 400, 'orgId', 'ref.notFound');
    }
    const row = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const saved = await saveWithUniqueCode<Parameters<typeof present>[0] & { purchasingGroupId: number }>(
            tx,
            purchasingGroups,
            {
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
            },
          );
          if (memberIds) {
            await tx
              .delete(purchasingGroupMembers)
              .where(eq(purchasingGroupMembers.purchasingGroupId, saved.purchasingGroupId));
            if (memberIds.length) {
              await tx.insert(purchasingGroupMembers).values(
                memberIds.map((userId) => ({
                  purchasingGroupId: saved.purchasingGroupId,
                  userId,
                  createdBy: user!.userId,
                  lastUpdatedBy: user!.userId,
                })),
              );
            }
          }
          return saved;
        }),
      taken,
    );
    return { data: (await withMembers(deps.db, [present(row, lang)]))[0], msg: 'ok.saved' };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One purchasing group with its buyers',
  auth: INTERNAL,
  body: z.object({ purchasingGroupId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db
      .select(columns)
      .from(purchasingGroups)
      .where(eq(purchasingGroups.id, body.purchasingGroupId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: (await withMembers(deps.db, [present(row, lang)]))[0] };
  },
});

export const purchasingGroupActions = [
  listByPage,
  findById,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'purchasingGroupId', table: purchasingGroups, menuCode: MENU }),
  deleteAction({
    entity: ENTITY,
    idKey: 'purchasingGroupId',
    table: purchasingGroups,
    menuCode: MENU,
    cascade: async (db, id) => {
      await db.delete(purchasingGroupMembers).where(eq(purchasingGroupMembers.purchasingGroupId, id));
    },
  }),
];
