import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Input, List, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { Attachments } from '../../../components/Attachments/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { AskedLines } from './AskedLines.tsx';
import { Countdown } from './Countdown.tsx';
import { QUOTE_BASE, SUPPLIER_INQUIRY_BASE } from './config.ts';
import { DeclineDialog } from './DeclineDialog.tsx';
import { type MyQuote, type Quote, QuoteForm } from './QuoteForm.tsx';
import { QuoteHistory } from './QuoteHistory.tsx';
import { localDateTime } from './time.ts';

type Clarification = {
  clarificationId: number;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  mine: boolean;
};
type SupplierInquiry = Row & {
  inquiryId: number;
  inquiryNumber: string;
  roundNumber?: string;
  status: string;
  quoteDeadline: string;
  lines: Row[];
  invitation: { source: string; responseStatus: string; declineReason: string | null; lastRound: number } | null;
  clarifications: Clarification[];
  _actions: string[];
};

const OVER = ['AWARDED', 'COMPLETED'];

/**
 * An inquiry as its supplier sees it (portal, opened from My inquiries with ?id=): what the buyer asks
 * (lines, drawings, notes, attachments), the answered questions of everyone (never who asked; its own
 * marked), a question box, sign-up to a public inquiry, decline with a reason, the countdown to the
 * deadline, its quote of the current round, its own quotes of every round, and the end of the inquiry.
 * Every figure comes from the supplier's own calls, which answer nothing of other suppliers.
 */
