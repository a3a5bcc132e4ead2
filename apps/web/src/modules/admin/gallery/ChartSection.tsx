import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { ChartBox } from '../../../components/ChartBox/index.ts';
import { Section } from './Section.tsx';

const days = Array.from({ length: 15 }, (_, i) => `03-${String(i + 1).padStart(2, '0')}`);
const inside = [32, 41, 38, 45, 52, 20, 18, 47, 55, 61, 58, 63, 22, 19, 66];
const external = [12, 18, 15, 21, 26, 8, 6, 24, 29, 31, 27, 33, 9, 7, 35];

/** ChartBox: line, pie and gauge charts (placeholder data like the home dashboard). */
export function ChartSection() {
  const { t } = useTranslation();
  const status = useLookup('DOC_STATUS');
  return (
    <Section name="chart" title="ChartBox" intro={t('gallery.chartIntro')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartBox
            height={260}
            data-testid="gallery-chart-line"
            option={{
              tooltip: { trigger: 'axis' },
              legend: { top: 0, data: [t('gallery.chartInside'), t('gallery.chartExternal')] },
              grid: { left: 40, right: 16, top: 36, bottom: 28 },
              xAxis: { type: 'category', data: days },
              yAxis: { type: 'value' },
              series: [
                { name: t('gallery.chartInside'), type: 'line', smooth: true, data: inside },
                { name: t('gallery.chartExternal'), type: 'line', smooth: true, data: external },
              ],
            }}
          />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <ChartBox
            height={260}
            data-testid="gallery-chart-pie"
            option={{
              tooltip: { trigger: 'item' },
              legend: { bottom: 0, type: 'scroll' },
              series: [
                {
                  type: 'pie',
                  radius: ['35%', '62%'],
                  center: ['50%', '45%'],
                  label: { show: false },
                  data: ['DRAFT', 'APPROVING', 'APPROVED', 'REJECTED', 'CLOSED'].map((code, i) => ({
                    name: status.meaning(code),
                    value: 180 + i * 40,
                  })),
                },
              ],
            }}
          />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <ChartBox
            height={260}
            data-testid="gallery-chart-gauge"
            option={{
              series: [
                {
                  type: 'gauge',
                  radius: '90%',
                  detail: { formatter: '{value}%', fontSize: 22, offsetCenter: [0, '55%'] },
                  title: { fontSize: 12, offsetCenter: [0, '85%'] },
                  data: [{ value: 94, name: t('gallery.chartGauge') }],
                },
              ],
            }}
          />
        </Col>
      </Row>
      <ChartBox height={120} option={{ series: [] }} data-testid="gallery-chart-empty" />
    </Section>
  );
}
