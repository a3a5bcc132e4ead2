import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OpeningEntry } from './config.ts';

/**
 * The tender's opening record as a supplier sees it (append-only, hash-chained on the server): the public
 * entries in order; a bid entry of another bidder shows only the bid's digest, its own are marked "mine"
 * and checked against the receipt this page holds — the digest of what it submitted.
 */
export function OpeningRecordTable({
  entries,
  loading,
  receiptHash,
}: {
  entries: OpeningEntry[];
  loading: boolean;
  receiptHash: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('sourcing.tenderSupplier.record.note')}</Typography.Text>
      <Table<OpeningEntry>
        size="small"
        rowKey="seq"
        loading={loading}
        dataSource={entries}
        pagination={false}
        data-testid="opening-record"
        locale={{ emptyText: t('sourcing.tenderSupplier.record.none') }}
        onRow={(e) => ({ 'data-testid': `opening-entry-${e.seq}`, 'data-mine': e.mine }) as object}
        columns={[
          { key: 'seq', title: t('sourcing.tenderSupplier.record.seq'), dataIndex: 'seq', width: 60 },
          {
            key: 'at',
            title: t('sourcing.tenderSupplier.record.at'),
            width: 170,
            render: (_, e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'event',
            title: t('sourcing.tenderSupplier.record.event'),
            width: 150,
            render: (_, e) =>
              t(`sourcing.tenderSupplier.record.events.${e.event}` as 'sourcing.tenderSupplier.record.events.SEALED', {
                defaultValue: e.event,
              }),
          },
          {
            key: 'hash',
            title: t('sourcing.tenderSupplier.record.hash'),
            render: (_, e) =>
              e.bidHash ? (
                <Space wrap size={4}>
                  <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid={`opening-hash-${e.seq}`}>
                    {e.bidHash}
                  </Typography.Text>
                  {e.mine ? (
                    <>
                      <Tag color="blue" data-testid={`opening-mine-${e.seq}`}>
                        {t('sourcing.tenderSupplier.record.mine')}
                      </Tag>
                      {receiptHash && e.event === 'BID_SUBMITTED' && e.bidHash === receiptHash && (
                        <Tag color="green" icon={<CheckCircleOutlined />} data-testid={`opening-matches-${e.seq}`}>
                          {t('sourcing.tenderSupplier.record.matches')}
                        </Tag>
                      )}
                    </>
                  ) : (
                    <Tag>{t('sourcing.tenderSupplier.record.other')}</Tag>
                  )}
                </Space>
              ) : (
                ''
              ),
          },
          {
            key: 'entry',
            title: t('sourcing.tenderSupplier.record.entryHash'),
            width: 170,
            render: (_, e) => (
              <Tooltip title={e.entryHash}>
                <Typography.Text code>{e.entryHash.slice(0, 12)}…</Typography.Text>
              </Tooltip>
            ),
          },
        ]}
      />
      {receiptHash && entries.length > 0 && !entries.some((e) => e.mine && e.bidHash === receiptHash) && (
        <Typography.Text type="warning" data-testid="opening-receipt-missing">
          <WarningOutlined /> {t('sourcing.tenderSupplier.record.differs')}
        </Typography.Text>
      )}
    </Space>
  );
}
