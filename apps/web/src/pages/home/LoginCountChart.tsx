import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { ChartBox } from '../../components/ChartBox/index.ts';
import { HOME_API, HOME_LIMITS, type LoginCountPoint } from './api.ts';

/**
 * Logins per day of supplier and internal users (spec §1, §7 loginCount): the 30 days up to the chosen
 * day (today by default), the first 15 shown and the rest reached with the zoom bar.
 */
export function LoginCountChart({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const time = day.format('YYYY-MM-DD');
  const query = useQuery({
    queryKey: ['home', 'loginCount', time],
    queryFn: () => post<LoginCountPoint[]>(HOME_API.loginCount, { time }),
    enabled: !disabled,
  });
  const points = query.data ?? [];
  const option = useMemo(() => {
    const end = Math.max(0, Math.round((HOME_LIMITS.loginChartDays / Math.max(points.length, 1)) * 100));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [t('home.insideLogins'), t('home.externalLogins')] },
      grid: { left: 40, right: 20, top: 36, bottom: 72 },
      xAxis: { type: 'category', data: points.map((p) => p.name.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      dataZoom: [{ type: 'slider', start: 0, end, bottom: 8, height: 20 }, { type: 'inside' }],
      series: [
        { name: t('home.insideLogins'), type: 'bar', data: points.map((p) => p.insideCount) },
        { name: t('home.externalLogins'), type: 'bar', data: points.map((p) => p.externalCount) },
      ],
    };
  }, [points, t]);
  return (
    <Card
      size="small"
      title={t('home.loginChart')}
      extra={
        <DatePicker
          size="small"
          allowClear={false}
          value={day}
          onChange={(value) => value && setDay(value)}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          disabled={disabled}
          aria-label={t('home.loginChartDay')}
        />
      }
      data-testid="home-login-chart"
    >
      <ChartBox height={260} loading={query.isLoading} option={option} empty={disabled || undefined} />
    </Card>
  );
}
