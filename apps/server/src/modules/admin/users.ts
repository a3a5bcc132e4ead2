import { isSupplierUserType, type MessageKey, t, USER_TYPE_INSIDE } from '@srm/core';
import { and, asc, eq, ilike, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { responsibilities, userResponsibilities } from '../../platform/access/schema.ts';
import { hashPassword, passwordProblem } from '../../platform/auth/password.ts';
import { loginRecords, users } from '../../platform/auth/schema.ts';
import { forgetCachedSessions, revokeNonAdminSessions, revokeUserSessions } from '../../platform/auth/sessions.ts';
import { clearUserFailures, throttledUserNames } from '../../platform/auth/throttle.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { profileFlag } from '../../platform/profiles/profiles.ts';
import { supplierDirectory, supplierNameById } from '../../platform/suppliers/directory.ts';
import {
  contains,
  containsAny,
  fieldError,
  idSchema,
  optionalId,
  optionalText,
  touched,
  uniqueOr,
  userTypeSchema,
  versionSchema,
  ynSchema,
} from './adminKit.ts';
import { checkPasswordRule, setPassword } from './login.ts';
import { organizations, persons } from './schema.ts';

/**
 * Users (spec §2 `user`): internal users linked to a person, external users linked to a supplier.
 * Reads need the SYS_USER menu; every change also needs its button on that menu.
 */
const MENU = 'SYS_USER';
const entity = 'baseUsers';
const userId = idSchema;
const userNameSchema = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(64)
  .regex(/^[A-Za-z0-9_.@-]{2,64}$/, 'admin.userNameFormat');

const columns = {
  userId: users.id,
  userName: users.userName,
  userFullName: users.userFullName,
  userType: users.userType,
  email: users.email,
  phone: users.phone,
  personId: users.personId,
  personName: persons.personName,
  employeeNumber: persons.employeeNumber,
  supplierId: users.supplierId,
  orgId: users.orgId,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
  adminFlag: users.adminFlag,
  enabledFlag: users.enabledFlag,
  passwordChangedAt: users.passwordChangedAt,
  creationDate: users.creationDate,
  lastUpdateDate: users.lastUpdateDate,
  version: users.version,
};

const selectUsers = (db: DbOrTx) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(persons, eq(persons.id, users.personId))
    .leftJoin(organizations, eq(organizations.id, users.orgId));

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** When each of these users last logged in (users who never did are absent). */
async function lastLogins(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: loginRecords.userId, at: max(loginRecords.loginDate) })
    .from(loginRecords)
    .where(and(inArray(loginRecords.userId, userIds), eq(loginRecords.outcome, 'SUCCESS')))
    .groupBy(loginRecords.userId);
  return new Map(rows.filter((r) => r.at != null).map((r) => [r.userId, r.at as Date]));
}

/** Adds the supplier's number and name, the last login and whether login failures lock the account now. */
async function present(db: Db, rows: UserRow[]) {
  const supplierIds = [...new Set(rows.map((r) => r.supplierId).filter((id): id is number => id != null))];
  const [locked, supplier, logins] = await Promise.all([
    throttledUserNames(
      db,
      rows.map((r) => r.userName),
    ),
    supplierDirectory().namesByIds(db, supplierIds),
    lastLogins(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    supplierNum: r.supplierId ? (supplier.get(r.supplierId)?.supplierNumber ?? null) : null,
    supplierName: r.supplierId ? (supplier.get(r.supplierId)?.supplierName ?? null) : null,
    lockedFlag: locked.has(r.userName.toLowerCase()) ? 'Y' : 'N',
    lastLoginDate: logins.get(r.userId) ?? null,
  }));
}

async function findUser(db: Db, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) return null;
  const [user] = await present(db, [row]);
  const held = await db
    .select({
      userRespId: userResponsibilities.id,
      responsibilityId: responsibilities.id,
      responsibilityCode: responsibilities.responsibilityCode,
      responsibilityName: responsibilities.responsibilityName,
      responsibilityNameEn: responsibilities.responsibilityNameEn,
      enabledFlag: userResponsibilities.enabledFlag,
    })
    .from(userResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId))
    .where(eq(userResponsibilities.userId, id))
    .orderBy(asc(responsibilities.responsibilityCode));
  return { ...user, responsibilities: held };
}

const sameName = (userName: string) => sql`lower(${users.userName}) = ${userName.toLowerCase()}`;

