import { isSupplierUserType, type Lang } from '@srm/core';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import {
  type DataScope,
  heldPositions,
  inScope,
  PERMIT_TARGETS,
  type PermitTarget,
  SCOPE_DIMENSIONS,
  type ScopeDimension,
  type ScopeValues,
  scopeFor,
} from '../../platform/access/scope.ts';
import { dataPermitAudit, dataPermits, positionLevels, positions } from '../../platform/access/scopeSchema.ts';
import { users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError, idSchema, localName } from './orgCommon.ts';
import { orgsByIds } from './orgService.ts';
import { basePermitValues } from './permitValueNames.ts';

/*
 * Data permissions (spec §6: user–organisation, user–category, user–purchasing-group permits, and
 * permission by person assignment, position and level), one entity with a `dimension` field:
 *   dimension  ORG | CATEGORY | PURCHASING_GROUP     what the permit opens
 *   targetType USER | POSITION | POSITION_LEVEL      who holds it (a position: whoever holds it today)
 * Every change runs in one transaction with its audit row. The scope helper (platform/access/scope.ts)
 * reads these rows on each request, so a change applies from the holder's next request.
 */

const SERVER = 'baseServer';
const ENTITY = 'baseDataPermission';

const dimension = z.enum(SCOPE_DIMENSIONS);
const targetType = z.enum(PERMIT_TARGETS);
const permitSet = z.object({
  dimension,
  targetType,
  targetId: idSchema,
  valueIds: z.array(idSchema).max(5000),
});

type Named = { code: string; name: string; enabledFlag: string };

/** Codes and names of permit values (organisations, categories, groups) in the request language. */
async function valuesOf(db: DbOrTx, dim: ScopeDimension, ids: readonly number[], lang: Lang) {
  if (dim !== 'ORG') return basePermitValues()[dim](db, ids, lang);
  const out = new Map<number, Named>();
  for (const [id, r] of await orgsByIds(db, ids)) {
    out.set(id, { code: r.orgCode, name: localName(lang, r.orgName, r.orgNameEn), enabledFlag: r.enabledFlag });
  }
  return out;
}

/** Codes and names of permit holders (users, positions, levels). */
async function targetsOf(db: DbOrTx, type: PermitTarget, ids: readonly number[], lang: Lang) {
  const out = new Map<number, Named & { userType?: string; orgId?: number }>();
  if (ids.length === 0) return out;
  const unique = [...new Set(ids)];
  if (type === 'USER') {
    const rows = await db.select().from(users).where(inArray(users.id, unique));
    for (const r of rows) {
      out.set(r.id, { code: r.userName, name: r.userFullName, enabledFlag: r.enabledFlag, userType: r.userType });
    }
  } else if (type === 'POSITION') {
    const rows = await db.select().from(positions).where(inArray(positions.id, unique));
    for (const r of rows) {
      out.set(r.id, {
        code: r.positionCode,
        name: localName(lang, r.positionName, r.positionNameEn),
        enabledFlag: r.enabledFlag,
        orgId: r.orgId,
      });
    }
  } else {
    const rows = await db.select().from(positionLevels).where(inArray(positionLevels.id, unique));
    for (const r of rows) {
      out.set(r.id, {
        code: r.levelCode,
        name: localName(lang, r.levelName, r.levelNameEn),
        enabledFlag: r.enabledFlag,
      });
    }
  }
  return out;
}

const scopeKey: Record<ScopeDimension, keyof ScopeValues> = {
  ORG: 'orgId',
  CATEGORY: 'categoryId',
  PURCHASING_GROUP: 'purchasingGroupId',
};

/**
 * The holder must exist (a supplier user cannot hold internal permits) and each value must exist. A
 * caller who is not an administrator grants only inside its own scope: values (and positions) outside
 * it are treated as unknown, so nobody can widen their own reach through this screen.
 */
