import { formatDateTime } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Space, Table, Tabs } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../app/api/client.ts';
import { useSession } from '../../app/auth/session.ts';
import type { ColumnConfig, RowButton } from '../../components/DataTable/index.ts';
import { API } from './api.ts';
import { useOpenScreens } from './useOpenScreens.ts';

type PendingRow = {
  interiorPendingId: number;
  billId: number;
  menuCode: string | null;
  instanceId: number | null;
  [key: string]: unknown;
};

/** The interior pending items (spec §7 interiorPending): to do and done, opening the document or the diagram. */
export default function GtasksScreen() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const [title, setTitle] = useState<string | undefined>();
  const { openMonitor, openDocument } = useOpenScreens();
  const todoParams = useMemo(() => ({ pendingTitle: title }), [title]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'pendingTitle', title: t('bpm.pendingTitle'), width: 300 },
      {
        key: 'billType',
        title: t('bpm.billType'),
        width: 150,
        // The bill type's name in the user's language (lookup SYS_TOBEDO), never the raw code.
        editType: 'select',
        typeCode: 'SYS_TOBEDO',
      },
      { key: 'billNumber', title: t('bpm.docNumber'), width: 150 },
      { key: 'menuName', title: t('bpm.menuName'), width: 140 },
      { key: 'creationDate', title: t('bpm.received'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const doneColumns = useMemo<ColumnConfig[]>(
    () => [
      ...columns,
      { key: 'handleUser', title: t('bpm.handleUser'), width: 120 },
      { key: 'handleDate', title: t('bpm.handleDate'), editType: 'datetime', width: 170 },
    ],
    [columns, t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'open',
        label: t('bpm.openDoc'),
        onClick: (row) => openDocument((row as PendingRow).menuCode, (row as PendingRow).billId),
      },
      {
        key: 'monitor',
        label: t('bpm.monitor'),
        hidden: (row) => (row as PendingRow).instanceId == null,
        onClick: (row) => openMonitor(Number((row as PendingRow).instanceId)),
      },
    ],
    [t, openMonitor, openDocument],
  );
  const search = (
    <Input.Search
      allowClear
      placeholder={t('bpm.pendingTitle')}
      onSearch={(v) => setTitle(v || undefined)}
      style={{ width: 240 }}
    />
  );
  return (
    <div data-testid="screen-gtasks">
      <Tabs
        items={[
          {
            key: 'todo',
            label: t('bpm.todo'),
            children: (
              <PendingTable
                extra={{ handleFlag: 'N', cancelFlag: 'N' }}
                params={todoParams}
                columns={columns}
                rowButtons={rowButtons}
                toolbar={search}
              />
            ),
          },
          {
            key: 'done',
            label: t('bpm.done'),
            children: (
              <PendingTable
                extra={{ handleFlag: 'Y', handleUserId: userInfo?.userId }}
                params={todoParams}
                columns={doneColumns}
                rowButtons={rowButtons}
                toolbar={search}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function PendingTable(props: {
  extra: Record<string, unknown>;
  params: Record<string, string | undefined>;
  columns: ColumnConfig[];
  rowButtons: RowButton[];
  toolbar: ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ index: 1, rows: 20 });
  const body = { ...props.extra, searchParams: props.params, pageIndex: page.index, pageRows: page.rows };
  const list = useQuery({
    queryKey: ['interiorPending', body],
    queryFn: () => request<PendingRow[]>(API.pending, body),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {props.toolbar}
      <Table<PendingRow>
        size="small"
        rowKey="interiorPendingId"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        data-testid="pending-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bpm.emptyPending')} /> }}
        pagination={{
          current: page.index,
          pageSize: page.rows,
          total: list.data?.page?.count ?? 0,
          onChange: (index, rows) => setPage({ index, rows }),
        }}
        columns={[
          ...props.columns.map((c) => ({
            key: c.key,
            title: c.title,
            dataIndex: c.key,
            width: c.width,
            render: (v: unknown, row: PendingRow) =>
              c.render
                ? c.render(v, row, 0)
                : c.editType === 'datetime'
                  ? formatDateTime(v as string)
                  : (v as ReactNode),
          })),
          {
            key: 'actions',
            title: t('adminCommon.actions'),
            width: 230,
            render: (_: unknown, row: PendingRow) => (
              <Space>
                {props.rowButtons
                  .filter((b) => !b.hidden?.(row))
                  .map((b) => (
                    <Button
                      key={b.key}
                      type="link"
                      size="small"
                      onClick={() => b.onClick(row, { index: 0, reload: () => list.refetch() })}
                    >
                      {b.label}
                    </Button>
                  ))}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
