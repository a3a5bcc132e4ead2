import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { resource } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { checkPasswordRule, setPassword } from './login.ts';

const userId = z.coerce.number().int().positive();

const resetPassword = defineAction({
  server: 'baseServer',
  entity: 'baseUsers',
  action: 'resetPassword',
  summary: 'An administrator sets a new password for one user; the user’s sessions end',
  auth: resource('btnResetPassword'),
  mutates: true,
  body: z.object({ userId, newPassword: z.string().min(1, 'field.required').max(128) }),
  handler: async ({ deps, user, body }) => {
    const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!target) throw new AppError(404, 'error.notFound');
    await checkPasswordRule(deps.db, body.newPassword);
    await setPassword(deps.db, body.userId, body.newPassword, user!.userId);
    return { msg: 'password.reset' };
  },
});

const updateEnabledFlag = defineAction({
  server: 'baseServer',
  entity: 'baseUsers',
  action: 'updateEnabledFlag',
  summary: 'Enable or disable a user; disabling ends all of the user’s sessions',
  auth: resource('btnDisableUser'),
  mutates: true,
  body: z.object({ userId, enabledFlag: z.enum(['Y', 'N']) }),
  handler: async ({ deps, user, body }) => {
    const rows = await deps.db
      .update(users)
      .set({ enabledFlag: body.enabledFlag, lastUpdatedBy: user!.userId, lastUpdateDate: new Date() })
      .where(eq(users.id, body.userId))
      .returning({ id: users.id });
    if (rows.length === 0) throw new AppError(404, 'error.notFound');
    if (body.enabledFlag === 'N') await revokeUserSessions(deps.db, body.userId);
    return { msg: 'ok.saved' };
  },
});

export const userActions = [resetPassword, updateEnabledFlag];
