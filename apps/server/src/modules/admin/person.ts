import { formatDate, type Lang, zEmail, zMobile, zTelephone } from '@srm/core';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu, resource } from '../../platform/access/rules.ts';
import { type DataScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { positionAllotments, positions } from '../../platform/access/scopeSchema.ts';
import { users } from '../../platform/auth/schema.ts';
import { countCapped, type KnownCount, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains, containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseWithLang } from '../../platform/i18n/zodMessages.ts';
import { checkDepartmentRef, checkOrgRef } from './department.ts';
import { checkJobTitleRef } from './jobTitle.ts';
import {
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
import { allotmentsOfPerson } from './positionAllot.ts';
import { departments, jobTitles, organizations, persons } from './schema.ts';

/*
 * Persons (spec §2 `employee`, `EditEmployee`): the employees behind internal users. Employee number
 * unique; e-mail, mobile and telephone checked by the shared form validators' zod twins, in the request
 * language. Lists, finds and changes keep to the caller's organisations.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePerson';

const columns = {
  personId: persons.id,
  employeeNumber: persons.employeeNumber,
  personName: persons.personName,
  personNameEn: persons.personNameEn,
  email: persons.email,
  mobilePhone: persons.mobilePhone,
  telephone: persons.telephone,
  orgId: persons.orgId,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  departmentId: persons.departmentId,
  departmentName: departments.departmentName,
  departmentNameEn: departments.departmentNameEn,
  jobTitleId: persons.jobTitleId,
  jobTitleName: jobTitles.jobTitleName,
  jobTitleNameEn: jobTitles.jobTitleNameEn,
  enabledFlag: persons.enabledFlag,
  creationDate: persons.creationDate,
  lastUpdateDate: persons.lastUpdateDate,
  version: persons.version,
};
const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(persons)
    .leftJoin(organizations, eq(organizations.id, persons.orgId))
    .leftJoin(departments, eq(departments.id, persons.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, persons.jobTitleId));
type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const present = ({ orgNameEn, departmentNameEn, jobTitleNameEn, ...row }: Row, lang: Lang) => ({
  ...row,
  title: localName(lang, row.personName, row.personNameEn),
  orgName: row.orgName ? localName(lang, row.orgName, orgNameEn) : null,
  departmentName: row.departmentName ? localName(lang, row.departmentName, departmentNameEn) : null,
  jobTitleName: row.jobTitleName ? localName(lang, row.jobTitleName, jobTitleNameEn) : null,
});
const scoped = (scope: DataScope) => scopeWhere(scope, { orgId: persons.orgId });

/**
 * What a list row shows beside the person itself: the internal user of the person (for its data
 * permissions) and the position held today (the primary one first).
 */
async function listExtras(db: DbOrTx, personIds: number[], lang: Lang) {
  const out = new Map<
    number,
    { userId: number | null; userName: string | null; positionId: number | null; positionName: string | null }
  >();
  if (personIds.length === 0) return out;
  for (const id of personIds) out.set(id, { userId: null, userName: null, positionId: null, positionName: null });
  const linked = await db
    .select({ id: users.id, userName: users.userName, personId: users.personId })
    .from(users)
    .where(inArray(users.personId, personIds))
    .orderBy(asc(users.id));
  for (const u of linked) {
    const entry = out.get(u.personId!);
    if (entry && entry.userId == null) Object.assign(entry, { userId: u.id, userName: u.userName });
  }
  const day = formatDate(new Date());
  const held = await db
    .select({
      personId: positionAllotments.personId,
      positionId: positions.id,
      positionName: positions.positionName,
      positionNameEn: positions.positionNameEn,
    })
    .from(positionAllotments)
    .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
    .where(
      and(
        inArray(positionAllotments.personId, personIds),
        lte(positionAllotments.dateFrom, day),
        or(isNull(positionAllotments.dateTo), gte(positionAllotments.dateTo, day)),
      ),
    )
    .orderBy(desc(positionAllotments.primaryFlag), asc(positionAllotments.dateFrom), asc(positionAllotments.id));
  for (const h of held) {
    const entry = out.get(h.personId);
    if (entry && entry.positionId == null) {
      Object.assign(entry, {
        positionId: h.positionId,
        positionName: localName(lang, h.positionName, h.positionNameEn),
      });
    }
  }
  return out;
}

/** A person of the caller's scope, or null (callers answer 404 or a field error). */
async function personInScope(db: DbOrTx, scope: DataScope, personId: number) {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.id, personId), scoped(scope)));
  return row ?? null;
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary:
    'Persons with organisation, department, job title, the position held today (primary first) and the person’s user; filtered and paged',
  auth: menu('SYS_EMPLOYEE'),
  body: z.object({
    searchParams: z
      .object({
        employeeNumber: z.string().trim().max(32).optional(),
        personName: z.string().trim().max(128).optional(),
        orgId: idSchema.optional(),
        departmentId: idSchema.optional(),
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
    if (f.employeeNumber) c.push(contains(persons.employeeNumber, f.employeeNumber));
    if (f.personName) c.push(containsAny(f.personName, [persons.personName, persons.personNameEn]));
    if (f.orgId) c.push(eq(persons.orgId, f.orgId));
    if (f.departmentId) c.push(eq(persons.departmentId, f.departmentId));
    if (f.enabledFlag) c.push(eq(persons.enabledFlag, f.enabledFlag));
    const { rows, page } = await personPage(deps.db, and(...c)!, body);
    const extras = await listExtras(
      deps.db,
      rows.map((r) => r.personId),
      lang,
    );
    return {
      data: rows.map((r) => ({ ...present(r, lang), ...extras.get(r.personId) })),
      page,
    };
  },
});

/** One page of persons (joined rows by employee number) and its pager; shared by the lists. */
async function personPage(db: DbOrTx, where: SQL, paging: { pageIndex: number; pageRows: number } & KnownCount) {
  const [rows, total] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(persons.employeeNumber))
      .limit(paging.pageRows)
      .offset(offsetOf(paging.pageIndex, paging.pageRows)),
    countCapped(db, persons, where, paging),
  ]);
  return { rows, page: pageInfo(total, paging.pageIndex, paging.pageRows) };
}

