import type { Lang } from '@srm/core';
import { departmentList } from '@srm/core/masters/orgStructure';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { type DataScope, inScope, scopeFor } from '../../platform/access/scope.ts';
import { pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { childFlags, isSelfOrBelow, type MasterTree, treeStatusAction } from '../../platform/masters/treeRows.ts';
import {
  depths,
  fieldError,
  idSchema,
  orgScope,
  pickerPage,
  presentAll,
  presentAs,
  refName,
  storedColumns,
  ynSchema,
} from './orgCommon.ts';
import { departments, organizations, persons } from './schema.ts';

/*
 * Departments (spec §2 `department`, `DepartmentDetail`): a tree inside one organisation, with a head
 * person, declared in packages/core/src/masters/orgStructure.ts; the code is unique within the
 * organisation. Lists, finds and changes keep to the caller's organisations (the data scope).
 */

const columns = {
  departmentCode: departments.departmentCode,
  departmentName: departments.departmentName,
  departmentNameEn: departments.departmentNameEn,
  orgId: departments.orgId,
  parentDepartmentId: departments.parentDepartmentId,
  headPersonId: departments.headPersonId,
};
const stored = storedColumns(departmentList, departments, columns);
const scope = orgScope(departments.orgId);
const tree: MasterTree = { table: departments, parent: departments.parentDepartmentId };
/** Each department with the names of its organisation, parent and head person in the reader's language. */
const names = presentAll(
  refName('orgId', 'orgName', organizations, organizations.orgName, organizations.orgNameEn),
  refName(
    'parentDepartmentId',
    'parentDepartmentName',
    departments,
    departments.departmentName,
    departments.departmentNameEn,
  ),
  refName('headPersonId', 'headPersonName', persons, persons.personName, persons.personNameEn),
);
const present = presentAs(departmentList, names);

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

/** The save's rules: organisation fixed while it has sub-departments, parent in the same organisation, no loop. */
async function checkSave(
  tx: DbOrTx,
  values: Record<string, unknown>,
  id: number | undefined,
  scope: DataScope,
  lang: Lang,
) {
  const enabled = values.enabledFlag === 'Y';
  const orgId = values.orgId as number;
  if (id) {
    const [current] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
    const children = await childFlags(tx, tree, id);
    if (children.length > 0 && current.orgId !== orgId) throw fieldError(lang, 400, 'orgId', 'department.orgLocked');
    if (!enabled && children.includes('Y')) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
  }
  await checkOrgRef(tx, scope, lang, { orgId, enabled });
  const parentId = values.parentDepartmentId as number | null;
  if (parentId != null) {
    const [p] = await tx.select().from(departments).where(eq(departments.id, parentId)).for('update');
    if (!p || !inScope(scope, { orgId: p.orgId })) throw fieldError(lang, 400, 'parentDepartmentId', 'ref.notFound');
    if (p.orgId !== orgId) throw fieldError(lang, 400, 'parentDepartmentId', 'department.otherOrg');
    if (enabled && p.enabledFlag !== 'Y') throw fieldError(lang, 400, 'parentDepartmentId', 'tree.parentDisabled');
    if (id && (await isSelfOrBelow(tx, tree, id, p.id))) {
      throw fieldError(lang, 400, 'parentDepartmentId', 'tree.cycle');
    }
  }
  const headId = values.headPersonId as number | null;
  if (headId != null) {
    const [head] = await tx.select().from(persons).where(eq(persons.id, headId));
    if (!head) throw fieldError(lang, 400, 'headPersonId', 'ref.notFound');
    if (enabled && head.enabledFlag !== 'Y') throw fieldError(lang, 400, 'headPersonId', 'ref.disabled');
  }
}

const bound = bindMasterList(departmentList, {
  table: departments,
  columns,
  scope,
  codeWithin: ['orgId'],
  // As before the engine: a save without the flag enables the department, and its code may change.
  save: { body: { enabledFlag: ynSchema.optional().default('Y') }, codeChangeable: true },
  hooks: {
    presentRows: names,
    beforeSave: async (tx, values, { id, lang, user, req }) =>
      checkSave(tx, values, id, await scopeFor(tx, user, req), lang),
  },
});

const listTree = defineAction({
  server: departmentList.server,
  entity: departmentList.entity,
  action: 'listTree',
  summary:
    'Departments as flat tree rows (departmentId, parentDepartmentId, levelId, title), optionally of one organisation',
  auth: menu(departmentList.menuCode),
  body: z
    .object({
      orgId: idSchema.optional(),
      enabledFlag: ynSchema.optional(),
      departmentName: z.string().trim().max(128).optional(),
    })
    .optional()
    .default({}),
  handler: async ({ deps, body, lang, user, req }) => {
    const c: (SQL | undefined)[] = [await scope.where(deps.db, user!, req)];
    if (body.orgId) c.push(eq(departments.orgId, body.orgId));
    if (body.enabledFlag) c.push(eq(departments.enabledFlag, body.enabledFlag));
    const rows = await deps.db
      .select(stored)
      .from(departments)
      .where(and(...c))
      .orderBy(asc(departments.orgId), asc(departments.departmentCode));
    const level = depths(
      rows,
      (r) => r.departmentId as number,
      (r) => r.parentDepartmentId as number | null,
    );
    let data: Record<string, unknown>[] = (await present(deps.db, rows, lang)).map((r) => ({
      ...r,
      levelId: level.get(r.departmentId as number) ?? 1,
    }));
    const name = body.departmentName?.toLowerCase();
    if (name) {
      data = data.filter(
        (r) =>
          (r.departmentName as string).toLowerCase().includes(name) ||
          (r.departmentNameEn as string | null)?.toLowerCase().includes(name),
      );
    }
    return { data };
  },
});

const listForSelect = defineAction({
  server: departmentList.server,
  entity: departmentList.entity,
  action: 'listForSelect',
  summary: 'Enabled departments of one organisation of the caller’s scope for pickers, paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z.object({ orgId: idSchema, keyword: z.string().trim().max(128).optional() }),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const f = body.searchParams;
    const where = and(
      await scope.where(deps.db, user!, req),
      eq(departments.orgId, f.orgId),
      eq(departments.enabledFlag, 'Y'),
      f.keyword
        ? containsAny(f.keyword, [departments.departmentCode, departments.departmentName, departments.departmentNameEn])
        : undefined,
    );
    const { rows, page } = await pickerPage(deps.db, departments, stored, where, departments.departmentCode, body);
    return { data: await present(deps.db, rows, lang), page };
  },
});

const updateEnabledFlag = treeStatusAction({
  server: departmentList.server,
  entity: departmentList.entity,
  idKey: departmentList.idKey,
  button: departmentList.buttons.edit,
  summary:
    'Enable or disable a department; refused while it has enabled sub-departments or (to enable) a disabled parent',
  tree,
  scope,
});

export const departmentActions = [listTree, listForSelect, ...bound, updateEnabledFlag];
