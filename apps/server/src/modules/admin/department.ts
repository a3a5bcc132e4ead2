import type { Lang } from '@srm/core';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INTERNAL, menu, resource } from '../../platform/access/rules.ts';
import { assertInScope, type DataScope, inScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  depths,
  fieldError,
  findBody,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalId,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from './orgCommon.ts';
import { departments, organizations, persons } from './schema.ts';

/*
 * Departments (spec §2 `department`, `DepartmentDetail`): a tree inside one organisation, with a head
 * person. Lists, finds and changes keep to the caller's organisations (the data scope).
 */

const SERVER = 'baseServer';
const ENTITY = 'baseDepartment';

const parent = alias(departments, 'parent_department');
const columns = {
  departmentId: departments.id,
  departmentCode: departments.departmentCode,
  departmentName: departments.departmentName,
  departmentNameEn: departments.departmentNameEn,
  orgId: departments.orgId,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  parentDepartmentId: departments.parentDepartmentId,
  parentDepartmentName: parent.departmentName,
  parentDepartmentNameEn: parent.departmentNameEn,
  headPersonId: departments.headPersonId,
  headPersonName: persons.personName,
  headPersonNameEn: persons.personNameEn,
  enabledFlag: departments.enabledFlag,
  creationDate: departments.creationDate,
  lastUpdateDate: departments.lastUpdateDate,
  version: departments.version,
};
const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(departments)
    .leftJoin(organizations, eq(organizations.id, departments.orgId))
    .leftJoin(parent, eq(parent.id, departments.parentDepartmentId))
    .leftJoin(persons, eq(persons.id, departments.headPersonId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const present = ({ orgNameEn, parentDepartmentNameEn, headPersonNameEn, ...row }: Row, lang: Lang) => ({
  ...row,
  title: localName(lang, row.departmentName, row.departmentNameEn),
  orgName: row.orgName ? localName(lang, row.orgName, orgNameEn) : null,
  parentDepartmentName: row.parentDepartmentName
    ? localName(lang, row.parentDepartmentName, parentDepartmentNameEn)
    : null,
  headPersonName: row.headPersonName ? localName(lang, row.headPersonName, headPersonNameEn) : null,
});

/** A department of the caller's scope, or 404. */
export async function departmentInScope(db: DbOrTx, scope: DataScope, departmentId: number, lock = false) {
  const query = db.select().from(departments).where(eq(departments.id, departmentId));
  const [row] = lock ? await query.for('update') : await query;
  assertInScope(scope, row ? { orgId: row.orgId } : null);
  return row!;
}

/**
 * Checks a department chosen on another record (a position, a person): it exists in the scope, belongs
 * to `orgId` and, when the record is enabled, is enabled. Field errors name `field`.
 */
export async function checkDepartmentRef(
  db: DbOrTx,
  scope: DataScope,
  lang: Lang,
  ref: { departmentId: number | null; orgId: number | null; enabled: boolean; field?: string },
): Promise<void> {
  if (ref.departmentId == null) return;
  const field = ref.field ?? 'departmentId';
  const [row] = await db.select().from(departments).where(eq(departments.id, ref.departmentId));
  if (!row || !inScope(scope, { orgId: row.orgId })) throw fieldError(lang, 400, field, 'ref.notFound');
  if (ref.orgId == null || row.orgId !== ref.orgId) throw fieldError(lang, 400, field, 'department.otherOrg');
  if (ref.enabled && row.enabledFlag !== 'Y') throw fieldError(lang, 400, field, 'ref.disabled');
}

/** Checks an organisation chosen on a record: exists, inside the scope, enabled when the record is. */
export async function checkOrgRef(
  db: DbOrTx,
  scope: DataScope,
  lang: Lang,
  ref: { orgId: number | null; enabled: boolean; field?: string },
): Promise<void> {
  if (ref.orgId == null) return;
  const field = ref.field ?? 'orgId';
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ref.orgId));
  if (!org || !inScope(scope, { orgId: org.id })) throw fieldError(lang, 400, field, 'ref.notFound');
  if (ref.enabled && org.enabledFlag !== 'Y') throw fieldError(lang, 400, field, 'ref.disabled');
}

const listTree = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listTree',
  summary:
    'Departments as flat tree rows (departmentId, parentDepartmentId, levelId, title), optionally of one organisation',
  auth: menu('SYS_INSTITUTION'),
  body: z
    .object({
      orgId: idSchema.optional(),
      enabledFlag: ynSchema.optional(),
      departmentName: z.string().trim().max(128).optional(),
    })
    .optional()
    .default({}),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const c: (SQL | undefined)[] = [scopeWhere(scope, { orgId: departments.orgId })];
    if (body.orgId) c.push(eq(departments.orgId, body.orgId));
    if (body.enabledFlag) c.push(eq(departments.enabledFlag, body.enabledFlag));
    const rows = await joined(deps.db)
      .where(and(...c))
      .orderBy(asc(departments.orgId), asc(departments.departmentCode));
    const level = depths(
      rows,
      (r) => r.departmentId,
      (r) => r.parentDepartmentId,
    );
    let data = rows.map((r) => ({ ...present(r, lang), levelId: level.get(r.departmentId) ?? 1 }));
    const name = body.departmentName?.toLowerCase();
    if (name) {
      data = data.filter(
        (r) => r.departmentName.toLowerCase().includes(name) || r.departmentNameEn?.toLowerCase().includes(name),
      );
    }
    return { data };
  },
});

