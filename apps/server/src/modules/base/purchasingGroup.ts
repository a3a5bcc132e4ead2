import { purchasingGroupList } from '@srm/core/masters/purchasingGroup';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { fieldError, idSchema } from '../admin/orgCommon.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { purchasingGroupMembers, purchasingGroups } from './schema.ts';

/*
 * Purchasing groups (采购组): groups of buyers (internal users), optionally of one organisation; a
 * permission dimension. Every internal user reads them (pickers); changes need the buttons of the
 * menu BASE_PURCHASING_GROUP. A save sends the whole list of buyers (memberUserIds). Declared in
 * packages/core/src/masters/purchasingGroup.ts.
 */

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

/** Purchasing groups by id, for other modules (existence and names). */
export async function purchasingGroupsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof purchasingGroups.$inferSelect>();
  const rows = await db
    .select()
    .from(purchasingGroups)
    .where(inArray(purchasingGroups.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export const purchasingGroupActions = bindMasterList(purchasingGroupList, {
  table: purchasingGroups,
  columns: {
    groupCode: purchasingGroups.groupCode,
    groupName: purchasingGroups.groupName,
    groupNameEn: purchasingGroups.groupNameEn,
    orgId: purchasingGroups.orgId,
  },
  // The buyers: internal users; a list sent replaces the stored one, none sent leaves them as they are.
  lines: {
    body: { memberUserIds: z.array(idSchema).max(500).optional() },
    write: async (tx, groupId, body, { lang, userId: by }) => {
      if (!body.memberUserIds) return;
      const memberIds = [...new Set(body.memberUserIds as number[])];
      if (memberIds.length) {
        const found = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, memberIds), eq(users.userType, 'INSIDE')));
        if (found.length !== memberIds.length) throw fieldError(lang, 400, 'memberUserIds', 'base.userNotFound');
      }
      await tx.delete(purchasingGroupMembers).where(eq(purchasingGroupMembers.purchasingGroupId, groupId));
      if (memberIds.length) {
        await tx
          .insert(purchasingGroupMembers)
          .values(
            memberIds.map((userId) => ({ purchasingGroupId: groupId, userId, createdBy: by, lastUpdatedBy: by })),
          );
      }
    },
  },
  hooks: {
    beforeSave: async (tx, values, { lang }) => {
      const orgId = values.orgId as number | null;
      if (orgId != null && !(await orgsByIds(tx, [orgId])).has(orgId))
        throw fieldError(lang, 400, 'orgId', 'ref.notFound');
    },
    presentRows: (db, rows) => withMembers(db, rows as { purchasingGroupId: number }[]),
    cascadeDelete: async (db, id) => {
      await db.delete(purchasingGroupMembers).where(eq(purchasingGroupMembers.purchasingGroupId, id));
    },
  },
});
