import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MyBid } from './config.ts';

const COLOURS: Record<MyBid['status'], string> = {
  SUBMITTED: 'green',
  WITHDRAWN: 'default',
  OPENED: 'blue',
  INVALID: 'red',
};

/**
 * The receipt of the supplier's bid, kept in view on its tender page: the SHA-256 of the ciphertext the
 * server checked and stored (the same digest the opening record shows against this bid), when it was
 * submitted, how many times, its status; withdraw while the tender takes bids.
 */
export function BidReceiptCard({
  bid,
  canWithdraw,
  busy,
  onWithdraw,
}: {
  bid: MyBid;
  canWithdraw: boolean;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="bid-receipt"
      data-status={bid.status}
      title={
        <Space>
          <SafetyCertificateOutlined />
          {t('sourcing.tenderSupplier.bid.receipt')}
          <Tag color={COLOURS[bid.status]} data-testid="bid-status" data-status={bid.status}>
            {t(`sourcing.tenderSupplier.bid.status.${bid.status}`)}
          </Tag>
        </Space>
      }
      extra={
        canWithdraw ? (
          <Button danger size="small" loading={busy} onClick={onWithdraw} data-testid="bid-withdraw">
            {t('sourcing.tenderSupplier.bid.withdraw')}
          </Button>
        ) : null
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'hash',
            label: t('sourcing.tenderSupplier.bid.receiptHash'),
            children: (
              <Typography.Text code copyable data-testid="bid-receipt-hash" style={{ wordBreak: 'break-all' }}>
                {bid.commercialHash}
              </Typography.Text>
            ),
          },
          {
            key: 'at',
            label: t('sourcing.tenderSupplier.bid.receiptAt'),
            children: <span data-testid="bid-receipt-at">{dayjs(bid.submittedAt).format('YYYY-MM-DD HH:mm:ss')}</span>,
          },
          {
            key: 'n',
            label: t('sourcing.tenderSupplier.bid.receiptCount'),
            children: <span data-testid="bid-receipt-count">{bid.submitCount}</span>,
          },
        ]}
      />
      <Typography.Text type="secondary">{t('sourcing.tenderSupplier.bid.receiptNote')}</Typography.Text>
    </Card>
  );
}
