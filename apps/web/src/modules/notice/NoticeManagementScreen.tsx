import { App, Button, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { API, type Audience, NOTICE_STATUSES, NOTICE_TYPE_LOOKUP, type NoticeRow, screenPath } from './api.ts';

const STATUS_COLOR = { DRAFT: 'default', PUBLISHED: 'success', REVOKED: 'warning' } as const;

/** Base data → notices (htmlUrl 'noticeManagement'): drafts are written, published, revoked and deleted. */
export default function NoticeManagementScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const table = useRef<DataTableHandle>(null);
  const types = useLookup(NOTICE_TYPE_LOOKUP);
  const [filterForm] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const applyFilters = () => {
    const v = filterForm.getFieldsValue();
    const range = v.range as [Dayjs, Dayjs] | null | undefined;
    setFilters({
      noticeTitle: v.noticeTitle || undefined,
      noticeType: v.noticeType || undefined,
      status: v.status || undefined,
      dateFrom: range?.[0] ? range[0].format('YYYY-MM-DD') : undefined,
      dateTo: range?.[1] ? range[1].format('YYYY-MM-DD') : undefined,
    });
  };

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'noticeNumber', title: t('notice.number'), width: 140 },
      { key: 'noticeTitle', title: t('notice.title'), width: 280 },
      { key: 'noticeType', title: t('notice.type'), width: 150, render: (v) => types.meaning(v as string) },
      {
        key: 'audience',
        title: t('notice.audience'),
        width: 120,
        render: (v, row) => {
          const r = row as NoticeRow;
          const chosen = r.supplierCount + r.receiverCount;
          return `${t(`notice.audience${v as Audience}`)}${chosen ? ` (${chosen})` : ''}`;
        },
      },
      { key: 'ackFlag', title: t('notice.ackFlag'), width: 90, render: (v) => (v === 'Y' ? t('notice.yes') : '') },
      {
        key: 'status',
        title: t('notice.status'),
        width: 100,
        render: (v) => (
          <Tag color={STATUS_COLOR[v as keyof typeof STATUS_COLOR]}>{t(`notice.status${v as 'DRAFT'}`)}</Tag>
        ),
      },
      { key: 'topFlag', title: t('notice.topFlag'), width: 70, render: (v) => (v === 'Y' ? t('notice.top') : '') },
      { key: 'publishDate', title: t('notice.publishDate'), editType: 'datetime', width: 170 },
      { key: 'expireDate', title: t('notice.expireDate'), width: 110 },
      { key: 'viewCount', title: t('notice.viewCount'), editType: 'number', width: 90 },
      { key: 'replyCount', title: t('notice.replyCount'), editType: 'number', width: 90 },
      { key: 'createdByName', title: t('notice.createdBy'), width: 100 },
      { key: 'creationDate', title: t('notice.creationDate'), editType: 'datetime', width: 170 },
    ],
    [t, types.meaning],
  );

  const act = async (path: string, row: NoticeRow, done: string) => {
    try {
      await post(path, { noticeId: row.noticeId, version: row.version });
      message.success(done);
    } catch (error) {
      message.error(errorText(error));
    }
    table.current?.reload();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the action helpers only read stable refs
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('notice.edit'),
        resourceCode: 'btnEdit',
        hidden: (row) => (row as NoticeRow).status !== 'DRAFT',
        onClick: (row) => void navigate(screenPath('noticeEdit', { id: (row as NoticeRow).noticeId })),
      },
      {
        key: 'view',
        label: t('notice.view'),
        hidden: (row) => (row as NoticeRow).status === 'DRAFT',
        onClick: (row) => void navigate(screenPath('noticeDesc', { id: (row as NoticeRow).noticeId, manage: 'Y' })),
      },
      {
        key: 'preview',
        label: t('notice.preview'),
        onClick: (row) => void navigate(screenPath('noticePreview', { id: (row as NoticeRow).noticeId })),
      },
      {
        key: 'publish',
        label: t('notice.publish'),
        kind: 'save',
        resourceCode: 'btnPublish',
        confirm: t('notice.publishConfirm'),
        hidden: (row) => (row as NoticeRow).status !== 'DRAFT',
        onClick: (row) => act(API.publish, row as NoticeRow, t('notice.published')),
      },
      {
        key: 'revoke',
        label: t('notice.revoke'),
        kind: 'danger',
        resourceCode: 'btnRevoke',
        confirm: t('notice.revokeConfirm'),
        hidden: (row) => (row as NoticeRow).status !== 'PUBLISHED',
        onClick: (row) => act(API.revoke, row as NoticeRow, t('notice.revoked')),
      },
      {
        key: 'delete',
        label: t('notice.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('notice.deleteConfirm'),
        hidden: (row) => (row as NoticeRow).status !== 'DRAFT',
        onClick: async (row) => {
          try {
            await post(API.deleteNotice, { noticeId: (row as NoticeRow).noticeId });
            message.success(t('notice.deleted'));
          } catch (error) {
            message.error(errorText(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, message, navigate],
  );

  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'add',
        label: t('notice.add'),
        resourceCode: 'btnAdd',
        onClick: () => void navigate(screenPath('noticeEdit')),
      },
    ],
    [t, navigate],
  );

  return (
    <div data-testid="screen-noticeManagement">
      <Form form={filterForm} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={applyFilters}>
        <Form.Item name="noticeTitle" label={t('notice.title')}>
          <Input allowClear style={{ width: 180 }} data-testid="filter-title" />
        </Form.Item>
        <Form.Item name="noticeType" label={t('notice.type')}>
          <LookupSelect typeCode={NOTICE_TYPE_LOOKUP} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('notice.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={NOTICE_STATUSES.map((s) => ({ value: s, label: t(`notice.status${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('notice.dateRange')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
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
        api={API.notices}
        searchParams={filters}
        columns={columns}
        rowKey="noticeId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={300}
      />
    </div>
  );
}
