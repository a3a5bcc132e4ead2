import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
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

/** Several rows picked from a paged `listForSelect` call, searched by keyword as one types. */
function RemoteMultiSelect<T>({
  api,
  queryKey,
  toOption,
  placeholder,
  testId,
  value,
  onChange,
  disabled,
}: {
  api: string;
  queryKey: string;
  toOption: (row: T) => { value: number; label: string };
  placeholder: string;
  testId: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: [queryKey, keyword],
    queryFn: () => post<T[]>(api, { searchParams: keyword ? { keyword } : {}, pageIndex: 1, pageRows: 50 }),
    staleTime: 30_000,
  });
  const found = useMemo(() => (query.data ?? []).map(toOption), [query.data, toOption]);
  // Labels of picked values stay known after the search moves on.
  const [known, setKnown] = useState<Record<number, string>>({});
  useEffect(() => {
    if (found.length === 0) return;
    setKnown((prev) => {
      const next = { ...prev };
      for (const o of found) next[o.value] = o.label;
      return next;
    });
  }, [found]);
  const options = [
    ...found,
    ...(value ?? [])
      .filter((id) => !found.some((o) => o.value === id))
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
      placeholder={placeholder}
      options={options}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

type PickerProps = { value?: number[]; onChange?: (value: number[]) => void; disabled?: boolean };
type SupplierOption = { supplierId: number; supplierNum: string; supplierName: string };
type GroupOption = { groupId: number; groupCode: string; groupName: string; memberCount: number };
type OrgOption = { orgId: number; orgCode: string; orgName: string };
type UserOption = { userId: number; userName: string; userFullName: string };

const supplierOption = (s: SupplierOption) => ({ value: s.supplierId, label: `${s.supplierNum} ${s.supplierName}` });
const groupOption = (g: GroupOption) => ({ value: g.groupId, label: `${g.groupName} (${g.memberCount})` });
const orgOption = (o: OrgOption) => ({ value: o.orgId, label: `${o.orgCode} ${o.orgName}` });
const userOption = (u: UserOption) => ({ value: u.userId, label: `${u.userFullName} (${u.userName})` });

/** Several suppliers picked from the supplier picker list (baseSupplier listForSelect). */
export function SupplierMultiSelect(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <RemoteMultiSelect<SupplierOption>
      {...props}
      api={API.suppliersForSelect}
      queryKey="noticeSuppliers"
      toOption={supplierOption}
      placeholder={t('notice.suppliersPlaceholder')}
      testId="notice-suppliers"
    />
  );
}

export function SupplierGroupMultiSelect(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <RemoteMultiSelect<GroupOption>
      {...props}
      api={API.groupsForSelect}
      queryKey="noticeGroups"
      toOption={groupOption}
      placeholder={t('notice.groupsPlaceholder')}
      testId="notice-groups"
    />
  );
}

export function OrgMultiSelect(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <RemoteMultiSelect<OrgOption>
      {...props}
      api={API.orgsForSelect}
      queryKey="noticeOrgs"
      toOption={orgOption}
      placeholder={t('notice.orgsPlaceholder')}
      testId="notice-orgs"
    />
  );
}

export function UserMultiSelect(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <RemoteMultiSelect<UserOption>
      {...props}
      api={API.usersForSelect}
      queryKey="noticeUsers"
      toOption={userOption}
      placeholder={t('notice.usersPlaceholder')}
      testId="notice-users"
    />
  );
}

/** Attachments as a form field: the value is the comma-separated id string. */
export function AttachmentField({
  value,
  onChange,
  readOnly,
  checkPermission,
}: {
  value?: string | null;
  onChange?: (ids: string) => void;
  readOnly?: boolean;
  /** False on screens opened without a menu (the server still checks the upload resource). */
  checkPermission?: boolean;
}) {
  return <Attachments ids={value ?? ''} onChange={onChange} readOnly={readOnly} checkPermission={checkPermission} />;
}
