import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { API, type NotificationRow } from './api.ts';
import { UnreadTitle } from './common.tsx';
import { openNotification } from './openNotification.ts';

/** All my notifications (htmlUrl 'notification/notificationMore'): unread in bold, mark read. */
export default function NotificationMoreScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const markRead = async (ids: number[]) => {
    await post(API.read, { notificationIds: ids });
    void client.invalidateQueries({ queryKey: ['notificationSummary'] });
    table.current?.reload();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the action helpers only read stable refs
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'notificationTitle',
        title: t('notice.title'),
        width: 420,
        render: (v, row) => {
          const r = row as NotificationRow;
          return (
            <Typography.Link
              data-testid={`notification-row-${r.notificationId}`}
              onClick={() => {
                if (r.billType === 'LINK' && r.selfCount === 0) void markRead([r.notificationId]);
                openNotification(r, (to) => void navigate(to));
              }}
            >
              <UnreadTitle text={String(v)} unread={r.selfCount === 0} />
            </Typography.Link>
          );
        },
      },
      { key: 'creationDate', title: t('notice.date'), editType: 'datetime', width: 170 },
      {
        key: 'selfCount',
        title: t('notice.readFlag'),
        width: 90,
        render: (v) => (v === 0 ? t('notice.unread') : t('notice.read')),
      },
      { key: 'readDate', title: t('notice.read'), editType: 'datetime', width: 170 },
    ],
    [t, navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the action helpers only read stable refs
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'markRead',
        label: t('notice.markRead'),
        onClick: async (ctx) => {
          const ids = (ctx.selectedRows as NotificationRow[]).map((r) => r.notificationId);
          if (ids.length === 0) {
            message.warning(t('notice.selectToMark'));
            return;
          }
          try {
            await markRead(ids);
            message.success(t('notice.markedRead'));
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message],
  );

  return (
    <div data-testid="screen-notificationMore">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) => setFilters({ notificationTitle: v.notificationTitle || undefined, readFlag: v.readFlag })}
      >
        <Form.Item name="notificationTitle" label={t('notice.title')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="readFlag" label={t('notice.readFlag')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 'N', label: t('notice.unread') },
              { value: 'Y', label: t('notice.read') },
            ]}
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
        api={API.notifications}
        searchParams={filters}
        columns={columns}
        rowKey="notificationId"
        selectable
        toolbarButtons={toolbarButtons}
      />
    </div>
  );
}
