import { formatDecimal } from '@srm/core/format/decimals';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, post } from '../../../app/api/client.ts';
import { COMPARE_BASE, QUOTE_BASE } from './config.ts';
import { localDateTime } from './time.ts';

export type QuoteStatusRow = {
  supplierId: number;
  supplierName: string;
  source: string;
  responseStatus: 'INVITED' | 'QUOTED' | 'DECLINED';
  quoted: boolean;
  submittedAt: string | null;
  submitCount: number | null;
  totalWithoutTax: string | null;
  totalWithTax: string | null;
  validUntil: string | null;
};
export type QuoteStatus = { round: number; pricesVisible: boolean; rows: QuoteStatusRow[] };

/** The quotes of a round (and why the prices are sealed, in the server's words, while they are). */
export function useQuoteStatus(inquiryId: number, round: number | undefined) {
  return useQuery({
    queryKey: ['inquiryQuotes', inquiryId, round ?? null],
    queryFn: () => post<QuoteStatus>(`${QUOTE_BASE}/listByInquiry`, { inquiryId, round }),
  });
}

/**
 * Who has quoted in a round and when. The totals appear only once the server shows prices (the round's
 * deadline passed or the round closed); before that the server's own reason is shown (it refuses the
 * comparison with it), never a figure.
 */
export function QuotesReceivedTab({ inquiryId, currentRound }: { inquiryId: number; currentRound: number }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(currentRound);
  const status = useQuoteStatus(inquiryId, round);
  const sealed = useQuery({
    queryKey: ['inquirySealed', inquiryId, round],
    queryFn: async () => {
      try {
        await post(`${COMPARE_BASE}/compare`, { inquiryId, round });
        return null;
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return e.msg;
        throw e;
      }
    },
    enabled: status.data != null && !status.data.pricesVisible,
  });
  const money = (v: string | null) => (v == null ? '—' : formatDecimal(v, 'amount'));
  const rows = status.data?.rows ?? [];
  const quoted = rows.filter((r) => r.quoted).length;
  return (
    <div data-testid="inquiry-quotes">
      <Space style={{ marginBottom: 8 }} wrap>
        {currentRound > 1 && (
          <Select
            value={round}
            style={{ width: 140 }}
            onChange={setRound}
            data-testid="inquiry-quotes-round"
            options={Array.from({ length: currentRound }, (_, i) => ({
              value: i + 1,
              label: t('sourcing.inquiry.compare.roundN', { n: i + 1 }),
            }))}
          />
        )}
        <Typography.Text data-testid="inquiry-quotes-count">
          {t('sourcing.inquiry.quotes.count', { quoted, total: rows.length })}
        </Typography.Text>
      </Space>
      {status.data && !status.data.pricesVisible && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={sealed.data ?? t('sourcing.inquiry.quotes.sealed')}
          data-testid="inquiry-quotes-sealed"
        />
      )}
      {status.isError && <Alert type="error" showIcon title={errorText(status.error)} />}
      <Table<QuoteStatusRow>
        size="small"
        rowKey="supplierId"
        loading={status.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('sourcing.inquiry.suppliers.none') }}
        columns={[
          { key: 'name', title: t('sourcing.inquiry.suppliers.name'), dataIndex: 'supplierName' },
          {
            key: 'state',
            title: t('sourcing.inquiry.suppliers.response'),
            width: 120,
            render: (_, r) =>
              r.quoted ? (
                <Tag color="green" data-testid={`inquiry-quote-state-${r.supplierId}`}>
                  {t('sourcing.inquiry.response.QUOTED')}
                </Tag>
              ) : (
                <Tag data-testid={`inquiry-quote-state-${r.supplierId}`}>
                  {t(`sourcing.inquiry.response.${r.responseStatus === 'DECLINED' ? 'DECLINED' : 'INVITED'}`)}
                </Tag>
              ),
          },
          {
            key: 'at',
            title: t('sourcing.inquiry.quotes.submittedAt'),
            width: 160,
            render: (_, r) => localDateTime(r.submittedAt) || '—',
          },
          {
            key: 'times',
            title: t('sourcing.inquiry.quotes.submitCount'),
            width: 90,
            render: (_, r) => r.submitCount ?? '—',
          },
          {
            key: 'tw',
            title: t('sourcing.inquiry.quotes.totalWithoutTax'),
            width: 140,
            align: 'right',
            render: (_, r) => (
              <span data-testid={`inquiry-quote-total-${r.supplierId}`}>{money(r.totalWithoutTax)}</span>
            ),
          },
          {
            key: 't',
            title: t('sourcing.inquiry.quotes.totalWithTax'),
            width: 140,
            align: 'right',
            render: (_, r) => money(r.totalWithTax),
          },
          {
            key: 'v',
            title: t('sourcing.inquiry.quotes.validUntil'),
            width: 120,
            render: (_, r) => r.validUntil ?? '—',
          },
        ]}
      />
    </div>
  );
}
