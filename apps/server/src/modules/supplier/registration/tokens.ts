import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type RegistrationRow, supplierRegistrations } from '../registrationSchema.ts';

/*
 * The applicant has no account until approval: it reaches its registration with a random 256-bit token
 * handed out after e-mail verification (and in the submit and return mails). Only the SHA-256 of the token
 * is stored, so a leaked table opens no registration. A new verification replaces the token.
 */

/** How long a token stays good: a draft for a day, a submitted or returned registration for 30 days. */
export const DRAFT_TOKEN_HOURS = 24;
export const LINK_TOKEN_DAYS = 30;

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** The registration a token opens, or 400 "link invalid or expired" (never a hint which of the two). */
export async function registrationByToken(db: DbOrTx, token: string | undefined): Promise<RegistrationRow> {
  if (!token || token.length > 100) throw new AppError(400, 'registration.tokenInvalid');
  const [row] = await db
    .select()
    .from(supplierRegistrations)
    .where(eq(supplierRegistrations.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.tokenExpiresAt <= new Date()) throw new AppError(400, 'registration.tokenInvalid');
  return row;
}

/** Gives a registration a new token (the old one stops working) good for `hours`; returns the token. */
export async function rotateToken(db: DbOrTx, registrationId: number, hours: number): Promise<string> {
  const token = newToken();
  await db
    .update(supplierRegistrations)
    .set({ tokenHash: sha256(token), tokenExpiresAt: hoursFromNow(hours), lastUpdateDate: new Date() })
    .where(eq(supplierRegistrations.id, registrationId));
  return token;
}
