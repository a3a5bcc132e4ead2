import type { ChartOption } from '../../../components/ChartBox/option.ts';
import { type AgeingRow, BUCKETS } from './reportApi.ts';
import type { ReportTexts } from './reportTexts.ts';

/** Bucket colours from fresh to old: green, blue, orange, red. */
const COLOURS = ['#52c41a', '#1677ff', '#fa8c16', '#f5222d'];

/**
 * The ageing as a stacked bar per supplier (the page's rows): one segment per bucket, so the bar's length is what
 * the supplier is owed and its red end what is owed longest. Amounts of several currencies are never added up:
 * a supplier's bar is per currency, labelled with it when the page holds more than one.
 */
export function ageingChartOption(rows: AgeingRow[], x: ReportTexts): ChartOption {
  const currencies = new Set(rows.map((r) => r.currencyCode));
  const label = (r: AgeingRow) =>
    `${r.supplierName ?? r.supplierId}${currencies.size > 1 ? ` (${r.currencyCode})` : ''}`;
  return {
    // Bars that grow in are a distraction to whoever asked the system for less motion (and a half-drawn chart in a
    // screenshot of the end-to-end tests, which run so).
    animation: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 16, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: rows.map(label), axisLabel: { width: 180, overflow: 'truncate' } },
    series: BUCKETS.map((bucket, i) => ({
      name: x[bucket],
      type: 'bar',
      stack: 'ageing',
      color: COLOURS[i],
      barMaxWidth: 28,
      // A cell is a double for drawing only; the figures shown in the table are the server's decimal strings.
      data: rows.map((r) => Number(r[bucket])),
    })),
  };
}
