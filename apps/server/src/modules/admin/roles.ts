import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource, writeAccessAudit } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { responsibilities, roleResponsibilities, roles } from '../../platform/access/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
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
  ynSchema,
} from './adminKit.ts';
import { existingResponsibilityIds } from './responsibilities.ts';

/**
 * Roles (spec §2 `role`): a named group of responsibilities. A role grants nothing by itself — menus,
 * buttons and data scope come from responsibilities only — it names a set of them that belong together
 * (docs/decisions.md, Administration).
 */
const MENU = 'SYS_ROLE';
const entity = 'baseRole';

const roleColumns = {
  roleId: roles.id,
  roleCode: roles.roleCode,
  roleName: roles.roleName,
  roleNameEn: roles.roleNameEn,
  description: roles.description,
  enabledFlag: roles.enabledFlag,
  creationDate: roles.creationDate,
  lastUpdateDate: roles.lastUpdateDate,
  version: roles.version,
};

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

async function findRole(db: DbOrTx, id: number) {
  const rows = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return rows.length ? (await withResponsibilities(db, rows))[0] : null;
}

const listByPage = defineAction({
  server: 'baseServer',
  entity,
  action: 'listByPage',
  summary: 'Roles with their responsibilities, filtered and paged',
  auth: menu(MENU),
  body: z.object({
    searchParams: z
      .object({
        roleCode: z.string().trim().max(64).optional(),
        roleName: z.string().trim().max(128).optional(),
        enabledFlag: ynSchema.optional(),
        responsibilityId: idSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.roleCode) c.push(contains(roles.roleCode, f.roleCode));
    if (f.roleName) {
      c.push(containsAny(f.roleName, [roles.roleName, roles.roleNameEn]));
    }
    if (f.enabledFlag) c.push(eq(roles.enabledFlag, f.enabledFlag));
    if (f.responsibilityId)
      c.push(
        inArray(
          roles.id,
          deps.db
            .select({ id: roleResponsibilities.roleId })
            .from(roleResponsibilities)
            .where(eq(roleResponsibilities.responsibilityId, f.responsibilityId)),
        ),
      );
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select(roleColumns)
        .from(roles)
        .where(where)
        .orderBy(asc(roles.roleCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, roles, where, body),
    ]);
    return { data: await withResponsibilities(deps.db, rows), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: 'baseServer',
  entity,
  action: 'findById',
  summary: 'One role with its responsibilities',
  auth: menu(MENU),
  body: z.object({ roleId: idSchema }),
  handler: async ({ deps, body }) => {
    const role = await findRole(deps.db, body.roleId);
    if (!role) throw new AppError(404, 'error.notFound');
    return { data: role };
  },
});

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a role and the responsibilities it groups',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    roleId: optionalId,
    roleCode: codeSchema,
    roleName: nameSchema(),
    roleNameEn: optionalText(128),
    description: optionalText(512),
    enabledFlag: ynSchema.optional().default('Y'),
    responsibilityIds: z.array(idSchema).max(1000).optional().default([]),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, body.roleId ? 'btnEdit' : 'btnAdd');
    const existing = body.roleId ? await findRole(db, body.roleId) : null;
    if (body.roleId && !existing) throw new AppError(404, 'error.notFound');
    if (existing && body.version === undefined) throw fieldError(lang, 'version', 'field.required');
    const taken = () => fieldError(lang, 'roleCode', 'admin.roleCodeTaken', { code: body.roleCode });
    const [clash] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          sql`lower(${roles.roleCode}) = ${body.roleCode.toLowerCase()}`,
          existing ? ne(roles.id, existing.roleId) : undefined,
        ),
      );
    if (clash) throw taken();
    const respIds = [...new Set(body.responsibilityIds)];
    const found = await existingResponsibilityIds(db, respIds);
    const missing = respIds.filter((id) => !found.includes(id));
    if (missing.length) throw fieldError(lang, 'responsibilityIds', 'admin.respsNotFound', { ids: missing.join(', ') });
    const values = {
      roleCode: body.roleCode,
      roleName: body.roleName,
      roleNameEn: body.roleNameEn ?? null,
      description: body.description ?? null,
      enabledFlag: body.enabledFlag,
    };
    const id = await db.transaction(async (tx) => {
      let roleId: number;
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(roles)
              .values({ ...values, createdBy: me.userId, lastUpdatedBy: me.userId })
              .returning({ id: roles.id }),
          taken,
        );
        roleId = created.id;
      } else {
        const updated = await uniqueOr(
          () =>
            tx
              .update(roles)
              .set({ ...values, ...touched(me.userId), version: sql`${roles.version} + 1` })
              .where(and(eq(roles.id, existing.roleId), eq(roles.version, body.version!)))
              .returning({ id: roles.id }),
          taken,
        );
        if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
        roleId = existing.roleId;
        await tx.delete(roleResponsibilities).where(eq(roleResponsibilities.roleId, roleId));
      }
      if (respIds.length)
        await tx.insert(roleResponsibilities).values(respIds.map((responsibilityId) => ({ roleId, responsibilityId })));
      await writeAccessAudit(tx, {
        action: existing ? 'ROLE_UPDATE' : 'ROLE_CREATE',
        subjectType: 'ROLE',
        subjectId: roleId,
        detail: { before: existing, after: { ...values, responsibilityIds: respIds } },
        userId: me.userId,
      });
      return roleId;
    });
    return { data: await findRole(db, id), msg: 'ok.saved' };
  },
});

const deleteRole = defineAction({
  server: 'baseServer',
  entity,
  action: 'delete',
  summary: 'Delete a role (the responsibilities and their holders stay as they are)',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ roleId: idSchema }),
  handler: async ({ deps, user, body }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnDelete');
    await deps.db.transaction(async (tx) => {
      await tx.delete(roleResponsibilities).where(eq(roleResponsibilities.roleId, body.roleId));
      const [gone] = await tx.delete(roles).where(eq(roles.id, body.roleId)).returning();
      if (!gone) throw new AppError(404, 'error.notFound');
      await writeAccessAudit(tx, {
        action: 'ROLE_DELETE',
        subjectType: 'ROLE',
        subjectId: gone.id,
        detail: { roleCode: gone.roleCode },
        userId: user!.userId,
      });
    });
    return { msg: 'ok.done' };
  },
});

export const roleActions = [listByPage, findById, saveOrUpdate, deleteRole];
