import { formatAmount } from '@srm/core';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenScreens } from '../../modules/bpm/useOpenScreens.ts';
import { DASHBOARD_DAYS, type HomeDashboard } from './api.ts';

type Figure = { key: string; title: ReactNode; value: ReactNode; menus: string[]; alert?: boolean };

/**
 * The home's "at a glance" figures: only those the responsibility's dashboard answers (approvals for
 * approvers, orders and deliveries for buyers and suppliers, receipts for finance). A figure opens its list.
 */
export function HomeFigures({ data, supplier }: { data: HomeDashboard; supplier: boolean }) {
  const { t } = useTranslation();
  const { openMenu } = useOpenScreens();
  const figures: Figure[] = [];
  if (data.approvals != null) {
    figures.push({
      key: 'approvals',
      title: t('home.figApprovals'),
      value: data.approvals,
      menus: ['BPM_MY_APPROVAL'],
    });
  }
  if (data.orders) {
    figures.push({
      key: 'awaiting',
      title: supplier ? t('home.figAwaitingSupplier') : t('home.figAwaiting'),
      value: data.orders.awaitingConfirmation,
      menus: ['SUP_ORDER', 'PUR_ORDER'],
    });
    if (data.orders.myOpenOrders != null) {
      figures.push({
        key: 'myOrders',
        title: t('home.figMyOrders'),
        value: data.orders.myOpenOrders,
        menus: ['PUR_ORDER'],
      });
    }
    figures.push({
      key: 'overdue',
      title: t('home.figOverdue'),
      value: data.orders.overdueLines,
      menus: ['SUP_ORDER', 'PUR_ORDER'],
      alert: data.orders.overdueLines > 0,
    });
  }
  if (data.deliveries) {
    figures.push({
      key: 'inTransit',
      title: t('home.figInTransit'),
      value: data.deliveries.inTransit,
      menus: ['SUP_DELIVERY', 'PUR_DELIVERY'],
    });
  }
  if (data.receipts) {
    figures.push({
      key: 'receipts',
      title: t('home.figReceipts', { days: DASHBOARD_DAYS.receipts }),
      value: (
        <span>
          {data.receipts.amounts.map((a) => (
            <span key={a.currencyCode} style={{ marginRight: 12 }}>
              {a.currencyCode} {formatAmount(a.amount, 2)}
            </span>
          ))}
          <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
            {t('home.figReceiptsCount', { count: data.receipts.receipts })}
          </div>
        </span>
      ),
      menus: ['PUR_DELIVERY'],
    });
  }
  if (figures.length === 0) return null;
  return (
    <Card size="small" title={t('home.figures')} data-testid="home-figures">
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / figures.length))}>
            <Card
              size="small"
              hoverable
              onClick={() => openMenu(f.menus)}
              data-testid={`home-figure-${f.key}`}
              data-value={typeof f.value === 'number' ? f.value : undefined}
            >
              <Statistic
                title={f.title}
                value={typeof f.value === 'number' ? f.value : undefined}
                formatter={typeof f.value === 'number' ? undefined : () => f.value}
                valueStyle={f.alert ? { color: '#cf1322' } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
