import { formatDateTime } from '@srm/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Form, Input, Modal, Select, Tag, Typography } from 'antd';
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
import { API, type InboxRow } from './api.ts';

/** My messages (htmlUrl 'receiveMessageList'): any user's own inbox; unread in bold; opening one marks it read. */
export default function ReceiveMessageListScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [open, setOpen] = useState<InboxRow | null>(null);

  const refreshBadges = () => {
    void client.invalidateQueries({ queryKey: ['notificationSummary'] });
    void client.invalidateQueries({ queryKey: ['badgeCounts'] });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read stable refs
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'title',
        title: t('message.title'),
        width: 380,
        render: (v, row) => {
          const r = row as InboxRow;
          return (
            <Typography.Link
              data-testid={`inbox-row-${r.receiverId}`}
              data-read={r.readFlag}
              onClick={async () => {
                try {
                  const full = await post<InboxRow>(API.openMessage, { receiverId: r.receiverId });
                  setOpen(full);
                  if (r.readFlag === 'N') {
                    table.current?.reload();
                    refreshBadges();
                  }
                } catch (error) {
                  message.error(errorText(error));
                }
              }}
              style={{ fontWeight: r.readFlag === 'N' ? 700 : 400 }}
            >
              {String(v)}
              {r.instanceStatus === 'WITHDRAWN' && <Tag style={{ marginLeft: 8 }}>{t('message.withdrawn')}</Tag>}
            </Typography.Link>
          );
        },
      },
      { key: 'sourceName', title: t('message.source'), width: 160 },
      { key: 'senderName', title: t('message.sender'), width: 120 },
      { key: 'creationDate', title: t('message.sendTime'), editType: 'datetime', width: 170 },
      {
        key: 'readFlag',
        title: t('message.readFlag'),
        width: 90,
        render: (v) => (v === 'Y' ? <Tag>{t('message.read')}</Tag> : <Tag color="blue">{t('message.unread')}</Tag>),
      },
      { key: 'readDate', title: t('message.readDate'), editType: 'datetime', width: 170 },
    ],
    [t, message],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers only read stable refs
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'readAll',
        label: t('message.markAllRead'),
        onClick: async () => {
          try {
            const res = await post<{ count: number }>(API.readAll, {});
            message.success(`${t('message.markAllRead')} (${res.count})`);
            table.current?.reload();
            refreshBadges();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message],
  );

  return (
    <div data-testid="screen-receiveMessageList">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="title" label={t('message.title')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="readFlag" label={t('message.readFlag')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 'N', label: t('message.unread') },
              { value: 'Y', label: t('message.read') },
            ]}
          />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.inbox}
        searchParams={filters}
        columns={columns}
        rowKey="receiverId"
        toolbarButtons={toolbarButtons}
      />
      <Modal
        open={open != null}
        title={open?.title}
        footer={null}
        onCancel={() => setOpen(null)}
        width={640}
        destroyOnHidden
      >
        {open && (
          <div data-testid="inbox-message">
            <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('message.source')}>{open.sourceName}</Descriptions.Item>
              <Descriptions.Item label={t('message.sender')}>{open.senderName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('message.sendTime')}>{formatDateTime(open.creationDate)}</Descriptions.Item>
              <Descriptions.Item label={t('message.bill')}>{open.billNumber ?? '-'}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {open.content || t('message.noContent')}
            </Typography.Paragraph>
          </div>
        )}
      </Modal>
    </div>
  );
}
