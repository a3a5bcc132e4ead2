import { DatePicker, Form, Input, InputNumber, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { type ColumnConfig, DataTable } from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { API, CHANNELS } from './api.ts';
import { ChannelTags, StatusTag, useSources } from './pickers.tsx';

type Filters = {
  instanceId?: number;
  user?: string;
  sourceCode?: string;
  channel?: string;
  status?: string;
  readFlag?: string;
  range?: [Dayjs, Dayjs];
};

/**
 * Receivers with their delivery and read state: msgReceive (of one instance, opened from an instance
 * list with ?instanceId=) and msgHistory (every receiver row, searched by user, source, channel, date).
 */
export function ReceiverList({ kind }: { kind: 'receive' | 'history' }) {
  const { t } = useTranslation();
  const screen = useScreen();
  const sources = useSources();
  const [form] = Form.useForm<Filters>();
  const fromQuery = screen?.query.instanceId ? Number(screen.query.instanceId) : undefined;
  const [filters, setFilters] = useState<Record<string, unknown>>(fromQuery ? { instanceId: fromQuery } : {});

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'instanceId', title: t('message.instanceId'), width: 90 },
      { key: 'title', title: t('message.title'), width: 260 },
      { key: 'sourceName', title: t('message.source'), width: 140 },
      { key: 'userFullName', title: t('message.user'), width: 110 },
      { key: 'userName', title: t('message.user'), width: 110, columnsDisplay: 'N' },
      { key: 'channel', title: t('message.channel'), width: 90, render: (v) => <ChannelTags channels={[String(v)]} /> },
      { key: 'address', title: t('message.address'), width: 190 },
      { key: 'status', title: t('message.status'), width: 90, render: (v) => <StatusTag status={String(v)} /> },
      {
        key: 'readFlag',
        title: t('message.readFlag'),
        width: 80,
        render: (v, row) =>
          row.channel === 'EMAIL' ? (
            '-'
          ) : v === 'Y' ? (
            <Tag color="green">{t('message.read')}</Tag>
          ) : (
            <Tag>{t('message.unread')}</Tag>
          ),
      },
      { key: 'readDate', title: t('message.readDate'), width: 170, editType: 'datetime' },
      { key: 'creationDate', title: t('message.sendTime'), width: 170, editType: 'datetime' },
      { key: 'lastError', title: t('message.error'), width: 180 },
    ],
    [t],
  );

  return (
    <div data-testid={kind === 'receive' ? 'screen-msgReceive' : 'screen-msgHistory'}>
      <FilterForm<Filters>
        form={form}
        onSearch={({ range, ...f }) =>
          setFilters({ ...f, dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
        }
      >
        {kind === 'receive' && (
          <Form.Item name="instanceId" label={t('message.instanceId')} initialValue={fromQuery}>
            <InputNumber min={1} style={{ width: 110 }} />
          </Form.Item>
        )}
        <Form.Item name="user" label={t('message.user')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        {kind === 'history' && (
          <Form.Item name="sourceCode" label={t('message.source')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={(sources.data ?? []).map((s) => ({ value: s.sourceCode, label: s.title }))}
            />
          </Form.Item>
        )}
        <Form.Item name="channel" label={t('message.channel')}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={CHANNELS.map((c) => ({ value: c, label: t(`message.channel${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="readFlag" label={t('message.readFlag')}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 'N', label: t('message.unread') },
              { value: 'Y', label: t('message.read') },
            ]}
          />
        </Form.Item>
        {kind === 'history' && (
          <Form.Item name="range" label={t('message.sendTime')}>
            <DatePicker.RangePicker />
          </Form.Item>
        )}
      </FilterForm>
      <DataTable
        api={kind === 'receive' ? API.receivers : API.history}
        searchParams={filters}
        columns={columns}
        rowKey="receiverId"
      />
    </div>
  );
}

export default function MsgReceiveScreen() {
  return <ReceiverList kind="receive" />;
}
