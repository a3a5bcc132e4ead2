import { App, Form, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { API, CHANNELS } from './api.ts';
import { ChannelTags, StatusTag } from './pickers.tsx';

type LogRow = { logId: number; receiverId: number; channel: string; receiverStatus: string };

/** Delivery log (htmlUrl 'msgLog'): every attempt per channel; failed e-mails can be sent again. */
export default function MsgLogScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'attemptDate', title: t('message.attemptDate'), width: 170, editType: 'datetime' },
      { key: 'instanceId', title: t('message.instanceId'), width: 90 },
      { key: 'title', title: t('message.title'), width: 240 },
      { key: 'userFullName', title: t('message.user'), width: 110 },
      { key: 'channel', title: t('message.channel'), width: 90, render: (v) => <ChannelTags channels={[String(v)]} /> },
      { key: 'address', title: t('message.address'), width: 200 },
      { key: 'attempt', title: t('message.attempt'), width: 80, editType: 'number' },
      { key: 'status', title: t('message.status'), width: 90, render: (v) => <StatusTag status={String(v)} /> },
      { key: 'error', title: t('message.error'), width: 220 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'retry',
        label: t('message.retry'),
        resourceCode: 'btnRetry',
        needsSelection: true,
        onClick: async (ctx) => {
          const ids = (ctx.selectedRows as LogRow[])
            .filter((r) => r.channel === 'EMAIL' && r.receiverStatus === 'FAILED')
            .map((r) => r.receiverId);
          if (ids.length === 0) {
            message.warning(t('message.retryNone'));
            return;
          }
          try {
            const res = await post<{ count: number }>(API.retry, { receiverIds: [...new Set(ids)] });
            message.success(`${t('message.retry')}: ${res.count}`);
          } catch (error) {
            message.error(errorText(error));
          }
          ctx.reload();
        },
      },
    ],
    [t, message],
  );

  return (
    <div data-testid="screen-msgLog">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="channel" label={t('message.channel')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={CHANNELS.map((c) => ({ value: c, label: t(`message.channel${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('message.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={['SENT', 'FAILED'].map((s) => ({ value: s, label: t(`message.status${s as 'SENT'}`) }))}
          />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.logs}
        searchParams={filters}
        columns={columns}
        rowKey="logId"
        selectable
        toolbarButtons={toolbarButtons}
      />
    </div>
  );
}
