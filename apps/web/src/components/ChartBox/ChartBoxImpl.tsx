import { Empty, Spin } from 'antd';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import {
  DatasetComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartBoxProps, hasChartData } from './option.ts';

/*
 * The echarts part of ChartBox, in its own lazy chunk (see ChartBox.tsx). echarts is assembled from
 * `echarts/core` with only the charts the platform draws (line, bar, pie, gauge — the login-count
 * chart, the dashboards and the quota reports) and the components they use: the full `echarts`
 * entry would be about three times the size. A screen needing another chart type registers it with
 * `echarts.use` from this file's list, here, so every chart shares one build.
 */
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GaugeChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DataZoomComponent,
  DatasetComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

/**
 * echarts on a div: created once, given each new option (notMerge, so removed series go away),
 * resized with its container, disposed on unmount. A few lines instead of echarts-for-react, whose
 * published ESM build imports `tslib` without declaring it: with tslib only nested under echarts,
 * the web build cannot resolve it. The wrapper needs nothing echarts does not already give.
 */
function EChart({ option, height, onEvents }: Pick<ChartBoxProps, 'option' | 'onEvents'> & { height: number }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = echarts.init(node, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onEvents) return;
    const entries = Object.entries(onEvents);
    for (const [name, handler] of entries) instance.on(name, handler);
    return () => {
      for (const [name, handler] of entries) instance.off(name, handler);
    };
  }, [onEvents]);

  return <div ref={element} style={{ height, width: '100%' }} />;
}

export default function ChartBoxImpl({
  option,
  height = 300,
  loading = false,
  empty,
  emptyText,
  onEvents,
  className,
  style,
  'data-testid': testId = 'chart-box',
}: ChartBoxProps) {
  const { t } = useTranslation();
  const isEmpty = empty ?? !hasChartData(option);
  return (
    <div
      className={className}
      style={{ position: 'relative', height, ...style }}
      data-testid={testId}
      data-state={loading ? 'loading' : isEmpty ? 'empty' : 'ready'}
    >
      {isEmpty && !loading ? (
        <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('chart.empty')} />
        </div>
      ) : (
        <Spin spinning={loading} description={t('chart.loading')}>
          <EChart option={option} height={height} onEvents={onEvents} />
        </Spin>
      )}
    </div>
  );
}
