import { z } from 'zod';
import { idSchema } from '../../platform/http/fieldSchemas.ts';

/*
 * What the organisation-structure entities (organisations, departments, positions, levels, allotments,
 * persons, job titles, data permissions) share: field schemas, field errors, localised names.
 */

export { isUniqueViolation } from '../../platform/db/uniqueViolation.ts';
export { fieldError, guardUnique, localName, requireVersion } from '../../platform/http/fieldErrors.ts';
export {
  codeSchema,
  idSchema,
  nameSchema,
  optionalText,
  versionSchema,
  ynSchema,
} from '../../platform/http/fieldSchemas.ts';

/** An optional reference: null, absent (or 0/'' from a cleared select) becomes null. */
export const optionalId = z
  .preprocess((v) => (v === '' || v === 0 ? null : v), idSchema.nullish())
  .transform((v) => v ?? null);

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