export default function SupplierInquiryScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screen = useScreen();
  const inquiryId = Number(screen?.query.id);
  const key = ['supplierInquiry', inquiryId];
  const found = useQuery({
    queryKey: key,
    queryFn: () => post<SupplierInquiry>(`${SUPPLIER_INQUIRY_BASE}/findById`, { inquiryId }),
    enabled: Number.isFinite(inquiryId),
  });
  const doc = found.data;
  const takesPart = doc?.invitation != null;
  const mine = useQuery({
    queryKey: ['myQuote', inquiryId],
    queryFn: () => post<MyQuote>(`${QUOTE_BASE}/findMine`, { inquiryId }),
    enabled: takesPart,
  });
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const setTitle = screen?.setTitle;
  useEffect(() => {
    if (doc) setTitle?.(`${t('sourcing.inquiry.portal.inquiry')} ${doc.roundNumber ?? doc.inquiryNumber}`);
  }, [doc, setTitle, t]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['supplierInquiry', inquiryId] });
    void queryClient.invalidateQueries({ queryKey: ['myQuote', inquiryId] });
    void queryClient.invalidateQueries({ queryKey: ['myQuotes', inquiryId] });
    void queryClient.invalidateQueries({ queryKey: ['listPage', `${SUPPLIER_INQUIRY_BASE}/listByPage`] });
  }, [queryClient, inquiryId]);

  // Brought to the front again (opened from the list or a to-do): the inquiry may have moved on meanwhile
  // (a new round, the deadline moved, an answer), so it is read again.
  const openedAt = screen?.openedAt;
  const firstOpening = useRef(openedAt);
  useEffect(() => {
    if (openedAt === firstOpening.current) return;
    firstOpening.current = openedAt;
    refresh();
  }, [openedAt, refresh]);

  const act = async (action: 'signUp' | 'decline' | 'ask', extra: Row, done: string) => {
    setBusy(action);
    try {
      const row = await post<SupplierInquiry>(`${SUPPLIER_INQUIRY_BASE}/${action}`, { inquiryId, ...extra });
      queryClient.setQueryData(key, row);
      refresh();
      message.success(done);
      return true;
    } catch (e) {
      if (action === 'ask') setQuestionError(errorText(e));
      else message.error(errorText(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (!Number.isFinite(inquiryId)) return <Empty />;
  if (found.isLoading) return <Spin />;
  if (found.isError || !doc)
    return <Alert type="error" showIcon title={errorText(found.error)} data-testid="supplier-inquiry-error" />;
  const actions = doc._actions ?? [];
  const over = OVER.includes(doc.status);

  return (
    <div data-testid="screen-supplier-inquiry">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {doc.roundNumber ?? doc.inquiryNumber} {String(doc.title ?? '')}
          </Typography.Title>
          <span data-testid="supplier-inquiry-number" hidden>
            {doc.inquiryNumber}
          </span>
          <StatusTag status={doc.status} def={sourcingInquiry} />
          {doc.status === 'PUBLISHED' && (
            <Countdown key={doc.quoteDeadline} deadline={doc.quoteDeadline} dbNow={mine.data?.dbNow} />
          )}
        </Space>
        <Space wrap>
          {actions.includes('signUp') && (
            <Button
              type="primary"
              loading={busy === 'signUp'}
              onClick={() => void act('signUp', {}, t('sourcing.inquiry.portal.signedUp'))}
              data-testid="supplier-inquiry-signup"
            >
              {t('sourcing.inquiry.portal.signUp')}
            </Button>
          )}
          {actions.includes('decline') && (
            <Button danger onClick={() => setDeclining(true)} data-testid="supplier-inquiry-decline">
              {t('sourcing.inquiry.portal.decline')}
            </Button>
          )}
        </Space>
      </Space>
      {doc.invitation?.responseStatus === 'DECLINED' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-inquiry-declined"
          title={t('sourcing.inquiry.portal.youDeclined', { reason: doc.invitation.declineReason ?? '' })}
        />
      )}
      {over && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-inquiry-result"
          title={t('sourcing.inquiry.portal.awarded')}
        />
      )}
      {doc.status === 'ABOLISHED' && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('sourcing.inquiry.portal.abolished')} />
      )}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          data-testid="supplier-inquiry-header"
          items={[
            { key: 'org', label: t('sourcing.inquiry.portal.buyer'), children: String(doc.orgName ?? '') },
            { key: 'cat', label: t('sourcing.inquiry.portal.category'), children: String(doc.categoryName ?? '') },
            { key: 'cur', label: t('sourcing.inquiry.portal.currency'), children: String(doc.currencyCode ?? '') },
            { key: 'dl', label: t('sourcing.inquiry.portal.deadline'), children: localDateTime(doc.quoteDeadline) },
            {
              key: 'pt',
              label: t('sourcing.inquiry.portal.paymentTerm'),
              children: String(doc.paymentTermName ?? '—'),
            },
            {
              key: 'addr',
              label: t('sourcing.inquiry.portal.address'),
              children: String(doc.deliveryAddressName ?? '—'),
            },
            {
              key: 'notes',
              label: t('sourcing.inquiry.portal.notes'),
              span: 'filled',
              children: <span data-testid="supplier-inquiry-notes">{String(doc.notesToSuppliers ?? '—')}</span>,
            },
          ]}
        />
        <Card size="small" title={t('sourcing.inquiry.portal.lines')}>
          <AskedLines lines={doc.lines} testId="supplier-inquiry-lines" />
        </Card>
        {doc.fileIds ? (
          <Card
            size="small"
            title={t('sourcing.inquiry.portal.attachments')}
            data-testid="supplier-inquiry-attachments"
          >
            <Attachments ids={String(doc.fileIds)} readOnly checkPermission={false} />
          </Card>
        ) : null}
        <Card
          size="small"
          title={t('sourcing.inquiry.tabs.clarifications')}
          data-testid="supplier-inquiry-clarifications"
        >
          {doc.clarifications.length === 0 ? (
            <Typography.Text type="secondary">{t('sourcing.inquiry.clarify.none')}</Typography.Text>
          ) : (
            <List<Clarification>
              size="small"
              dataSource={doc.clarifications}
              renderItem={(c) => (
                <List.Item data-testid={`supplier-clarification-${c.clarificationId}`}>
                  <Space orientation="vertical">
                    <Space wrap>
                      <Tag color="blue">{t('sourcing.inquiry.clarify.question')}</Tag>
                      <Typography.Text strong>{c.question}</Typography.Text>
                      {c.mine && (
                        <Tag data-testid="supplier-clarification-mine">{t('sourcing.inquiry.clarify.mine')}</Tag>
                      )}
                    </Space>
                    {c.answer != null ? (
                      <Space wrap>
                        <Tag color="green">{t('sourcing.inquiry.clarify.answer')}</Tag>
                        <Typography.Text>{c.answer}</Typography.Text>
                        <Typography.Text type="secondary">{localDateTime(c.answeredAt)}</Typography.Text>
                      </Space>
                    ) : (
                      <Typography.Text type="secondary">{t('sourcing.inquiry.clarify.unanswered')}</Typography.Text>
                    )}
                  </Space>
                </List.Item>
              )}
            />
          )}
          {actions.includes('ask') && (
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input.TextArea
                rows={2}
                maxLength={2000}
                value={question}
                status={questionError ? 'error' : undefined}
                placeholder={t('sourcing.inquiry.clarify.askPlaceholder')}
                onChange={(e) => {
                  setQuestion(e.target.value);
                  setQuestionError(null);
                }}
                data-testid="supplier-inquiry-question"
              />
              <Button
                type="primary"
                loading={busy === 'ask'}
                data-testid="supplier-inquiry-ask"
                onClick={async () => {
                  if (!question.trim()) return setQuestionError(t('sourcing.inquiry.clarify.questionRequired'));
                  if (await act('ask', { question: question.trim() }, t('sourcing.inquiry.clarify.asked')))
                    setQuestion('');
                }}
              >
                {t('sourcing.inquiry.clarify.ask')}
              </Button>
            </Space.Compact>
          )}
          {questionError && (
            <Typography.Text type="danger" data-testid="supplier-inquiry-question-error">
              {questionError}
            </Typography.Text>
          )}
        </Card>
        {takesPart && mine.isError && <Alert type="warning" showIcon title={errorText(mine.error)} />}
        {takesPart &&
          mine.data &&
          !over &&
          doc.status !== 'ABOLISHED' &&
          doc.invitation?.responseStatus !== 'DECLINED' && (
            <QuoteForm
              key={`${mine.data.round}-${mine.data.quote?.version ?? 0}-${String(mine.data.canQuote)}`}
              mine={mine.data}
              onStored={(quote: Quote) => {
                queryClient.setQueryData<MyQuote>(['myQuote', inquiryId], (m) => (m ? { ...m, quote } : m));
                refresh();
              }}
            />
          )}
        {takesPart && <QuoteHistory inquiryId={inquiryId} />}
      </Space>
      {declining && (
        <DeclineDialog
          busy={busy === 'decline'}
          onCancel={() => setDeclining(false)}
          onOk={async (reason) => {
            if (await act('decline', { reason }, t('sourcing.inquiry.portal.declined'))) setDeclining(false);
          }}
        />
      )}
    </div>
  );
}
