import { formatDate, type Lang } from '@srm/core';
import { and, count, desc, eq, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import { type DataScope, inScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { dataPermitAudit, positionAllotments, positions } from '../../platform/access/scopeSchema.ts';
import {
  countCappedBy,
  EXACT_COUNT_LIMIT,
  type KnownCount,
  offsetOf,
  pageInfo,
  pagingSchema,
  plannedRows,
} from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError, idSchema, localName, requireVersion, versionSchema, ynSchema } from './orgCommon.ts';
import { departments, organizations, persons } from './schema.ts';

/*
 * Position allotment (spec §2 `positionAllot`): which person holds which position, from when to when,
 * and which position is the person's primary one. Holding a position today brings its data permits and
 * those of its level (platform/access/scope.ts). Every change writes a permission audit row in the same
 * transaction. Lists and changes keep to the positions of the caller's organisations.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePositionAllot';

const columns = {
  positionAllotId: positionAllotments.id,
  personId: positionAllotments.personId,
  employeeNumber: persons.employeeNumber,
  personName: persons.personName,
  personNameEn: persons.personNameEn,
  positionId: positionAllotments.positionId,
  positionCode: positions.positionCode,
  positionName: positions.positionName,
  positionNameEn: positions.positionNameEn,
  orgId: positions.orgId,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  departmentId: positions.departmentId,
  departmentName: departments.departmentName,
  departmentNameEn: departments.departmentNameEn,
  primaryFlag: positionAllotments.primaryFlag,
  dateFrom: positionAllotments.dateFrom,
  dateTo: positionAllotments.dateTo,
  creationDate: positionAllotments.creationDate,
  lastUpdateDate: positionAllotments.lastUpdateDate,
  version: positionAllotments.version,
};
const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(positionAllotments)
    .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
    .innerJoin(persons, eq(persons.id, positionAllotments.personId))
    .leftJoin(organizations, eq(organizations.id, positions.orgId))
    .leftJoin(departments, eq(departments.id, positions.departmentId));
type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const present = ({ personNameEn, positionNameEn, orgNameEn, departmentNameEn, ...row }: Row, lang: Lang) => ({
  ...row,
  personName: localName(lang, row.personName, personNameEn),
  positionName: localName(lang, row.positionName, positionNameEn),
  orgName: row.orgName ? localName(lang, row.orgName, orgNameEn) : null,
  departmentName: row.departmentName ? localName(lang, row.departmentName, departmentNameEn) : null,
  current: row.dateFrom <= today() && (row.dateTo == null || row.dateTo >= today()),
});
const today = () => formatDate(new Date());
const scoped = (scope: DataScope) => scopeWhere(scope, { orgId: positions.orgId });

/** The allotments of a person, newest first (the person's detail screen shows them). */
export async function allotmentsOfPerson(db: DbOrTx, personId: number, lang: Lang) {
  const rows = await joined(db)
    .where(eq(positionAllotments.personId, personId))
    .orderBy(desc(positionAllotments.dateFrom), desc(positionAllotments.id));
  return rows.map((r) => present(r, lang));
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Position allotments (person, position, primary flag, date from / to), filtered and paged',
  auth: menu('SYS_EMPLOYEE'),
  body: z.object({
    searchParams: z
      .object({
        personId: idSchema.optional(),
        positionId: idSchema.optional(),
        currentOnly: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scoped(scope)];
    if (f.personId) c.push(eq(positionAllotments.personId, f.personId));
    if (f.positionId) c.push(eq(positionAllotments.positionId, f.positionId));
    if (f.currentOnly === 'Y') {
      c.push(
        lte(positionAllotments.dateFrom, today()),
        or(isNull(positionAllotments.dateTo), gte(positionAllotments.dateTo, today()))!,
      );
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      joined(deps.db)
        .where(where)
        .orderBy(desc(positionAllotments.dateFrom), desc(positionAllotments.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countAllotments(deps.db, where, body),
    ]);
    return { data: rows.map((r) => present(r, lang)), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/**
 * Count over the join (the scope is on the position's organisation): exact up to EXACT_COUNT_LIMIT, the planner's
 * estimate past it, as every list counts (paging.ts); it read 10 001 rows before, 9 ms at a million allotments.
 */
function countAllotments(db: DbOrTx, where: SQL | undefined, known: KnownCount) {
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(positionAllotments)
      .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
      .where(where);
  return countCappedBy(
    known,
    () =>
      db.select({ n: count() }).from(
        matching()
          .limit(EXACT_COUNT_LIMIT + 1)
          .as('limited'),
      ),
    async () => plannedRows(await db.execute(sql`explain (format json) ${matching()}`)),
  );
}

const day = z.iso.date();

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Give a person a position for a period (or change it): no overlapping period for the same position, one primary position at a time',
  auth: resource('btnPositionAllot'),
  mutates: true,
  body: z.object({
    positionAllotId: idSchema.optional(),
    personId: idSchema,
    positionId: idSchema,
    primaryFlag: ynSchema.optional().default('N'),
    dateFrom: day,
    dateTo: day.nullish().transform((v) => v ?? null),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    if (body.dateTo != null && body.dateTo < body.dateFrom)
      throw fieldError(lang, 400, 'dateTo', 'positionAllot.dateRange');
    const scope = await scopeFor(deps.db, user!, req);
    const id = await deps.db.transaction(async (tx) => {
      // The person's row is the lock that serialises allotment changes of one person.
      const [person] = await tx.select().from(persons).where(eq(persons.id, body.personId)).for('update');
      if (!person || !inScope(scope, { orgId: person.orgId })) throw fieldError(lang, 400, 'personId', 'ref.notFound');
      const [position] = await tx.select().from(positions).where(eq(positions.id, body.positionId));
      if (!position || !inScope(scope, { orgId: position.orgId })) {
        throw fieldError(lang, 400, 'positionId', 'ref.notFound');
      }
      if (position.enabledFlag !== 'Y') throw fieldError(lang, 400, 'positionId', 'ref.disabled');
      let current: typeof positionAllotments.$inferSelect | undefined;
      if (body.positionAllotId) {
        current = await allotmentInScope(tx, scope, body.positionAllotId);
        if (current.version !== requireVersion(lang, body.version)) throw new AppError(409, 'error.staleVersion');
      }
      // Periods overlap when each starts before the other ends (an open end is forever).
      const overlapping = and(
        eq(positionAllotments.personId, body.personId),
        current ? ne(positionAllotments.id, current.id) : undefined,
        body.dateTo ? lte(positionAllotments.dateFrom, body.dateTo) : undefined,
        or(isNull(positionAllotments.dateTo), gte(positionAllotments.dateTo, body.dateFrom)),
      );
      const others = await tx
        .select({ positionId: positionAllotments.positionId, primaryFlag: positionAllotments.primaryFlag })
        .from(positionAllotments)
        .where(overlapping);
      if (others.some((o) => o.positionId === body.positionId)) {
        throw fieldError(lang, 409, 'positionId', 'positionAllot.overlap');
      }
      if (body.primaryFlag === 'Y' && others.some((o) => o.primaryFlag === 'Y')) {
        throw fieldError(lang, 409, 'primaryFlag', 'positionAllot.primaryTaken');
      }
      const values = {
        personId: body.personId,
        positionId: body.positionId,
        primaryFlag: body.primaryFlag,
        dateFrom: body.dateFrom,
        dateTo: body.dateTo,
        lastUpdatedBy: user!.userId,
        lastUpdateDate: new Date(),
      };
      let savedId: number;
      if (current) {
        await tx
          .update(positionAllotments)
          .set({ ...values, version: current.version + 1 })
          .where(eq(positionAllotments.id, current.id));
        savedId = current.id;
      } else {
        const [row] = await tx
          .insert(positionAllotments)
          .values({ ...values, createdBy: user!.userId })
          .returning({ id: positionAllotments.id });
        savedId = row.id;
      }
      await tx.insert(dataPermitAudit).values({
        action: 'ALLOT',
        targetType: 'POSITION',
        targetId: body.positionId,
        userId: user!.userId,
        detail: {
          positionAllotId: savedId,
          personId: body.personId,
          primaryFlag: body.primaryFlag,
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
          ...(current
            ? { before: { positionId: current.positionId, dateFrom: current.dateFrom, dateTo: current.dateTo } }
            : {}),
        },
      });
      return savedId;
    });
    const [row] = await joined(deps.db).where(eq(positionAllotments.id, id));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

/** An allotment whose position is in the caller's scope (locked for the change), or 404. */
async function allotmentInScope(db: DbOrTx, scope: DataScope, positionAllotId: number) {
  const [row] = await db
    .select({ allotment: positionAllotments, orgId: positions.orgId })
    .from(positionAllotments)
    .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
    .where(eq(positionAllotments.id, positionAllotId))
    .for('update', { of: positionAllotments });
  if (!row || !inScope(scope, { orgId: row.orgId })) throw new AppError(404, 'error.notFound');
  return row.allotment;
}

const remove = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'delete',
  summary: 'Remove an allotment (to end one that was held, give it a date to instead; both are audited)',
  auth: resource('btnPositionAllot'),
  mutates: true,
  body: z.object({ positionAllotId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    await deps.db.transaction(async (tx) => {
      const current = await allotmentInScope(tx, scope, body.positionAllotId);
      await tx.delete(positionAllotments).where(eq(positionAllotments.id, current.id));
      await tx.insert(dataPermitAudit).values({
        action: 'UNALLOT',
        targetType: 'POSITION',
        targetId: current.positionId,
        userId: user!.userId,
        detail: {
          positionAllotId: current.id,
          personId: current.personId,
          dateFrom: current.dateFrom,
          dateTo: current.dateTo,
        },
      });
    });
    return { msg: 'ok.done' };
  },
});

export const positionAllotActions = [listByPage, saveOrUpdate, remove];
