import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { invoices, paymentLines, payments } from './schema.ts';

/*
 * An invoice is settled (已结清, settled_flag Y) when it is CONFIRMED and the payment applications PAID on it cover
 * its total with tax. The flag is what the payment plan and the ageing skip by an index
 * (srm_settle_invoice_unsettled_ix); it is never set by hand but recomputed from the payments themselves, in the
 * transaction of every step a payment application takes (paid, voided, returned…), so no order of events can
 * leave it wrong. A PAID application cannot be voided (abolish is from DRAFT or REJECTED only), so today only
 * `pay` turns it to Y; the recomputation keeps that true if a reversal is ever added.
 */

/** Sets each invoice's settled flag from the PAID applications on it. */
export async function refreshSettled(db: DbOrTx, invoiceIds: readonly number[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  const paid = sql`coalesce((select sum(${paymentLines.applyAmount}) from ${paymentLines}
    join ${payments} on ${payments.id} = ${paymentLines.paymentId}
    where ${paymentLines.invoiceId} = ${invoices.id} and ${payments.status} = 'PAID'), 0)`;
  await db
    .update(invoices)
    .set({
      settledFlag: sql`case when ${invoices.status} = 'CONFIRMED' and ${paid} >= ${invoices.totalWithTax} then 'Y' else 'N' end`,
    })
    .where(inArray(invoices.id, [...new Set(invoiceIds)]));
}