async function nameTaken(db: DbOrTx, userName: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameName(userName), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

const listByPage = defineAction({
  server: 'baseServer',
  entity,
  action: 'listByPage',
  summary: 'Users, filtered and paged, with person, organisation, supplier and lock state',
  auth: menu(MENU),
  body: z.object({
    searchParams: z
      .object({
        userName: z.string().trim().max(64).optional(),
        userFullName: z.string().trim().max(128).optional(),
        userType: z.string().trim().max(20).optional(),
        enabledFlag: ynSchema.optional(),
        supplierId: idSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.userName) c.push(contains(users.userName, f.userName));
    if (f.userFullName) c.push(contains(users.userFullName, f.userFullName));
    // "EX" alone finds every external user, whatever its EX… class.
    if (f.userType) c.push(f.userType === 'EX' ? ilike(users.userType, 'EX%') : eq(users.userType, f.userType));
    if (f.enabledFlag) c.push(eq(users.enabledFlag, f.enabledFlag));
    if (f.supplierId) c.push(eq(users.supplierId, f.supplierId));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      selectUsers(deps.db)
        .where(where)
        .orderBy(asc(users.userName))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, users, where, body),
    ]);
    return { data: await present(deps.db, rows), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const listForSelect = defineAction({
  server: 'baseServer',
  entity,
  action: 'listForSelect',
  summary: 'Enabled internal users for pickers (e.g. the transfer / delegate target of an approval), paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const c: SQL[] = [eq(users.enabledFlag, 'Y'), eq(users.userType, USER_TYPE_INSIDE), isNull(users.supplierId)];
    const keyword = body.searchParams.keyword;
    if (keyword) {
      c.push(containsAny(keyword, [users.userName, users.userFullName]));
    }
    const where = and(...c);
    const pick = { userId: users.id, userName: users.userName, userFullName: users.userFullName };
    const [rows, total] = await Promise.all([
      deps.db
        .select(pick)
        .from(users)
        .where(where)
        .orderBy(asc(users.userName))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, users, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: 'baseServer',
  entity,
  action: 'findById',
  summary: 'One user with the responsibilities it holds',
  auth: menu(MENU),
  body: z.object({ userId }),
  handler: async ({ deps, body }) => {
    const user = await findUser(deps.db, body.userId);
    if (!user) throw new AppError(404, 'error.notFound');
    return { data: user };
  },
});

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveOrUpdate',
  summary:
    'Create a user (internal: personId; external EX…: supplierId; with an initial password) or change one (version)',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    userId: optionalId,
    userName: userNameSchema,
    userFullName: z.string().trim().min(1, 'field.required').max(128),
    userType: userTypeSchema,
    personId: optionalId,
    supplierId: optionalId,
    orgId: optionalId,
    email: z.preprocess((v) => (v === '' ? null : v), z.email().max(128).nullable().optional()),
    phone: optionalText(32),
    enabledFlag: ynSchema.optional().default('Y'),
    /** The initial password of a new user; ignored on update (resetPassword changes it). */
    password: z.string().max(128).optional(),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, body.userId ? 'btnEdit' : 'btnAdd');
    const external = isSupplierUserType(body.userType);
    const existing = body.userId ? (await db.select().from(users).where(eq(users.id, body.userId)))[0] : undefined;
    if (body.userId && !existing) throw new AppError(404, 'error.notFound');
    if (existing) {
      if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
      if (existing.userName !== body.userName) throw fieldError(lang, 'userName', 'admin.userNameFixed');
      if (isSupplierUserType(existing.userType) !== external) throw fieldError(lang, 'userType', 'admin.userTypeFixed');
    } else {
      if (await nameTaken(db, body.userName))
        throw fieldError(lang, 'userName', 'admin.userNameTaken', { userName: body.userName });
      if (!body.password) throw fieldError(lang, 'password', 'admin.initialPasswordRequired');
      const problem = passwordProblem(body.password, await profileFlag(db, 'PASSWORD_COMPLEXITY_FLAG'));
      if (problem) throw fieldError(lang, 'password', problem);
    }

    // The link: a person for an internal user, a supplier for an external one, never both.
    let personId: number | null = null;
    let supplierId: number | null = null;
    let orgId = body.orgId ?? null;
    if (external) {
      if (!body.supplierId) throw fieldError(lang, 'supplierId', 'admin.supplierRequired');
      if (!(await supplierNameById(db, body.supplierId)))
        throw fieldError(lang, 'supplierId', 'admin.supplierNotFound');
      supplierId = body.supplierId;
    } else {
      if (!body.personId) throw fieldError(lang, 'personId', 'admin.personRequired');
      const [person] = await db.select().from(persons).where(eq(persons.id, body.personId));
      if (!person) throw fieldError(lang, 'personId', 'admin.personNotFound');
      const [other] = await db
        .select({ userName: users.userName })
        .from(users)
        .where(and(eq(users.personId, body.personId), existing ? ne(users.id, existing.id) : undefined))
        .limit(1);
      if (other) throw fieldError(lang, 'personId', 'admin.personTaken', { userName: other.userName });
      personId = person.id;
      orgId ??= person.orgId;
    }
    if (body.orgId) {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, body.orgId));
      if (!org) throw fieldError(lang, 'orgId', 'admin.orgNotFound');
    }
    const values = {
      userFullName: body.userFullName,
      userType: body.userType,
      personId,
      supplierId,
      orgId,
      email: body.email ?? null,
      phone: body.phone ?? null,
      enabledFlag: body.enabledFlag,
    };

    const taken = () => fieldError(lang, 'userName', 'admin.userNameTaken', { userName: body.userName });
    const passwordHash = existing ? null : await hashPassword(body.password!);
    const id = await db.transaction(async (tx) => {
      if (!existing) {
        const [created] = await uniqueOr(
          () =>
            tx
              .insert(users)
              .values({
                ...values,
                userName: body.userName,
                passwordHash: passwordHash!,
                createdBy: me.userId,
                lastUpdatedBy: me.userId,
              })
              .returning({ id: users.id }),
          taken,
        );
        return created.id;
      }
      const updated = await tx
        .update(users)
        .set({ ...values, ...touched(me.userId), version: sql`${users.version} + 1` })
        .where(and(eq(users.id, existing.id), eq(users.version, body.version!)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      if (body.enabledFlag === 'N' && existing.enabledFlag === 'Y') await revokeUserSessions(tx, existing.id);
      return existing.id;
    });
    if (body.enabledFlag === 'N') forgetCachedSessions(db, (u) => u.userId === id);
    return { data: await findUser(db, id), msg: 'ok.saved' };
  },
});

const validateUserName = defineAction({
  server: 'baseServer',
  entity,
  action: 'validateUserName',
  summary:
    'Can this user name be used: well-formed and still free (spec §7 duplicate-name validation; without case); the reason when not',
  auth: menu(MENU),
  body: z.object({ userName: z.string().trim().min(1, 'field.required').max(64), userId: optionalId }),
  handler: async ({ deps, body, lang }) => {
    const { userName } = body;
    const refusal: MessageKey | null = !userNameSchema.safeParse(userName).success
      ? 'admin.userNameFormat'
      : (await nameTaken(deps.db, userName, body.userId ?? undefined))
        ? 'admin.userNameTaken'
        : null;
    return { data: { available: refusal === null, message: refusal ? t(refusal, lang, { userName }) : null } };
  },
});

const resetPassword = defineAction({
  server: 'baseServer',
  entity,
  action: 'resetPassword',
  summary: 'An administrator sets a new password for one user; the user’s sessions end',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ userId, newPassword: z.string().min(1, 'field.required').max(128) }),
  handler: async ({ deps, user, body }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnResetPassword');
    const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!target) throw new AppError(404, 'error.notFound');
    await checkPasswordRule(deps.db, body.newPassword);
    await setPassword(deps.db, body.userId, body.newPassword, user!.userId);
    return { msg: 'password.reset' };
  },
});

