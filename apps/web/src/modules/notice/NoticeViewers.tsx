import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable } from '../../components/DataTable/index.ts';
import { API } from './api.ts';

/** Who opened a notice, for its publisher: user, supplier, first and last reading, how often. */
export function NoticeViewers({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'userFullName', title: t('notice.viewer'), width: 140 },
      { key: 'userName', title: t('notice.account'), width: 120 },
      {
        key: 'supplierName',
        title: t('notice.supplierOrInternal'),
        width: 220,
        render: (v) => (v as string) || t('notice.internalUser'),
      },
      { key: 'readCount', title: t('notice.readCount'), editType: 'number', width: 90 },
      { key: 'firstReadDate', title: t('notice.firstRead'), editType: 'datetime', width: 170 },
      { key: 'lastReadDate', title: t('notice.lastRead'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  return (
    <div data-testid="notice-viewers">
      <DataTable api={API.viewers} searchParams={{ noticeId }} columns={columns} rowKey="userId" />
    </div>
  );
}
