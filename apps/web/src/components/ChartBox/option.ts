import type { CSSProperties } from 'react';

/**
 * An echarts option. Kept loose on purpose: echarts' own EChartsOption type would tie this file
 * (and every screen that imports ChartBox) to the echarts types of the lazy chunk.
 */
export type ChartOption = Record<string, unknown>;

/** Props of ChartBox. */
export type ChartBoxProps = {
  /**
   * The echarts option (series, axes, tooltip…). Only line, bar, pie and gauge charts are built in.
   * A new object redraws the chart: keep it in useMemo.
   */
  option: ChartOption;
  /** Height in pixels (default 300); the width follows the container. */
  height?: number;
  /** Shows a spinner over the chart while its data loads. */
  loading?: boolean;
  /** Forces the empty state; by default it shows when no series has data. */
  empty?: boolean;
  /** Text of the empty state (default 'No data'). */
  emptyText?: string;
  /** echarts events, e.g. `{ click: (params) => … }`. */
  onEvents?: Record<string, (params: unknown) => void>;
  className?: string;
  style?: CSSProperties;
  /** Overrides the test id (default `chart-box`); the box has data-state loading | empty | ready. */
  'data-testid'?: string;
};

function hasValues(data: unknown): boolean {
  return Array.isArray(data) ? data.length > 0 : data !== undefined && data !== null;
}

/** Whether any series (or the dataset) of an option has data to draw. */
export function hasChartData(option: ChartOption): boolean {
  const dataset = option.dataset as { source?: unknown } | { source?: unknown }[] | undefined;
  const datasets = Array.isArray(dataset) ? dataset : dataset ? [dataset] : [];
  if (datasets.some((d) => hasValues(d.source))) return true;
  const series = option.series as { data?: unknown } | { data?: unknown }[] | undefined;
  const list = Array.isArray(series) ? series : series ? [series] : [];
  return list.some((s) => hasValues(s.data));
}
