import { CHANGE_FIELD_LABELS } from '@srm/core/documents/supplierChange';
import { Button, Input, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import { LookupSelect } from '../../../components/LookupSelect/LookupSelect.tsx';
import { YNCheckbox } from '../../../components/YNCheckbox/YNCheckbox.tsx';
import { blankRow, type ChildSection, type EditRow } from './proposal.ts';

/** Fields edited with a lookup select or a Y/N checkbox; the rest are text. */
const LOOKUPS: Record<string, string> = {
  addressType: 'SLC_ADDRESS_TYPE',
  qualificationType: 'SLC_QUALIFICATION_TYPE',
  currency: 'BASE_CURRENCY',
};
const FLAGS = new Set(['primaryFlag', 'longTermFlag']);
/** Files are kept as they are in a change request (uploads stay on the qualification screen). */
const HIDDEN = new Set(['fileIds']);

type Props = {
  section: ChildSection;
  rows: EditRow[];
  onChange: (rows: EditRow[]) => void;
  testId: string;
};

/** The rows of one section as the change proposes them: edit a cell, add a row, mark one removed. */
export function RowsEditor({ section, rows, onChange, testId }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const set = (key: string, field: string, value: unknown) =>
    onChange(rows.map((r) => (r._key === key ? { ...r, [field]: value } : r)));
  const fields = Object.entries(CHANGE_FIELD_LABELS[section]).filter(([f]) => !HIDDEN.has(f));
  const columns = [
    ...fields.map(([field, label]) => ({
      key: field,
      title: label[lang],
      width: FLAGS.has(field) ? 90 : 170,
      render: (_: unknown, row: EditRow, index: number) => {
        const disabled = !!row._removed;
        const id = `${testId}-${index}-${field}`;
        if (FLAGS.has(field))
          return (
            <YNCheckbox
              value={row[field] as string}
              disabled={disabled}
              onChange={(v) => set(row._key, field, v)}
              data-testid={id}
            />
          );
        if (LOOKUPS[field])
          return (
            <LookupSelect
              typeCode={LOOKUPS[field]}
              value={(row[field] as string) ?? null}
              disabled={disabled}
              onChange={(v) => set(row._key, field, v)}
              style={{ width: 150 }}
            />
          );
        return (
          <Input
            value={(row[field] as string) ?? ''}
            disabled={disabled}
            placeholder={field.startsWith('valid') ? 'YYYY-MM-DD' : undefined}
            onChange={(e) => set(row._key, field, e.target.value)}
            data-testid={id}
          />
        );
      },
    })),
    {
      key: '_actions',
      title: '',
      width: 110,
      fixed: 'right' as const,
      render: (_: unknown, row: EditRow, index: number) => (
        <Space>
          {row._id == null && <Tag color="green">{t('supplierInfo.added')}</Tag>}
          {row._removed && <Tag color="red">{t('supplierInfo.removed')}</Tag>}
          <Button
            size="small"
            danger={!row._removed}
            data-testid={`${testId}-${index}-remove`}
            onClick={() =>
              onChange(
                row._id == null
                  ? rows.filter((r) => r._key !== row._key)
                  : rows.map((r) => (r._key === row._key ? { ...r, _removed: !r._removed } : r)),
              )
            }
          >
            {row._removed ? t('supplierInfo.restoreRow') : t('supplierInfo.removeRow')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button size="small" onClick={() => onChange([...rows, blankRow(section)])} data-testid={`${testId}-add`}>
        {t('supplierInfo.addRow')}
      </Button>
      <Table
        size="small"
        bordered
        rowKey="_key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid={testId}
        rowClassName={(row) => (row._removed ? 'supplier-change-removed' : '')}
      />
    </Space>
  );
}
