import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { QualificationWarningFact } from '../../admin/supplierFacts.ts';
import { supplierQualifications } from '../schema.ts';

/** Spec §9: a qualification with fewer than 30 days left (or already expired) raises the home's warning. */
export const QUALIFICATION_WARNING_DAYS = 30;

/** A warning as admin shows it on the home (the provider's shape is admin's own: admin/supplierFacts.ts). */
export type QualificationWarning = QualificationWarningFact;

/**
 * The supplier's earlyWarningList: its qualifications that expire within the warning window, the most
 * urgent first. Long-term qualifications never expire. Computed from the expiry dates at each read, so a
 * renewed file stops warning at once (the daily reminder job of the supplier lifecycle uses the same rule).
 */
export async function qualificationWarnings(db: DbOrTx, supplierId: number): Promise<QualificationWarning[]> {
  const outDay = sql<number>`(${supplierQualifications.validTo} - current_date)`.mapWith(Number);
  return db
    .select({
      qualificationId: supplierQualifications.id,
      qualificationType: supplierQualifications.qualificationType,
      name: supplierQualifications.qualificationName,
      qualificationNumber: supplierQualifications.qualificationNumber,
      validTo: sql<string>`to_char(${supplierQualifications.validTo}, 'YYYY-MM-DD')`,
      outDay,
    })
    .from(supplierQualifications)
    .where(
      and(
        eq(supplierQualifications.supplierId, supplierId),
        eq(supplierQualifications.longTermFlag, 'N'),
        isNotNull(supplierQualifications.validTo),
        lt(supplierQualifications.validTo, sql`current_date + ${QUALIFICATION_WARNING_DAYS}::int`),
      ),
    )
    .orderBy(asc(supplierQualifications.validTo));
}