const listForSelect = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listForSelect',
  summary: 'Enabled departments of one organisation of the caller’s scope for pickers, paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z.object({ orgId: idSchema, keyword: z.string().trim().max(128).optional() }),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [
      scopeWhere(scope, { orgId: departments.orgId }),
      eq(departments.orgId, f.orgId),
      eq(departments.enabledFlag, 'Y'),
    ];
    if (f.keyword) {
      c.push(
        containsAny(f.keyword, [departments.departmentCode, departments.departmentName, departments.departmentNameEn]),
      );
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      joined(deps.db)
        .where(where)
        .orderBy(asc(departments.departmentCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, departments, where, body),
    ]);
    return { data: rows.map((r) => present(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One department with its organisation, parent and head person (404 outside the caller’s scope)',
  auth: menu('SYS_INSTITUTION'),
  body: findBody('departmentId'),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const [row] = await joined(deps.db).where(
      and(eq(departments.id, body.departmentId), scopeWhere(scope, { orgId: departments.orgId })),
    );
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a department: code unique in its organisation, parent in the same organisation, no loops',
  auth: resource('btnDepartmentEdit'),
  mutates: true,
  body: z.object({
    departmentId: idSchema.optional(),
    departmentCode: codeSchema,
    departmentName: nameSchema,
    departmentNameEn: optionalText(128),
    orgId: idSchema,
    parentDepartmentId: optionalId,
    headPersonId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const enabled = body.enabledFlag === 'Y';
    const taken = () => fieldError(lang, 409, 'departmentCode', 'code.taken', { code: body.departmentCode });
    const saved = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const current = body.departmentId ? await departmentInScope(tx, scope, body.departmentId, true) : null;
          if (current) {
            const children = await tx
              .select({ enabledFlag: departments.enabledFlag })
              .from(departments)
              .where(eq(departments.parentDepartmentId, current.id));
            if (children.length > 0 && current.orgId !== body.orgId) {
              throw fieldError(lang, 400, 'orgId', 'department.orgLocked');
            }
            if (!enabled && children.some((c) => c.enabledFlag === 'Y')) {
              throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
            }
          }
          await checkOrgRef(tx, scope, lang, { orgId: body.orgId, enabled });
          if (body.parentDepartmentId != null) {
            const [p] = await tx
              .select()
              .from(departments)
              .where(eq(departments.id, body.parentDepartmentId))
              .for('update');
            if (!p || !inScope(scope, { orgId: p.orgId })) {
              throw fieldError(lang, 400, 'parentDepartmentId', 'ref.notFound');
            }
            if (p.orgId !== body.orgId) throw fieldError(lang, 400, 'parentDepartmentId', 'department.otherOrg');
            if (enabled && p.enabledFlag !== 'Y')
              throw fieldError(lang, 400, 'parentDepartmentId', 'tree.parentDisabled');
            if (current && (await isSelfOrDescendant(tx, current.id, p.id))) {
              throw fieldError(lang, 400, 'parentDepartmentId', 'tree.cycle');
            }
          }
          if (body.headPersonId != null) {
            const [head] = await tx.select().from(persons).where(eq(persons.id, body.headPersonId));
            if (!head) throw fieldError(lang, 400, 'headPersonId', 'ref.notFound');
            if (enabled && head.enabledFlag !== 'Y') throw fieldError(lang, 400, 'headPersonId', 'ref.disabled');
          }
          const [dup] = await tx
            .select({ id: departments.id })
            .from(departments)
            .where(
              and(
                eq(departments.orgId, body.orgId),
                eq(departments.departmentCode, body.departmentCode),
                current ? ne(departments.id, current.id) : undefined,
              ),
            );
          if (dup) throw taken();
          const values = {
            departmentCode: body.departmentCode,
            departmentName: body.departmentName,
            departmentNameEn: body.departmentNameEn,
            orgId: body.orgId,
            parentDepartmentId: body.parentDepartmentId,
            headPersonId: body.headPersonId,
            enabledFlag: body.enabledFlag,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          };
          if (!current) {
            const [row] = await tx
              .insert(departments)
              .values({ ...values, createdBy: user!.userId })
              .returning({ id: departments.id });
            return row.id;
          }
          const version = requireVersion(lang, body.version);
          if (current.version !== version) throw new AppError(409, 'error.staleVersion');
          const updated = await tx
            .update(departments)
            .set({ ...values, version: version + 1 })
            .where(and(eq(departments.id, current.id), eq(departments.version, version)))
            .returning({ id: departments.id });
          if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
          return current.id;
        }),
      taken,
    );
    const [row] = await joined(deps.db).where(eq(departments.id, saved));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

/** Is `candidate` the department itself or below it? Walks up from the candidate (depth-limited). */
async function isSelfOrDescendant(db: DbOrTx, departmentId: number, candidate: number): Promise<boolean> {
  let at: number | null = candidate;
  for (let i = 0; at != null && i < 100; i++) {
    if (at === departmentId) return true;
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: departments.parentDepartmentId })
      .from(departments)
      .where(eq(departments.id, at));
    at = row?.parentId ?? null;
  }
  return false;
}

