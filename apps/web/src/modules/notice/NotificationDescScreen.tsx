import { formatDateTime, todoMenuCodes, todoOpenOf } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, post } from '../../app/api/client.ts';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { Attachments } from '../../components/Attachments/index.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { API, type NotificationRow } from './api.ts';
import { RichContent } from './richText.tsx';

/** One of my notifications (htmlUrl 'notificationDesc?id='): opening it marks it read. */
export default function NotificationDescScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { userInfo } = useSession();
  const { openMenu } = useOpenScreens();
  const id = Number(useScreen()?.query.id);
  const query = useQuery({
    queryKey: ['notification', id],
    queryFn: () => post<NotificationRow>(API.notification, { notificationId: id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (!query.isSuccess) return;
    void client.invalidateQueries({ queryKey: ['notificationSummary'] });
    void client.invalidateQueries({ queryKey: ['listPage', API.notifications] });
  }, [query.isSuccess, client]);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Empty description={t('notice.notFound')} />;
  }
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const n = query.data;
  if (!n) return <Skeleton active />;
  // A message about a document opens it where a to-do of its type would (the same menus, read-only).
  const opensDocument =
    n.billId != null && n.billType !== 'LINK' && (todoOpenOf(n.billType)?.kind === 'menu' || !!n.menuCode);
  const openDocument = () => {
    const side = isSupplier(userInfo) ? 'supplier' : 'internal';
    const codes = todoMenuCodes(n.billType, n.menuCode, side);
    if (!openMenu(codes, { id: String(n.billId), mode: 'view' })) message.warning(t('notice.noDocumentScreen'));
  };
  return (
    <div data-testid="screen-notificationDesc" style={{ maxWidth: 960 }}>
      <Card
        title={<span data-testid="notification-desc-title">{n.notificationTitle}</span>}
        extra={
          <Space>
            {n.billLink && (
              <Button href={n.billLink} target="_blank" rel="noopener noreferrer" data-testid="notification-open-link">
                {t('notice.openLink')}
              </Button>
            )}
            {opensDocument && (
              <Button type="primary" onClick={openDocument} data-testid="notification-open-document">
                {t('notice.openDocument')}
              </Button>
            )}
            <Button onClick={() => void navigate(-1)}>{t('notice.back')}</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('notice.date')}>{formatDateTime(n.creationDate)}</Descriptions.Item>
          <Descriptions.Item label={t('notice.billType')}>{n.billTypeName ?? n.billType ?? '-'}</Descriptions.Item>
        </Descriptions>
        <RichContent
          content={n.content}
          format={n.contentFormat}
          empty={t('notice.noContent')}
          testId="notification-content"
        />
        {n.fileIds ? (
          <Attachments ids={n.fileIds} readOnly checkPermission={false} title={t('notice.attachments')} />
        ) : null}
      </Card>
    </div>
  );
}
