import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { suppliers } from './schema.ts';

export async function supplierById(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Qualification files of a supplier that expire within the warning window (spec §4: outDay < 30
 * opens the blocking warning). Qualifications arrive with the supplier-lifecycle issue; until a
 * supplier has any, the list is empty.
 */
export async function qualificationWarnings(
  _db: DbOrTx,
  _supplierId: number,
): Promise<{ outDay: number; name: string }[]> {
  return [];
}
