import { formatDecimal } from '@srm/core/format/decimals';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Summary, SummaryBid } from './evaluation.ts';

const money = (v: string | null) => (v == null ? '—' : formatDecimal(v, 'amount'));
const score = (v: string | null) => (v == null ? '—' : formatDecimal(v, 'amount'));

/**
 * The ranking of an opened tender (评标汇总): each bid's total, technical and commercial score and rank
 * (a lowest-price tender ranks by the total with tax alone), invalid bids at the end with their reason,
 * the recommended supplier marked.
 */
export function SummaryTable({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const weighted = summary.evaluationMethod === 'WEIGHTED_SCORE';
  return (
    <Table<SummaryBid>
      size="small"
      rowKey="bidId"
      dataSource={summary.bids}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="tender-summary"
      locale={{ emptyText: t('sourcing.tender.evaluation.noBids') }}
      columns={[
        {
          key: 'rank',
          title: t('sourcing.tender.evaluation.rank'),
          width: 70,
          render: (_, b) =>
            b.rank == null ? (
              '—'
            ) : (
              <Typography.Text strong data-testid={`tender-rank-${b.supplierId}`}>
                {b.rank}
              </Typography.Text>
            ),
        },
        {
          key: 'supplier',
          title: t('sourcing.inquiry.suppliers.name'),
          width: 240,
          render: (_, b) => (
            <>
              {b.supplierName}{' '}
              {b.recommended && (
                <Tag color="gold" data-testid={`tender-recommended-${b.supplierId}`}>
                  {t('sourcing.tender.evaluation.recommended')}
                </Tag>
              )}
              {b.status === 'INVALID' && <Tag color="red">{t('sourcing.tender.bids.status.INVALID')}</Tag>}
            </>
          ),
        },
        {
          key: 'total',
          title: t('sourcing.inquiry.quotes.totalWithTax'),
          width: 140,
          align: 'right',
          render: (_, b) => <span data-testid={`tender-summary-total-${b.supplierId}`}>{money(b.totalWithTax)}</span>,
        },
        ...(weighted
          ? [
              {
                key: 'tech',
                title: t('sourcing.tender.evaluation.technical', {
                  weight: formatDecimal(summary.technicalWeight ?? '0', 'quantity'),
                }),
                width: 130,
                align: 'right' as const,
                render: (_: unknown, b: SummaryBid) => score(b.technicalScore),
              },
              {
                key: 'comm',
                title: t('sourcing.tender.evaluation.commercial', {
                  weight: formatDecimal(summary.commercialWeight ?? '0', 'quantity'),
                }),
                width: 130,
                align: 'right' as const,
                render: (_: unknown, b: SummaryBid) => score(b.commercialScore),
              },
              {
                key: 'score',
                title: t('sourcing.tender.evaluation.totalScore'),
                width: 100,
                align: 'right' as const,
                render: (_: unknown, b: SummaryBid) => (
                  <Typography.Text strong data-testid={`tender-score-total-${b.supplierId}`}>
                    {score(b.totalScore)}
                  </Typography.Text>
                ),
              },
            ]
          : []),
        {
          key: 'why',
          title: t('sourcing.tender.bids.invalidReason'),
          render: (_, b) =>
            b.invalidReason ? <Typography.Text type="danger">{b.invalidReason}</Typography.Text> : null,
        },
      ]}
    />
  );
}
