import { App, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { DataTable, type DataTableHandle, type RowButton } from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { API, type Instance } from './api.ts';
import { instanceColumns } from './instanceColumns.tsx';
import { useSources } from './pickers.tsx';

type Filters = { title?: string; sourceCode?: string; status?: string; sendType?: string; range?: [Dayjs, Dayjs] };

/** Message instances (htmlUrl 'msgInstance'): every send with its counts; withdraw; open its receivers. */
export default function MsgInstanceScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { openMenu } = useOpenScreens();
  const sources = useSources();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const columns = useMemo(() => instanceColumns(t, [{ key: 'billNumber', title: t('message.bill'), width: 140 }]), [t]);
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'receivers',
        label: t('message.receivers'),
        onClick: (row) => {
          if (!openMenu(['MSG_RECEIVER'], { instanceId: String((row as Instance).instanceId) }))
            message.warning(t('bpm.noMenu'));
        },
      },
      {
        key: 'withdraw',
        label: t('message.withdraw'),
        kind: 'delete',
        resourceCode: 'btnWithdraw',
        hidden: (row) => (row as Instance).status === 'WITHDRAWN',
        confirm: t('message.withdrawConfirm'),
        onClick: async (row) => {
          try {
            await post(API.withdrawInstance, { instanceId: (row as Instance).instanceId });
            message.success(t('message.withdrawn'));
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, message, openMenu],
  );

  return (
    <div data-testid="screen-msgInstance">
      <FilterForm<Filters>
        form={form}
        onSearch={({ range, ...f }) =>
          setFilters({ ...f, dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
        }
      >
        <Form.Item name="title" label={t('message.title')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="sourceCode" label={t('message.source')}>
          <Select
            allowClear
            style={{ width: 200 }}
            options={(sources.data ?? []).map((s) => ({ value: s.sourceCode, label: s.title }))}
          />
        </Form.Item>
        <Form.Item name="sendType" label={t('message.sendType')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={['MANUAL', 'EVENT', 'REMINDER'].map((s) => ({
              value: s,
              label: t(`message.sendType${s as 'MANUAL'}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('message.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={['SENT', 'WITHDRAWN'].map((s) => ({ value: s, label: t(`message.status${s as 'SENT'}`) }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('message.sendTime')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.instances}
        searchParams={filters}
        columns={columns}
        rowKey="instanceId"
        rowButtons={rowButtons}
        rowButtonsWidth={150}
      />
    </div>
  );
}
