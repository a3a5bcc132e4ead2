import type { Lang } from '@srm/core';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import { assertInScope, type DataScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { positionLevels, positions } from '../../platform/access/scopeSchema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { checkDepartmentRef, checkOrgRef } from './department.ts';
import { checkJobTitleRef } from './jobTitle.ts';
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
import { checkLevelRef } from './positionLevel.ts';
import { departments, jobTitles, organizations } from './schema.ts';

/*
 * Positions (spec §2 `position`, `position/positiondetail`): a post in an organisation and department,
 * with a level and a job title. A data permit on a position reaches everyone who holds it (allotment).
 * Lists, finds and changes keep to the caller's organisations.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePosition';

const columns = {
  positionId: positions.id,
  positionCode: positions.positionCode,
  positionName: positions.positionName,
  positionNameEn: positions.positionNameEn,
  orgId: positions.orgId,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  departmentId: positions.departmentId,
  departmentName: departments.departmentName,
  departmentNameEn: departments.departmentNameEn,
  positionLevelId: positions.positionLevelId,
  levelName: positionLevels.levelName,
  levelNameEn: positionLevels.levelNameEn,
  jobTitleId: positions.jobTitleId,
  jobTitleName: jobTitles.jobTitleName,
  jobTitleNameEn: jobTitles.jobTitleNameEn,
  enabledFlag: positions.enabledFlag,
  creationDate: positions.creationDate,
  lastUpdateDate: positions.lastUpdateDate,
  version: positions.version,
};
const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(positions)
    .leftJoin(organizations, eq(organizations.id, positions.orgId))
    .leftJoin(departments, eq(departments.id, positions.departmentId))
    .leftJoin(positionLevels, eq(positionLevels.id, positions.positionLevelId))
    .leftJoin(jobTitles, eq(jobTitles.id, positions.jobTitleId));
type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const present = ({ orgNameEn, departmentNameEn, levelNameEn, jobTitleNameEn, ...row }: Row, lang: Lang) => ({
  ...row,
  title: localName(lang, row.positionName, row.positionNameEn),
  orgName: row.orgName ? localName(lang, row.orgName, orgNameEn) : null,
  departmentName: row.departmentName ? localName(lang, row.departmentName, departmentNameEn) : null,
  levelName: row.levelName ? localName(lang, row.levelName, levelNameEn) : null,
  jobTitleName: row.jobTitleName ? localName(lang, row.jobTitleName, jobTitleNameEn) : null,
});
const scoped = (scope: DataScope) => scopeWhere(scope, { orgId: positions.orgId });

/** A position of the caller's scope, or 404 (for allotments). */
export async function positionInScope(db: DbOrTx, scope: DataScope, positionId: number) {
  const [row] = await db.select().from(positions).where(eq(positions.id, positionId));
  assertInScope(scope, row ? { orgId: row.orgId } : null);
  return row!;
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Positions with organisation, department, level and job title; filtered and paged',
  auth: menu('SYS_INSTITUTION'),
  body: z.object({
    searchParams: z
      .object({
        orgId: idSchema.optional(),
        departmentId: idSchema.optional(),
        positionLevelId: idSchema.optional(),
        keyword: z.string().trim().max(128).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scoped(scope)];
    if (f.orgId) c.push(eq(positions.orgId, f.orgId));
    if (f.departmentId) c.push(eq(positions.departmentId, f.departmentId));
    if (f.positionLevelId) c.push(eq(positions.positionLevelId, f.positionLevelId));
    if (f.enabledFlag) c.push(eq(positions.enabledFlag, f.enabledFlag));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [positions.positionCode, positions.positionName, positions.positionNameEn]));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      joined(deps.db)
        .where(where)
        .orderBy(asc(positions.positionCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, positions, where, body),
    ]);
    return { data: rows.map((r) => present(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One position (404 outside the caller’s scope)',
  auth: menu('SYS_INSTITUTION'),
  body: findBody('positionId'),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const [row] = await joined(deps.db).where(and(eq(positions.id, body.positionId), scoped(scope)));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

const findByDepartmentId = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findByDepartmentId',
  method: 'GET',
  summary: 'The enabled positions of a department (spec §7: positions by department id is a GET)',
  auth: menu('SYS_INSTITUTION'),
  body: z.object({ departmentId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const rows = await joined(deps.db)
      .where(and(eq(positions.departmentId, body.departmentId), eq(positions.enabledFlag, 'Y'), scoped(scope)))
      .orderBy(asc(positions.positionCode));
    return { data: rows.map((r) => present(r, lang)) };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a position: code unique, department of the same organisation, level and job title',
  auth: resource('btnPositionEdit'),
  mutates: true,
  body: z.object({
    positionId: idSchema.optional(),
    positionCode: codeSchema,
    positionName: nameSchema,
    positionNameEn: optionalText(128),
    orgId: idSchema,
    departmentId: optionalId,
    positionLevelId: optionalId,
    jobTitleId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const enabled = body.enabledFlag === 'Y';
    const taken = () => fieldError(lang, 409, 'positionCode', 'code.taken', { code: body.positionCode });
    const id = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          if (body.positionId) await positionInScope(tx, scope, body.positionId);
          await checkOrgRef(tx, scope, lang, { orgId: body.orgId, enabled });
          await checkDepartmentRef(tx, scope, lang, { departmentId: body.departmentId, orgId: body.orgId, enabled });
          await checkLevelRef(tx, lang, { positionLevelId: body.positionLevelId, enabled });
          await checkJobTitleRef(tx, lang, { jobTitleId: body.jobTitleId, enabled });
          const [dup] = await tx
            .select({ id: positions.id })
            .from(positions)
            .where(
              and(
                eq(positions.positionCode, body.positionCode),
                body.positionId ? ne(positions.id, body.positionId) : undefined,
              ),
            );
          if (dup) throw taken();
          const values = {
            positionCode: body.positionCode,
            positionName: body.positionName,
            positionNameEn: body.positionNameEn,
            orgId: body.orgId,
            departmentId: body.departmentId,
            positionLevelId: body.positionLevelId,
            jobTitleId: body.jobTitleId,
            enabledFlag: body.enabledFlag,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          };
          if (!body.positionId) {
            const [row] = await tx
              .insert(positions)
              .values({ ...values, createdBy: user!.userId })
              .returning({ id: positions.id });
            return row.id;
          }
          const version = requireVersion(lang, body.version);
          const updated = await tx
            .update(positions)
            .set({ ...values, version: version + 1 })
            .where(and(eq(positions.id, body.positionId), eq(positions.version, version)))
            .returning({ id: positions.id });
          if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
          return body.positionId;
        }),
      taken,
    );
    const [row] = await joined(deps.db).where(eq(positions.id, id));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

export const positionActions = [listByPage, findById, findByDepartmentId, saveOrUpdate];
