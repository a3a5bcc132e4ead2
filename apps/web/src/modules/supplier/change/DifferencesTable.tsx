import {
  CHANGE_FIELD_LABELS,
  type ChangeOperation,
  type ChangeSection,
  type FieldDifference,
} from '@srm/core/documents/supplierChange';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';

export type ChangeLineRecord = {
  lineId: number;
  lineNumber: number;
  section: ChangeSection;
  operation: ChangeOperation;
  targetId: number | null;
  newValues: string | null;
  differences: FieldDifference[];
  applied: 'Y' | 'N';
};

const OPERATION_COLOR: Record<ChangeOperation, string> = { ADD: 'green', CHANGE: 'blue', REMOVE: 'red' };

/** The differences of a change request, field by field (old → new), per line; the same before and after applying. */
export function DifferencesTable({ lines, testId }: { lines: ChangeLineRecord[]; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sections = useLookup('SLC_CHANGE_SECTION');
  const operations = useLookup('SLC_CHANGE_OPERATION');
  const rows = lines.flatMap((line) =>
    line.differences.map((d, i) => ({
      key: `${line.lineId}-${d.field}`,
      line,
      d,
      first: i === 0,
      span: line.differences.length,
    })),
  );
  const spanned = (row: (typeof rows)[number]) => ({ rowSpan: row.first ? row.span : 0 });
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        {
          key: 'section',
          title: t('supplierInfo.section'),
          width: 110,
          onCell: spanned,
          render: (_, r) => sections.meaning(r.line.section),
        },
        {
          key: 'operation',
          title: t('supplierInfo.operation'),
          width: 90,
          onCell: spanned,
          render: (_, r) => <Tag color={OPERATION_COLOR[r.line.operation]}>{operations.meaning(r.line.operation)}</Tag>,
        },
        {
          key: 'field',
          title: t('supplierInfo.field'),
          width: 160,
          render: (_, r) => CHANGE_FIELD_LABELS[r.line.section][r.d.field]?.[lang] ?? r.d.field,
        },
        {
          key: 'old',
          title: t('supplierInfo.oldValue'),
          render: (_, r) => (
            <span style={{ color: '#cf1322', textDecoration: r.d.oldValue ? 'line-through' : undefined }}>
              {r.d.oldValue ?? '—'}
            </span>
          ),
        },
        {
          key: 'new',
          title: t('supplierInfo.newValue'),
          render: (_, r) => <span style={{ color: '#389e0d', fontWeight: 500 }}>{r.d.newValue ?? '—'}</span>,
        },
        {
          key: 'applied',
          title: '',
          width: 100,
          onCell: spanned,
          render: (_, r) =>
            r.line.applied === 'Y' ? (
              <Tag color="success">{t('supplierInfo.applied')}</Tag>
            ) : (
              <Tag>{t('supplierInfo.waiting')}</Tag>
            ),
        },
      ]}
    />
  );
}
