import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Switch, Tag } from 'antd';
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
import { API, type Source, type Variable } from './api.ts';

type Values = {
  sourceCode: string;
  sourceName: string;
  sourceNameEn?: string;
  moduleCode?: string;
  variables: Variable[];
  enabled: boolean;
};

/** Message sources (htmlUrl 'msgSourceCfg'): business events and the variables their templates may use. */
export default function MsgSourceScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<Source | 'new' | null>(null);

  const columns = useMemo(
    () => [
      { key: 'sourceCode', title: t('message.sourceCode'), width: 200 },
      { key: 'sourceName', title: t('message.sourceName'), width: 180 },
      { key: 'sourceNameEn', title: t('message.sourceNameEn'), width: 200 },
      { key: 'moduleCode', title: t('message.moduleCode'), width: 110 },
      {
        key: 'variables',
        title: t('message.variables'),
        width: 360,
        render: (v: unknown) => (
          <>
            {(v as Variable[]).map((x) => (
              <Tag key={x.name} title={`${x.description} · ${x.sample}`}>
                {x.name}
              </Tag>
            ))}
          </>
        ),
      },
      { key: 'enabledFlag', title: t('message.enabledFlag'), width: 80, editType: 'checkbox' as const },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'edit', label: t('message.edit'), resourceCode: 'btnEdit', onClick: (r) => setEditing(r as Source) },
      {
        key: 'delete',
        label: t('message.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('message.deleteConfirm'),
        onClick: async (r) => {
          try {
            await post(API.deleteSource, { sourceId: (r as Source).sourceId });
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
    () => [{ key: 'add', label: t('message.addSource'), resourceCode: 'btnAdd', onClick: () => setEditing('new') }],
    [t],
  );
  const current = editing === 'new' ? null : editing;

  return (
    <div data-testid="screen-msgSourceCfg">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="keyword" label={t('message.keyword')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.sources}
        searchParams={filters}
        columns={columns}
        rowKey="sourceId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={130}
      />
      <FormModal<Values>
        open={editing != null}
        title={current ? t('message.editSource') : t('message.addSource')}
        initialValues={
          current
            ? {
                sourceCode: current.sourceCode,
                sourceName: current.sourceName,
                sourceNameEn: current.sourceNameEn ?? '',
                moduleCode: current.moduleCode ?? '',
                variables: current.variables,
                enabled: current.enabledFlag === 'Y',
              }
            : { variables: [], enabled: true }
        }
        onSubmit={async (v) => {
          await post(API.saveSource, {
            sourceId: current?.sourceId,
            version: current?.version,
            sourceCode: v.sourceCode,
            sourceName: v.sourceName,
            sourceNameEn: v.sourceNameEn || null,
            moduleCode: v.moduleCode || null,
            variables: (v.variables ?? []).map((x) => ({
              name: x.name,
              description: x.description ?? '',
              sample: x.sample ?? '',
            })),
            enabledFlag: v.enabled ? 'Y' : 'N',
          });
          table.current?.reload();
        }}
        onClose={() => setEditing(null)}
        successMessage={t('message.saved')}
        width={780}
        testId="source-form"
      >
        <Space size="large" wrap>
          <Form.Item
            name="sourceCode"
            label={t('message.sourceCode')}
            rules={[{ required: true, whitespace: true, message: t('message.required') }]}
          >
            <Input maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="moduleCode" label={t('message.moduleCode')}>
            <Input maxLength={64} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('message.enabledFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item
            name="sourceName"
            label={t('message.sourceName')}
            rules={[{ required: true, whitespace: true, message: t('message.required') }]}
          >
            <Input maxLength={128} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="sourceNameEn" label={t('message.sourceNameEn')}>
            <Input maxLength={128} style={{ width: 300 }} />
          </Form.Item>
        </Space>
        <Form.Item label={t('message.variables')}>
          <Form.List name="variables">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: t('message.required') }]}>
                      <Input placeholder={t('message.variableName')} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'description']}>
                      <Input placeholder={t('message.variableDescription')} style={{ width: 260 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'sample']}>
                      <Input placeholder={t('message.variableSample')} style={{ width: 200 }} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  onClick={() => add({ name: '', description: '', sample: '' })}
                  icon={<PlusOutlined />}
                >
                  {t('message.addVariable')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </FormModal>
    </div>
  );
}
