import { lazy, Suspense } from 'react';
import { loadChunk } from '../chunks.ts';
import type { ChartBoxProps } from './option.ts';

/*
 * echarts is large (about 200 KB gzip even trimmed to four charts and their components), so it is a chunk of its own,
 * loaded when a chart first renders: a screen that imports ChartBox but shows its chart in a tab
 * not yet opened does not pay for it, and the login page never does. Until it arrives, a box of
 * the chart's height holds the place so the page does not jump.
 */
const ChartBoxImpl = lazy(() => loadChunk(() => import('./ChartBoxImpl.tsx')));

/** A chart (echarts) with a fixed height, a loading spinner and an empty state (spec §1 "a chart box"). */
export function ChartBox(props: ChartBoxProps) {
  const { height = 300, className, style, 'data-testid': testId = 'chart-box' } = props;
  return (
    <Suspense
      fallback={<div className={className} style={{ height, ...style }} data-testid={testId} data-state="loading" />}
    >
      <ChartBoxImpl {...props} />
    </Suspense>
  );
}