const updateEnabledFlag = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'updateEnabledFlag',
  summary:
    'Enable or disable a department; refused while it has enabled sub-departments or (to enable) a disabled parent',
  auth: resource('btnDepartmentEdit'),
  mutates: true,
  body: z.object({ departmentId: idSchema, enabledFlag: ynSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    await deps.db.transaction(async (tx) => {
      const current = await departmentInScope(tx, scope, body.departmentId, true);
      if (body.enabledFlag === 'N') {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(departments)
          .where(and(eq(departments.parentDepartmentId, current.id), eq(departments.enabledFlag, 'Y')));
        if (Number(n) > 0) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
      } else if (current.parentDepartmentId) {
        const [p] = await tx
          .select({ enabledFlag: departments.enabledFlag })
          .from(departments)
          .where(eq(departments.id, current.parentDepartmentId));
        if (p && p.enabledFlag !== 'Y') throw fieldError(lang, 409, 'enabledFlag', 'tree.parentDisabled');
      }
      await tx
        .update(departments)
        .set({
          enabledFlag: body.enabledFlag,
          version: current.version + 1,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
        })
        .where(eq(departments.id, current.id));
    });
    return { msg: 'ok.saved' };
  },
});

export const departmentActions = [listTree, listForSelect, findById, saveOrUpdate, updateEnabledFlag];
