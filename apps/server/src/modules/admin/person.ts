import { formatDate, type Lang, zEmail, zMobile, zTelephone } from '@srm/core';
import { personList } from '@srm/core/masters/orgStructure';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { scopeFor } from '../../platform/access/scope.ts';
import { positionAllotments, positions } from '../../platform/access/scopeSchema.ts';
import { users } from '../../platform/auth/schema.ts';
import { contains, containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseWithLang } from '../../platform/i18n/zodMessages.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { checkDepartmentRef, checkOrgRef } from './department.ts';
import { checkJobTitleRef } from './jobTitle.ts';
import { fieldError, localName, orgScope, presentAll, refName, ynSchema } from './orgCommon.ts';
import { allotmentsOfPerson } from './positionAllot.ts';
import { departments, jobTitles, organizations, persons } from './schema.ts';

/*
 * Persons (spec §2 `employee`, `EditEmployee`): the employees behind internal users, declared in
 * packages/core/src/masters/orgStructure.ts. Employee number unique; e-mail, mobile and telephone checked
 * by the shared form validators' zod twins, in the request language. Lists (the screen's and the
 * picker's), finds and changes keep to the caller's organisations.
 */

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

/** The user and the position held today of each person of a page (presentRows). */
const userAndPosition = async (db: DbOrTx, rows: Record<string, unknown>[], lang: Lang) => {
  const extras = await listExtras(
    db,
    rows.map((r) => r.personId as number),
    lang,
  );
  return rows.map((r) => ({ ...r, ...extras.get(r.personId as number) }));
};

/** E-mail, mobile and telephone, checked by the form validators' zod twins in the request language. */
const contactSchemas = { CN: contactSchema('CN'), EN: contactSchema('EN') };
function contactSchema(lang: Lang) {
  return z.object({ email: zEmail(lang), mobilePhone: zMobile(lang), telephone: zTelephone(lang) });
}

export const personActions = bindMasterList(personList, {
  table: persons,
  columns: {
    employeeNumber: persons.employeeNumber,
    personName: persons.personName,
    personNameEn: persons.personNameEn,
    email: persons.email,
    mobilePhone: persons.mobilePhone,
    telephone: persons.telephone,
    orgId: persons.orgId,
    departmentId: persons.departmentId,
    jobTitleId: persons.jobTitleId,
  },
  scope: orgScope(persons.orgId),
  // The screen's filters as before the engine: number contains, name (either language) contains.
  filters: {
    employeeNumber: { schema: z.string().trim().max(32), where: (v: string) => contains(persons.employeeNumber, v) },
    personName: {
      schema: z.string().trim().max(128),
      where: (v: string) => containsAny(v, [persons.personName, persons.personNameEn]),
    },
  },
  messages: { codeTaken: 'person.numberTaken' },
  // As before the engine: a save without the flag enables the person, and the number may change.
  save: { body: { enabledFlag: ynSchema.optional().default('Y') }, codeChangeable: true },
  hooks: {
    presentRows: presentAll(
      refName('orgId', 'orgName', organizations, organizations.orgName, organizations.orgNameEn),
      refName('departmentId', 'departmentName', departments, departments.departmentName, departments.departmentNameEn),
      refName('jobTitleId', 'jobTitleName', jobTitles, jobTitles.jobTitleName, jobTitles.jobTitleNameEn),
      userAndPosition,
    ),
    detail: async (db, id, lang) => ({ allotments: await allotmentsOfPerson(db, id, lang) }),
    beforeSave: async (tx, values, { lang, user, req }) => {
      const contact = parseWithLang(contactSchemas[lang], values, lang);
      if (!contact.ok) {
        const detail = contact.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
        throw new AppError(400, 'error.badRequest', { detail }, { errors: contact.errors });
      }
      for (const key of ['email', 'mobilePhone', 'telephone'] as const) values[key] = contact.value[key] ?? null;
      const scope = await scopeFor(tx, user, req);
      const enabled = values.enabledFlag === 'Y';
      const orgId = values.orgId as number | null;
      const departmentId = values.departmentId as number | null;
      await checkOrgRef(tx, scope, lang, { orgId, enabled });
      if (departmentId != null && orgId == null) throw fieldError(lang, 400, 'departmentId', 'department.otherOrg');
      await checkDepartmentRef(tx, scope, lang, { departmentId, orgId, enabled });
      await checkJobTitleRef(tx, lang, { jobTitleId: values.jobTitleId as number | null, enabled });
    },
  },
});
