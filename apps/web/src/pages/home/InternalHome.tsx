import { Alert, Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session.ts';
import { GuideLinks, NoticePanel, NotificationPanel } from '../../modules/notice/panels/index.ts';
import { SupplierTodoButton, TodoPanel } from '../../modules/pending/panels/index.ts';
import { HOME_LIMITS, INTERNAL_GUIDES, NOTICE_GROUPS, RESTRICTED_HOME_RESP } from './api.ts';
import { ContractDueChart } from './ContractDueChart.tsx';
import { DashboardCharts } from './DashboardCharts.tsx';
import { HomeFigures } from './HomeFigures.tsx';
import { LoginCountChart } from './LoginCountChart.tsx';
import { QuickMenus } from './QuickMenus.tsx';
import { useHomeDashboard } from './useHomeDashboard.ts';

/**
 * The internal home (spec §1): to-do and done, notifications, the three announcement groups, operation
 * guides, quick menus, the login-count chart and the dashboard. The home fits the responsibility: the
 * dashboard (srmBaseHome/dashboard) answers only the parts of the work it holds — approvals for an
 * approver, orders, deliveries and their charts for a buyer, the receipts' value for finance — and
 * "send a supplier to-do" only to responsibilities that buy. Under the GZJTMDY responsibility (spec §6)
 * the navigation is disabled and no home data is loaded.
 */
export function InternalHome() {
  const { t } = useTranslation();
  const { userInfo, responsibility } = useSession();
  const restricted = responsibility?.responsibilityCode === RESTRICTED_HOME_RESP;
  const name = userInfo?.userFullName || userInfo?.userName || '';
  const dashboard = useHomeDashboard(!restricted);
  const board = dashboard.data;
  return (
    <div className="srm-home" data-testid="home-internal" data-restricted={restricted ? 'Y' : 'N'}>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-welcome">
              {t('home.welcome', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {responsibility?.responsibilityName ?? '—'} · {dayjs().format('YYYY-MM-DD dddd')}
            </Typography.Text>
            {restricted && (
              <Alert
                style={{ marginTop: 8 }}
                type="info"
                showIcon
                message={t('home.restricted')}
                data-testid="home-restricted"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <QuickMenus disabled={restricted} />
        </Col>
        {board && (
          <Col xs={24}>
            <HomeFigures data={board} supplier={false} />
          </Col>
        )}
        {dashboard.isError && (
          <Col xs={24}>
            <Alert type="error" showIcon message={t('home.dashboardFailed')} />
          </Col>
        )}
        <Col xs={24} xl={16}>
          <Card
            size="small"
            title={t('home.todoTitle')}
            extra={board?.sendsSupplierTodos ? <SupplierTodoButton /> : null}
            styles={{ body: { paddingTop: 0 } }}
          >
            <TodoPanel
              variant="internal"
              height={HOME_LIMITS.internalTodoHeight}
              pageRows={HOME_LIMITS.todos}
              delayMs={HOME_LIMITS.internalTodoDelayMs}
              disabled={restricted}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <NotificationPanel pageRows={HOME_LIMITS.notifications} disabled={restricted} />
        </Col>
        {NOTICE_GROUPS.map((group) => (
          <Col xs={24} md={12} xl={6} key={group.key}>
            <NoticePanel
              title={t(`home.notices.${group.key}`)}
              types={[...group.types]}
              pageRows={HOME_LIMITS.internalNotices}
              disabled={restricted}
            />
          </Col>
        ))}
        <Col xs={24} md={12} xl={6}>
          <GuideLinks types={INTERNAL_GUIDES} disabled={restricted} />
        </Col>
        <Col xs={24}>
          <LoginCountChart disabled={restricted} />
        </Col>
        {board?.orders && (
          <Col xs={24}>
            <DashboardCharts data={board} />
          </Col>
        )}
        {board?.contracts && (
          <Col xs={24} lg={12}>
            <ContractDueChart data={board.contracts} />
          </Col>
        )}
      </Row>
    </div>
  );
}
