import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type ReactNode, type Ref, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';

export type RemoteOption = { value: number; label: ReactNode; text: string; disabled?: boolean };

export type RemoteSelectProps<R> = {
  /** A listByPage-style endpoint: `{searchParams, pageIndex, pageRows}` → rows. */
  api: string;
  /** The searchParams field the typed text goes to (e.g. personName, keyword). */
  searchKey: string;
  /** Other filters sent with every search. */
  params?: Record<string, unknown>;
  toOption: (row: R) => RemoteOption;
  value?: number | null;
  onChange?: (value: number | null, row: R | null) => void;
  /** The option of the value the form starts with, shown before any search. */
  initialOption?: RemoteOption | null;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
  ref?: Ref<never>;
};

const PAGE_ROWS = 20;

/**
 * A select that searches a server list as the user types (300 ms after the last key) and shows the
 * first 20 matches: the person of an internal user, the supplier of an external one, a responsibility.
 */
export function RemoteSelect<R>({
  api,
  searchKey,
  params,
  toOption,
  value,
  onChange,
  initialOption,
  placeholder,
  disabled,
  'data-testid': testId,
  ref,
}: RemoteSelectProps<R>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['remoteSelect', api, searchKey, params, text],
    queryFn: () =>
      post<R[]>(api, {
        searchParams: { ...params, ...(text ? { [searchKey]: text } : {}) },
        pageIndex: 1,
        pageRows: PAGE_ROWS,
      }),
    enabled: open && !disabled,
    staleTime: 10_000,
  });
  const rows = query.data ?? [];
  const options = useMemo(() => {
    const found = rows.map(toOption);
    if (initialOption && !found.some((o) => o.value === initialOption.value)) found.unshift(initialOption);
    return found;
  }, [rows, toOption, initialOption]);
  return (
    <Select<number | null>
      ref={ref}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null, rows.find((r) => toOption(r).value === next) ?? null)}
      options={options.map(({ text: _, ...o }) => o)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? <Spin size="small" /> : t('adminUser.noOptions')}
      labelRender={(props) => options.find((o) => o.value === props.value)?.text ?? props.label}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
