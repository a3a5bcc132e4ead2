import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { designations, partsAuthorisationLines, partsAuthorisations } from '../statusSchema.ts';

/*
 * What the approved designations and parts authorisations mean to other modules: the approved-supplier
 * list check of issue 8 honours a designation; sourcing may ask whether a supplier is authorised for a part.
 */

export type DesignationQuery = {
  orgId: number;
  supplierId: number;
  /** The material, or the category, the supplier is to be used for (a material's designation is asked by material). */
  materialId?: number | null;
  categoryId?: number | null;
  /** YYYY-MM-DD; today when left out. */
  date?: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Is the supplier designated, by an approved designation valid on the date, for the material or category in the organisation? */
export async function isDesignatedSupplier(db: DbOrTx, q: DesignationQuery): Promise<boolean> {
  const date = q.date ?? today();
  const target: SQL[] = [];
  if (q.materialId != null) target.push(eq(designations.materialId, q.materialId));
  if (q.categoryId != null) target.push(eq(designations.categoryId, q.categoryId));
  if (target.length === 0) return false;
  const [row] = await db
    .select({ id: designations.id })
    .from(designations)
    .where(
      and(
        eq(designations.status, 'APPROVED'),
        eq(designations.orgId, q.orgId),
        eq(designations.supplierId, q.supplierId),
        or(...target),
        lte(designations.validFrom, date),
        or(isNull(designations.validTo), gte(designations.validTo, date)),
      ),
    )
    .limit(1);
  return row != null;
}

/** Is the supplier authorised (an approved, not abandoned parts authorisation) for the material in the organisation? */
export async function isPartAuthorised(
  db: DbOrTx,
  q: { orgId: number; supplierId: number; materialId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: partsAuthorisations.id })
    .from(partsAuthorisations)
    .innerJoin(partsAuthorisationLines, eq(partsAuthorisationLines.authId, partsAuthorisations.id))
    .where(
      and(
        eq(partsAuthorisations.status, 'APPROVED'),
        eq(partsAuthorisations.orgId, q.orgId),
        eq(partsAuthorisations.supplierId, q.supplierId),
        eq(partsAuthorisationLines.materialId, q.materialId),
      ),
    )
    .limit(1);
  return row != null;
}
