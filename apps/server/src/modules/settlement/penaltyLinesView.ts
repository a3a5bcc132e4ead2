import { roundMoney } from '@srm/core/settlement/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { supplyReferences } from '../purchase/index.ts';
import { penaltyLines } from './penaltySchema.ts';

/*
 * What a late-delivery deduction shows of its penalty lines (issue 18 item 3): each late receipt line with its
 * delivery note, order and line, due and received dates, days late and charged, the amount it was charged on and
 * the penalty — to the buyer, and to the supplier once the deduction is sent (the deduction's own boundary).
 * The computation is penalties.ts.
 */

export const LATE_DELIVERY = 'LATE_DELIVERY';

/** The penalty lines of a page of deductions, with their delivery note, order and line numbers (none on others). */
export async function presentPenaltyLines(db: DbOrTx, records: DocRecord[]): Promise<void> {
  const ids = records.filter((r) => r.deductionType === LATE_DELIVERY).map((r) => r.deductionId as number);
  const rows = ids.length
    ? await db
        .select()
        .from(penaltyLines)
        .where(inArray(penaltyLines.deductionId, ids))
        .orderBy(asc(penaltyLines.deductionId), asc(penaltyLines.id))
    : [];
  const numbers = await supplyReferences.numbers(db, rows);
  for (const r of records) {
    r.penaltyLines = rows
      .filter((l) => l.deductionId === r.deductionId)
      .map((l) => ({
        penaltyLineId: l.id,
        deliveryNoteNumber: l.deliveryNoteId == null ? null : (numbers.notes.get(l.deliveryNoteId) ?? null),
        orderNumber: l.orderId == null ? null : (numbers.orders.get(l.orderId) ?? null),
        orderLineNumber: l.orderLineId == null ? null : (numbers.orderLines.get(l.orderLineId) ?? null),
        dueDate: l.dueDate,
        receivedDate: l.receivedDate,
        daysLate: l.daysLate,
        chargedDays: l.chargedDays,
        lateQuantity: l.lateQuantity,
        baseAmount: roundMoney(l.baseAmount, String(r.currencyCode)),
        ratePerDay: l.ratePerDay,
        capPercent: l.capPercent,
        penalty: roundMoney(l.penalty, String(r.currencyCode)),
      }));
  }
}

/** A deleted draft frees its receipt lines for the next computation (a voided one keeps them: waived). */
export async function freePenaltyLines(tx: DbOrTx, deductionId: number): Promise<void> {
  await tx.delete(penaltyLines).where(eq(penaltyLines.deductionId, deductionId));
}
