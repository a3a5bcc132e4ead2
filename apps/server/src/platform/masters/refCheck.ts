import type { Lang } from '@srm/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { fieldError } from '../http/fieldErrors.ts';
import type { MasterTable } from './rowActions.ts';

/**
 * Checks a master row chosen on another record (a position's level, a person's job title): it exists, and
 * it is enabled when the record is. The refusal names the record's field.
 */
export async function checkMasterRef(
  db: DbOrTx,
  lang: Lang,
  table: MasterTable,
  field: string,
  ref: { id: number | null; enabled: boolean },
): Promise<void> {
  if (ref.id == null) return;
  const [row] = await db.select({ enabledFlag: table.enabledFlag }).from(table).where(eq(table.id, ref.id));
  if (!row) throw fieldError(lang, 400, field, 'ref.notFound');
  if (ref.enabled && row.enabledFlag !== 'Y') throw fieldError(lang, 400, field, 'ref.disabled');
}
