import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import {
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { FormModal } from '../../components/FormModal/index.ts';
import { useOpenScreens } from '../bpm/useOpenScreens.ts';
import { API, type Channel, type Instance } from './api.ts';
import { instanceColumns } from './instanceColumns.tsx';
import { ChannelBoxes, RespPicker, SupplierPicker, UserPicker } from './pickers.tsx';

type Values = {
  title: string;
  body: string;
  channels: Channel[];
  userIds: number[];
  respIds: number[];
  supplierIds: number[];
};
type TemplateOption = {
  templateId: number;
  sourceName: string;
  channel: Channel;
  lang: string;
  title: string;
  body: string;
};

/** Send messages (htmlUrl 'messageList'): write one by hand (or from a template) and the list of those sent. */
export default function MessageListScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { openMenu } = useOpenScreens();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sending, setSending] = useState(false);
  const templates = useQuery({
    queryKey: ['messageTemplatesForSend'],
    queryFn: () => post<TemplateOption[]>(API.templatesForSend, {}),
    enabled: sending,
  });

  const columns = useMemo(() => instanceColumns(t), [t]);
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
            await post(API.withdrawMessage, { instanceId: (row as Instance).instanceId });
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
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: 'send', label: t('message.send'), resourceCode: 'btnSend', onClick: () => setSending(true) }],
    [t],
  );

  return (
    <div data-testid="screen-messageList">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="title" label={t('message.title')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('message.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={['SENT', 'WITHDRAWN'].map((s) => ({
              value: s,
              label: t(`message.status${s}` as 'message.statusSENT'),
            }))}
          />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.sentMessages}
        searchParams={filters}
        columns={columns}
        rowKey="instanceId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={150}
      />
      <FormModal<Values>
        open={sending}
        title={t('message.send')}
        initialValues={{ channels: ['IN_APP'], userIds: [], respIds: [], supplierIds: [], body: '' }}
        onSubmit={async (v) => {
          await post(API.send, v);
          table.current?.reload();
        }}
        onClose={() => setSending(false)}
        successMessage={t('message.sendOk')}
        width={720}
        testId="message-send-form"
        okText={t('message.send')}
      >
        {(f) => (
          <>
            <Form.Item label={t('message.fromTemplate')} extra={t('message.fromTemplateHint')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={templates.isLoading}
                data-testid="message-from-template"
                options={(templates.data ?? []).map((tp) => ({
                  value: tp.templateId,
                  label: `${tp.sourceName} · ${t(`message.channel${tp.channel}`)} · ${t(`message.lang${tp.lang}` as 'message.langCN')}`,
                }))}
                onChange={(id) => {
                  const tp = templates.data?.find((x) => x.templateId === id);
                  if (tp) f.setFieldsValue({ title: tp.title, body: tp.body });
                }}
              />
            </Form.Item>
            <Form.Item
              name="title"
              label={t('message.title')}
              rules={[{ required: true, whitespace: true, message: t('message.required') }]}
            >
              <Input maxLength={500} data-testid="message-title" />
            </Form.Item>
            <Form.Item name="body" label={t('message.body')}>
              <Input.TextArea rows={5} maxLength={20_000} data-testid="message-body" />
            </Form.Item>
            <Form.Item
              name="channels"
              label={t('message.channels')}
              rules={[{ required: true, message: t('message.required') }]}
            >
              <ChannelBoxes />
            </Form.Item>
            <Form.Item name="userIds" label={t('message.users')}>
              <UserPicker data-testid="message-users" />
            </Form.Item>
            <Form.Item name="respIds" label={t('message.responsibilities')}>
              <RespPicker data-testid="message-resps" />
            </Form.Item>
            <Form.Item name="supplierIds" label={t('message.suppliers')}>
              <SupplierPicker data-testid="message-suppliers" />
            </Form.Item>
          </>
        )}
      </FormModal>
    </div>
  );
}
