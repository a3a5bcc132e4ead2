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
