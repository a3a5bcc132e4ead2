import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBox } from '../../components/ChartBox/index.ts';
import { DASHBOARD_DAYS, type HomeDashboard } from './api.ts';

/**
 * The dashboard charts of a home that deals with orders (buyers, approvers, suppliers): the delivery
 * warnings and the delivery accuracy (on time and in full), both computed by the server from the orders,
 * delivery notes and receipts the caller may see (srmBaseHome/dashboard). A home without orders shows
 * none; an accuracy without receipts says so instead of showing a number.
 */
export function DashboardCharts({ data }: { data: HomeDashboard }) {
  const { t } = useTranslation();
  const orders = data.orders;
  const accuracy = data.accuracy;
  const warnings = useMemo(
    () =>
      orders && {
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 20, bottom: 30 },
        xAxis: {
          type: 'category',
          data: [
            t('home.warnOverdue'),
            t('home.warnDueSoon', { days: DASHBOARD_DAYS.dueSoon }),
            t('home.warnRefused'),
            t('home.warnAwaiting'),
          ],
        },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          {
            type: 'bar',
            data: [
              { value: orders.overdueLines, itemStyle: { color: '#cf1322' } },
              { value: orders.dueSoonLines, itemStyle: { color: '#fa8c16' } },
              { value: data.deliveries?.refusedLines ?? 0, itemStyle: { color: '#faad14' } },
              { value: orders.awaitingConfirmation, itemStyle: { color: '#1677ff' } },
            ],
          },
        ],
      },
    [t, orders, data.deliveries],
  );
  const gauge = useMemo(
    () =>
      accuracy && {
        series: [
          {
            type: 'gauge',
            min: 0,
            max: 100,
            // Five steps and labels inside a thinner ring: at the card's size the default ten crowd each other.
            splitNumber: 5,
            radius: '90%',
            axisLine: { lineStyle: { width: 10 } },
            progress: { show: true, width: 10 },
            axisTick: { show: false },
            splitLine: { length: 8, distance: 2 },
            axisLabel: { distance: 14, fontSize: 10 },
            pointer: { width: 4, length: '55%' },
            title: { offsetCenter: [0, '75%'], fontSize: 13 },
            detail: { valueAnimation: false, formatter: '{value}%', fontSize: 22, offsetCenter: [0, '40%'] },
            data: [{ value: accuracy.rate, name: t('home.deliveryAccuracy') }],
          },
        ],
      },
    [t, accuracy],
  );
  if (!orders) return null;
  return (
    <Row gutter={[12, 12]} data-testid="home-dashboard">
      <Col xs={24} lg={12}>
        <Card
          size="small"
          title={t('home.deliveryWarnings')}
          data-testid="card-warnings"
          data-values={[
            orders.overdueLines,
            orders.dueSoonLines,
            data.deliveries?.refusedLines ?? 0,
            orders.awaitingConfirmation,
          ].join(',')}
        >
          <ChartBox height={220} option={warnings!} data-testid="chart-warnings" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('home.deliveryAccuracy')} data-testid="card-accuracy" data-rate={accuracy?.rate}>
          {accuracy ? (
            <>
              <ChartBox height={196} option={gauge!} data-testid="chart-delivery" />
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="accuracy-hint">
                {t('home.accuracyHint', {
                  days: DASHBOARD_DAYS.accuracy,
                  lines: accuracy.lines,
                  both: accuracy.onTimeInFull,
                  onTime: accuracy.onTime,
                  inFull: accuracy.inFull,
                })}
              </Typography.Text>
            </>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('home.accuracyNone', { days: DASHBOARD_DAYS.accuracy })}
              data-testid="accuracy-none"
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
