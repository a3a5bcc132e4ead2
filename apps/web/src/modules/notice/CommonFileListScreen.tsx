import { App, Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { AttachmentPopover } from '../../components/Attachments/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { API, type Audience, COMMON_FILE_AUDIENCES, COMMON_FILE_TYPE_LOOKUP, type CommonFile } from './api.ts';
import { AttachmentField } from './common.tsx';

type Values = {
  fileTitle: string;
  fileType: string;
  audience: Audience;
  description: string | null;
  enabled: boolean;
  orderNo: number;
  fileIds: string;
};

/** Base data → public documents (htmlUrl 'commonFileList'): operation guides and other files for everyone. */
export default function CommonFileListScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const types = useLookup(COMMON_FILE_TYPE_LOOKUP);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<CommonFile | 'new' | null>(null);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'fileTitle', title: t('notice.fileTitle'), width: 240 },
      { key: 'fileType', title: t('notice.fileType'), width: 180, render: (v) => types.meaning(v as string) },
      { key: 'audience', title: t('notice.audience'), width: 120, render: (v) => t(`notice.audience${v as Audience}`) },
      { key: 'description', title: t('notice.description'), width: 260 },
      {
        key: 'fileIds',
        title: t('notice.attachments'),
        width: 120,
        render: (v) => (v ? <AttachmentPopover ids={String(v)} /> : t('notice.noFiles')),
      },
      { key: 'enabledFlag', title: t('notice.enabledFlag'), width: 80, editType: 'checkbox' },
      { key: 'orderNo', title: t('notice.orderNo'), width: 70, editType: 'number' },
      { key: 'lastUpdateDate', title: t('notice.date'), width: 170, editType: 'datetime' },
    ],
    [t, types.meaning],
  );

  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('notice.edit'),
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing(row as CommonFile),
      },
      {
        key: 'delete',
        label: t('notice.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('notice.deleteDocumentConfirm'),
        onClick: async (row) => {
          try {
            await post(API.deleteCommonFile, { commonFileId: (row as CommonFile).commonFileId });
            message.success(t('notice.deleted'));
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
    () => [{ key: 'add', label: t('notice.addDocument'), resourceCode: 'btnAdd', onClick: () => setEditing('new') }],
    [t],
  );

  const current = editing === 'new' ? null : editing;
  const initialValues: Partial<Values> = current
    ? {
        fileTitle: current.fileTitle,
        fileType: current.fileType,
        audience: current.audience,
        description: current.description,
        enabled: current.enabledFlag === 'Y',
        orderNo: current.orderNo,
        fileIds: current.fileIds ?? '',
      }
    : { audience: 'ALL', enabled: true, orderNo: 0, fileIds: '' };

  const save = async (v: Values) => {
    await post(API.saveCommonFile, {
      commonFileId: current?.commonFileId,
      version: current?.version,
      fileTitle: v.fileTitle,
      fileType: v.fileType,
      audience: v.audience,
      description: v.description || null,
      enabledFlag: v.enabled ? 'Y' : 'N',
      orderNo: v.orderNo ?? 0,
      fileIds: v.fileIds || null,
    });
    table.current?.reload();
  };

  return (
    <div data-testid="screen-commonFileList">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) =>
          setFilters({ fileTitle: v.fileTitle || undefined, fileType: v.fileType || undefined, audience: v.audience })
        }
      >
        <Form.Item name="fileTitle" label={t('notice.fileTitle')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="fileType" label={t('notice.fileType')}>
          <LookupSelect typeCode={COMMON_FILE_TYPE_LOOKUP} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="audience" label={t('notice.audience')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={COMMON_FILE_AUDIENCES.map((a) => ({ value: a, label: t(`notice.audience${a}`) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('notice.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('notice.reset')}
          </Button>
        </Space>
      </Form>
      <DataTable
        ref={table}
        api={API.commonFiles}
        searchParams={filters}
        columns={columns}
        rowKey="commonFileId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={140}
      />
      <FormModal<Values>
        open={editing != null}
        title={current ? t('notice.editDocument') : t('notice.addDocument')}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
        successMessage={t('notice.saved')}
        width={760}
        testId="common-file-form"
      >
        <Form.Item
          name="fileTitle"
          label={t('notice.fileTitle')}
          rules={[{ required: true, whitespace: true, message: t('notice.fileTitleRequired') }]}
        >
          <Input maxLength={256} data-testid="common-file-title" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item
            name="fileType"
            label={t('notice.fileType')}
            rules={[{ required: true, message: t('notice.fileTypeRequired') }]}
          >
            <LookupSelect typeCode={COMMON_FILE_TYPE_LOOKUP} style={{ width: 220 }} data-testid="common-file-type" />
          </Form.Item>
          <Form.Item name="audience" label={t('notice.audience')}>
            <Select
              style={{ width: 150 }}
              options={COMMON_FILE_AUDIENCES.map((a) => ({ value: a, label: t(`notice.audience${a}`) }))}
            />
          </Form.Item>
          <Form.Item name="orderNo" label={t('notice.orderNo')}>
            <InputNumber min={0} max={99_999} />
          </Form.Item>
          <Form.Item name="enabled" label={t('notice.enabledFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('notice.description')}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item name="fileIds" label={t('notice.attachments')}>
          <AttachmentField />
        </Form.Item>
      </FormModal>
    </div>
  );
}
