import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { DataTable, type DataTableHandle, type RowButton } from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { FormModal } from '../../components/FormModal/index.ts';
import { API, type Channel, type Config, type Rule } from './api.ts';
import { ChannelBoxes, ChannelTags, RespPicker, UserPicker } from './pickers.tsx';

type Values = {
  enabled: boolean;
  channels: Channel[];
  natural: boolean;
  userIds: number[];
  respIds: number[];
  reminderRuleId: number | null;
};

/** Message configuration (htmlUrl 'msgCfg'): per source, whether it sends, on which channels, to whom. */
export default function MsgConfigScreen() {
  const { t, i18n } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<Config | null>(null);
  const rules = useQuery({
    queryKey: ['messageRules'],
    queryFn: () => post<Rule[]>(API.rules, { pageIndex: 1, pageRows: 200 }),
    enabled: editing != null,
  });

  const columns = useMemo(
    () => [
      { key: 'sourceCode', title: t('message.sourceCode'), width: 200 },
      {
        key: 'sourceName',
        title: t('message.sourceName'),
        width: 180,
        render: (_: unknown, r: Record<string, unknown>) =>
          String(i18n.language.startsWith('en') && r.sourceNameEn ? r.sourceNameEn : r.sourceName),
      },
      { key: 'enabledFlag', title: t('message.enabledFlag'), width: 80, editType: 'checkbox' as const },
      {
        key: 'channels',
        title: t('message.channels'),
        width: 150,
        render: (v: unknown) => <ChannelTags channels={v as string[]} />,
      },
      { key: 'naturalFlag', title: t('message.natural'), width: 110, editType: 'checkbox' as const },
      { key: 'userNames', title: t('message.users'), width: 180, render: (v: unknown) => (v as string[]).join('、') },
      {
        key: 'respNames',
        title: t('message.responsibilities'),
        width: 180,
        render: (v: unknown) => (
          <>
            {(v as string[]).map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </>
        ),
      },
      { key: 'reminderRuleName', title: t('message.reminderRule'), width: 180 },
    ],
    [t, i18n.language],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [{ key: 'edit', label: t('message.edit'), resourceCode: 'btnEdit', onClick: (r) => setEditing(r as Config) }],
    [t],
  );

  return (
    <div data-testid="screen-msgCfg">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="keyword" label={t('message.keyword')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.configs}
        searchParams={filters}
        columns={columns}
        rowKey="sourceId"
        rowButtons={rowButtons}
        rowButtonsWidth={80}
      />
      <FormModal<Values>
        open={editing != null}
        title={`${t('message.editConfig')} · ${editing?.sourceCode ?? ''}`}
        initialValues={
          editing
            ? {
                enabled: editing.enabledFlag === 'Y',
                channels: editing.channels.length ? editing.channels : ['IN_APP'],
                natural: editing.naturalFlag === 'Y',
                userIds: editing.userIds,
                respIds: editing.respIds,
                reminderRuleId: editing.reminderRuleId,
              }
            : undefined
        }
        onSubmit={async (v) => {
          await post(API.saveConfig, {
            sourceId: editing!.sourceId,
            version: editing!.version ?? undefined,
            enabledFlag: v.enabled ? 'Y' : 'N',
            channels: v.channels,
            naturalFlag: v.natural ? 'Y' : 'N',
            userIds: v.userIds ?? [],
            respIds: v.respIds ?? [],
            reminderRuleId: v.reminderRuleId ?? null,
          });
          table.current?.reload();
        }}
        onClose={() => setEditing(null)}
        successMessage={t('message.saved')}
        width={680}
        testId="config-form"
      >
        <Space size="large" wrap>
          <Form.Item name="enabled" label={t('message.enabledFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="channels"
            label={t('message.channels')}
            rules={[{ required: true, message: t('message.required') }]}
          >
            <ChannelBoxes />
          </Form.Item>
          <Form.Item
            name="natural"
            label={t('message.natural')}
            valuePropName="checked"
            tooltip={t('message.naturalHint')}
          >
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="userIds" label={t('message.users')}>
          <UserPicker />
        </Form.Item>
        <Form.Item name="respIds" label={t('message.responsibilities')}>
          <RespPicker />
        </Form.Item>
        <Form.Item name="reminderRuleId" label={t('message.reminderRule')}>
          <Select
            allowClear
            loading={rules.isLoading}
            options={(rules.data ?? []).map((r) => ({ value: r.ruleId, label: r.ruleName }))}
          />
        </Form.Item>
      </FormModal>
    </div>
  );
}
