import { z } from 'zod';

/*
 * The request fields every module reads the same way, one schema each, so a rule (what an id is, how a
 * day is written) lives in one place. Messages are keys of packages/core/src/i18n/messages.ts.
 */

/** A record id: a positive integer, also when sent as text ("12"). */
export const idSchema = z.coerce.number().int().positive();

/** A Y/N flag (spec §3). */
export const ynSchema = z.enum(['Y', 'N']);

/** A calendar day written yyyy-MM-dd (dates travel as text; the database compares them as dates). */
export const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date');

/** An optional day: blank text and absence both mean "not given" (a cleared date filter sends ""). */
export const optionalDaySchema = z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional());

/** A code: trimmed, required, letters, digits and - _ . only (codes end up in URLs and exports), at most `max` long. */
export const codeOf = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(max)
    .regex(/^[A-Za-z0-9_.-]+$/);
export const codeSchema = codeOf(64);
/** A required name of a master-data row. */
export const nameSchema = z.string().trim().min(1, 'field.required').max(128);
/** Optional text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** The optimistic-lock version: required to update, absent to create. */
export const versionSchema = z.number().int().min(0).optional();
