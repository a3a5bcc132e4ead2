import { decimalSchema } from '@srm/core/documents/schemas';
import type { MasterFieldDef } from '@srm/core/masters/types';
import { z } from 'zod';

/* The bounds of a declared field, one rule for the save (bindMasterList.ts) and the import (declaredImport.ts). */

/** A whole number within the field's bounds (0 to the largest integer column value when none are declared). */
export const integerOf = (f: MasterFieldDef) =>
  z.coerce
    .number()
    .int()
    .min(f.min ?? 0)
    .max(f.max ?? 2_147_483_647);

/** Y or N, the field's default ('N' unless declared 'Y') when absent. */
export const ynOf = (f: MasterFieldDef) =>
  z
    .enum(['Y', 'N'])
    .optional()
    .default(f.defaultValue === 'Y' ? 'Y' : 'N');

/**
 * A decimal within the field's bounds and precision, as its plain text (money never passes through a
 * float); blank is absent, so an optional field takes its default or null and a required one says so.
 */
export const decimalOf = (f: MasterFieldDef) => {
  const blank = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? undefined : v);
  const n = decimalSchema(f);
  if (f.required) return z.preprocess(blank, n);
  const fallback = f.defaultValue === undefined ? null : String(f.defaultValue);
  return z.preprocess(blank, n.nullish()).transform((v) => v ?? fallback);
};
