import { and, type Column, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { containsAny } from './search.ts';

/**
 * The filters of a code/name master list (levels, job titles, purchasing groups, process categories…):
 * a keyword found in the code or either name, and the enabled flag.
 */
export const masterFilterSchema = {
  keyword: z.string().trim().max(128).optional(),
  enabledFlag: z.enum(['Y', 'N']).optional(),
};

export type MasterFilters = { keyword?: string; enabledFlag?: 'Y' | 'N' };

/** The where clause of those filters, with any conditions of the list's own (`extra`). */
export function masterListWhere(
  f: MasterFilters,
  columns: { code: Column; name: Column; nameEn?: Column; enabledFlag: Column },
  ...extra: (SQL | undefined)[]
): SQL | undefined {
  const c: (SQL | undefined)[] = [...extra];
  if (f.enabledFlag) c.push(eq(columns.enabledFlag, f.enabledFlag));
  if (f.keyword) {
    const searched = columns.nameEn ? [columns.code, columns.name, columns.nameEn] : [columns.code, columns.name];
    c.push(containsAny(f.keyword, searched));
  }
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}
