import { formatDateTime } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { Attachments } from '../../components/Attachments/index.ts';
import { API, NOTICE_TYPE_LOOKUP, type Notice } from './api.ts';

/** One notice (htmlUrl 'noticeDesc?id=', and 'noticePreview?id=' for a manager's draft): opening it counts as read. */
export function NoticeView({ preview }: { preview: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screen = useScreen();
  const id = Number(screen?.query.id);
  const types = useLookup(NOTICE_TYPE_LOOKUP);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['notice', id, preview],
    queryFn: () => post<Notice>(API.notice, { noticeId: id, ...(preview ? { preview: 'Y' } : {}) }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // The lists show it read now.
  useEffect(() => {
    if (query.isSuccess && !preview) {
      void client.invalidateQueries({ queryKey: ['noticeSummary'] });
      void client.invalidateQueries({ queryKey: ['listPage', API.summary] });
    }
  }, [query.isSuccess, preview, client]);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Empty description={t('notice.notFound')} data-testid="notice-not-found" />;
  }
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const n = query.data;
  if (!n) return <Skeleton active />;
  return (
    <div data-testid={preview ? 'screen-noticePreview' : 'screen-noticeDesc'} style={{ maxWidth: 960 }}>
      {preview && <Alert type="info" showIcon message={t('notice.draftPreview')} style={{ marginBottom: 12 }} />}
      <Card
        title={
          <Space>
            {n.topFlag === 'Y' && <Tag color="red">{t('notice.top')}</Tag>}
            <span data-testid="notice-desc-title">{n.noticeTitle}</span>
          </Space>
        }
        extra={
          <Button onClick={() => void navigate(-1)} data-testid="notice-back">
            {t('notice.back')}
          </Button>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('notice.type')}>{types.meaning(n.noticeType)}</Descriptions.Item>
          <Descriptions.Item label={t('notice.publishDate')}>{formatDateTime(n.publishDate) || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('notice.viewCount')}>
            <span data-testid="notice-view-count">{n.viewCount}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.number')}>{n.noticeNumber}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', minHeight: 80 }} data-testid="notice-content">
          {n.content || t('notice.noContent')}
        </Typography.Paragraph>
        {n.fileIds ? (
          <Attachments ids={n.fileIds} readOnly checkPermission={false} title={t('notice.attachments')} />
        ) : null}
      </Card>
    </div>
  );
}

export default function NoticeDescScreen() {
  return <NoticeView preview={false} />;
}
