import { formatDecimal } from '@srm/core/format/decimals';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { AttachmentPopover } from '../../../components/Attachments/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';

/**
 * The lines a buyer asks prices for, as a supplier reads them (an inquiry's, a tender's): item, its
 * specification, quantity and unit, need-by date, drawings (downloadable by the supplier: the server
 * lets a participant read them) and remark.
 */
export function AskedLines({ lines, testId }: { lines: Row[]; testId: string }) {
  const { t } = useTranslation();
  const units = useLookup('BASE_UOM');
  return (
    <Table<Row>
      size="small"
      rowKey="lineId"
      dataSource={lines}
      pagination={false}
      data-testid={testId}
      columns={[
        { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 56 },
        {
          key: 'i',
          title: t('sourcing.inquiry.compare.item'),
          render: (_, l) => String(l.itemName ?? l.materialName ?? ''),
        },
        {
          key: 's',
          title: t('sourcing.inquiry.portal.specification'),
          render: (_, l) => String(l.specification ?? ''),
        },
        {
          key: 'q',
          title: t('sourcing.inquiry.compare.quantity'),
          width: 120,
          align: 'right',
          render: (_, l) => `${formatDecimal(l.quantity as string, 'quantity')} ${units.meaning(l.uomCode as string)}`,
        },
        { key: 'd', title: t('sourcing.inquiry.quote.needBy'), dataIndex: 'needByDate', width: 110 },
        {
          key: 'f',
          title: t('sourcing.inquiry.portal.drawings'),
          width: 120,
          render: (_, l) => (l.fileIds ? <AttachmentPopover ids={String(l.fileIds)} checkPermission={false} /> : ''),
        },
        { key: 'r', title: t('sourcing.inquiry.portal.remark'), render: (_, l) => String(l.remark ?? '') },
      ]}
    />
  );
}
