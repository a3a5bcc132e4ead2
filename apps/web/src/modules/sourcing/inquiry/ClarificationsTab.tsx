import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { CLARIFY_BASE } from './config.ts';
import { localDateTime } from './time.ts';

type Clarification = {
  clarificationId: number;
  question: string;
  askedAt: string;
  askedBySupplierName: string;
  answer: string | null;
  answeredAt: string | null;
  answeredByName: string | null;
};

/**
 * The suppliers' questions on the inquiry, with who asked (the buyer's side only: the answer goes to every
 * participating supplier without the asker). An unanswered question has an answer box; an answer is given once.
 */
export function ClarificationsTab({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canAnswer = useMenuResources().has('btnAnswer');
  const key = ['inquiryClarifications', inquiryId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => post<Clarification[]>(`${CLARIFY_BASE}/listByInquiry`, { inquiryId }),
  });
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (c: Clarification) => {
    const text = (drafts[c.clarificationId] ?? '').trim();
    if (!text) {
      setErrors((e) => ({ ...e, [c.clarificationId]: t('sourcing.inquiry.clarify.answerRequired') }));
      return;
    }
    setBusy(c.clarificationId);
    try {
      await post(`${CLARIFY_BASE}/answer`, { clarificationId: c.clarificationId, answer: text });
      // The list again: the answer with the names of who asked and who answered.
      await queryClient.invalidateQueries({ queryKey: key });
      message.success(t('sourcing.inquiry.clarify.answered'));
    } catch (e) {
      // The typed answer stays for another try.
      setErrors((all) => ({ ...all, [c.clarificationId]: errorText(e) }));
    } finally {
      setBusy(null);
    }
  };

  if (list.isError) return <Alert type="error" showIcon title={errorText(list.error)} />;
  const rows = list.data ?? [];
  return (
    <div data-testid="inquiry-clarifications">
      {rows.length === 0 && !list.isLoading ? (
        <Empty description={t('sourcing.inquiry.clarify.none')} />
      ) : (
        <List<Clarification>
          loading={list.isLoading}
          dataSource={rows}
          renderItem={(c) => (
            <List.Item data-testid={`inquiry-clarification-${c.clarificationId}`}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Tag color="blue">{t('sourcing.inquiry.clarify.question')}</Tag>
                  <Typography.Text strong>{c.question}</Typography.Text>
                </Space>
                <Typography.Text type="secondary">
                  {t('sourcing.inquiry.clarify.askedBy', { name: c.askedBySupplierName, at: localDateTime(c.askedAt) })}
                </Typography.Text>
                {c.answer != null ? (
                  <>
                    <Space wrap>
                      <Tag color="green">{t('sourcing.inquiry.clarify.answer')}</Tag>
                      <Typography.Text>{c.answer}</Typography.Text>
                    </Space>
                    <Typography.Text type="secondary">
                      {t('sourcing.inquiry.clarify.answeredBy', {
                        name: c.answeredByName ?? '',
                        at: localDateTime(c.answeredAt),
                      })}
                    </Typography.Text>
                  </>
                ) : canAnswer ? (
                  <Space.Compact style={{ width: '100%' }}>
                    <Input.TextArea
                      rows={2}
                      maxLength={2000}
                      value={drafts[c.clarificationId] ?? ''}
                      status={errors[c.clarificationId] ? 'error' : undefined}
                      placeholder={t('sourcing.inquiry.clarify.answerPlaceholder')}
                      onChange={(e) => {
                        setDrafts((d) => ({ ...d, [c.clarificationId]: e.target.value }));
                        setErrors(({ [c.clarificationId]: _gone, ...rest }) => rest);
                      }}
                      data-testid={`inquiry-answer-${c.clarificationId}`}
                    />
                    <Button
                      type="primary"
                      loading={busy === c.clarificationId}
                      onClick={() => void answer(c)}
                      data-testid={`inquiry-answer-send-${c.clarificationId}`}
                    >
                      {t('sourcing.inquiry.clarify.send')}
                    </Button>
                  </Space.Compact>
                ) : (
                  <Typography.Text type="secondary">{t('sourcing.inquiry.clarify.unanswered')}</Typography.Text>
                )}
                {errors[c.clarificationId] && (
                  <Typography.Text type="danger" data-testid={`inquiry-answer-error-${c.clarificationId}`}>
                    {errors[c.clarificationId]}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
