import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { aslEntries } from '../sourceSchema.ts';

/*
 * The suppliers the approved supplier list (货源清单) names for a category of an organisation on a day:
 * what sourcing (modules/sourcing, issue 17) offers a buyer to invite to an inquiry. ACTIVE entries valid
 * that day, whether for the whole category or for one of its materials.
 */

export type AslSupplier = { supplierId: number; priority: number; materialIds: number[] };

/** Distinct suppliers of the category's ACTIVE entries valid on `on` (YYYY-MM-DD), best priority first. */
export async function aslSuppliersOfCategory(
  db: DbOrTx,
  where: { orgId: number; categoryId: number; on: string },
): Promise<AslSupplier[]> {
  const rows = await db
    .select({ supplierId: aslEntries.supplierId, priority: aslEntries.priority, materialId: aslEntries.materialId })
    .from(aslEntries)
    .where(
      and(
        eq(aslEntries.orgId, where.orgId),
        eq(aslEntries.categoryId, where.categoryId),
        eq(aslEntries.status, 'ACTIVE'),
        lte(aslEntries.validFrom, where.on),
        or(isNull(aslEntries.validTo), gte(aslEntries.validTo, where.on)),
      ),
    );
  const bySupplier = new Map<number, AslSupplier>();
  for (const r of rows) {
    const s = bySupplier.get(r.supplierId) ?? { supplierId: r.supplierId, priority: r.priority, materialIds: [] };
    s.priority = Math.min(s.priority, r.priority);
    if (r.materialId != null) s.materialIds.push(r.materialId);
    bySupplier.set(r.supplierId, s);
  }
  return [...bySupplier.values()].sort((a, b) => a.priority - b.priority || a.supplierId - b.supplierId);
}
