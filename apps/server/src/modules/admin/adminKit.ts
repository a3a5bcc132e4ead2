import { type Lang, type MessageKey, t } from '@srm/core';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';

/**
 * Small pieces shared by the administration entities (users, roles, responsibilities, menus, lookups,
 * profiles): field-level 400s, the unique-violation test, and the common field schemas.
 */

/** A 400 naming the field, in the shape zod's own failures have (`data.errors: [{field, message}]`). */
export function fieldError(
  lang: Lang,
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  return new AppError(400, key, params, { errors: [{ field, message: t(key, lang, params) }] });
}

/** Did a statement fail on a unique index (PostgreSQL 23505), under drizzle's wrapping? */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a unique violation (a concurrent save of the same code) becomes the given error. */
export async function uniqueOr<T>(write: () => Promise<T>, error: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw error();
    throw e;
  }
}

/** A `contains` pattern for ilike with the wildcards of the text escaped. */
export { contains, containsAny, containsPattern } from '../../platform/db/search.ts';

export { idSchema, ynSchema } from '../../platform/http/fieldSchemas.ts';
export const versionSchema = z.number().int().min(0);
/** A code: letters, digits and _ . - (menus, responsibilities, roles, lookup types and values). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'admin.codeFormat');
export const nameSchema = (max = 128) => z.string().trim().min(1, 'field.required').max(max);
/** An optional text: empty strings and null both mean "none". */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());
/** An optional id: empty strings and null both mean "none". */
export const optionalId = z.preprocess((v) => (v === '' ? null : v), idSchema.nullable().optional());
/** INSIDE, or a supplier class starting with EX (spec §1). */
export const userTypeSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^(INSIDE|EX[A-Z0-9_]*)$/, 'admin.userTypeFormat');

/** The who/when columns of an update by `userId`. */
export const touched = (userId: number) => ({ lastUpdatedBy: userId, lastUpdateDate: new Date() });
