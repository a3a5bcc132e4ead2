import { useQuery } from '@tanstack/react-query';
import { Checkbox, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { API, CHANNELS, type Channel } from './api.ts';

/*
 * The small pieces the message screens share: channel boxes and tags, status tags, and the receiver
 * pickers (users, responsibilities, suppliers) as searchable multi-selects over the server's pickers.
 */

export function ChannelBoxes({ value, onChange }: { value?: Channel[]; onChange?: (v: Channel[]) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      value={value}
      onChange={(v) => onChange?.(v as Channel[])}
      options={CHANNELS.map((c) => ({ value: c, label: t(`message.channel${c}`) }))}
    />
  );
}

export function ChannelTags({ channels }: { channels: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {channels.map((c) => (
        <Tag key={c} color={c === 'EMAIL' ? 'purple' : 'blue'}>
          {t(`message.channel${c}` as 'message.channelIN_APP')}
        </Tag>
      ))}
    </>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  SENT: 'green',
  PUBLISHED: 'green',
  WITHDRAWN: 'default',
  UNPUBLISHED: 'default',
  PENDING: 'gold',
  DRAFT: 'gold',
  FAILED: 'red',
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{t(`message.status${status}` as 'message.statusSENT')}</Tag>;
}

type Option = { value: number; label: string };

function useOptions(key: string, load: () => Promise<Option[]>, enabled = true) {
  return useQuery({ queryKey: ['messagePicker', key], queryFn: load, enabled, staleTime: 60_000 });
}

type MultiProps = { value?: number[]; onChange?: (v: number[]) => void; 'data-testid'?: string };

function Multi({ options, loading, ...p }: MultiProps & { options?: Option[]; loading: boolean }) {
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      options={options}
      value={p.value}
      onChange={(v) => p.onChange?.(v)}
      data-testid={p['data-testid']}
      style={{ width: '100%' }}
    />
  );
}

export function UserPicker(p: MultiProps) {
  const q = useOptions('users', async () =>
    (
      await post<{ userId: number; userName: string; userFullName: string }[]>(API.usersForSelect, {
        pageIndex: 1,
        pageRows: 500,
      })
    ).map((u) => ({ value: u.userId, label: `${u.userFullName} (${u.userName})` })),
  );
  return <Multi {...p} options={q.data} loading={q.isLoading} />;
}

export function RespPicker(p: MultiProps) {
  const { i18n } = useTranslation();
  const q = useOptions(`resps-${i18n.language}`, async () =>
    (await post<{ respId: number; title: string }[]>(API.responsibilities, {})).map((r) => ({
      value: r.respId,
      label: r.title,
    })),
  );
  return <Multi {...p} options={q.data} loading={q.isLoading} />;
}

export function SupplierPicker(p: MultiProps) {
  const q = useOptions('suppliers', async () =>
    (
      await post<{ supplierId: number; supplierNum: string; supplierName: string }[]>(API.suppliersForSelect, {
        pageIndex: 1,
        pageRows: 500,
      })
    ).map((s) => ({ value: s.supplierId, label: `${s.supplierNum} ${s.supplierName}` })),
  );
  return <Multi {...p} options={q.data} loading={q.isLoading} />;
}

/** The enabled sources for a select, titled in the current language. */
export function useSources() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['messageSources', i18n.language],
    queryFn: () =>
      post<
        {
          sourceId: number;
          sourceCode: string;
          title: string;
          variables: { name: string; description: string; sample: string }[];
        }[]
      >(API.sourcesForSelect, {}),
    staleTime: 30_000,
  });
}
