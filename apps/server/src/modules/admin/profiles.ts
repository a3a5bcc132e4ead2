import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  clearProfileCache,
  isProfileCode,
  PROFILE_DEFAULTS,
  PROFILE_META,
  PROFILE_SCOPE_TYPES,
  type ProfileCode,
} from '../../platform/profiles/profiles.ts';
import { profiles } from '../../platform/profiles/schema.ts';
import { fieldError, idSchema, optionalId, touched, versionSchema } from './adminKit.ts';
import { organizations } from './schema.ts';

/**
 * Profiles (spec §2 `profile`): the system parameters of PROFILE_DEFAULTS with a typed value, set for
 * the whole system, an organisation or a user. A change clears this instance's profile cache at once;
 * other instances read it within the cache's 5 seconds.
 */
const MENU = 'SYS_PROFILE';
const entity = 'baseProfile';
const CODES = Object.keys(PROFILE_DEFAULTS) as ProfileCode[];
const TEXT_MAX = 512;

const listByPage = defineAction({
  server: 'baseServer',
  entity,
  action: 'listByPage',
  summary:
    'Every known profile with its names, value type, allowed scopes, default, system value and organisation/user overrides',
  auth: menu(MENU),
  body: z.object({
    searchParams: z
      .object({
        profileCode: z.string().trim().max(64).optional(),
        profileName: z.string().trim().max(128).optional(),
        /** Code or name in either language, contained. */
        keyword: z.string().trim().max(128).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const codes = CODES.filter((code) => {
      if (f.profileCode && !code.toLowerCase().includes(f.profileCode.toLowerCase())) return false;
      const name = PROFILE_META[code].name;
      if (f.profileName && !`${name.CN} ${name.EN}`.toLowerCase().includes(f.profileName.toLowerCase())) return false;
      if (f.keyword && !`${code} ${name.CN} ${name.EN}`.toLowerCase().includes(f.keyword.toLowerCase())) return false;
      return true;
    });
    const page = codes.slice(
      offsetOf(body.pageIndex, body.pageRows),
      offsetOf(body.pageIndex, body.pageRows) + body.pageRows,
    );
    const rows = page.length
      ? await deps.db
          .select({
            profileId: profiles.id,
            profileCode: profiles.profileCode,
            scopeType: profiles.scopeType,
            scopeId: profiles.scopeId,
            profileValue: profiles.profileValue,
            orgCode: organizations.orgCode,
            orgName: organizations.orgName,
            orgNameEn: organizations.orgNameEn,
            userName: users.userName,
            userFullName: users.userFullName,
            lastUpdateDate: profiles.lastUpdateDate,
            version: profiles.version,
          })
          .from(profiles)
          .leftJoin(organizations, and(eq(profiles.scopeType, 'ORG'), eq(organizations.id, profiles.scopeId)))
          .leftJoin(users, and(eq(profiles.scopeType, 'USER'), eq(users.id, profiles.scopeId)))
          .where(inArray(profiles.profileCode, page))
          .orderBy(asc(profiles.scopeType), asc(profiles.scopeId))
      : [];
    const data = page.map((code) => {
      const mine = rows.filter((r) => r.profileCode === code);
      const system = mine.find((r) => r.scopeType === 'SYSTEM');
      const meta = PROFILE_META[code];
      return {
        profileCode: code,
        profileName: meta.name.CN,
        profileNameEn: meta.name.EN,
        valueType: meta.valueType,
        scopes: meta.scopes,
        defaultValue: PROFILE_DEFAULTS[code],
        systemValue: system?.profileValue ?? PROFILE_DEFAULTS[code],
        systemProfileId: system?.profileId ?? null,
        systemVersion: system?.version ?? null,
        overrides: mine
          .filter((r) => r.scopeType !== 'SYSTEM')
          .map((r) => ({
            profileId: r.profileId,
            scopeType: r.scopeType,
            scopeId: r.scopeId,
            scopeCode: r.scopeType === 'ORG' ? r.orgCode : r.userName,
            scopeName: r.scopeType === 'ORG' ? r.orgName : r.userFullName,
            scopeNameEn: r.scopeType === 'ORG' ? (r.orgNameEn ?? r.orgName) : r.userName,
            profileValue: r.profileValue,
            lastUpdateDate: r.lastUpdateDate,
            version: r.version,
          })),
      };
    });
    return { data, page: pageInfo({ count: codes.length, capped: false }, body.pageIndex, body.pageRows) };
  },
});

const listScopeTargets = defineAction({
  server: 'baseServer',
  entity,
  action: 'listScopeTargets',
  summary:
    'The enabled organisations or users a profile can be set for (code or name contains the keyword), for the scope picker of the profiles screen',
  auth: menu(MENU),
  body: z.object({
    searchParams: z.object({
      scopeType: z.enum(['ORG', 'USER']),
      keyword: z.string().trim().max(128).optional(),
    }),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const { scopeType, keyword } = body.searchParams;
    const offset = offsetOf(body.pageIndex, body.pageRows);
    if (scopeType === 'ORG') {
      const where = and(
        eq(organizations.enabledFlag, 'Y'),
        keyword
          ? containsAny(keyword, [organizations.orgCode, organizations.orgName, organizations.orgNameEn])
          : undefined,
      );
      const [data, total] = await Promise.all([
        deps.db
          .select({
            scopeId: organizations.id,
            scopeCode: organizations.orgCode,
            scopeName: organizations.orgName,
            scopeNameEn: organizations.orgNameEn,
            orgType: organizations.orgType,
          })
          .from(organizations)
          .where(where)
          .orderBy(asc(organizations.orgCode))
          .limit(body.pageRows)
          .offset(offset),
        countCapped(deps.db, organizations, where, body),
      ]);
      return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
    }
    const where = and(
      eq(users.enabledFlag, 'Y'),
      keyword ? containsAny(keyword, [users.userName, users.userFullName]) : undefined,
    );
    const [data, total] = await Promise.all([
      deps.db
        .select({
          scopeId: users.id,
          scopeCode: users.userName,
          scopeName: users.userFullName,
          scopeNameEn: users.userName,
          userType: users.userType,
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.userName))
        .limit(body.pageRows)
        .offset(offset),
      countCapped(deps.db, users, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity,
  action: 'saveOrUpdate',
  summary:
    'Set a profile for the system, an organisation or a user, checked by its value type (FLAG Y/N, NUMBER positive integer, TEXT ≤ 512); applies without a restart',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    profileCode: z.string().trim().min(1, 'field.required').max(64),
    scopeType: z.enum(PROFILE_SCOPE_TYPES).optional().default('SYSTEM'),
    scopeId: optionalId,
    profileValue: z.string().trim().max(TEXT_MAX),
    /** When changing an existing row: its version (stale → 409). */
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, user, body, lang }) => {
    const { db } = deps;
    const me = user!;
    await requireMenuResource(db, me, MENU, 'btnEdit');
    if (!isProfileCode(body.profileCode))
      throw fieldError(lang, 'profileCode', 'admin.profileUnknown', { code: body.profileCode });
    const code = body.profileCode;
    const meta = PROFILE_META[code];
    if (!meta.scopes.includes(body.scopeType))
      throw fieldError(lang, 'scopeType', 'admin.profileScopeNotAllowed', { code, scope: body.scopeType });
    let scopeId = 0;
    if (body.scopeType !== 'SYSTEM') {
      if (!body.scopeId) throw fieldError(lang, 'scopeId', 'admin.scopeIdRequired');
      const table = body.scopeType === 'ORG' ? organizations : users;
      const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.scopeId));
      if (!found)
        throw fieldError(lang, 'scopeId', body.scopeType === 'ORG' ? 'admin.orgNotFound' : 'admin.userNotFound');
      scopeId = body.scopeId;
    }
    const value = body.profileValue;
    if (meta.valueType === 'FLAG' && value !== 'Y' && value !== 'N')
      throw fieldError(lang, 'profileValue', 'admin.profileFlag');
    if (meta.valueType === 'NUMBER' && !(/^[1-9]\d{0,14}$/.test(value) && Number.isSafeInteger(Number(value))))
      throw fieldError(lang, 'profileValue', 'admin.profileNumber');
    if (meta.valueType === 'NUMBER' && (Number(value) < (meta.min ?? 1) || Number(value) > (meta.max ?? Infinity)))
      throw fieldError(lang, 'profileValue', 'admin.profileRange', { min: meta.min ?? 1, max: meta.max ?? '∞' });
    if (meta.valueType === 'TEXT' && value.length === 0) throw fieldError(lang, 'profileValue', 'field.required');

    const key = and(
      eq(profiles.profileCode, code),
      eq(profiles.scopeType, body.scopeType),
      eq(profiles.scopeId, scopeId),
    );
    const [saved] = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ version: profiles.version }).from(profiles).where(key);
      if (existing && body.version !== undefined && existing.version !== body.version)
        throw new AppError(409, 'error.staleVersion');
      if (existing)
        return tx
          .update(profiles)
          .set({ profileValue: value, ...touched(me.userId), version: sql`${profiles.version} + 1` })
          .where(and(key, eq(profiles.version, existing.version)))
          .returning();
      return tx
        .insert(profiles)
        .values({
          profileCode: code,
          profileName: meta.name.CN,
          valueType: meta.valueType,
          profileValue: value,
          scopeType: body.scopeType,
          scopeId,
          createdBy: me.userId,
          lastUpdatedBy: me.userId,
        })
        .onConflictDoNothing()
        .returning();
    });
    // Nothing written: another save of the same row came in between.
    if (!saved) throw new AppError(409, 'error.staleVersion');
    clearProfileCache(db);
    return { data: saved, msg: 'ok.saved' };
  },
});

const deleteProfile = defineAction({
  server: 'baseServer',
  entity,
  action: 'delete',
  summary:
    'Remove an organisation or user override (or the system value, which returns to the default); applies without a restart',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ profileId: idSchema }),
  handler: async ({ deps, user, body }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnEdit');
    const gone = await deps.db.delete(profiles).where(eq(profiles.id, body.profileId)).returning({ id: profiles.id });
    if (gone.length === 0) throw new AppError(404, 'error.notFound');
    clearProfileCache(deps.db);
    return { msg: 'ok.done' };
  },
});

export const profileActions = [listByPage, listScopeTargets, saveOrUpdate, deleteProfile];
