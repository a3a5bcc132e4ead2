/**
 * ChartBox: an echarts chart with a height, a loading state and an empty state.
 *
 * ```tsx
 * <ChartBox
 *   height={280}
 *   loading={query.isLoading}
 *   option={{
 *     xAxis: { type: 'category', data: days },
 *     yAxis: { type: 'value' },
 *     series: [{ type: 'line', data: counts }],
 *   }}
 * />
 * ```
 *
 * Built-in chart types: line, bar, pie, gauge (with grid, tooltip, legend, title, dataZoom, dataset,
 * markLine). echarts loads in its own chunk the first time a chart renders. Test id `chart-box`,
 * with `data-state` = loading | empty | ready. Props: see {@link ChartBoxProps}.
 */
export { ChartBox } from './ChartBox.tsx';
export { type ChartBoxProps, type ChartOption, hasChartData } from './option.ts';
