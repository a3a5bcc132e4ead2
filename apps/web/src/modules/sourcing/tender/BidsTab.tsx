import { formatDecimal } from '@srm/core/format/decimals';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { AttachmentPopover } from '../../../components/Attachments/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import { BID_BASE } from './config.ts';
import { tenderKey } from './useTenderRefresh.ts';

export type BidRow = {
  supplierId: number;
  supplierNumber: string | null;
  supplierName: string | null;
  source: string;
  responseStatus: string;
  feeStatus: string;
  bondStatus: string;
  bidId: number | null;
  bidStatus: 'SUBMITTED' | 'WITHDRAWN' | 'OPENED' | 'INVALID' | null;
  submittedAt: string | null;
  submitCount: number;
  commercialHash: string | null;
  technicalFileIds: string | null;
  technicalStatement: string | null;
  totalWithoutTax: string | null;
  totalWithTax: string | null;
  validityDays: number | null;
  commercialRemark: string | null;
  invalidReason: string | null;
};
export type Bids = { tenderId: number; status: string; opened: boolean; rows: BidRow[] };

type BidLine = {
  bidLineId: number;
  tenderLineId: number;
  lineNumber: number;
  itemName: string;
  specification: string | null;
  quantity: string;
  uomCode: string;
  priceWithoutTax: string;
  taxRate: string;
  priceWithTax: string;
  amountWithoutTax: string;
  amountWithTax: string;
  leadTimeDays: number | null;
  remark: string | null;
};

const BID_COLOR: Record<string, string> = { SUBMITTED: 'blue', WITHDRAWN: 'default', OPENED: 'green', INVALID: 'red' };
const money = (v: string | null) => (v == null ? '—' : formatDecimal(v, 'amount'));

export function useBids(tenderId: number, status: string) {
  return useQuery({
    // The state is part of the key: the same tender opened is another answer (prices appear).
    queryKey: tenderKey(tenderId, 'bids', status),
    queryFn: () => post<Bids>(`${BID_BASE}/listByTender`, { tenderId }),
  });
}

/**
 * The bids of a tender. Before the opening the server answers who bid, when, how often and the receipt
 * hash of each sealed envelope — never a figure: the page says the prices are sealed until the committee
 * opens them. Once opened: each bid's totals (or why it was found invalid), its technical envelope, and
 * its priced lines when the row is expanded. The buyer's tab and the committee's opening page show it.
 */
