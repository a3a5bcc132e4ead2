import type { FieldDef } from '@srm/core/documents/types';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../DataTable/types.ts';
import { REF_SOURCES } from './refSources.ts';

type Props = {
  field: FieldDef;
  value: unknown;
  /** The name shown for the value before the list arrives (the row's displayKey). */
  displayName?: unknown;
  /** The document (or line) values a list may depend on (the organisation of a department). */
  doc: Row;
  disabled?: boolean;
  status?: 'error';
  testId: string;
  /** The id, the picked row's name and the fields it fills; null when cleared. */
  onChange: (id: unknown, name: string | null, fills: Row) => void;
};

/** A remote select of a `ref` field: types to search the field's source, shows names, stores ids. */
export function RefSelect({ field, value, displayName, doc, disabled, status, testId, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const source = REF_SOURCES[field.ref ?? ''];
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const depends = (source?.dependsOn ?? []).map((k) => doc[k]);
  const query = useQuery({
    queryKey: ['docRef', field.ref, keyword, ...depends],
    queryFn: () => source.load(keyword, doc),
    enabled: open && !!source && !disabled,
    staleTime: 30_000,
    retry: false,
  });
  const options = useMemo(() => {
    const rows = query.data ?? [];
    const list = rows.map((row) => ({ value: row[source.idKey] as number, label: source.name(row, lang), row }));
    if (value != null && value !== '' && !list.some((o) => o.value === value))
      list.unshift({ value: value as number, label: String(displayName ?? value), row: {} as Row });
    return list;
  }, [query.data, source, lang, value, displayName]);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value == null || value === '' ? undefined : (value as number)}
      options={options.map(({ value: v, label }) => ({ value: v, label }))}
      onOpenChange={setOpen}
      loading={query.isFetching}
      disabled={disabled}
      status={status}
      placeholder={field.label[lang]}
      notFoundContent={query.isError ? errorText(query.error) : t('document.noMatch')}
      data-testid={testId}
      style={{ width: '100%' }}
      onChange={(next) => {
        const picked = options.find((o) => o.value === next);
        if (next == null || !picked) onChange(null, null, {});
        else onChange(next, picked.label, source.fills?.(picked.row, lang) ?? {});
      }}
    />
  );
}
