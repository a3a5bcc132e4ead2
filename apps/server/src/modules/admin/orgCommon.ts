import { type Lang, type MessageKey, t } from '@srm/core';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';

/*
 * What the organisation-structure entities (organisations, departments, positions, levels, allotments,
 * persons, job titles, data permissions) share: field schemas, field errors, localised names.
 */

export { idSchema, ynSchema } from '../../platform/http/fieldSchemas.ts';
/** A code: trimmed, required, letters, digits and - _ . only (codes end up in URLs and exports). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);
export const nameSchema = z.string().trim().min(1, 'field.required').max(128);
/** Optional text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** An optional reference: null, absent (or 0/'' from a cleared select) becomes null. */
export const optionalId = z
  .preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullish())
  .transform((v) => v ?? null);
/** The optimistic-lock version: required to update, absent to create. */
export const versionSchema = z.number().int().min(0).optional();

/** A 4xx whose envelope carries a field message (`data.errors`), like a schema failure does. */
export function fieldError(
  lang: Lang,
  status: 400 | 404 | 409,
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  const message = t(key, lang, params);
  return new AppError(
    status,
    status === 400 ? 'error.badRequest' : key,
    status === 400 ? { detail: `${field}: ${message}` } : params,
    {
      errors: [{ field, message }],
    },
  );
}

/** An update needs the version it was read at. */
export function requireVersion(lang: Lang, version: number | undefined): number {
  if (version === undefined) throw fieldError(lang, 400, 'version', 'field.required');
  return version;
}

/** The name in the request's language: English falls back to Chinese. */
export const localName = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

/** Did a statement fail on a unique index (a concurrent save took the code first)? */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a save; a unique-index failure (lost race on the code check) becomes the code's 409. */
export async function guardUnique<T>(run: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Depth of each node of a flat tree (roots 1), for the tree builder's level key; loops end at the first repeat. */
export function depths<R>(rows: R[], id: (r: R) => number, parent: (r: R) => number | null): Map<number, number> {
  const byId = new Map(rows.map((r) => [id(r), r]));
  const out = new Map<number, number>();
  const depthOf = (r: R, seen: Set<number>): number => {
    const known = out.get(id(r));
    if (known !== undefined) return known;
    const p = parent(r);
    const parentRow = p == null ? undefined : byId.get(p);
    const d = parentRow && !seen.has(p!) ? depthOf(parentRow, seen.add(id(r))) + 1 : 1;
    out.set(id(r), d);
    return d;
  };
  for (const r of rows) depthOf(r, new Set());
  return out;
}

/** The paging-free body of a find: `{<idName>: id}`. */
export const findBody = <K extends string>(name: K) => z.object({ [name]: idSchema } as Record<K, typeof idSchema>);
