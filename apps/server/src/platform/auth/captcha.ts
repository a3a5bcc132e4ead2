import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { captchaText, drawCaptcha } from './captchaImage.ts';
import { captchas } from './schema.ts';

const CAPTCHA_MINUTES = 5;

/** A new captcha: a PNG picture (data URL) for the screen and an id; the answer stays on the server. */
export async function issueCaptcha(db: Db): Promise<{ captchaId: string; image: string }> {
  const text = captchaText();
  const image = `data:image/png;base64,${drawCaptcha(text).toString('base64')}`;
  const captchaId = crypto.randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ id: captchaId, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000) });
  return { captchaId, image };
}

/** Checks an answer (case-insensitive). A captcha is good for one try, right or wrong. */
export async function checkCaptcha(
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const rows = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  const row = rows[0];
  return !!row && row.expiresAt > new Date() && row.answer === answer.trim().toLowerCase();
}

/** Tests read the answer of an issued captcha, as a person reads the picture. */
export async function captchaAnswerForTests(db: Db, captchaId: string): Promise<string | undefined> {
  const rows = await db.select().from(captchas).where(eq(captchas.id, captchaId));
  return rows[0]?.answer;
}
