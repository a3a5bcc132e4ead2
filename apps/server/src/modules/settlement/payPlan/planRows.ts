import type { Lang } from '@srm/core';
import { invoiceInstalments, openInstalments } from '@srm/core/settlement/instalments';
import { currencyScale } from '@srm/core/settlement/money';
import type { PlanFilters, PlanRow } from '@srm/core/settlement/payPlan';
import Decimal from 'decimal.js';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DataScope, scopeWhere } from '../../../platform/access/scope.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { paymentTermNodesOf } from '../../base/index.ts';
import { presentParties } from '../parties.ts';
import { paidOf } from '../payment.ts';
import { daysBetween } from '../reports/reportKit.ts';
import { accountStatements, invoiceLines, invoices } from '../schema.ts';

/*
 * The payment plan (付款计划; docs/decisions.md "Payment plan"): every instalment of a confirmed invoice that no
 * payment application covers yet, by due date. An invoice's instalments are its statement's payment term applied
 * to its total with tax (packages/core settlement/instalments.ts: dated from the invoice date, or from the
 * statement's period end for receipt and delivery nodes); what applications not void take of the invoice is spent
 * on its earliest instalments first, so what is left is what finance still has to put into an application.
 *
 * Read from the confirmed invoices not settled, through their partial index (srm_settle_invoice_unsettled_ix):
 * paid invoices, however many, cost nothing here. The instalments are computed, not stored: they follow the term as
 * it stands (decisions.md says why).
 */

export type { PlanFilters, PlanRow };

/** The open instalments of the caller's scope, earliest due first, as of `today`. */
export async function planRows(
  db: DbOrTx,
  scope: DataScope,
  filters: PlanFilters,
  today: string,
  lang: Lang,
): Promise<PlanRow[]> {
  const c: SQL[] = [
    eq(invoices.status, 'CONFIRMED'),
    eq(invoices.settledFlag, 'N'),
    scopeWhere(scope, { orgId: invoices.orgId, supplierId: invoices.supplierId }),
  ];
  if (filters.supplierId) c.push(eq(invoices.supplierId, filters.supplierId));
  if (filters.orgId) c.push(eq(invoices.orgId, filters.orgId));
  if (filters.currencyCode) c.push(eq(invoices.currencyCode, filters.currencyCode));
  const found = await db
    .select({
      invoiceId: invoices.id,
      registrationNumber: invoices.registrationNumber,
      statementNumber: accountStatements.statementNumber,
      orgId: invoices.orgId,
      supplierId: invoices.supplierId,
      currencyCode: invoices.currencyCode,
      totalWithTax: invoices.totalWithTax,
      periodTo: accountStatements.periodTo,
      paymentTermId: accountStatements.paymentTermId,
      invoiceDate: sql<string>`(select min(${invoiceLines.invoiceDate}) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(accountStatements, eq(accountStatements.id, invoices.statementId))
    .where(and(...c));
  if (found.length === 0) return [];
  const [nodes, covered] = await Promise.all([
    paymentTermNodesOf(db, [...new Set(found.flatMap((f) => (f.paymentTermId ? [f.paymentTermId] : [])))]),
    paidOf(
      db,
      found.map((f) => f.invoiceId),
      null,
    ),
  ]);
  const rows: PlanRow[] = [];
  for (const f of found) {
    const currency = f.currencyCode;
    const instalments = invoiceInstalments({
      totalWithTax: f.totalWithTax ?? '0',
      currency,
      invoiceDate: String(f.invoiceDate),
      goodsDate: f.periodTo,
      nodes: f.paymentTermId ? (nodes.get(f.paymentTermId) ?? []) : [],
    });
    for (const inst of openInstalments(instalments, covered.get(f.invoiceId) ?? '0', currency)) {
      if (!new Decimal(inst.open).gt(0)) continue;
      if (filters.dueBy && inst.dueDate > filters.dueBy) continue;
      const daysOverdue = daysBetween(inst.dueDate, today);
      rows.push({
        invoiceId: f.invoiceId,
        registrationNumber: f.registrationNumber,
        statementNumber: f.statementNumber,
        orgId: f.orgId,
        orgName: null,
        supplierId: f.supplierId,
        supplierName: null,
        currencyCode: currency,
        currencyScale: currencyScale(currency),
        invoiceDate: String(f.invoiceDate),
        stageName: inst.stageName,
        seqNum: inst.seqNum,
        dueDate: inst.dueDate,
        daysOverdue,
        overdue: daysOverdue > 0,
        amount: inst.amount,
        open: inst.open,
      });
    }
  }
  rows.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.registrationNumber.localeCompare(b.registrationNumber) ||
      a.seqNum - b.seqNum,
  );
  await presentParties(db, lang, rows as unknown as Record<string, unknown>[]);
  return rows;
}

/** What a payment application for one party pays of each invoice: the open instalments due up to `dueBy`. */
export function dueByInvoice(rows: readonly PlanRow[]): { invoiceId: number; applyAmount: string }[] {
  const byInvoice = new Map<number, Decimal>();
  for (const r of rows) byInvoice.set(r.invoiceId, (byInvoice.get(r.invoiceId) ?? new Decimal(0)).plus(r.open));
  return [...byInvoice].map(([invoiceId, sum]) => ({ invoiceId, applyAmount: sum.toString() }));
}
