import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types.ts';
import type { JobDefinition } from '../../../platform/jobs/registry.ts';
import { openSupplierPending } from '../../../platform/pending/supplierPendings.ts';
import { sendMessage } from '../../message/index.ts';
import { supplierQualifications, suppliers } from '../schema.ts';
import { QUALIFICATION_WARNING_DAYS } from './warnings.ts';

/*
 * The daily qualification-expiry reminder (spec §4 to-do type "supplier qualification-expiry reminder").
 * A qualification expiring within QUALIFICATION_WARNING_DAYS (or expired) that has not been reminded for
 * its current expiry date gets one supplier to-do and one QUALIFICATION_EXPIRING message; the expiry date
 * is then noted on the row (remindedValidTo), so the next runs leave it alone until the date changes (a
 * renewed certificate that nears its new expiry is reminded again). The home's earlyWarningList does not
 * depend on this job: it reads the live dates (warnings.ts).
 */

export const QUALIFICATION_EXPIRY_BILL_TYPE = 'QUALIFICATION_EXPIRY';
export const QUALIFICATION_EXPIRING_SOURCE = 'QUALIFICATION_EXPIRING';
/** The supplier's own qualification screen, which the to-do opens. */
const SUPPLIER_QUALIFICATION_MENU = 'SUP_QUALIFICATION';

const due = and(
  eq(supplierQualifications.longTermFlag, 'N'),
  isNotNull(supplierQualifications.validTo),
  lt(supplierQualifications.validTo, sql`current_date + ${QUALIFICATION_WARNING_DAYS}::int`),
  or(
    sql`${supplierQualifications.remindedValidTo} is null`,
    sql`${supplierQualifications.remindedValidTo} <> ${supplierQualifications.validTo}`,
  ),
);

export async function remindExpiringQualifications(db: Db): Promise<{ reminded: number }> {
  const candidates = await db
    .select({ id: supplierQualifications.id })
    .from(supplierQualifications)
    .where(due)
    .orderBy(asc(supplierQualifications.validTo));
  let reminded = 0;
  for (const { id } of candidates) {
    // One transaction per qualification: the claim (the update below), the to-do and the message stand or fall together.
    const done = await db.transaction(async (tx) => {
      const [q] = await tx
        .update(supplierQualifications)
        .set({ remindedValidTo: sql`${supplierQualifications.validTo}` })
        .where(and(eq(supplierQualifications.id, id), due))
        .returning();
      if (!q?.validTo) return false; // another instance claimed it first
      const [supplier] = await tx
        .select({ supplierName: suppliers.supplierName })
        .from(suppliers)
        .where(eq(suppliers.id, q.supplierId));
      const days = Math.round((Date.parse(q.validTo) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000);
      const pendingId = await openSupplierPending(tx, {
        supplierId: q.supplierId,
        pendingTitle: `资质到期提醒：${q.qualificationName}${q.qualificationNumber ? `（${q.qualificationNumber}）` : ''}将于 ${q.validTo} 到期，请及时处理`,
        billType: QUALIFICATION_EXPIRY_BILL_TYPE,
        billId: q.id,
        billNumber: q.qualificationNumber,
        billParams: { qualificationId: q.id, validTo: q.validTo },
        menuCode: SUPPLIER_QUALIFICATION_MENU,
        createdBy: null,
      });
      await sendMessage(tx, {
        sourceCode: QUALIFICATION_EXPIRING_SOURCE,
        variables: {
          supplierName: supplier?.supplierName ?? '',
          fileName: q.qualificationName,
          validTo: q.validTo,
          days,
        },
        receivers: { supplierIds: [q.supplierId] },
        bill: { billType: QUALIFICATION_EXPIRY_BILL_TYPE, billId: q.id, billNumber: q.qualificationNumber },
        pendingId,
      });
      return true;
    });
    if (done) reminded++;
  }
  return { reminded };
}

export const qualificationReminderJob: JobDefinition = {
  code: 'SLC_QUALIFICATION_REMINDER',
  name: { CN: '供应商资质到期提醒', EN: 'Supplier qualification-expiry reminders' },
  defaultCron: '0 1 * * *',
  async run({ db }) {
    const r = await remindExpiringQualifications(db);
    return `reminded ${r.reminded}`;
  },
};
