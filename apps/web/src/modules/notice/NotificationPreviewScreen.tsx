import { formatDateTime } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, post } from '../../app/api/client.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { Attachments } from '../../components/Attachments/index.ts';
import { type ColumnConfig, DataTable } from '../../components/DataTable/index.ts';
import { API, type Audience, type NotificationBatch } from './api.ts';
import { RichContent } from './richText.tsx';

/** notificationPreview?id=: a hand-written notification as its recipients read it, and who read it. */
export default function NotificationPreviewScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useScreen()?.query.id);
  const query = useQuery({
    queryKey: ['notificationBatch', id],
    queryFn: () => post<NotificationBatch>(API.batch, { batchId: id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'userFullName', title: t('notice.viewer'), width: 140 },
      { key: 'userName', title: t('notice.account'), width: 120 },
      {
        key: 'supplierName',
        title: t('notice.supplierOrInternal'),
        width: 220,
        render: (v) => (v as string) || t('notice.internalUser'),
      },
      {
        key: 'selfCount',
        title: t('notice.readFlag'),
        width: 90,
        render: (v) =>
          Number(v) > 0 ? <Tag color="success">{t('notice.read')}</Tag> : <Tag>{t('notice.unread')}</Tag>,
      },
      { key: 'readDate', title: t('notice.firstRead'), editType: 'datetime', width: 170 },
    ],
    [t],
  );

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Empty description={t('notice.notFound')} />;
  }
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const b = query.data;
  if (!b) return <Skeleton active />;
  const content = (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('notice.status')}>{t(`notice.status${b.status}`)}</Descriptions.Item>
        <Descriptions.Item label={t('notice.audience')}>
          {t(`notice.audience${b.audience as Audience}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('notice.sendDate')}>{formatDateTime(b.publishDate) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('notice.readUsers')}>
          <span data-testid="notification-read-count">
            {b.readCount} / {b.recipientCount}
          </span>
        </Descriptions.Item>
        {b.billLink && (
          <Descriptions.Item label={t('notice.billLink')} span={4}>
            {b.billLink}
          </Descriptions.Item>
        )}
      </Descriptions>
      <RichContent content={b.content} format="HTML" empty={t('notice.noContent')} testId="notification-content" />
      {b.fileIds ? (
        <Attachments ids={b.fileIds} readOnly checkPermission={false} title={t('notice.attachments')} />
      ) : null}
    </>
  );
  return (
    <div data-testid="screen-notificationPreview" style={{ maxWidth: 1000 }}>
      <Card title={b.notificationTitle} extra={<Button onClick={() => void navigate(-1)}>{t('notice.back')}</Button>}>
        <Tabs
          items={[
            { key: 'content', label: t('notice.content'), children: content },
            {
              key: 'recipients',
              label: t('notice.recipients'),
              disabled: b.status === 'DRAFT',
              children: (
                <div data-testid="notification-recipients">
                  <DataTable
                    api={API.recipients}
                    searchParams={{ batchId: b.batchId }}
                    columns={columns}
                    rowKey="notificationId"
                  />
                </div>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
