import { type AnyColumn, and, gte, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';

/*
 * What the two read-only lists (ASL entries, price library) share: their filters' schema pieces and the
 * "valid on a date" condition. Both are exported through the generic export, which calls listByPage.
 */

export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
export const optionalId = z.coerce.number().int().positive().optional();

/** from <= date and (no end or end >= date). */
export const validOn = (from: AnyColumn, to: AnyColumn, date: string) =>
  and(lte(from, date), or(isNull(to), gte(to, date)));