async function checkPermitSet(
  db: DbOrTx,
  scope: DataScope,
  lang: Lang,
  set: { dimension: ScopeDimension; targetType: PermitTarget; targetId: number; valueIds: number[] },
) {
  const target = (await targetsOf(db, set.targetType, [set.targetId], lang)).get(set.targetId);
  if (!target || (target.orgId != null && !inScope(scope, { orgId: target.orgId }))) {
    throw fieldError(lang, 400, 'targetId', 'ref.notFound');
  }
  if (set.targetType === 'USER' && isSupplierUserType(target.userType)) {
    throw fieldError(lang, 400, 'targetId', 'dataPermission.supplierUser');
  }
  const values = await valuesOf(db, set.dimension, set.valueIds, lang);
  const bad = set.valueIds.findIndex(
    (id) => !values.has(id) || !inScope(scope, { [scopeKey[set.dimension]]: id } as ScopeValues),
  );
  if (bad >= 0) throw fieldError(lang, 400, `valueIds.${bad}`, 'ref.notFound');
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Data permits (dimension, holder, value) with codes and names, filtered and paged',
  auth: menu('SYS_EMPLOYEE'),
  body: z.object({
    searchParams: z
      .object({
        dimension: dimension.optional(),
        targetType: targetType.optional(),
        targetId: idSchema.optional(),
        valueId: idSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.dimension) c.push(eq(dataPermits.dimension, f.dimension));
    if (f.targetType) c.push(eq(dataPermits.targetType, f.targetType));
    if (f.targetId) c.push(eq(dataPermits.targetId, f.targetId));
    if (f.valueId) c.push(eq(dataPermits.valueId, f.valueId));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(dataPermits)
        .where(where)
        .orderBy(
          asc(dataPermits.targetType),
          asc(dataPermits.targetId),
          asc(dataPermits.dimension),
          asc(dataPermits.id),
        )
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, dataPermits, where, body),
    ]);
    const data = await describe(deps.db, rows, lang);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** Permit rows with the holder's and the value's code and name. */
async function describe(db: DbOrTx, rows: (typeof dataPermits.$inferSelect)[], lang: Lang) {
  const targets = new Map<string, Map<number, Named>>();
  for (const type of PERMIT_TARGETS) {
    const ids = rows.filter((r) => r.targetType === type).map((r) => r.targetId);
    targets.set(type, await targetsOf(db, type, ids, lang));
  }
  const values = new Map<string, Map<number, Named>>();
  for (const dim of SCOPE_DIMENSIONS) {
    const ids = rows.filter((r) => r.dimension === dim).map((r) => r.valueId);
    values.set(dim, await valuesOf(db, dim, ids, lang));
  }
  return rows.map((r) => {
    const target = targets.get(r.targetType)?.get(r.targetId);
    const value = values.get(r.dimension)?.get(r.valueId);
    return {
      permitId: r.id,
      dimension: r.dimension,
      targetType: r.targetType,
      targetId: r.targetId,
      targetCode: target?.code ?? null,
      targetName: target?.name ?? null,
      valueId: r.valueId,
      valueCode: value?.code ?? null,
      valueName: value?.name ?? null,
      valueEnabledFlag: value?.enabledFlag ?? null,
      createdBy: r.createdBy,
      creationDate: r.creationDate,
    };
  });
}

async function audit(
  tx: DbOrTx,
  action: 'GRANT' | 'REVOKE',
  set: { dimension: string; targetType: string; targetId: number },
  valueIds: number[],
  userId: number,
) {
  if (valueIds.length === 0) return;
  await tx.insert(dataPermitAudit).values({
    action,
    dimension: set.dimension,
    targetType: set.targetType,
    targetId: set.targetId,
    detail: { valueIds },
    userId,
  });
}

const holderOf = (set: { dimension: string; targetType: string; targetId: number }) =>
  and(
    eq(dataPermits.dimension, set.dimension),
    eq(dataPermits.targetType, set.targetType),
    eq(dataPermits.targetId, set.targetId),
  );

const grant = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'grant',
  summary: 'Grant a holder (user, position, level) the rows of some organisations, categories or purchasing groups',
  auth: resource('btnDataPermission'),
  mutates: true,
  body: permitSet.extend({ valueIds: permitSet.shape.valueIds.min(1) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const valueIds = [...new Set(body.valueIds)];
    const added = await deps.db.transaction(async (tx) => {
      await checkPermitSet(tx, scope, lang, { ...body, valueIds });
      const rows = await tx
        .insert(dataPermits)
        .values(valueIds.map((valueId) => ({ ...pick(body), valueId, createdBy: user!.userId })))
        .onConflictDoNothing()
        .returning({ valueId: dataPermits.valueId });
      await audit(
        tx,
        'GRANT',
        body,
        rows.map((r) => r.valueId),
        user!.userId,
      );
      return rows.length;
    });
    return { data: { granted: added }, msg: 'ok.granted' };
  },
});

