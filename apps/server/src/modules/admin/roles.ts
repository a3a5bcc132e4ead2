import { roleList } from '@srm/core/masters/access';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { writeAccessAudit } from '../../platform/access/menus.ts';
import { responsibilities, roleResponsibilities, roles } from '../../platform/access/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { codeSchema, contains, containsAny, fieldError, idSchema, optionalId, ynSchema } from './adminKit.ts';
import { existingResponsibilityIds } from './responsibilities.ts';

/**
 * Roles (spec §2 `role`): a named group of responsibilities. A role grants nothing by itself — menus,
 * buttons and data scope come from responsibilities only — it names a set of them that belong together
 * (docs/decisions.md, Administration). Declared in packages/core/src/masters/access.ts; the responsibilities
 * it groups are the save's lines, and every change is written to the access audit in its transaction.
 */

/** Adds each role's responsibilities (one query for the page). */
async function withResponsibilities<R extends { roleId: number }>(db: DbOrTx, rows: R[]) {
  const ids = rows.map((r) => r.roleId);
  const links = ids.length
    ? await db
        .select({
          roleId: roleResponsibilities.roleId,
          responsibilityId: responsibilities.id,
          responsibilityCode: responsibilities.responsibilityCode,
          responsibilityName: responsibilities.responsibilityName,
          responsibilityNameEn: responsibilities.responsibilityNameEn,
          userType: responsibilities.userType,
        })
        .from(roleResponsibilities)
        .innerJoin(responsibilities, eq(responsibilities.id, roleResponsibilities.responsibilityId))
        .where(inArray(roleResponsibilities.roleId, ids))
        .orderBy(asc(responsibilities.responsibilityCode))
    : [];
  return rows.map((r) => {
    const mine = links.filter((l) => l.roleId === r.roleId).map(({ roleId: _, ...l }) => l);
    return { ...r, responsibilityIds: mine.map((l) => l.responsibilityId), responsibilities: mine };
  });
}

/** A role's stored fields, as the audit keeps it before a change. */
/** The columns of the declared fields (packages/core/src/masters/access.ts). */
const roleFields = {
  roleCode: roles.roleCode,
  roleName: roles.roleName,
  roleNameEn: roles.roleNameEn,
  description: roles.description,
};
const roleColumns = {
  roleId: roles.id,
  ...roleFields,
  enabledFlag: roles.enabledFlag,
  creationDate: roles.creationDate,
  lastUpdateDate: roles.lastUpdateDate,
  version: roles.version,
};

/** The role as it was before a save, for the audit: read by beforeSave, written by the lines in the same transaction. */
const beforeOf = new WeakMap<DbOrTx, unknown>();

export const roleActions = bindMasterList(roleList, {
  table: roles,
  columns: roleFields,
  filters: {
    roleCode: { schema: z.string().trim().max(64), where: (code: string) => contains(roles.roleCode, code) },
    roleName: {
      schema: z.string().trim().max(128),
      where: (name: string) => containsAny(name, [roles.roleName, roles.roleNameEn]),
    },
    responsibilityId: {
      schema: idSchema,
      where: (id: number, db) =>
        inArray(
          roles.id,
          db
            .select({ id: roleResponsibilities.roleId })
            .from(roleResponsibilities)
            .where(eq(roleResponsibilities.responsibilityId, id)),
        ),
    },
  },
  save: {
    body: { roleId: optionalId, roleCode: codeSchema, enabledFlag: ynSchema.optional().default('Y') },
    codeTaken: (lang, code) => fieldError(lang, 'roleCode', 'admin.roleCodeTaken', { code }),
    codeIgnoresCase: true,
    codeChangeable: true,
  },
  // The responsibilities it groups: the list sent replaces the stored one (none sent: none).
  lines: {
    body: { responsibilityIds: z.array(idSchema).max(1000).optional().default([]) },
    write: async (tx, roleId, body, { lang, userId }) => {
      const respIds = [...new Set(body.responsibilityIds as number[])];
      const found = await existingResponsibilityIds(tx, respIds);
      const missing = respIds.filter((id) => !found.includes(id));
      if (missing.length)
        throw fieldError(lang, 'responsibilityIds', 'admin.respsNotFound', { ids: missing.join(', ') });
      await tx.delete(roleResponsibilities).where(eq(roleResponsibilities.roleId, roleId));
      if (respIds.length)
        await tx.insert(roleResponsibilities).values(respIds.map((responsibilityId) => ({ roleId, responsibilityId })));
      const { roleCode, roleName, roleNameEn, description, enabledFlag } = body;
      await writeAccessAudit(tx, {
        action: beforeOf.has(tx) ? 'ROLE_UPDATE' : 'ROLE_CREATE',
        subjectType: 'ROLE',
        subjectId: roleId,
        detail: {
          before: beforeOf.get(tx) ?? null,
          after: { roleCode, roleName, roleNameEn, description, enabledFlag, responsibilityIds: respIds },
        },
        userId,
      });
    },
  },
  hooks: {
    beforeSave: async (tx, _values, { id }) => {
      if (!id) return;
      const before = await tx.select(roleColumns).from(roles).where(eq(roles.id, id));
      if (!before.length) throw new AppError(404, 'error.notFound');
      beforeOf.set(tx, (await withResponsibilities(tx, before))[0]);
    },
    // The responsibilities' names in the request language, as the screen's tags show them: what the export writes.
    presentRows: async (db, rows, lang) =>
      (await withResponsibilities(db, rows as { roleId: number }[])).map((row) => ({
        ...row,
        responsibilityTitles: row.responsibilities
          .map((r) => (lang === 'EN' && r.responsibilityNameEn ? r.responsibilityNameEn : r.responsibilityName))
          .join(', '),
      })),
    // The responsibilities and their holders stay as they are: only the grouping goes.
    cascadeDelete: async (tx, roleId, { userId }) => {
      const [role] = await tx.select({ roleCode: roles.roleCode }).from(roles).where(eq(roles.id, roleId));
      if (!role) return;
      await tx.delete(roleResponsibilities).where(eq(roleResponsibilities.roleId, roleId));
      await writeAccessAudit(tx, {
        action: 'ROLE_DELETE',
        subjectType: 'ROLE',
        subjectId: roleId,
        detail: { roleCode: role.roleCode },
        userId,
      });
    },
  },
});
