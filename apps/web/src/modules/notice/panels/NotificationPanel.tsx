import { formatDate } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../../app/api/client.ts';
import { useSession } from '../../../app/auth/session.ts';
import { useRealtimeEvent } from '../../../app/realtime/useRealtime.ts';
import { API, type NotificationRow, screenPath } from '../api.ts';
import { UnreadTitle } from '../common.tsx';
import { openNotification } from '../openNotification.ts';

export type NotificationPanelProps = {
  /** 5 on the home pages (spec §9). */
  pageRows: number;
  /** Responsibility GZJTMDY: no data load, no navigation. */
  disabled?: boolean;
};

/** A home card of my newest notifications: unread in bold; LINK opens its link, the others their description. */
export function NotificationPanel({ pageRows, disabled }: NotificationPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { userInfo } = useSession();
  const query = useQuery({
    queryKey: ['notificationSummary', pageRows],
    // The call of spec §7 (userId, orgId); the server answers the session's own notifications whatever they say.
    queryFn: () =>
      post<NotificationRow[]>(API.notifications, {
        pageIndex: 1,
        pageRows,
        userId: userInfo?.userId,
        orgId: userInfo?.orgId ?? undefined,
      }),
    enabled: !disabled,
  });
  // A notification sent meanwhile (pushed over /srm-ws) shows up without a page reload.
  useRealtimeEvent(
    ['notification'],
    () => void client.invalidateQueries({ queryKey: ['notificationSummary'] }),
    !disabled,
  );
  const open = async (row: NotificationRow) => {
    if (row.billType === 'LINK' && row.selfCount === 0) {
      // A link leaves the app: mark it read here.
      await post(API.read, { notificationIds: [row.notificationId] }).catch(() => undefined);
      void client.invalidateQueries({ queryKey: ['notificationSummary'] });
    }
    openNotification(row, (to) => void navigate(to));
  };
  return (
    <Card
      size="small"
      title={t('notice.notifications')}
      data-testid="notification-panel"
      data-disabled={disabled ? 'true' : 'false'}
      style={disabled ? { opacity: 0.55 } : undefined}
      extra={
        disabled ? (
          <Typography.Text type="secondary">{t('notice.more')}</Typography.Text>
        ) : (
          <Typography.Link
            data-testid="notification-panel-more"
            onClick={() => void navigate(screenPath('notification/notificationMore'))}
          >
            {t('notice.more')}
          </Typography.Link>
        )
      }
    >
      {disabled ? (
        <Typography.Text type="secondary">{t('notice.disabled')}</Typography.Text>
      ) : query.error ? (
        <Alert type="error" showIcon message={errorText(query.error)} />
      ) : (
        <List<NotificationRow>
          size="small"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
          renderItem={(n) => (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                  {formatDate(n.creationDate)}
                </Typography.Text>
              }
            >
              <Typography.Link
                ellipsis
                style={{ maxWidth: '100%' }}
                data-testid={`notification-item-${n.notificationId}`}
                onClick={() => void open(n)}
              >
                <UnreadTitle text={n.notificationTitle} unread={n.selfCount === 0} />
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