const pick = (b: { dimension: string; targetType: string; targetId: number }) => ({
  dimension: b.dimension,
  targetType: b.targetType,
  targetId: b.targetId,
});

const revoke = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'revoke',
  summary: 'Revoke permits of a holder on some values of a dimension',
  auth: resource('btnDataPermission'),
  mutates: true,
  body: permitSet.extend({ valueIds: permitSet.shape.valueIds.min(1) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const removed = await deps.db.transaction(async (tx) => {
      const outside = body.valueIds.findIndex(
        (id) => !inScope(scope, { [scopeKey[body.dimension]]: id } as ScopeValues),
      );
      if (outside >= 0) throw fieldError(lang, 400, `valueIds.${outside}`, 'ref.notFound');
      const rows = await tx
        .delete(dataPermits)
        .where(and(holderOf(body), inArray(dataPermits.valueId, body.valueIds)))
        .returning({ valueId: dataPermits.valueId });
      await audit(
        tx,
        'REVOKE',
        body,
        rows.map((r) => r.valueId),
        user!.userId,
      );
      return rows.length;
    });
    return { data: { revoked: removed }, msg: 'ok.revoked' };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Set exactly which values of a dimension a holder is permitted (the checked nodes of the tree); grants and revokes the difference',
  auth: resource('btnDataPermission'),
  mutates: true,
  body: permitSet,
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const wanted = [...new Set(body.valueIds)];
    const result = await deps.db.transaction(async (tx) => {
      await checkPermitSet(tx, scope, lang, { ...body, valueIds: wanted });
      // Only what the caller could see is replaced: permits outside a delegated administrator's scope stay.
      const existing = await tx.select({ valueId: dataPermits.valueId }).from(dataPermits).where(holderOf(body));
      const mine = existing
        .map((r) => r.valueId)
        .filter((id) => inScope(scope, { [scopeKey[body.dimension]]: id } as ScopeValues));
      const toRevoke = mine.filter((id) => !wanted.includes(id));
      if (toRevoke.length) {
        await tx.delete(dataPermits).where(and(holderOf(body), inArray(dataPermits.valueId, toRevoke)));
      }
      const added = wanted.length
        ? await tx
            .insert(dataPermits)
            .values(wanted.map((valueId) => ({ ...pick(body), valueId, createdBy: user!.userId })))
            .onConflictDoNothing()
            .returning({ valueId: dataPermits.valueId })
        : [];
      await audit(
        tx,
        'GRANT',
        body,
        added.map((r) => r.valueId),
        user!.userId,
      );
      await audit(tx, 'REVOKE', body, toRevoke, user!.userId);
      return { granted: added.length, revoked: toRevoke.length };
    });
    return { data: result, msg: 'ok.saved' };
  },
});

const findUserScope = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findUserScope',
  summary:
    'The effective data scope of a user: every permitted organisation, category and group with where it comes from (the user, a position held today, a level)',
  auth: menu('SYS_EMPLOYEE'),
  body: z.object({ userId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [u] = await deps.db.select().from(users).where(eq(users.id, body.userId));
    if (!u) throw new AppError(404, 'error.notFound');
    const supplier = isSupplierUserType(u.userType) || u.supplierId != null;
    const base = { userId: u.id, userName: u.userName, userFullName: u.userFullName, adminFlag: u.adminFlag };
    if (supplier) return { data: { ...base, kind: 'SUPPLIER', supplierId: u.supplierId } };
    if (u.adminFlag === 'Y') return { data: { ...base, kind: 'ALL' } };
    const held = await heldPositions(deps.db, u.personId);
    const holders: SQL[] = [and(eq(dataPermits.targetType, 'USER'), eq(dataPermits.targetId, u.id))!];
    if (held.positionIds.length) {
      holders.push(and(eq(dataPermits.targetType, 'POSITION'), inArray(dataPermits.targetId, held.positionIds))!);
    }
    if (held.levelIds.length) {
      holders.push(and(eq(dataPermits.targetType, 'POSITION_LEVEL'), inArray(dataPermits.targetId, held.levelIds))!);
    }
    const rows = await deps.db
      .select()
      .from(dataPermits)
      .where(or(...holders))
      .orderBy(asc(dataPermits.dimension), asc(dataPermits.valueId));
    const described = await describe(deps.db, rows, lang);
    const group = (dim: ScopeDimension) => {
      const byValue = new Map<
        number,
        { valueId: number; valueCode: string | null; valueName: string | null; sources: object[] }
      >();
      for (const r of described.filter((d) => d.dimension === dim)) {
        const entry = byValue.get(r.valueId) ?? {
          valueId: r.valueId,
          valueCode: r.valueCode,
          valueName: r.valueName,
          sources: [],
        };
        entry.sources.push({
          targetType: r.targetType,
          targetId: r.targetId,
          targetCode: r.targetCode,
          targetName: r.targetName,
        });
        byValue.set(r.valueId, entry);
      }
      return [...byValue.values()];
    };
    return {
      data: {
        ...base,
        kind: 'INTERNAL',
        positionIds: held.positionIds,
        positionLevelIds: held.levelIds,
        orgs: group('ORG'),
        categories: group('CATEGORY'),
        purchasingGroups: group('PURCHASING_GROUP'),
      },
    };
  },
});

