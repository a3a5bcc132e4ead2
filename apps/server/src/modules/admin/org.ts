import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu, resource } from '../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
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
import { orgsByIds } from './orgService.ts';
import { organizations } from './schema.ts';

/*
 * Institutions (spec §2 `institution`, `systemsetting/institution/:treeType`): one tree of business
 * entities (BU) → operating units (OU) → inventory organisations (INV). A BU is a root, an OU sits under
 * a BU, an INV under an OU.
 */

export const ORG_TYPES = ['BU', 'OU', 'INV'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
const LEVEL: Record<OrgType, number> = { BU: 1, OU: 2, INV: 3 };
const PARENT: Record<OrgType, OrgType | null> = { BU: null, OU: 'BU', INV: 'OU' };
const PARENT_RULE = { BU: 'org.buNoParent', OU: 'org.ouParent', INV: 'org.invParent' } as const;

const SERVER = 'baseServer';
const ENTITY = 'baseOrganization';

const orgColumns = {
  orgId: organizations.id,
  orgCode: organizations.orgCode,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  orgType: organizations.orgType,
  parentOrgId: organizations.parentOrgId,
  enabledFlag: organizations.enabledFlag,
  creationDate: organizations.creationDate,
  lastUpdateDate: organizations.lastUpdateDate,
  version: organizations.version,
};
type OrgRow = { orgName: string; orgNameEn: string | null; orgType: string };
/** A row as the tree builder wants it: `title` in the request language and `levelId` by type. */
const present = <R extends OrgRow>(row: R, lang: 'CN' | 'EN') => ({
  ...row,
  title: localName(lang, row.orgName, row.orgNameEn),
  levelId: LEVEL[row.orgType as OrgType] ?? 1,
});

const listTree = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listTree',
  summary:
    'Organisations as flat tree rows (orgId, parentOrgId, levelId, title); treeType BU, OU or INV gives that level and the levels above it',
  auth: menu('SYS_INSTITUTION'),
  body: z
    .object({ treeType: z.enum(ORG_TYPES).optional(), enabledFlag: ynSchema.optional() })
    .optional()
    .default({}),
  handler: async ({ deps, body, lang }) => {
    const types = body.treeType ? ORG_TYPES.slice(0, LEVEL[body.treeType]) : [...ORG_TYPES];
    const c = [inArray(organizations.orgType, types)];
    if (body.enabledFlag) c.push(eq(organizations.enabledFlag, body.enabledFlag));
    const rows = await deps.db
      .select(orgColumns)
      .from(organizations)
      .where(and(...c))
      .orderBy(asc(organizations.orgCode));
    return { data: rows.map((r) => present(r, lang)) };
  },
});

