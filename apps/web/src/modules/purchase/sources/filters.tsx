import type { FieldDef } from '@srm/core/documents/types';
import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
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

/** One filter of a FilterBar: a reference picker, a choice among fixed values, or a date. */
export type FilterSpec = { key: string; label: string; testId: string } & (
  | { kind: 'ref'; refKind: string }
  | { kind: 'select'; options: { value: string; label: string }[] }
  | { kind: 'date' }
);

/**
 * The filter bar of a read-only source list (ASL entries, price library): one filter per spec, in
 * order; every change hands the list its new search parameters (unset filters left out).
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: FilterSpec[];
  onChange: (searchParams: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const set = (key: string, value: unknown) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onChange(next);
  };
  return (
    <Space wrap>
      {filters.map((f) => {
        if (f.kind === 'ref')
          return (
            <RefFilter
              key={f.key}
              refKind={f.refKind}
              label={f.label}
              value={values[f.key] as number | undefined}
              onChange={(v) => set(f.key, v)}
              testId={f.testId}
            />
          );
        if (f.kind === 'select')
          return (
            <Select
              key={f.key}
              allowClear
              placeholder={f.label}
              style={{ width: 120 }}
              value={values[f.key] as string | undefined}
              onChange={(v) => set(f.key, v)}
              data-testid={f.testId}
              options={f.options}
            />
          );
        return (
          <DateFilter
            key={f.key}
            placeholder={f.label}
            value={values[f.key] as string | undefined}
            onChange={(v) => set(f.key, v)}
            testId={f.testId}
          />
        );
      })}
    </Space>
  );
}
