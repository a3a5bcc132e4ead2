import { formatDateTime } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Skeleton, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { Attachments } from '../../components/Attachments/index.ts';
import { API, NOTICE_TYPE_LOOKUP, type Notice } from './api.ts';
import { NoticeAcknowledgements } from './NoticeAcknowledgements.tsx';
import { NoticeReplies } from './NoticeReplies.tsx';
import { NoticeViewers } from './NoticeViewers.tsx';
import { RichContent } from './richText.tsx';

/**
 * How a notice screen opens it:
 * - read: noticeDesc?id= — a reader; opening counts as read; replies below;
 * - manage: noticeDesc?id=&manage=Y — its publisher from noticeManagement: not counted, tabs with every reply
 *   and the viewers;
 * - preview: noticePreview?id= — a manager's look at a draft, not counted;
 * - pending: noticePendingDesc?id= — opened from the acknowledgement to-do, with "I have read it".
 */
export type NoticeViewMode = 'read' | 'manage' | 'preview' | 'pending';

const SCREEN_TEST_IDS: Record<NoticeViewMode, string> = {
  read: 'screen-noticeDesc',
  manage: 'screen-noticeDesc-manage',
  preview: 'screen-noticePreview',
  pending: 'screen-noticePendingDesc',
};

export function NoticeView({ mode }: { mode: NoticeViewMode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const screen = useScreen();
  const id = Number(screen?.query.id);
  const types = useLookup(NOTICE_TYPE_LOOKUP);
  const client = useQueryClient();
  const counted = mode === 'read' || mode === 'pending';
  const query = useQuery({
    queryKey: ['notice', id, mode],
    queryFn: () => post<Notice>(API.notice, { noticeId: id, ...(counted ? {} : { preview: 'Y' }) }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [acknowledged, setAcknowledged] = useState(false);
  // The lists show it read now.
  useEffect(() => {
    if (query.isSuccess && counted) {
      void client.invalidateQueries({ queryKey: ['noticeSummary'] });
      void client.invalidateQueries({ queryKey: ['listPage', API.summary] });
    }
  }, [query.isSuccess, counted, client]);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Empty description={t('notice.notFound')} data-testid="notice-not-found" />;
  }
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const n = query.data;
  if (!n) return <Skeleton active />;

  const acknowledge = async () => {
    try {
      await post(API.acknowledge, { noticeId: n.noticeId });
      setAcknowledged(true);
      message.success(t('notice.acknowledged'));
      void client.invalidateQueries({ queryKey: ['listPage'] });
      // The to-do lists (pending/TodoTable TODOS_KEY) drop the handled item.
      void client.invalidateQueries({ queryKey: ['todos'] });
    } catch (error) {
      message.error(errorText(error));
    }
  };
  const ackOpen = mode === 'pending' && n.ackPending === true && !acknowledged;

  const body = (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('notice.type')}>{types.meaning(n.noticeType)}</Descriptions.Item>
        <Descriptions.Item label={t('notice.publishDate')}>{formatDateTime(n.publishDate) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('notice.viewCount')}>
          <span data-testid="notice-view-count">{n.viewCount}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('notice.number')}>{n.noticeNumber}</Descriptions.Item>
      </Descriptions>
      <RichContent content={n.content} format={n.contentFormat} empty={t('notice.noContent')} testId="notice-content" />
      {n.fileIds ? (
        <Attachments ids={n.fileIds} readOnly checkPermission={false} title={t('notice.attachments')} />
      ) : null}
    </>
  );

  return (
    <div data-testid={SCREEN_TEST_IDS[mode]} style={{ maxWidth: 1000 }}>
      {mode === 'preview' && (
        <Alert type="info" showIcon message={t('notice.draftPreview')} style={{ marginBottom: 12 }} />
      )}
      {mode === 'pending' && (
        <Alert
          type={ackOpen ? 'warning' : 'success'}
          showIcon
          message={ackOpen ? t('notice.ackPrompt') : t('notice.ackDone')}
          style={{ marginBottom: 12 }}
          data-testid="notice-ack-state"
        />
      )}
      <Card
        title={
          <Space>
            {n.topFlag === 'Y' && <Tag color="red">{t('notice.top')}</Tag>}
            <span data-testid="notice-desc-title">{n.noticeTitle}</span>
          </Space>
        }
        extra={
          <Space>
            {ackOpen && (
              <Button type="primary" onClick={acknowledge} data-testid="notice-acknowledge">
                {t('notice.acknowledge')}
              </Button>
            )}
            <Button onClick={() => void navigate(-1)} data-testid="notice-back">
              {t('notice.back')}
            </Button>
          </Space>
        }
      >
        {mode === 'manage' ? (
          <Tabs
            items={[
              { key: 'content', label: t('notice.content'), children: body },
              {
                key: 'replies',
                label: t('notice.replies'),
                children: <NoticeReplies noticeId={n.noticeId} canReply={false} />,
              },
              { key: 'viewers', label: t('notice.viewers'), children: <NoticeViewers noticeId={n.noticeId} /> },
              // Only a notice that asks suppliers to acknowledge it has acknowledgements to follow.
              ...((n.ackTotal ?? 0) > 0
                ? [
                    {
                      key: 'acknowledgements',
                      label: t('notice.acknowledgements'),
                      children: (
                        <NoticeAcknowledgements noticeId={n.noticeId} done={n.ackCount ?? 0} total={n.ackTotal ?? 0} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <>
            {body}
            {counted && (
              <Card size="small" type="inner" title={t('notice.replies')} style={{ marginTop: 16 }}>
                <NoticeReplies noticeId={n.noticeId} canReply />
              </Card>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

export default function NoticeDescScreen() {
  const screen = useScreen();
  return <NoticeView mode={screen?.query.manage === 'Y' ? 'manage' : 'read'} />;
}
