import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session.ts';
import { GuideLinks, NoticePanel, NotificationPanel } from '../../modules/notice/panels/index.ts';
import { ExternalSystemLinks, TodoPanel } from '../../modules/pending/panels/index.ts';
import { TradeBlockBanner } from '../../modules/supplier/status/TradeBlockBanner.tsx';
import { HOME_LIMITS, NOTICE_GROUPS, SUPPLIER_GUIDES } from './api.ts';
import { DashboardCharts } from './DashboardCharts.tsx';
import { HomeFigures } from './HomeFigures.tsx';
import { QualificationWarning } from './QualificationWarning.tsx';
import { useHomeDashboard } from './useHomeDashboard.ts';

/**
 * The supplier home (spec §1): a greeting with the supplier name, to-do and done, notifications,
 * announcements (10 per group), operation guides and the external system links; the blocking
 * qualification warning when a file expires within 30 days; its own orders to confirm, deliveries in transit,
 * delivery warnings and delivery accuracy (its own figures only: the server scopes them).
 */
export function SupplierHome() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const name = userInfo?.supplierName || userInfo?.userFullName || userInfo?.userName || '';
  const board = useHomeDashboard().data;
  return (
    <div className="srm-home" data-testid="home-supplier">
      <TradeBlockBanner />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-welcome">
              {t('home.supplierWelcome', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('home.supplierIntro')}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('home.externalSystems')} style={{ height: '100%' }}>
            <ExternalSystemLinks />
          </Card>
        </Col>
        {board && (
          <Col xs={24}>
            <HomeFigures data={board} supplier />
          </Col>
        )}
        <Col xs={24} xl={16}>
          <Card size="small" title={t('home.todoTitle')} styles={{ body: { paddingTop: 0 } }}>
            <TodoPanel variant="supplier" height={HOME_LIMITS.supplierTodoHeight} pageRows={HOME_LIMITS.todos} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <NotificationPanel pageRows={HOME_LIMITS.notifications} />
        </Col>
        {NOTICE_GROUPS.map((group) => (
          <Col xs={24} md={12} xl={6} key={group.key}>
            <NoticePanel
              title={t(`home.notices.${group.key}`)}
              types={[...group.types]}
              pageRows={HOME_LIMITS.supplierNotices}
            />
          </Col>
        ))}
        <Col xs={24} md={12} xl={6}>
          <GuideLinks types={SUPPLIER_GUIDES} />
        </Col>
        {board?.orders && (
          <Col xs={24}>
            <DashboardCharts data={board} />
          </Col>
        )}
      </Row>
      <QualificationWarning />
    </div>
  );
}