const auditAction = z.enum(['GRANT', 'REVOKE', 'ALLOT', 'UNALLOT']);

const listAudit = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listAuditByPage',
  summary:
    'The audit of permission changes (grant, revoke, position allotment): who, when, what (with the codes and names of the values and the holder), to whom',
  auth: menu('SYS_EMPLOYEE'),
  body: z.object({
    searchParams: z
      .object({ targetType: targetType.optional(), targetId: idSchema.optional(), action: auditAction.optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.targetType) c.push(eq(dataPermitAudit.targetType, f.targetType));
    if (f.targetId) c.push(eq(dataPermitAudit.targetId, f.targetId));
    if (f.action) c.push(eq(dataPermitAudit.action, f.action));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          auditId: dataPermitAudit.id,
          action: dataPermitAudit.action,
          dimension: dataPermitAudit.dimension,
          targetType: dataPermitAudit.targetType,
          targetId: dataPermitAudit.targetId,
          detail: dataPermitAudit.detail,
          userId: dataPermitAudit.userId,
          userName: users.userName,
          createdAt: dataPermitAudit.createdAt,
        })
        .from(dataPermitAudit)
        .leftJoin(users, eq(users.id, dataPermitAudit.userId))
        .where(where)
        .orderBy(desc(dataPermitAudit.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, dataPermitAudit, where, body),
    ]);
    return { data: await describeAudit(deps.db, rows, lang), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** Audit rows with the holder's code and name and, for grants and revokes, the values' codes and names. */
async function describeAudit<
  R extends { action: string; dimension: string | null; targetType: string; targetId: number; detail: unknown },
>(db: DbOrTx, rows: R[], lang: Lang) {
  const idsOf = (r: R): number[] => {
    const ids = (r.detail as { valueIds?: unknown } | null)?.valueIds;
    return Array.isArray(ids) ? ids.filter((v): v is number => typeof v === 'number') : [];
  };
  const targets = new Map<string, Map<number, Named>>();
  for (const type of PERMIT_TARGETS) {
    const ids = rows.filter((r) => r.targetType === type).map((r) => r.targetId);
    targets.set(type, await targetsOf(db, type, ids, lang));
  }
  const values = new Map<string, Map<number, Named>>();
  for (const dim of SCOPE_DIMENSIONS) {
    const ids = rows.filter((r) => r.dimension === dim).flatMap(idsOf);
    values.set(dim, await valuesOf(db, dim, ids, lang));
  }
  return rows.map((r) => {
    const target = targets.get(r.targetType)?.get(r.targetId);
    const named = r.dimension ? values.get(r.dimension) : undefined;
    return {
      ...r,
      targetCode: target?.code ?? null,
      targetName: target?.name ?? null,
      values: idsOf(r).map((valueId) => ({
        valueId,
        valueCode: named?.get(valueId)?.code ?? null,
        valueName: named?.get(valueId)?.name ?? null,
      })),
    };
  });
}

export const dataPermissionActions = [listByPage, grant, revoke, saveOrUpdate, findUserScope, listAudit];
