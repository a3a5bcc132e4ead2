import { formatDateTime } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { API, type ReplyRow } from './api.ts';

/**
 * The replies to a notice the caller sees (the server decides: every reply for its publisher, the caller's
 * supplier's for a supplier) and, for readers, a box to reply.
 */
export function NoticeReplies({ noticeId, canReply }: { noticeId: number; canReply: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const query = useQuery({
    queryKey: ['noticeReplies', noticeId],
    queryFn: () => post<ReplyRow[]>(API.replies, { noticeId, pageIndex: 1, pageRows: 200 }),
  });
  const send = async () => {
    if (!text.trim()) {
      message.warning(t('notice.replyRequired'));
      return;
    }
    setSending(true);
    try {
      await post(API.saveReply, { noticeId, content: text });
      message.success(t('notice.replied'));
      setText('');
      await client.invalidateQueries({ queryKey: ['noticeReplies', noticeId] });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div data-testid="notice-replies">
      {(query.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.noReplies')} />
      ) : (
        <List
          size="small"
          dataSource={query.data ?? []}
          renderItem={(r) => (
            <List.Item data-testid={`notice-reply-item-${r.replyId}`}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>{r.userFullName ?? r.userName}</Typography.Text>
                    {r.supplierName && <Typography.Text type="secondary">{r.supplierName}</Typography.Text>}
                    <Typography.Text type="secondary">{formatDateTime(r.creationDate)}</Typography.Text>
                  </Space>
                }
                description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }}>{r.content}</span>}
              />
            </List.Item>
          )}
        />
      )}
      {canReply && (
        <div style={{ marginTop: 12 }}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={2000}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('notice.replyPlaceholder')}
            aria-label={t('notice.reply')}
            data-testid="notice-reply-input"
          />
          <div style={{ textAlign: 'right', marginTop: 28 }}>
            <Button type="primary" onClick={send} loading={sending} data-testid="notice-reply-send">
              {t('notice.reply')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