const listForSelect = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listForSelect',
  summary: 'Enabled persons of the caller’s scope for pickers (e.g. the requester), paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        orgId: idSchema.optional(),
        departmentId: idSchema.optional(),
        keyword: z.string().trim().max(128).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scoped(scope), eq(persons.enabledFlag, 'Y')];
    if (f.orgId) c.push(eq(persons.orgId, f.orgId));
    if (f.departmentId) c.push(eq(persons.departmentId, f.departmentId));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [persons.employeeNumber, persons.personName, persons.personNameEn]));
    }
    const { rows, page } = await personPage(deps.db, and(...c)!, body);
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One person with the positions held (404 outside the caller’s scope)',
  auth: menu('SYS_EMPLOYEE'),
  body: findBody('personId'),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const [row] = await joined(deps.db).where(and(eq(persons.id, body.personId), scoped(scope)));
    if (!row) throw new AppError(404, 'error.notFound');
    const extras = (await listExtras(deps.db, [row.personId], lang)).get(row.personId);
    return {
      data: {
        ...present(row, lang),
        ...extras,
        allotments: await allotmentsOfPerson(deps.db, row.personId, lang),
      },
    };
  },
});

/** E-mail, mobile and telephone, checked by the form validators' zod twins in the request language. */
const contactSchemas = { CN: contactSchema('CN'), EN: contactSchema('EN') };
function contactSchema(lang: Lang) {
  return z.object({ email: zEmail(lang), mobilePhone: zMobile(lang), telephone: zTelephone(lang) });
}

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Create or change a person: employee number unique, e-mail / mobile / telephone formats, department of the organisation',
  auth: resource('btnPersonEdit'),
  mutates: true,
  body: z.object({
    personId: idSchema.optional(),
    employeeNumber: z
      .string()
      .trim()
      .min(1, 'field.required')
      .max(32)
      .regex(/^[A-Za-z0-9_.-]+$/),
    personName: nameSchema,
    personNameEn: optionalText(128),
    // Formats are checked in the handler with the shared zod twins, in the request's language.
    email: z.string().max(128).nullish(),
    mobilePhone: z.string().max(32).nullish(),
    telephone: z.string().max(32).nullish(),
    orgId: optionalId,
    departmentId: optionalId,
    jobTitleId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const contact = parseWithLang(contactSchemas[lang], body, lang);
    if (!contact.ok) {
      const detail = contact.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      throw new AppError(400, 'error.badRequest', { detail }, { errors: contact.errors });
    }
    const scope = await scopeFor(deps.db, user!, req);
    const enabled = body.enabledFlag === 'Y';
    const taken = () => fieldError(lang, 409, 'employeeNumber', 'person.numberTaken', { code: body.employeeNumber });
    const id = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          if (body.personId && !(await personInScope(tx, scope, body.personId))) {
            throw new AppError(404, 'error.notFound');
          }
          await checkOrgRef(tx, scope, lang, { orgId: body.orgId, enabled });
          if (body.departmentId != null && body.orgId == null) {
            throw fieldError(lang, 400, 'departmentId', 'department.otherOrg');
          }
          await checkDepartmentRef(tx, scope, lang, { departmentId: body.departmentId, orgId: body.orgId, enabled });
          await checkJobTitleRef(tx, lang, { jobTitleId: body.jobTitleId, enabled });
          const [dup] = await tx
            .select({ id: persons.id })
            .from(persons)
            .where(
              and(
                eq(persons.employeeNumber, body.employeeNumber),
                body.personId ? ne(persons.id, body.personId) : undefined,
              ),
            );
          if (dup) throw taken();
          const values = {
            employeeNumber: body.employeeNumber,
            personName: body.personName,
            personNameEn: body.personNameEn,
            email: contact.value.email ?? null,
            mobilePhone: contact.value.mobilePhone ?? null,
            telephone: contact.value.telephone ?? null,
            orgId: body.orgId,
            departmentId: body.departmentId,
            jobTitleId: body.jobTitleId,
            enabledFlag: body.enabledFlag,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          };
          if (!body.personId) {
            const [row] = await tx
              .insert(persons)
              .values({ ...values, createdBy: user!.userId })
              .returning({ id: persons.id });
            return row.id;
          }
          const version = requireVersion(lang, body.version);
          const updated = await tx
            .update(persons)
            .set({ ...values, version: version + 1 })
            .where(and(eq(persons.id, body.personId), eq(persons.version, version)))
            .returning({ id: persons.id });
          if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
          return body.personId;
        }),
      taken,
    );
    const [row] = await joined(deps.db).where(eq(persons.id, id));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

export const personActions = [listByPage, listForSelect, findById, saveOrUpdate];
