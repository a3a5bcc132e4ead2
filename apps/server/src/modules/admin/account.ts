import { type Lang, USER_TYPE_INSIDE } from '@srm/core';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { responsibilitiesOf } from '../../platform/access/menus.ts';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { loginRecords, users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { supplierNameById } from '../../platform/suppliers/directory.ts';
import { departments, organizations, persons } from './schema.ts';

/*
 * "My account" (issue 15): what a signed-in user may read about itself — its profile, the responsibilities it
 * holds and its own logins. Every call reads the caller's own rows only (rule `login`), so a supplier's user
 * sees nothing of anyone else.
 */

const byLang = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

export type UserDefaults = {
  personId: number | null;
  personName: string | null;
  orgId: number | null;
  orgName: string | null;
  departmentId: number | null;
  departmentName: string | null;
};

/**
 * The person, organisation and department a new document of this user starts with (issue 15: requester,
 * organisation and department default from the user): the user's person record, its department, and the
 * person's organisation (the user's own when it has no person). Suppliers' users have none.
 */
export async function userDefaults(
  db: DbOrTx,
  user: { userType: string; personId: number | null; orgId: number | null },
  lang: Lang,
): Promise<UserDefaults> {
  const none: UserDefaults = {
    personId: null,
    personName: null,
    orgId: null,
    orgName: null,
    departmentId: null,
    departmentName: null,
  };
  if (user.userType !== USER_TYPE_INSIDE) return none;
  const [person] = user.personId
    ? await db
        .select({
          id: persons.id,
          name: persons.personName,
          nameEn: persons.personNameEn,
          orgId: persons.orgId,
          departmentId: persons.departmentId,
          enabled: persons.enabledFlag,
        })
        .from(persons)
        .where(eq(persons.id, user.personId))
    : [];
  const orgId = person?.orgId ?? user.orgId;
  const [org] = orgId
    ? await db
        .select({ id: organizations.id, name: organizations.orgName, nameEn: organizations.orgNameEn })
        .from(organizations)
        .where(and(eq(organizations.id, orgId), eq(organizations.enabledFlag, 'Y')))
    : [];
  const [department] = person?.departmentId
    ? await db
        .select({ id: departments.id, name: departments.departmentName, nameEn: departments.departmentNameEn })
        .from(departments)
        .where(and(eq(departments.id, person.departmentId), eq(departments.enabledFlag, 'Y')))
    : [];
  const activePerson = person?.enabled === 'Y' ? person : undefined;
  return {
    personId: activePerson?.id ?? null,
    personName: activePerson ? byLang(lang, activePerson.name, activePerson.nameEn) : null,
    orgId: org?.id ?? null,
    orgName: org ? byLang(lang, org.name, org.nameEn) : null,
    departmentId: department?.id ?? null,
    departmentName: department ? byLang(lang, department.name, department.nameEn) : null,
  };
}

const findMine = defineAction({
  server: 'baseServer',
  entity: 'baseAccount',
  action: 'findMine',
  summary:
    'My account: the caller’s name, login, e-mail, phone, organisation and department (or supplier), the responsibilities it holds and when its password last changed',
  auth: LOGGED_IN,
  body: z.object({}).optional().default({}),
  handler: async ({ deps, user, lang }) => {
    const [row] = await deps.db
      .select({
        userName: users.userName,
        userFullName: users.userFullName,
        userType: users.userType,
        email: users.email,
        phone: users.phone,
        personId: users.personId,
        orgId: users.orgId,
        supplierId: users.supplierId,
        passwordChangedAt: users.passwordChangedAt,
        creationDate: users.creationDate,
      })
      .from(users)
      .where(eq(users.id, user!.userId));
    const supplier = row.supplierId ? await supplierNameById(deps.db, row.supplierId) : null;
    const defaults = await userDefaults(deps.db, row, lang);
    const responsibilities = await responsibilitiesOf(deps.db, user!.userId, lang);
    return {
      data: {
        userName: row.userName,
        userFullName: row.userFullName,
        userType: row.userType,
        email: row.email,
        phone: row.phone,
        orgName: defaults.orgName,
        departmentName: defaults.departmentName,
        personName: defaults.personName,
        supplierNumber: supplier?.supplierNumber ?? null,
        supplierName: supplier?.supplierName ?? null,
        responsibilities: responsibilities.map((r) => ({
          responsibilityId: r.responsibilityId,
          responsibilityName: r.responsibilityName,
          current: r.responsibilityId === user!.responsibilityId,
        })),
        passwordChangedAt: row.passwordChangedAt,
        creationDate: row.creationDate,
      },
    };
  },
});

const listMyLogins = defineAction({
  server: 'baseServer',
  entity: 'baseAccount',
  action: 'listMyLogins',
  summary: 'My account: the caller’s own successful logins, newest first (address and time)',
  auth: LOGGED_IN,
  body: z.object({ ...pagingSchema }),
  handler: async ({ deps, user, body }) => {
    const where = eq(loginRecords.userId, user!.userId);
    const [data, total] = await Promise.all([
      deps.db
        .select({ id: loginRecords.id, ip: loginRecords.ip, loginDate: loginRecords.loginDate })
        .from(loginRecords)
        .where(where)
        .orderBy(desc(loginRecords.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, loginRecords, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const accountActions = [findMine, listMyLogins];
