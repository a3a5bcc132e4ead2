import type { FieldDef } from '@srm/core/documents/types';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { RefSelect } from '../../../components/Document/RefSelect.tsx';

/*
 * The filters of the read-only source lists (ASL entries, price library, pricing authority): a ref
 * picker by kind (organisation, material, category, supplier) storing the id, and a "valid on" date.
 */

export function RefFilter({
  refKind,
  label,
  value,
  testId,
  onChange,
}: {
  refKind: string;
  label: string;
  value: number | undefined;
  testId: string;
  onChange: (id: number | undefined) => void;
}) {
  const field: FieldDef = { key: refKind, label: { CN: label, EN: label }, type: 'ref', ref: refKind };
  return (
    <div style={{ width: 200 }} title={label}>
      <RefSelect
        field={field}
        value={value}
        doc={{}}
        testId={testId}
        onChange={(id) => onChange(id == null || id === '' ? undefined : Number(id))}
      />
    </div>
  );
}

export function DateFilter({
  placeholder,
  value,
  testId,
  onChange,
}: {
  placeholder: string;
  value: string | undefined;
  testId: string;
  onChange: (date: string | undefined) => void;
}) {
  return (
    <DatePicker
      placeholder={placeholder}
      value={value ? dayjs(value) : null}
      onChange={(d: Dayjs | null) => onChange(d ? d.format('YYYY-MM-DD') : undefined)}
      data-testid={testId}
    />
  );
}
