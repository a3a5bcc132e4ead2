import type { MessageKey } from '@srm/core';
import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { supplierQualifications } from '../schema.ts';

export type SourcingBlock = { key: MessageKey; params: Record<string, string> };

/**
 * Why the supplier may not be invited to new sourcing now, or null when it may: an expired qualification
 * (not long-term, its expiry date before today) blocks it until a renewed one is applied (spec §4: expired
 * qualification files block use of the system). A rejected file does not count: it is not the supplier's
 * standing qualification. The sourcing issues call this when suppliers are invited or quote.
 */
export async function supplierSourcingBlock(db: DbOrTx, supplierId: number): Promise<SourcingBlock | null> {
  const expired = await db
    .select({ name: supplierQualifications.qualificationName, validTo: supplierQualifications.validTo })
    .from(supplierQualifications)
    .where(
      and(
        eq(supplierQualifications.supplierId, supplierId),
        eq(supplierQualifications.longTermFlag, 'N'),
        ne(supplierQualifications.reviewStatus, 'REJECTED'),
        isNotNull(supplierQualifications.validTo),
        lt(supplierQualifications.validTo, sql`current_date`),
      ),
    )
    .orderBy(asc(supplierQualifications.validTo));
  if (expired.length === 0) return null;
  return {
    key: 'qualification.expiredBlocksSourcing',
    params: { names: expired.map((q) => `${q.name} (${q.validTo})`).join(', ') },
  };
}
