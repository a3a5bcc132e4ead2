import crypto from 'node:crypto';
import { type Lang, t } from '@srm/core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailCodes } from '../../../platform/auth/schema.ts';
import type { Db } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { sha256 } from './tokens.ts';

/*
 * E-mail verification codes of the registration, kept like the forgot-password codes (base_email_code,
 * a 6-digit code stored as its hash): valid 10 minutes, at most one mail a minute per address and purpose,
 * at most 5 tries. REGISTER opens a new registration, EDIT reopens an existing one (/registerInfoEdit,
 * /changeInfoPending without the mailed link).
 */
export const CODE_MINUTES = 10;
export const RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;
export type CodePurpose = 'SUPPLIER_REGISTER' | 'SUPPLIER_REG_EDIT';

export async function sendCode(db: Db, mailer: Mailer, email: string, purpose: CodePurpose, lang: Lang) {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        gt(emailCodes.createdAt, new Date(Date.now() - RESEND_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (last) {
    const seconds = Math.max(1, Math.ceil(RESEND_SECONDS - (Date.now() - last.createdAt.getTime()) / 1000));
    throw new AppError(429, 'registration.codeTooSoon', { seconds }, { retryAfterSeconds: seconds });
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    email,
    purpose,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });
  await mailer.send({
    to: email,
    subject: t('registration.codeMailSubject', lang),
    text: t('registration.codeMailBody', lang, { code, minutes: CODE_MINUTES }),
  });
}

/** Uses up the latest code of the address; wrong → "code wrong", none valid → "expired". */
export async function useCode(db: Db, email: string, purpose: CodePurpose, code: string): Promise<void> {
  const [latest] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= new Date() || latest.attempts >= MAX_ATTEMPTS)
    throw new AppError(400, 'registration.codeExpired');
  if (latest.codeHash !== sha256(code.trim())) {
    await db
      .update(emailCodes)
      .set({ attempts: latest.attempts + 1 })
      .where(eq(emailCodes.id, latest.id));
    throw new AppError(400, 'registration.codeWrong');
  }
  // Claim it once: two requests racing with the same code cannot both succeed.
  const claimed = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (claimed.length === 0) throw new AppError(400, 'registration.codeExpired');
}
