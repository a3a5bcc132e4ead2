import type { MessageKey } from '@srm/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../../../platform/auth/password.ts';
import type { Db } from '../../../platform/db/types.ts';
import { supplierRegistrations } from '../registrationSchema.ts';

/**
 * Why an applicant cannot log in yet. The login calls this for a user name that has no account: when it is
 * the e-mail of a registration that is not approved and the password is the one chosen at registration,
 * the applicant learns the state of its registration instead of "wrong user name or password". Only the
 * right password reveals it, so the login still tells a stranger nothing. Answers null otherwise (and the
 * login goes on to its usual answer); `checked` says whether a password hash was verified here, so the
 * login need not spend the same time again on its dummy hash.
 */
export async function registrationLoginNotice(
  db: Db,
  userName: string,
  password: string,
): Promise<{ checked: boolean; key: MessageKey | null; params: Record<string, string> }> {
  const [reg] = await db
    .select()
    .from(supplierRegistrations)
    .where(
      and(
        eq(supplierRegistrations.applicantEmail, userName.trim().toLowerCase()),
        inArray(supplierRegistrations.status, ['SUBMITTED', 'RETURNED', 'REJECTED']),
      ),
    )
    .orderBy(desc(supplierRegistrations.id))
    .limit(1);
  if (!reg?.passwordHash) return { checked: false, key: null, params: {} };
  if (!(await verifyPassword(reg.passwordHash, password))) return { checked: true, key: null, params: {} };
  const params = { number: reg.registrationNumber ?? '', reason: reg.decisionReason ?? '' };
  const key: MessageKey =
    reg.status === 'RETURNED'
      ? 'registration.returnedLogin'
      : reg.status === 'REJECTED'
        ? 'registration.rejectedLogin'
        : 'registration.pendingLogin';
  return { checked: true, key, params };
}
