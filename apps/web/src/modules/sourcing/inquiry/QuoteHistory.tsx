import { formatDecimal } from '@srm/core/format/decimals';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { QUOTE_BASE } from './config.ts';
import type { Quote } from './QuoteForm.tsx';
import { localDateTime } from './time.ts';

type RoundQuote = {
  round: number;
  roundNumber: string;
  quote: Quote | null;
  submissions: { submittedAt: string; receiptHash: string }[];
};

/** The supplier's own quotes of every round it took part in, with each submission's receipt (its hash). */
export function QuoteHistory({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['myQuotes', inquiryId],
    queryFn: () => post<RoundQuote[]>(`${QUOTE_BASE}/listMine`, { inquiryId }),
  });
  const money = (v: string | null | undefined) => (v == null ? '—' : formatDecimal(v, 'amount'));
  return (
    <Card size="small" title={t('sourcing.inquiry.quote.history')} data-testid="quote-history">
      <Table<RoundQuote>
        size="small"
        rowKey="round"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('sourcing.inquiry.quote.noHistory') }}
        columns={[
          { key: 'r', title: t('sourcing.inquiry.quote.round'), dataIndex: 'roundNumber', width: 170 },
          {
            key: 's',
            title: t('sourcing.inquiry.portal.status'),
            width: 100,
            render: (_, r) =>
              r.quote ? (
                <Tag color={r.quote.status === 'SUBMITTED' ? 'green' : 'default'}>
                  {t(`sourcing.inquiry.quote.status.${r.quote.status}`)}
                </Tag>
              ) : (
                '—'
              ),
          },
          {
            key: 'at',
            title: t('sourcing.inquiry.quotes.submittedAt'),
            width: 160,
            render: (_, r) => localDateTime(r.quote?.submittedAt) || '—',
          },
          {
            key: 'tw',
            title: t('sourcing.inquiry.quotes.totalWithoutTax'),
            width: 130,
            align: 'right',
            render: (_, r) => (
              <span data-testid={`quote-history-total-${r.round}`}>{money(r.quote?.totalWithoutTax)}</span>
            ),
          },
          {
            key: 't',
            title: t('sourcing.inquiry.quotes.totalWithTax'),
            width: 130,
            align: 'right',
            render: (_, r) => money(r.quote?.totalWithTax),
          },
          {
            key: 'h',
            title: t('sourcing.inquiry.quote.receiptHash'),
            render: (_, r) =>
              r.submissions.length === 0 ? (
                '—'
              ) : (
                <Tooltip
                  title={r.submissions.map((s) => `${localDateTime(s.submittedAt)} ${s.receiptHash}`).join('\n')}
                >
                  <Typography.Text code>
                    {r.submissions[r.submissions.length - 1].receiptHash.slice(0, 16)}…
                  </Typography.Text>
                  {r.submissions.length > 1 && ` ×${r.submissions.length}`}
                </Tooltip>
              ),
          },
        ]}
      />
    </Card>
  );
}
