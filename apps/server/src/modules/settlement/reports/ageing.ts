import type { Lang } from '@srm/core';
import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DataScope, scopeWhere } from '../../../platform/access/scope.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { suppliersByIds } from '../../supplier/index.ts';
import { invoiceLines, invoices, paymentLines, payments } from '../schema.ts';

/*
 * Payables ageing (issue 18 item 7; docs/decisions.md "Settlement reports"). What the buyer owes each supplier as
 * of a day: for every CONFIRMED invoice dated on or before it, its total with tax less what PAID payment
 * applications paid of it on or before that day; an invoice with nothing left drops out. Its age is the days from
 * its date — the earliest date of its tax invoices, when the debt arose on paper — to the as-of day, bucketed
 * 0–30, 31–60, 61–90 and over 90 days, summed per supplier and currency.
 *
 * One statement: the confirmed invoices of the caller's scope (srm_settle_invoice_org_ix / _supplier_ix), each
 * invoice's date and paid part read through srm_settle_invoice_line_invoice_ix and srm_settle_payment_line_invoice_ix.
 * The sums are SQL numerics (exact); each bucket is rounded once by money.ts's rule and a total is the sum of
 * its rounded buckets, so the row and the total row add up to the cent.
 */

export const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type Bucket = (typeof BUCKETS)[number];
type Figures = Record<Bucket | 'total', string>;

export type AgeingRow = Figures & {
  supplierId: number;
  supplierName: string | null;
  currencyCode: string;
  currencyScale: number;
  invoiceCount: number;
};
export type AgeingTotal = Figures & { currencyCode: string; currencyScale: number; supplierCount: number };

export type AgeingFilters = { supplierId?: number; orgId?: number };

type Grouped = { supplier_id: number; currency_code: string; invoices: number } & Record<Bucket, string | null>;

/** The ageing of the caller's scope as of `asOf` (YYYY-MM-DD): a row per supplier and currency, and a total per currency. */
export async function ageingOf(
  db: DbOrTx,
  scope: DataScope,
  filters: AgeingFilters,
  asOf: string,
  lang: Lang,
): Promise<{ rows: AgeingRow[]; totals: AgeingTotal[] }> {
  const c: SQL[] = [
    eq(invoices.status, 'CONFIRMED'),
    scopeWhere(scope, { orgId: invoices.orgId, supplierId: invoices.supplierId }),
  ];
  if (filters.supplierId) c.push(eq(invoices.supplierId, filters.supplierId));
  if (filters.orgId) c.push(eq(invoices.orgId, filters.orgId));
  const day = sql`${asOf}::date`;
  const result = await db.execute(sql`
    with open as (
      select ${invoices.supplierId} as supplier_id, ${invoices.currencyCode} as currency_code,
        ${invoices.totalWithTax} - coalesce(paid.amount, 0) as rest,
        ${day} - dated.invoice_date as age
      from ${invoices}
      cross join lateral (
        select min(l.invoice_date) as invoice_date from ${invoiceLines} l where l.invoice_id = ${invoices.id}
      ) dated
      left join lateral (
        select sum(pl.apply_amount) as amount
        from ${paymentLines} pl join ${payments} p on p.id = pl.payment_id
        where pl.invoice_id = ${invoices.id} and p.status = 'PAID' and p.paid_date <= ${day}
      ) paid on true
      where ${and(...c)} and dated.invoice_date <= ${day}
    )
    select supplier_id, currency_code, count(*)::int as invoices,
      (sum(rest) filter (where age <= 30))::text as "days0to30",
      (sum(rest) filter (where age between 31 and 60))::text as "days31to60",
      (sum(rest) filter (where age between 61 and 90))::text as "days61to90",
      (sum(rest) filter (where age > 90))::text as "over90"
    from open
    where rest > 0
    group by supplier_id, currency_code
    order by currency_code, sum(rest) desc, supplier_id`);
  const grouped = (result as unknown as { rows: Grouped[] }).rows;
  const names = await suppliersByIds(db, [...new Set(grouped.map((g) => g.supplier_id))]);
  const rows = grouped.map((g): AgeingRow => {
    const supplier = names.get(g.supplier_id);
    return {
      supplierId: g.supplier_id,
      supplierName: supplier ? (lang === 'EN' && supplier.supplierNameEn) || supplier.supplierName : null,
      currencyCode: g.currency_code,
      currencyScale: currencyScale(g.currency_code),
      invoiceCount: g.invoices,
      ...rounded((b) => g[b] ?? '0', g.currency_code),
    };
  });
  return { rows, totals: totalsOf(rows) };
}

/** Each bucket rounded by the one money rule, and the total as the sum of the rounded buckets. */
function rounded(figure: (bucket: Bucket) => Decimal.Value, currency: string): Figures {
  const buckets = Object.fromEntries(BUCKETS.map((b) => [b, roundMoney(figure(b), currency)])) as Record<
    Bucket,
    string
  >;
  const total = BUCKETS.reduce((s, b) => s.plus(buckets[b]), new Decimal(0));
  return { ...buckets, total: roundMoney(total, currency) };
}

/** The total row of each currency: the sums of its suppliers' rounded buckets. */
function totalsOf(rows: AgeingRow[]): AgeingTotal[] {
  const currencies = [...new Set(rows.map((r) => r.currencyCode))];
  return currencies.map((currency) => {
    const of = rows.filter((r) => r.currencyCode === currency);
    return {
      currencyCode: currency,
      currencyScale: currencyScale(currency),
      supplierCount: of.length,
      ...rounded((b) => of.reduce((s, r) => s.plus(r[b]), new Decimal(0)), currency),
    };
  });
}
