import crypto from 'node:crypto';
import { t } from '@srm/core';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { holdsResponsibility, responsibilitiesOf } from '../../platform/access/menus.ts';
import { LOGGED_IN, PUBLIC } from '../../platform/access/rules.ts';
import { checkCaptcha, issueCaptcha } from '../../platform/auth/captcha.ts';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.ts';
import { emailCodes, loginRecords, users } from '../../platform/auth/schema.ts';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  setSessionResponsibility,
} from '../../platform/auth/sessions.ts';
import {
  BURST_FAILURES,
  countFailures,
  forgiveAfterLogin,
  needsCaptcha,
  recordCaptchaFailure,
  recordFailure,
  waitSeconds,
} from '../../platform/auth/throttle.ts';
import type { Db } from '../../platform/db/types.ts';
import { defineAction, noBody } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { profileFlag, profileNumber } from '../../platform/profiles/profiles.ts';
import { supplierFacts } from './supplierFacts.ts';
import { buildUserInfo } from './userInfo.ts';

const entity = 'baseLogin';
const CODE_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const userByName = async (db: Db, userName: string) =>
  (await db.select().from(users).where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`).limit(1))[0];

async function setPassword(db: Db, userId: number, password: string, byUserId: number) {
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      lastUpdatedBy: byUserId,
      lastUpdateDate: new Date(),
    })
    .where(eq(users.id, userId));
  // A changed password ends every session of the account, wherever it was opened.
  await revokeUserSessions(db, userId);
}

export async function checkPasswordRule(db: Db, password: string) {
  const problem = passwordProblem(password, await profileFlag(db, 'PASSWORD_COMPLEXITY_FLAG'));
  if (problem) throw new AppError(400, problem);
}

const login = defineAction({
  server: 'baseServer',
  entity,
  action: 'login',
  summary: 'Log in with user name and password (and a captcha after failures); returns the session certificate',
  auth: PUBLIC,
  body: z.object({
    userName: z.string().trim().min(1, 'field.required').max(64),
    password: z.string().min(1, 'field.required').max(128),
    captchaId: z.string().max(64).optional(),
    captcha: z.string().max(16).optional(),
  }),
  handler: async ({ body, deps, req, lang }) => {
    const { db } = deps;
    const ip = req.ip;
    // Throttling never locks an account (platform/auth/throttle.ts): this client may have to wait, and
    // anyone may have to solve a captcha, but the right password with a right captcha gets in.
    const failures = await countFailures(db, body.userName, ip);
    const wait = waitSeconds(failures);
    if (wait > 0)
      throw new AppError(
        429,
        'auth.tooSoon',
        { seconds: wait },
        { retryAfterSeconds: wait, captchaRequired: needsCaptcha(failures) },
      );
    if (needsCaptcha(failures) || (await profileFlag(db, 'CAPTCHA_ALWAYS_FLAG'))) {
      if (!body.captcha) throw new AppError(400, 'auth.captchaRequired', {}, { captchaRequired: true });
      if (!(await checkCaptcha(db, body.captchaId, body.captcha))) {
        // Counts against this address only: a made-up captcha must not raise the account's counter.
        await recordCaptchaFailure(db, ip);
        throw new AppError(400, 'auth.captchaWrong', {}, { captchaRequired: true });
      }
    }
    const user = await userByName(db, body.userName);
    // Unknown user, wrong password and disabled user all get the same answer after the same work.
    let passwordOk = false;
    if (user) passwordOk = await verifyPassword(user.passwordHash, body.password);
    else {
      // An applicant whose registration is not approved yet learns its state (with its own password only).
      const notice = await supplierFacts().registrationLoginNotice(db, body.userName, body.password);
      if (notice.key) throw new AppError(403, notice.key, notice.params, { registrationPending: true });
      if (!notice.checked) await verifyAgainstDummy(body.password);
    }
    if (!user || !passwordOk || user.enabledFlag !== 'Y') {
      await recordFailure(db, body.userName, ip);
      const after = { user: failures.user + 1, ip: failures.ip + 1 };
      // Every BURST_FAILURES failures of a real account, the login log tells the administrators.
      if (user && after.user % BURST_FAILURES === 0)
        await db
          .insert(loginRecords)
          .values({ userId: user.id, userType: user.userType, ip, outcome: 'FAILURE_BURST', failureCount: after.user });
      throw new AppError(401, 'auth.wrongCredentials', {}, { captchaRequired: needsCaptcha(after) });
    }
    const resps = await responsibilitiesOf(db, user.id, lang);
    if (resps.length === 0 && user.adminFlag !== 'Y') throw new AppError(403, 'auth.noResponsibility');
    await forgiveAfterLogin(db, body.userName, ip);
    const responsibilityId = resps[0]?.responsibilityId ?? null;
    const session = await createSession(db, {
      userId: user.id,
      responsibilityId,
      ip,
      lifetimeMinutes: await profileNumber(db, 'SESSION_LIFETIME_MINUTES'),
    });
    await db.insert(loginRecords).values({ userId: user.id, userType: user.userType, ip });
    const userInfo = await buildUserInfo(
      db,
      { ...user, userId: user.id, responsibilityId, authorizationCode: session.authorizationCode },
      lang,
    );
    return { data: { certificate: session.certificate, authorizationCode: session.authorizationCode, userInfo } };
  },
});

const captcha = defineAction({
  server: 'baseServer',
  entity,
  action: 'captcha',
  summary: 'A new captcha picture (SVG) and its id',
  auth: PUBLIC,
  body: noBody,
  handler: async ({ deps }) => ({ data: await issueCaptcha(deps.db) }),
});

const userInfo = defineAction({
  server: 'baseServer',
  entity,
  action: 'userInfo',
  summary: 'The signed-in user (spec §3 current user info) with responsibilities',
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, user, lang }) => ({ data: await buildUserInfo(deps.db, user!, lang) }),
});

const logout = defineAction({
  server: 'baseServer',
  entity,
  action: 'logout',
  summary: 'End the current session',
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, user }) => {
    await revokeSession(deps.db, user!.sessionId);
    return { msg: 'auth.loggedOut' };
  },
});

const switchResponsibility = defineAction({
  server: 'baseServer',
  entity,
  action: 'switchResponsibility',
  summary: 'Make one of the user’s responsibilities the current one',
  auth: LOGGED_IN,
  body: z.object({ responsibilityId: z.coerce.number().int().positive() }),
  handler: async ({ deps, user, body, lang }) => {
    if (!(await holdsResponsibility(deps.db, user!.userId, body.responsibilityId)))
      throw new AppError(403, 'auth.noSuchResponsibility');
    await setSessionResponsibility(deps.db, user!.sessionId, body.responsibilityId);
    return { data: await buildUserInfo(deps.db, { ...user!, responsibilityId: body.responsibilityId }, lang) };
  },
});

const changePassword = defineAction({
  server: 'baseServer',
  entity,
  action: 'changePassword',
  summary: 'Change one’s own password; ends all sessions of the user',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({
    oldPassword: z.string().min(1, 'field.required').max(128),
    newPassword: z.string().min(1, 'field.required').max(128),
  }),
  handler: async ({ deps, user, body }) => {
    const [row] = await deps.db.select().from(users).where(eq(users.id, user!.userId));
    if (!(await verifyPassword(row.passwordHash, body.oldPassword))) throw new AppError(400, 'password.wrongOld');
    if (body.oldPassword === body.newPassword) throw new AppError(400, 'password.sameAsOld');
    await checkPasswordRule(deps.db, body.newPassword);
    await setPassword(deps.db, user!.userId, body.newPassword, user!.userId);
    return { msg: 'password.changed' };
  },
});

const sendForgetCode = defineAction({
  server: 'baseServer',
  entity,
  action: 'sendForgetCode',
  summary: 'Mail a verification code for resetting a forgotten password',
  auth: PUBLIC,
  body: z.object({ userName: z.string().trim().min(1, 'field.required').max(64) }),
  handler: async ({ deps, body, lang }) => {
    const user = await userByName(deps.db, body.userName);
    // The answer is the same whether or not the user exists, so the page cannot be used to find accounts.
    if (user?.email && user.enabledFlag === 'Y') {
      const recent = await deps.db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, user.id),
            eq(emailCodes.purpose, 'FORGET'),
            gt(emailCodes.createdAt, new Date(Date.now() - 60_000)),
          ),
        );
      if (recent.length === 0) {
        const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
        await deps.db.insert(emailCodes).values({
          userId: user.id,
          email: user.email,
          purpose: 'FORGET',
          codeHash: sha256(code),
          expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        });
        await deps.mailer.send({
          to: user.email,
          subject: t('forget.mailSubject', lang),
          text: t('forget.mailBody', lang, { code, minutes: CODE_MINUTES }),
        });
      }
    }
    return { msg: 'forget.codeSent', msgParams: { minutes: CODE_MINUTES } };
  },
});

const resetPasswordByCode = defineAction({
  server: 'baseServer',
  entity,
  action: 'resetPasswordByCode',
  summary: 'Set a new password with the mailed verification code',
  auth: PUBLIC,
  mutates: true,
  body: z.object({
    userName: z.string().trim().min(1, 'field.required').max(64),
    code: z.string().trim().min(1, 'field.required').max(12),
    newPassword: z.string().min(1, 'field.required').max(128),
  }),
  handler: async ({ deps, body }) => {
    const { db } = deps;
    const user = await userByName(db, body.userName);
    const [pending] = user
      ? await db
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.userId, user.id),
              eq(emailCodes.purpose, 'FORGET'),
              isNull(emailCodes.usedAt),
              gt(emailCodes.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(emailCodes.id))
          .limit(1)
      : [];
    if (!user || !pending || pending.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(400, 'forget.codeWrong');
    if (pending.codeHash !== sha256(body.code)) {
      await db
        .update(emailCodes)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(emailCodes.id, pending.id));
      throw new AppError(400, 'forget.codeWrong');
    }
    await checkPasswordRule(db, body.newPassword);
    await db.update(emailCodes).set({ usedAt: new Date() }).where(eq(emailCodes.id, pending.id));
    await setPassword(db, user.id, body.newPassword, user.id);
    return { msg: 'password.reset' };
  },
});

export const loginActions = [
  login,
  captcha,
  userInfo,
  logout,
  switchResponsibility,
  changePassword,
  sendForgetCode,
  resetPasswordByCode,
];
export { setPassword };
