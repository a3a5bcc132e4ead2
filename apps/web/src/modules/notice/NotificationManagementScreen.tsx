import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { API, type Audience, NOTICE_STATUSES, type NotificationBatch, screenPath } from './api.ts';

const STATUS_COLOR = { DRAFT: 'default', PUBLISHED: 'success', REVOKED: 'warning' } as const;

/** Base data → notifications (htmlUrl 'notificationManagement'): hand-written notifications sent and withdrawn. */
export default function NotificationManagementScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const table = useRef<DataTableHandle>(null);
  const [filterForm] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'notificationTitle', title: t('notice.title'), width: 280 },
      { key: 'audience', title: t('notice.audience'), width: 130, render: (v) => t(`notice.audience${v as Audience}`) },
      {
        key: 'status',
        title: t('notice.status'),
        width: 100,
        render: (v) => (
          <Tag color={STATUS_COLOR[v as keyof typeof STATUS_COLOR]}>{t(`notice.status${v as 'DRAFT'}`)}</Tag>
        ),
      },
      { key: 'billType', title: t('notice.billType'), width: 90 },
      { key: 'recipientCount', title: t('notice.recipientCount'), editType: 'number', width: 100 },
      { key: 'readCount', title: t('notice.readUsers'), editType: 'number', width: 100 },
      { key: 'publishDate', title: t('notice.sendDate'), editType: 'datetime', width: 170 },
      { key: 'createdByName', title: t('notice.createdBy'), width: 100 },
      { key: 'creationDate', title: t('notice.creationDate'), editType: 'datetime', width: 170 },
    ],
    [t],
  );

  const rowButtons = useMemo<RowButton[]>(() => {
    const act = async (path: string, row: NotificationBatch) => {
      try {
        await post(path, { batchId: row.batchId, version: row.version });
        message.success(t('notice.done'));
      } catch (error) {
        message.error(errorText(error));
      }
      table.current?.reload();
    };
    const status = (row: unknown) => (row as NotificationBatch).status;
    return [
      {
        key: 'edit',
        label: t('notice.edit'),
        resourceCode: 'btnEdit',
        hidden: (row) => status(row) !== 'DRAFT',
        onClick: (row) => void navigate(screenPath('notificationEdit', { id: (row as NotificationBatch).batchId })),
      },
      {
        key: 'view',
        label: t('notice.view'),
        onClick: (row) => void navigate(screenPath('notificationPreview', { id: (row as NotificationBatch).batchId })),
      },
      {
        key: 'publish',
        label: t('notice.send'),
        kind: 'save',
        resourceCode: 'btnPublish',
        confirm: t('notice.sendConfirm'),
        hidden: (row) => status(row) !== 'DRAFT',
        onClick: (row) => act(API.publishBatch, row as NotificationBatch),
      },
      {
        key: 'revoke',
        label: t('notice.revoke'),
        kind: 'danger',
        resourceCode: 'btnRevoke',
        confirm: t('notice.withdrawConfirm'),
        hidden: (row) => status(row) !== 'PUBLISHED',
        onClick: (row) => act(API.revokeBatch, row as NotificationBatch),
      },
      {
        key: 'delete',
        label: t('notice.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('notice.deleteConfirm'),
        hidden: (row) => status(row) !== 'DRAFT',
        onClick: async (row) => {
          try {
            await post(API.deleteBatch, { batchId: (row as NotificationBatch).batchId });
            message.success(t('notice.deleted'));
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ];
  }, [t, message, navigate]);

  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'add',
        label: t('notice.addNotification'),
        resourceCode: 'btnAdd',
        onClick: () => void navigate(screenPath('notificationEdit')),
      },
    ],
    [t, navigate],
  );

  return (
    <div data-testid="screen-notificationManagement">
      <Form
        form={filterForm}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) =>
          setFilters({ notificationTitle: v.notificationTitle || undefined, status: v.status || undefined })
        }
      >
        <Form.Item name="notificationTitle" label={t('notice.title')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('notice.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={NOTICE_STATUSES.map((s) => ({ value: s, label: t(`notice.status${s}`) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('notice.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              setFilters({});
            }}
          >
            {t('notice.reset')}
          </Button>
        </Space>
      </Form>
      <DataTable
        ref={table}
        api={API.batches}
        searchParams={filters}
        columns={columns}
        rowKey="batchId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={260}
      />
    </div>
  );
}
