import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { Attachments } from '../../components/Attachments/index.ts';
import { API } from './api.ts';

/** A title shown bold while unread (spec §3: selfCount 0). */
export function UnreadTitle({ text, unread, top }: { text: string; unread: boolean; top?: boolean }) {
  const { t } = useTranslation();
  return (
    <span data-unread={unread ? 'true' : 'false'} style={{ fontWeight: unread ? 600 : 400 }}>
      {top && (
        <Tag color="red" style={{ marginInlineEnd: 6 }}>
          {t('notice.top')}
        </Tag>
      )}
      {text}
    </span>
  );
}

type SupplierOption = { supplierId: number; supplierNum: string; supplierName: string };

/** Several suppliers picked from the supplier picker list (baseSupplier listForSelect), searched as one types. */
export function SupplierMultiSelect({
  value,
  onChange,
  disabled,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: ['noticeSuppliers', keyword],
    queryFn: () =>
      post<SupplierOption[]>(API.suppliersForSelect, {
        searchParams: keyword ? { keyword } : {},
        pageIndex: 1,
        pageRows: 50,
      }),
    staleTime: 30_000,
  });
  const [known, setKnown] = useState<Record<number, string>>({});
  useEffect(() => {
    if (!query.data) return;
    setKnown((prev) => {
      const next = { ...prev };
      for (const s of query.data) next[s.supplierId] = `${s.supplierNum} ${s.supplierName}`;
      return next;
    });
  }, [query.data]);
  const options = [
    ...(query.data ?? []).map((s) => ({ value: s.supplierId, label: `${s.supplierNum} ${s.supplierName}` })),
    ...(value ?? [])
      .filter((id) => !(query.data ?? []).some((s) => s.supplierId === id))
      .map((id) => ({ value: id, label: known[id] ?? `#${id}` })),
  ];
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      loading={query.isFetching}
      placeholder={t('notice.suppliersPlaceholder')}
      options={options}
      disabled={disabled}
      data-testid="notice-suppliers"
    />
  );
}

/** Attachments as a form field: the value is the comma-separated id string. */
export function AttachmentField({
  value,
  onChange,
  readOnly,
}: {
  value?: string | null;
  onChange?: (ids: string) => void;
  readOnly?: boolean;
}) {
  return <Attachments ids={value ?? ''} onChange={onChange} readOnly={readOnly} />;
}