export function BidsTab({ tenderId, status }: { tenderId: number; status: string }) {
  const { t } = useTranslation();
  const bids = useBids(tenderId, status);
  const data = bids.data;
  const opened = data?.opened ?? false;
  const rows = data?.rows ?? [];
  const bidding = rows.filter((r) => r.bidId != null && r.bidStatus !== 'WITHDRAWN').length;
  return (
    <div data-testid="tender-bids" data-opened={opened}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {data && !opened && (
          <Alert
            type="info"
            showIcon
            data-testid="tender-bids-sealed"
            title={t('sourcing.tender.bids.sealed')}
            description={t('sourcing.tender.bids.sealedDetail')}
          />
        )}
        {data && (
          <Typography.Text data-testid="tender-bids-count">
            {t('sourcing.tender.bids.count', { n: bidding, total: rows.length })}
          </Typography.Text>
        )}
        {bids.isError && <Alert type="error" showIcon title={errorText(bids.error)} />}
        <Table<BidRow>
          size="small"
          rowKey="supplierId"
          loading={bids.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('sourcing.tender.suppliers.none') }}
          expandable={
            opened
              ? {
                  rowExpandable: (r) => r.bidStatus === 'OPENED',
                  expandedRowRender: (r) => (r.bidId ? <BidLines bidId={r.bidId} /> : null),
                }
              : undefined
          }
          columns={[
            { key: 'name', title: t('sourcing.inquiry.suppliers.name'), dataIndex: 'supplierName', width: 220 },
            {
              key: 'state',
              title: t('sourcing.tender.bids.state'),
              width: 110,
              render: (_, r) =>
                r.bidStatus ? (
                  <Tag
                    color={BID_COLOR[r.bidStatus]}
                    data-testid={`tender-bid-state-${r.supplierId}`}
                    data-status={r.bidStatus}
                  >
                    {t(`sourcing.tender.bids.status.${r.bidStatus}`)}
                  </Tag>
                ) : (
                  <Tag data-testid={`tender-bid-state-${r.supplierId}`} data-status="NONE">
                    {t('sourcing.tender.bids.noBid')}
                  </Tag>
                ),
            },
            {
              key: 'at',
              title: t('sourcing.tender.bids.submittedAt'),
              width: 150,
              render: (_, r) => localDateTime(r.submittedAt) || '—',
            },
            {
              key: 'count',
              title: t('sourcing.tender.bids.submitCount'),
              width: 90,
              render: (_, r) => (r.bidId ? r.submitCount : '—'),
            },
            {
              key: 'hash',
              title: t('sourcing.tender.bids.receipt'),
              width: 200,
              render: (_, r) =>
                r.commercialHash ? (
                  <Tooltip title={r.commercialHash}>
                    <Typography.Text code data-testid={`tender-bid-hash-${r.supplierId}`}>
                      {r.commercialHash.slice(0, 16)}…
                    </Typography.Text>
                  </Tooltip>
                ) : (
                  '—'
                ),
            },
            ...(opened
              ? [
                  {
                    key: 'tw',
                    title: t('sourcing.inquiry.quotes.totalWithoutTax'),
                    width: 140,
                    align: 'right' as const,
                    render: (_: unknown, r: BidRow) => (
                      <span data-testid={`tender-bid-total-without-${r.supplierId}`}>{money(r.totalWithoutTax)}</span>
                    ),
                  },
                  {
                    key: 't',
                    title: t('sourcing.inquiry.quotes.totalWithTax'),
                    width: 140,
                    align: 'right' as const,
                    render: (_: unknown, r: BidRow) => (
                      <Typography.Text strong data-testid={`tender-bid-total-${r.supplierId}`}>
                        {money(r.totalWithTax)}
                      </Typography.Text>
                    ),
                  },
                  {
                    key: 'v',
                    title: t('sourcing.tender.bids.validity'),
                    width: 100,
                    render: (_: unknown, r: BidRow) =>
                      r.validityDays == null ? '—' : t('sourcing.inquiry.compare.days', { n: r.validityDays }),
                  },
                  {
                    key: 'tech',
                    title: t('sourcing.tender.bids.technical'),
                    width: 220,
                    render: (_: unknown, r: BidRow) => (
                      <Space orientation="vertical" size={0}>
                        {r.technicalStatement && (
                          <Typography.Paragraph
                            ellipsis={{ rows: 2, tooltip: r.technicalStatement }}
                            style={{ margin: 0 }}
                          >
                            {r.technicalStatement}
                          </Typography.Paragraph>
                        )}
                        {r.technicalFileIds && <AttachmentPopover ids={r.technicalFileIds} />}
                      </Space>
                    ),
                  },
                  {
                    key: 'why',
                    title: t('sourcing.tender.bids.invalidReason'),
                    width: 240,
                    render: (_: unknown, r: BidRow) =>
                      r.invalidReason ? (
                        <Typography.Text type="danger" data-testid={`tender-bid-invalid-${r.supplierId}`}>
                          {r.invalidReason}
                        </Typography.Text>
                      ) : (
                        (r.commercialRemark ?? '')
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Space>
    </div>
  );
}

/** One opened bid's priced lines. */
function BidLines({ bidId }: { bidId: number }) {
  const { t } = useTranslation();
  const units = useLookup('BASE_UOM');
  const lines = useQuery({
    queryKey: ['tenderBidLines', bidId],
    queryFn: () => post<BidLine[]>(`${BID_BASE}/linesByBid`, { bidId }),
  });
  if (lines.isError) return <Alert type="error" showIcon title={errorText(lines.error)} />;
  return (
    <Table<BidLine>
      size="small"
      rowKey="bidLineId"
      loading={lines.isLoading}
      dataSource={lines.data ?? []}
      pagination={false}
      data-testid={`tender-bid-lines-${bidId}`}
      columns={[
        { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 56 },
        { key: 'i', title: t('sourcing.inquiry.compare.item'), dataIndex: 'itemName', width: 200 },
        {
          key: 'q',
          title: t('sourcing.inquiry.compare.quantity'),
          width: 110,
          align: 'right',
          render: (_, l) => `${formatDecimal(l.quantity, 'quantity')} ${units.meaning(l.uomCode)}`,
        },
        {
          key: 'p',
          title: t('sourcing.inquiry.compare.priceWithoutTax'),
          width: 120,
          align: 'right',
          render: (_, l) => formatDecimal(l.priceWithoutTax, 'price', 6),
        },
        {
          key: 'r',
          title: t('sourcing.inquiry.quote.taxRate'),
          width: 80,
          align: 'right',
          render: (_, l) => formatDecimal(l.taxRate, 'quantity'),
        },
        {
          key: 'pt',
          title: t('sourcing.inquiry.quote.priceWith'),
          width: 120,
          align: 'right',
          render: (_, l) => formatDecimal(l.priceWithTax, 'price', 6),
        },
        {
          key: 'a',
          title: t('sourcing.inquiry.compare.amount'),
          width: 120,
          align: 'right',
          render: (_, l) => (
            <span data-testid={`tender-bid-line-amount-${bidId}-${l.lineNumber}`}>{money(l.amountWithTax)}</span>
          ),
        },
        {
          key: 'lt',
          title: t('sourcing.inquiry.compare.leadTime'),
          width: 80,
          render: (_, l) => (l.leadTimeDays == null ? '' : t('sourcing.inquiry.compare.days', { n: l.leadTimeDays })),
        },
        { key: 'rm', title: t('sourcing.inquiry.quote.lineRemark'), dataIndex: 'remark' },
      ]}
    />
  );
}