const resetAllPasswords = defineAction({
  server: 'baseServer',
  entity,
  action: 'resetAllPasswords',
  summary:
    'Set every user’s password to the given one, except administrators and the caller; their sessions end (confirmation is the client’s)',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ newPassword: z.string().min(1, 'field.required').max(128) }),
  handler: async ({ deps, user, body }) => {
    const me = user!;
    await requireMenuResource(deps.db, me, MENU, 'btnResetAllPasswords');
    await checkPasswordRule(deps.db, body.newPassword);
    // One hash for all: the password is the same for everyone anyway, and hashing per user would take
    // a minute for a few thousand supplier accounts. Each user's own next change gets its own salt.
    const passwordHash = await hashPassword(body.newPassword);
    const count = await deps.db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), ...touched(me.userId) })
        .where(and(eq(users.adminFlag, 'N'), ne(users.id, me.userId)))
        .returning({ id: users.id });
      await revokeNonAdminSessions(tx, me.userId);
      return changed.length;
    });
    forgetCachedSessions(deps.db, (u) => u.adminFlag !== 'Y' && u.userId !== me.userId);
    return { data: { count }, msg: 'admin.passwordsResetAll', msgParams: { count } };
  },
});

const updateEnabledFlag = defineAction({
  server: 'baseServer',
  entity,
  action: 'updateEnabledFlag',
  summary: 'Enable or disable a user; disabling ends all of the user’s sessions',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ userId, enabledFlag: ynSchema }),
  handler: async ({ deps, user, body, lang }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnDisableUser');
    if (body.enabledFlag === 'N' && body.userId === user!.userId)
      throw fieldError(lang, 'userId', 'admin.cannotDisableSelf');
    await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ enabledFlag: body.enabledFlag, ...touched(user!.userId), version: sql`${users.version} + 1` })
        .where(eq(users.id, body.userId))
        .returning({ id: users.id });
      if (rows.length === 0) throw new AppError(404, 'error.notFound');
      if (body.enabledFlag === 'N') await revokeUserSessions(tx, body.userId);
    });
    if (body.enabledFlag === 'N') forgetCachedSessions(deps.db, (u) => u.userId === body.userId);
    return { msg: 'ok.saved' };
  },
});

const unlock = defineAction({
  server: 'baseServer',
  entity,
  action: 'unlock',
  summary: 'Forget the account’s failed logins, so a throttled user can log in at once',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ userId }),
  handler: async ({ deps, user, body }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnUnlockUser');
    const [target] = await deps.db.select({ userName: users.userName }).from(users).where(eq(users.id, body.userId));
    if (!target) throw new AppError(404, 'error.notFound');
    await clearUserFailures(deps.db, target.userName);
    return { msg: 'admin.userUnlocked' };
  },
});

export const userActions = [
  listByPage,
  listForSelect,
  findById,
  saveOrUpdate,
  validateUserName,
  resetPassword,
  resetAllPasswords,
  updateEnabledFlag,
  unlock,
];
