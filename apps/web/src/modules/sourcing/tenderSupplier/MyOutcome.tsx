import { formatDecimal } from '@srm/core/format/decimals';
import { Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyResult, WonLine } from './config.ts';

/**
 * The supplier's own result once the tender is awarded: won or lost — nothing of another bidder — and,
 * when it won, the lines awarded to it at their prices.
 */
export function MyOutcome({ result, currency }: { result: MyResult; currency: string }) {
  const { t } = useTranslation();
  const won = result.result === 'WON';
  return (
    <Result
      status={won ? 'success' : 'info'}
      title={won ? t('sourcing.tenderSupplier.bid.won') : t('sourcing.tenderSupplier.bid.lost')}
      data-testid="bid-result"
      data-result={result.result}
      style={{ padding: 16 }}
    >
      {won && result.lines.length > 0 && (
        <Table<WonLine>
          size="small"
          rowKey="lineNumber"
          dataSource={result.lines}
          pagination={false}
          columns={[
            { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 50 },
            { key: 'i', title: t('sourcing.inquiry.compare.item'), dataIndex: 'itemName' },
            {
              key: 'q',
              title: t('sourcing.inquiry.compare.awardQuantity'),
              align: 'right',
              render: (_, l) => formatDecimal(l.awardedQuantity, 'quantity'),
            },
            {
              key: 'p',
              title: t('sourcing.inquiry.quote.priceWithout'),
              align: 'right',
              render: (_, l) => `${formatDecimal(l.priceWithoutTax, 'price', 6)} ${currency}`,
            },
            {
              key: 'a',
              title: t('sourcing.inquiry.quote.amount'),
              align: 'right',
              render: (_, l) => `${formatDecimal(l.amountWithTax, 'amount')} ${currency}`,
            },
          ]}
        />
      )}
    </Result>
  );
}
