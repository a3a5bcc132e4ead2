import Decimal from 'decimal.js';
import { lineAmount, sumMoney } from './quotePrices.ts';

/*
 * The comparison of an inquiry's quotes (比价, issue 17): items × suppliers for one round, the lowest
 * price per line marked, totals per supplier, and each supplier's prices in the rounds up to it. Pure:
 * the server builds it from stored rows (modules/sourcing/compare*.ts), the Excel export writes the same
 * object, and the tests compute a reference by hand against it.
 *
 * "Lowest" is judged on the price without tax (docs/decisions.md "Comparison: lowest without tax"): the
 * buyer deducts input VAT, so two suppliers at different tax rates cost it their prices without tax.
 */

export type CompareLine = {
  inquiryLineId: number;
  lineNumber: number;
  itemName: string;
  quantity: string;
  uomCode: string;
};

export type CompareQuoteLine = {
  inquiryLineId: number;
  noQuote: boolean;
  priceWithoutTax: string | null;
  taxRate: string | null;
  priceWithTax: string | null;
  leadTimeDays: number | null;
};

/** A submitted quote (drafts never reach the comparison). */
export type CompareQuote = {
  supplierId: number;
  round: number;
  submittedAt: string;
  validUntil: string | null;
  lines: CompareQuoteLine[];
};

export type CompareSupplier = { supplierId: number; supplierName: string };

export type CompareCell = {
  supplierId: number;
  /** The supplier submitted a quote in this round. */
  quoted: boolean;
  /** It quoted the round but not this line. */
  noQuote: boolean;
  priceWithoutTax: string | null;
  taxRate: string | null;
  priceWithTax: string | null;
  amountWithoutTax: string | null;
  amountWithTax: string | null;
  leadTimeDays: number | null;
  /** Lowest price without tax of the line in this round (ties: every one of them). */
  lowest: boolean;
  /** Its prices of this line in each round up to this one that it quoted (oldest first). */
  history: { round: number; priceWithoutTax: string | null; priceWithTax: string | null; noQuote: boolean }[];
};

export type CompareRow = CompareLine & { lowestPriceWithoutTax: string | null; cells: CompareCell[] };

export type CompareSupplierSummary = CompareSupplier & {
  quoted: boolean;
  submittedAt: string | null;
  validUntil: string | null;
  totalWithoutTax: string;
  totalWithTax: string;
  /** Lines it priced, and whether that is every line. */
  linesQuoted: number;
  complete: boolean;
  /** Lines where it is (one of) the lowest. */
  lowestCount: number;
};

export type Comparison = {
  round: number;
  suppliers: CompareSupplierSummary[];
  rows: CompareRow[];
};

/**
 * The matrix of `round`: one row per inquiry line (in line order), one cell per supplier (in the given
 * order). `quotes` may hold every round: the cells take the round's, the history all up to it.
 */
export function buildComparison(
  round: number,
  lines: readonly CompareLine[],
  suppliers: readonly CompareSupplier[],
  quotes: readonly CompareQuote[],
): Comparison {
  const quoteOf = new Map<string, CompareQuote>();
  for (const q of quotes) quoteOf.set(`${q.supplierId}:${q.round}`, q);
  const sortedLines = [...lines].sort((a, b) => a.lineNumber - b.lineNumber);
  const rows: CompareRow[] = sortedLines.map((line) => {
    const cells = suppliers.map((s): CompareCell => {
      const q = quoteOf.get(`${s.supplierId}:${round}`);
      const ql = q?.lines.find((l) => l.inquiryLineId === line.inquiryLineId);
      const priced = !!ql && !ql.noQuote && ql.priceWithoutTax != null && ql.priceWithTax != null;
      const history = quotes
        .filter((h) => h.supplierId === s.supplierId && h.round <= round)
        .sort((a, b) => a.round - b.round)
        .flatMap((h) => {
          const hl = h.lines.find((l) => l.inquiryLineId === line.inquiryLineId);
          return hl
            ? [
                {
                  round: h.round,
                  priceWithoutTax: hl.priceWithoutTax,
                  priceWithTax: hl.priceWithTax,
                  noQuote: hl.noQuote,
                },
              ]
            : [];
        });
      return {
        supplierId: s.supplierId,
        quoted: !!q,
        noQuote: !!q && !priced,
        priceWithoutTax: priced ? ql!.priceWithoutTax : null,
        taxRate: priced ? ql!.taxRate : null,
        priceWithTax: priced ? ql!.priceWithTax : null,
        amountWithoutTax: priced ? lineAmount(line.quantity, ql!.priceWithoutTax!) : null,
        amountWithTax: priced ? lineAmount(line.quantity, ql!.priceWithTax!) : null,
        leadTimeDays: priced ? ql!.leadTimeDays : null,
        lowest: false,
        history,
      };
    });
    let lowest: Decimal | null = null;
    for (const c of cells) {
      if (c.priceWithoutTax == null) continue;
      const p = new Decimal(c.priceWithoutTax);
      if (lowest == null || p.lessThan(lowest)) lowest = p;
    }
    for (const c of cells) c.lowest = lowest != null && c.priceWithoutTax != null && lowest.equals(c.priceWithoutTax);
    return {
      ...line,
      lowestPriceWithoutTax: lowest ? (cells.find((c) => c.lowest)?.priceWithoutTax ?? null) : null,
      cells,
    };
  });
  const summaries = suppliers.map((s, i): CompareSupplierSummary => {
    const q = quoteOf.get(`${s.supplierId}:${round}`);
    const cells = rows.map((r) => r.cells[i]);
    const priced = cells.filter((c) => c.priceWithoutTax != null);
    return {
      ...s,
      quoted: !!q,
      submittedAt: q?.submittedAt ?? null,
      validUntil: q?.validUntil ?? null,
      totalWithoutTax: sumMoney(priced.map((c) => c.amountWithoutTax!)),
      totalWithTax: sumMoney(priced.map((c) => c.amountWithTax!)),
      linesQuoted: priced.length,
      complete: rows.length > 0 && priced.length === rows.length,
      lowestCount: cells.filter((c) => c.lowest).length,
    };
  });
  return { round, suppliers: summaries, rows };
}
