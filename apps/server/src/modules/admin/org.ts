import type { Lang } from '@srm/core';
import { ORG_TYPES, organizationList } from '@srm/core/masters/orgStructure';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { childFlags, type MasterTree, treeStatusAction } from '../../platform/masters/treeRows.ts';
import { fieldError, localName, pickerPage, storedColumns, ynSchema } from './orgCommon.ts';
import { orgsByIds } from './orgService.ts';
import { organizations } from './schema.ts';

/*
 * Institutions (spec §2 `institution`, `systemsetting/institution/:treeType`): one tree of business
 * entities (BU) → operating units (OU) → inventory organisations (INV), declared in
 * packages/core/src/masters/orgStructure.ts. A BU is a root, an OU sits under a BU, an INV under an OU.
 */

export { ORG_TYPES };
export type OrgType = (typeof ORG_TYPES)[number];
const LEVEL: Record<OrgType, number> = { BU: 1, OU: 2, INV: 3 };
const PARENT: Record<OrgType, OrgType | null> = { BU: null, OU: 'BU', INV: 'OU' };
const PARENT_RULE = { BU: 'org.buNoParent', OU: 'org.ouParent', INV: 'org.invParent' } as const;

const columns = {
  orgCode: organizations.orgCode,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  orgType: organizations.orgType,
  parentOrgId: organizations.parentOrgId,
};
const stored = storedColumns(organizationList, organizations, columns);
const tree: MasterTree = { table: organizations, parent: organizations.parentOrgId };
/** The tree builder's level of a type (BU 1, OU 2, INV 3). */
const levelOf = (row: Record<string, unknown>) => ({ levelId: LEVEL[row.orgType as OrgType] ?? 1 });
/** A row as the tree builder wants it: `title` in the request language and `levelId` by type. */
const present = (row: Record<string, unknown>, lang: Lang) => ({
  ...row,
  title: localName(lang, row.orgName as string, row.orgNameEn as string | null),
  ...levelOf(row),
});

/** The save's rules: the parent of the type's level, enabled; the type fixed while it has children. */
async function checkSave(tx: DbOrTx, values: Record<string, unknown>, id: number | undefined, lang: Lang) {
  const type = values.orgType as OrgType;
  const parentId = values.parentOrgId as number | null;
  const wantedParent = PARENT[type];
  if (wantedParent === null && parentId !== null) throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[type]);
  if (wantedParent !== null) {
    if (parentId === null) throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[type]);
    const [parent] = await tx.select().from(organizations).where(eq(organizations.id, parentId)).for('update');
    if (!parent) throw fieldError(lang, 400, 'parentOrgId', 'ref.notFound');
    if (parent.orgType !== wantedParent) throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[type]);
    if (values.enabledFlag === 'Y' && parent.enabledFlag !== 'Y') {
      throw fieldError(lang, 400, 'parentOrgId', 'tree.parentDisabled');
    }
  }
  if (!id) return;
  const [current] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  const children = await childFlags(tx, tree, id);
  if (current && children.length > 0 && current.orgType !== type) {
    throw fieldError(lang, 400, 'orgType', 'org.typeLocked');
  }
  if (values.enabledFlag === 'N' && children.includes('Y')) {
    throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
  }
}

const bound = bindMasterList(organizationList, {
  table: organizations,
  columns,
  // As before the engine: the type is one of three, a save without the flag enables, the code may change.
  save: {
    body: { orgType: z.enum(ORG_TYPES), enabledFlag: ynSchema.optional().default('Y') },
    codeChangeable: true,
  },
  hooks: {
    present: levelOf,
    beforeSave: (tx, values, { id, lang }) => checkSave(tx, values, id, lang),
    detail: async (db, id, lang) => {
      const [row] = await db
        .select({ parentOrgId: organizations.parentOrgId })
        .from(organizations)
        .where(eq(organizations.id, id));
      const parentId = row?.parentOrgId;
      const parent = parentId ? (await orgsByIds(db, [parentId])).get(parentId) : undefined;
      return {
        parentOrgCode: parent?.orgCode ?? null,
        parentOrgName: parent ? localName(lang, parent.orgName, parent.orgNameEn) : null,
      };
    },
  },
});

const listTree = defineAction({
  server: organizationList.server,
  entity: organizationList.entity,
  action: 'listTree',
  summary:
    'Organisations as flat tree rows (orgId, parentOrgId, levelId, title); treeType BU, OU or INV gives that level and the levels above it',
  auth: menu(organizationList.menuCode),
  body: z
    .object({ treeType: z.enum(ORG_TYPES).optional(), enabledFlag: ynSchema.optional() })
    .optional()
    .default({}),
  handler: async ({ deps, body, lang }) => {
    const types = body.treeType ? ORG_TYPES.slice(0, LEVEL[body.treeType]) : [...ORG_TYPES];
    const c = [inArray(organizations.orgType, types)];
    if (body.enabledFlag) c.push(eq(organizations.enabledFlag, body.enabledFlag));
    const rows = await deps.db
      .select(stored)
      .from(organizations)
      .where(and(...c))
      .orderBy(asc(organizations.orgCode));
    return { data: rows.map((r) => present(r, lang)) };
  },
});

const listForSelect = defineAction({
  server: organizationList.server,
  entity: organizationList.entity,
  action: 'listForSelect',
  summary: 'Enabled organisations of the caller’s scope for pickers (e.g. the requesting organisation), paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional(), orgType: z.enum(ORG_TYPES).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [eq(organizations.enabledFlag, 'Y'), scopeWhere(scope, { orgId: organizations.id })];
    if (f.orgType) c.push(eq(organizations.orgType, f.orgType));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [organizations.orgCode, organizations.orgName, organizations.orgNameEn]));
    }
    const where = and(...c);
    const { rows, page } = await pickerPage(deps.db, organizations, stored, where, organizations.orgCode, body);
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const updateEnabledFlag = treeStatusAction({
  server: organizationList.server,
  entity: organizationList.entity,
  idKey: organizationList.idKey,
  button: organizationList.buttons.edit,
  summary: 'Enable or disable an organisation; refused while it has enabled children or (to enable) a disabled parent',
  tree,
});

export const orgActions = [listTree, listForSelect, ...bound, updateEnabledFlag];
