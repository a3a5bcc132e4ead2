import { Card, Col, Row, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBox } from '../../components/ChartBox/index.ts';

/**
 * The dashboard charts of the internal home (spec §1): production-control warnings, contract due-date
 * warnings and the delivery-accuracy gauge. The spec gives them placeholder static data until the
 * modules that own those figures exist; the "sample data" tag says so on screen.
 */
const DELIVERY_ACCURACY = 94;

export function DashboardCharts() {
  const { t } = useTranslation();
  const sample = <Tag color="default">{t('home.sampleData')}</Tag>;
  const production = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 20, bottom: 30 },
      xAxis: {
        type: 'category',
        data: [t('home.warnShortage'), t('home.warnDelay'), t('home.warnQuality'), t('home.warnCapacity')],
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: [12, 7, 4, 2], itemStyle: { color: '#fa8c16' } }],
    }),
    [t],
  );
  const contracts = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '65%'],
          data: [
            { name: t('home.dueIn7'), value: 3 },
            { name: t('home.dueIn30'), value: 8 },
            { name: t('home.overdue'), value: 1 },
          ],
        },
      ],
    }),
    [t],
  );
  const gauge = useMemo(
    () => ({
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
          data: [{ value: DELIVERY_ACCURACY, name: t('home.deliveryAccuracy') }],
        },
      ],
    }),
    [t],
  );
  return (
    <Row gutter={[12, 12]} data-testid="home-dashboard">
      <Col xs={24} lg={8}>
        <Card size="small" title={t('home.productionWarnings')} extra={sample}>
          <ChartBox height={220} option={production} data-testid="chart-production" />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('home.contractWarnings')} extra={sample}>
          <ChartBox height={220} option={contracts} data-testid="chart-contracts" />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('home.deliveryAccuracy')} extra={sample}>
          <ChartBox height={220} option={gauge} data-testid="chart-delivery" />
        </Card>
      </Col>
    </Row>
  );
}
