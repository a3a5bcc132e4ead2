import { Alert, App, Button, Card, Form, Input, Select, Space, Switch, Typography } from 'antd';
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
import { API, CHANNELS, type Template } from './api.ts';
import { ChannelTags, useSources } from './pickers.tsx';

type Values = { sourceId: number; channel: string; lang: string; title: string; body: string; enabled: boolean };
type Preview = { title: string; body: string; unknownVariables: string[] };

/** Message templates (htmlUrl 'msgTempleCfg'): per source, channel and language; preview with sample values. */
export default function MsgTemplateScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sources = useSources();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  const columns = useMemo(
    () => [
      { key: 'sourceName', title: t('message.source'), width: 170 },
      {
        key: 'channel',
        title: t('message.channel'),
        width: 100,
        render: (v: unknown) => <ChannelTags channels={[String(v)]} />,
      },
      { key: 'lang', title: t('message.lang'), width: 80, render: (v: unknown) => t(`message.lang${v as 'CN'}`) },
      { key: 'title', title: t('message.title'), width: 280 },
      { key: 'body', title: t('message.body'), width: 320 },
      { key: 'enabledFlag', title: t('message.enabledFlag'), width: 80, editType: 'checkbox' as const },
      {
        key: 'lastUpdateDate',
        title: t('message.sendTime'),
        width: 170,
        editType: 'datetime' as const,
        columnsDisplay: 'N' as const,
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('message.edit'),
        resourceCode: 'btnEdit',
        onClick: (r) => {
          setPreview(null);
          setEditing(r as Template);
        },
      },
      {
        key: 'delete',
        label: t('message.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('message.deleteConfirm'),
        onClick: async (r) => {
          try {
            await post(API.deleteTemplate, { templateId: (r as Template).templateId });
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
    () => [
      {
        key: 'add',
        label: t('message.addTemplate'),
        resourceCode: 'btnAdd',
        onClick: () => {
          setPreview(null);
          setEditing('new');
        },
      },
    ],
    [t],
  );
  const current = editing === 'new' ? null : editing;
  const sourceOptions = (sources.data ?? []).map((s) => ({ value: s.sourceId, label: `${s.sourceCode} ${s.title}` }));

  return (
    <div data-testid="screen-msgTempleCfg">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="sourceId" label={t('message.source')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 220 }} options={sourceOptions} />
        </Form.Item>
        <Form.Item name="channel" label={t('message.channel')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={CHANNELS.map((c) => ({ value: c, label: t(`message.channel${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('message.keyword')}>
          <Input allowClear style={{ width: 180 }} data-testid="template-keyword" />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.templates}
        searchParams={filters}
        columns={columns}
        rowKey="templateId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={130}
      />
      <FormModal<Values>
        open={editing != null}
        title={current ? t('message.editTemplate') : t('message.addTemplate')}
        initialValues={
          current
            ? {
                sourceId: current.sourceId,
                channel: current.channel,
                lang: current.lang,
                title: current.title,
                body: current.body,
                enabled: current.enabledFlag === 'Y',
              }
            : { channel: 'IN_APP', lang: 'CN', body: '', enabled: true }
        }
        onSubmit={async (v) => {
          await post(API.saveTemplate, {
            templateId: current?.templateId,
            version: current?.version,
            sourceId: v.sourceId,
            channel: v.channel,
            lang: v.lang,
            title: v.title,
            body: v.body ?? '',
            enabledFlag: v.enabled ? 'Y' : 'N',
          });
          table.current?.reload();
        }}
        onClose={() => setEditing(null)}
        successMessage={t('message.saved')}
        width={760}
        testId="template-form"
      >
        {(f) => (
          <>
            <Space size="large" wrap>
              <Form.Item
                name="sourceId"
                label={t('message.source')}
                rules={[{ required: true, message: t('message.required') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  style={{ width: 280 }}
                  options={sourceOptions}
                  disabled={current != null}
                />
              </Form.Item>
              <Form.Item name="channel" label={t('message.channel')}>
                <Select
                  style={{ width: 110 }}
                  options={CHANNELS.map((c) => ({ value: c, label: t(`message.channel${c}`) }))}
                />
              </Form.Item>
              <Form.Item name="lang" label={t('message.lang')}>
                <Select
                  style={{ width: 100 }}
                  options={['CN', 'EN'].map((l) => ({ value: l, label: t(`message.lang${l as 'CN'}`) }))}
                />
              </Form.Item>
              <Form.Item name="enabled" label={t('message.enabledFlag')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Form.Item noStyle shouldUpdate={(a, b) => a.sourceId !== b.sourceId}>
              {() => {
                const src = sources.data?.find((s) => s.sourceId === f.getFieldValue('sourceId'));
                return src ? (
                  <Typography.Paragraph type="secondary" data-testid="template-variables">
                    {t('message.variables')}：
                    {src.variables.map((v) => (
                      <Typography.Text code key={v.name} title={v.description}>{`{{${v.name}}}`}</Typography.Text>
                    ))}
                  </Typography.Paragraph>
                ) : null;
              }}
            </Form.Item>
            <Form.Item
              name="title"
              label={t('message.title')}
              rules={[{ required: true, whitespace: true, message: t('message.required') }]}
            >
              <Input maxLength={500} data-testid="template-title" />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('message.body')}
              extra={t('message.bodyHint', { example: '{{docNumber}}' })}
            >
              <Input.TextArea rows={6} data-testid="template-body" />
            </Form.Item>
            <Button
              data-testid="template-preview"
              onClick={async () => {
                const v = f.getFieldsValue();
                if (!v.sourceId || !v.title) return;
                try {
                  setPreview(
                    await post<Preview>(API.previewTemplate, {
                      sourceId: v.sourceId,
                      title: v.title,
                      body: v.body ?? '',
                    }),
                  );
                } catch (error) {
                  message.error(errorText(error));
                }
              }}
            >
              {t('message.preview')}
            </Button>
            {preview && (
              <Card
                size="small"
                title={t('message.previewTitle')}
                style={{ marginTop: 12 }}
                data-testid="template-preview-card"
              >
                {preview.unknownVariables.length > 0 && (
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 8 }}
                    message={t('message.unknownVariables', { names: preview.unknownVariables.join(', ') })}
                  />
                )}
                <Typography.Title level={5} data-testid="template-preview-title">
                  {preview.title}
                </Typography.Title>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview-body">
                  {preview.body}
                </Typography.Paragraph>
              </Card>
            )}
          </>
        )}
      </FormModal>
    </div>
  );
}
