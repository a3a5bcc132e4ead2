import { App, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { API, type Channel, type Rule } from './api.ts';
import { ChannelBoxes, ChannelTags } from './pickers.tsx';

type Values = {
  ruleName: string;
  billType?: string | null;
  firstAfterHours: number;
  repeatHours: number;
  maxTimes: number;
  channels: Channel[];
  enabled: boolean;
};

/** Reminder settings (htmlUrl 'reminderSetting'): remind the receiver of an open to-do after N hours, every M, at most K times. */
export default function ReminderSettingScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const billTypes = useLookup('SYS_TOBEDO');
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'ruleName', title: t('message.ruleName'), width: 220 },
      {
        key: 'billType',
        title: t('message.billType'),
        width: 160,
        render: (v) => (v ? billTypes.meaning(String(v)) : t('message.billTypeAll')),
      },
      { key: 'firstAfterHours', title: t('message.firstAfterHours'), width: 140, editType: 'number' },
      { key: 'repeatHours', title: t('message.repeatHours'), width: 140, editType: 'number' },
      { key: 'maxTimes', title: t('message.maxTimes'), width: 100, editType: 'number' },
      {
        key: 'channels',
        title: t('message.channels'),
        width: 140,
        render: (v) => <ChannelTags channels={v as string[]} />,
      },
      { key: 'enabledFlag', title: t('message.enabledFlag'), width: 80, editType: 'checkbox' },
    ],
    [t, billTypes.meaning],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'edit', label: t('message.edit'), resourceCode: 'btnEdit', onClick: (r) => setEditing(r as Rule) },
      {
        key: 'delete',
        label: t('message.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('message.deleteConfirm'),
        onClick: async (r) => {
          try {
            await post(API.deleteRule, { ruleId: (r as Rule).ruleId });
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, message],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: 'add', label: t('message.addRule'), resourceCode: 'btnAdd', onClick: () => setEditing('new') }],
    [t],
  );
  const current = editing === 'new' ? null : editing;

  return (
    <div data-testid="screen-reminderSetting">
      <DataTable
        ref={table}
        api={API.rules}
        columns={columns}
        rowKey="ruleId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={130}
      />
      <FormModal<Values>
        open={editing != null}
        title={current ? t('message.editRule') : t('message.addRule')}
        initialValues={
          current
            ? { ...current, enabled: current.enabledFlag === 'Y' }
            : { firstAfterHours: 24, repeatHours: 24, maxTimes: 3, channels: ['IN_APP'], enabled: true }
        }
        onSubmit={async (v) => {
          await post(API.saveRule, {
            ruleId: current?.ruleId,
            version: current?.version,
            ruleName: v.ruleName,
            billType: v.billType || null,
            firstAfterHours: v.firstAfterHours,
            repeatHours: v.repeatHours,
            maxTimes: v.maxTimes,
            channels: v.channels,
            enabledFlag: v.enabled ? 'Y' : 'N',
          });
          table.current?.reload();
        }}
        onClose={() => setEditing(null)}
        successMessage={t('message.saved')}
        width={640}
        testId="rule-form"
      >
        <Form.Item
          name="ruleName"
          label={t('message.ruleName')}
          rules={[{ required: true, whitespace: true, message: t('message.required') }]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="billType" label={t('message.billType')} extra={t('message.billTypeAll')}>
          <LookupSelect typeCode="SYS_TOBEDO" style={{ width: 260 }} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item
            name="firstAfterHours"
            label={t('message.firstAfterHours')}
            rules={[{ required: true, message: t('message.required') }]}
          >
            <InputNumber min={1} max={2160} />
          </Form.Item>
          <Form.Item
            name="repeatHours"
            label={t('message.repeatHours')}
            rules={[{ required: true, message: t('message.required') }]}
          >
            <InputNumber min={1} max={2160} />
          </Form.Item>
          <Form.Item
            name="maxTimes"
            label={t('message.maxTimes')}
            rules={[{ required: true, message: t('message.required') }]}
          >
            <InputNumber min={1} max={50} />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item
            name="channels"
            label={t('message.channels')}
            rules={[{ required: true, message: t('message.required') }]}
          >
            <ChannelBoxes />
          </Form.Item>
          <Form.Item name="enabled" label={t('message.enabledFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </FormModal>
    </div>
  );
}