const listForSelect = defineAction({
  server: SERVER,
  entity: ENTITY,
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
    const [rows, total] = await Promise.all([
      deps.db
        .select(orgColumns)
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.orgCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, organizations, where, body),
    ]);
    return { data: rows.map((r) => present(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One organisation with its parent',
  auth: menu('SYS_INSTITUTION'),
  body: findBody('orgId'),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db.select(orgColumns).from(organizations).where(eq(organizations.id, body.orgId));
    if (!row) throw new AppError(404, 'error.notFound');
    const parent = row.parentOrgId ? (await orgsByIds(deps.db, [row.parentOrgId])).get(row.parentOrgId) : undefined;
    return {
      data: {
        ...present(row, lang),
        parentOrgCode: parent?.orgCode ?? null,
        parentOrgName: parent ? localName(lang, parent.orgName, parent.orgNameEn) : null,
      },
    };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change an organisation: code unique, OU under a BU, INV under an OU, BU at the top',
  auth: resource('btnOrgEdit'),
  mutates: true,
  body: z.object({
    orgId: idSchema.optional(),
    orgCode: codeSchema,
    orgName: nameSchema,
    orgNameEn: optionalText(128),
    orgType: z.enum(ORG_TYPES),
    parentOrgId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, user, lang }) => {
    const taken = () => fieldError(lang, 409, 'orgCode', 'code.taken', { code: body.orgCode });
    const saved = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const wantedParent = PARENT[body.orgType];
          if (wantedParent === null && body.parentOrgId !== null) {
            throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[body.orgType]);
          }
          if (wantedParent !== null) {
            if (body.parentOrgId === null) throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[body.orgType]);
            const [parent] = await tx
              .select()
              .from(organizations)
              .where(eq(organizations.id, body.parentOrgId))
              .for('update');
            if (!parent) throw fieldError(lang, 400, 'parentOrgId', 'ref.notFound');
            if (parent.orgType !== wantedParent) throw fieldError(lang, 400, 'parentOrgId', PARENT_RULE[body.orgType]);
            if (body.enabledFlag === 'Y' && parent.enabledFlag !== 'Y') {
              throw fieldError(lang, 400, 'parentOrgId', 'tree.parentDisabled');
            }
          }
          const [dup] = await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(
              and(eq(organizations.orgCode, body.orgCode), body.orgId ? ne(organizations.id, body.orgId) : undefined),
            );
          if (dup) throw taken();
          const values = {
            orgCode: body.orgCode,
            orgName: body.orgName,
            orgNameEn: body.orgNameEn,
            orgType: body.orgType,
            parentOrgId: body.parentOrgId,
            enabledFlag: body.enabledFlag,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          };
          if (!body.orgId) {
            const [row] = await tx
              .insert(organizations)
              .values({ ...values, createdBy: user!.userId })
              .returning(orgColumns);
            return row;
          }
          const version = requireVersion(lang, body.version);
          const [current] = await tx.select().from(organizations).where(eq(organizations.id, body.orgId)).for('update');
          if (!current) throw new AppError(404, 'error.notFound');
          if (current.version !== version) throw new AppError(409, 'error.staleVersion');
          const children = await tx
            .select({ orgType: organizations.orgType, enabledFlag: organizations.enabledFlag })
            .from(organizations)
            .where(eq(organizations.parentOrgId, body.orgId));
          if (children.length > 0 && current.orgType !== body.orgType) {
            throw fieldError(lang, 400, 'orgType', 'org.typeLocked');
          }
          if (body.enabledFlag === 'N' && children.some((c) => c.enabledFlag === 'Y')) {
            throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
          }
          const [row] = await tx
            .update(organizations)
            .set({ ...values, version: version + 1 })
            .where(eq(organizations.id, body.orgId))
            .returning(orgColumns);
          return row;
        }),
      taken,
    );
    return { data: present(saved, lang), msg: 'ok.saved' };
  },
});

const updateEnabledFlag = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'updateEnabledFlag',
  summary: 'Enable or disable an organisation; refused while it has enabled children or (to enable) a disabled parent',
  auth: resource('btnOrgEdit'),
  mutates: true,
  body: z.object({ orgId: idSchema, enabledFlag: ynSchema }),
  handler: async ({ deps, body, user, lang }) => {
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(organizations).where(eq(organizations.id, body.orgId)).for('update');
      if (!current) throw new AppError(404, 'error.notFound');
      if (body.enabledFlag === 'N') {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(organizations)
          .where(and(eq(organizations.parentOrgId, body.orgId), eq(organizations.enabledFlag, 'Y')));
        if (Number(n) > 0) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
      } else if (current.parentOrgId) {
        const [parent] = await tx
          .select({ enabledFlag: organizations.enabledFlag })
          .from(organizations)
          .where(eq(organizations.id, current.parentOrgId));
        if (parent && parent.enabledFlag !== 'Y') throw fieldError(lang, 409, 'enabledFlag', 'tree.parentDisabled');
      }
      await tx
        .update(organizations)
        .set({
          enabledFlag: body.enabledFlag,
          version: current.version + 1,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
        })
        .where(eq(organizations.id, body.orgId));
    });
    return { msg: 'ok.saved' };
  },
});

export const orgActions = [listTree, listForSelect, findById, saveOrUpdate, updateEnabledFlag];
