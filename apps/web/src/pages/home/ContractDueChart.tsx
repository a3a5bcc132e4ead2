import { Card } from 'antd';
import { useMemo } from 'react';
import { useLang } from '../../app/i18n/index.ts';
import { ChartBox } from '../../components/ChartBox/index.ts';
import type { HomeDashboard } from './api.ts';

const TEXTS = {
  CN: {
    title: '合同到期预警',
    within: (days: number) => `${days} 天内到期`,
    stagesDue: '30 天内应付阶段',
    stagesOverdue: '已过计划付款日',
  },
  EN: {
    title: 'Contracts due',
    within: (days: number) => `Ending in ${days} days`,
    stagesDue: 'Stages due in 30 days',
    stagesOverdue: 'Stages past their date',
  },
};

/**
 * The home's contract due-date chart (issue 19): signed contracts the caller may see ending within 30, 60 and 90
 * days, and their payment stages due within 30 days or past their planned date — counted by the server
 * (srmBaseHome/dashboard, contract/contractDue.ts).
 */
export function ContractDueChart({ data }: { data: NonNullable<HomeDashboard['contracts']> }) {
  const x = TEXTS[useLang()];
  const values = useMemo(() => [...data.expiring.map((e) => e.count), data.stagesDue, data.stagesOverdue], [data]);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 20, bottom: 30 },
      xAxis: {
        type: 'category',
        data: [...data.expiring.map((e) => x.within(e.days)), x.stagesDue, x.stagesOverdue],
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          data: values.map((value, i) => ({
            value,
            itemStyle: { color: ['#cf1322', '#fa8c16', '#faad14', '#1677ff', '#722ed1'][i] },
          })),
        },
      ],
    }),
    [data, x, values],
  );
  return (
    <Card size="small" title={x.title} data-testid="card-contracts-due" data-values={values.join(',')}>
      <ChartBox height={220} option={option} data-testid="chart-contracts-due" />
    </Card>
  );
}
