import { Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable } from '../../components/DataTable/index.ts';
import { API } from './api.ts';

type Filter = 'ALL' | 'Y' | 'N';

/**
 * Which addressed suppliers acknowledged a notice that asks for it, and which not yet (not yet first),
 * for its publisher. The counts beside the filter are the notice's own (the list shows the same).
 */
export function NoticeAcknowledgements({ noticeId, done, total }: { noticeId: number; done: number; total: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('ALL');
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'supplierNumber', title: t('notice.supplierNumber'), width: 120 },
      { key: 'supplierName', title: t('notice.supplierName'), width: 240 },
      {
        key: 'acknowledged',
        title: t('notice.ackState'),
        width: 110,
        render: (v) =>
          v === 'Y' ? (
            <Tag color="success">{t('notice.acknowledged')}</Tag>
          ) : (
            <Tag color="warning">{t('notice.notYetAcknowledged')}</Tag>
          ),
      },
      { key: 'acknowledgedBy', title: t('notice.acknowledgedBy'), width: 140 },
      { key: 'acknowledgedDate', title: t('notice.acknowledgedDate'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const searchParams = useMemo(
    () => (filter === 'ALL' ? { noticeId } : { noticeId, acknowledged: filter }),
    [noticeId, filter],
  );
  return (
    <div data-testid="notice-acknowledgements">
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        style={{ marginBottom: 12 }}
        data-testid="notice-ack-filter"
        options={[
          { value: 'ALL', label: t('notice.ackAll', { count: total }) },
          { value: 'Y', label: t('notice.ackYes', { count: done }) },
          { value: 'N', label: t('notice.ackNo', { count: total - done }) },
        ]}
      />
      <DataTable api={API.acknowledgements} searchParams={searchParams} columns={columns} rowKey="supplierId" />
    </div>
  );
}
