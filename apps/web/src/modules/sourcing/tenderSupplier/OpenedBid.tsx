import { formatDecimal } from '@srm/core/format/decimals';
import { Alert, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyBid, OpenedBidLine } from './config.ts';

/**
 * The supplier's own prices once the committee opened the bids (before that the server cannot read them,
 * so there is nothing to show): per line as decrypted and checked at the opening, with the totals; or why
 * its bid was found invalid.
 */
export function OpenedBid({ bid, currency }: { bid: MyBid; currency: string }) {
  const { t } = useTranslation();
  if (bid.status === 'INVALID') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('sourcing.tenderSupplier.bid.invalid', { reason: bid.invalidReason ?? '' })}
        data-testid="bid-invalid"
      />
    );
  }
  const money = (v: string | null | undefined) => (v == null ? '' : formatDecimal(v, 'amount'));
  const price = (v: string) => formatDecimal(v, 'price', 6);
  return (
    <Card size="small" title={t('sourcing.tenderSupplier.bid.opened')} data-testid="bid-opened">
      <Table<OpenedBidLine>
        size="small"
        rowKey="tenderLineId"
        dataSource={bid.lines ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'n',
            title: t('sourcing.inquiry.compare.line'),
            width: 50,
            dataIndex: 'lineNumber',
          },
          {
            key: 'i',
            title: t('sourcing.inquiry.compare.item'),
            dataIndex: 'itemName',
          },
          {
            key: 'p',
            title: t('sourcing.inquiry.quote.priceWithout'),
            align: 'right',
            render: (_, l) => price(l.priceWithoutTax),
          },
          {
            key: 'r',
            title: t('sourcing.inquiry.quote.taxRate'),
            align: 'right',
            render: (_, l) => formatDecimal(l.taxRate, 'quantity'),
          },
          {
            key: 'w',
            title: t('sourcing.inquiry.quote.priceWith'),
            align: 'right',
            render: (_, l) => price(l.priceWithTax),
          },
          {
            key: 'a',
            title: t('sourcing.inquiry.quote.amount'),
            align: 'right',
            render: (_, l) => money(l.amountWithTax),
          },
          { key: 'lt', title: t('sourcing.inquiry.quote.leadTime'), dataIndex: 'leadTimeDays', align: 'right' },
          { key: 'rm', title: t('sourcing.inquiry.quote.lineRemark'), dataIndex: 'remark' },
        ]}
      />
      <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="bid-opened-total">
        {t('sourcing.tenderSupplier.bid.totals', {
          without: money(bid.totalWithoutTax),
          with: money(bid.totalWithTax),
          currency,
        })}
      </Typography.Paragraph>
    </Card>
  );
}
