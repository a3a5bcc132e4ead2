import { formatDateTime, todoTitle } from '@srm/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../app/api/client.ts';
import { useSession } from '../../app/auth/session.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { API, type TodoRow, todoKey } from './api.ts';
import { useOpenTodo } from './useOpenTodo.tsx';

export type TodoVariant = 'internal' | 'supplier';
export type TodoTab = 'todo' | 'done';

/** Every to-do list query starts with this key, so handling an item refreshes them all. */
export const TODOS_KEY = 'todos';

export function useRefreshTodos() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: [TODOS_KEY] }), [client]);
}

/**
 * One to-do list: interior to-dos (internal) or supplier to-dos, to do (open) or done (handled; the
 * internal done list is what the caller handled). `compact` is the home panel's table (title, type,
 * date; done: handler and date) with a fixed page; otherwise the full list with paging, number and menu.
 */
export function TodoTable(props: {
  variant: TodoVariant;
  tab: TodoTab;
  pageRows?: number;
  height?: number;
  compact?: boolean;
  enabled?: boolean;
  searchParams?: Record<string, unknown>;
  /** Internal users looking at supplier to-dos: show the supplier. */
  showSupplier?: boolean;
}) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const billTypes = useLookup('SYS_TOBEDO');
  const openTodo = useOpenTodo();
  const refresh = useRefreshTodos();
  const pageRows = props.pageRows ?? 20;
  const [pageIndex, setPageIndex] = useState(1);
  const paramsKey = JSON.stringify(props.searchParams ?? {});
  const [lastParams, setLastParams] = useState(paramsKey);
  if (paramsKey !== lastParams) {
    setLastParams(paramsKey);
    setPageIndex(1);
  }
  const flags =
    props.tab === 'todo'
      ? { handleFlag: 'N', cancelFlag: 'N' }
      : props.variant === 'internal'
        ? { handleFlag: 'Y', handleUserId: userInfo?.userId }
        : { handleFlag: 'Y' };
  const body = { ...flags, searchParams: props.searchParams ?? {}, pageIndex, pageRows };
  const path = props.variant === 'internal' ? API.interiorList : API.supplierList;
  const list = useQuery({
    queryKey: [TODOS_KEY, props.variant, body],
    queryFn: () => request<TodoRow[]>(path, body),
    enabled: props.enabled !== false,
  });

  const columns = useMemo<TableColumnsType<TodoRow>>(() => {
    const done = props.tab === 'done';
    const cols: TableColumnsType<TodoRow> = [
      {
        key: 'pendingTitle',
        title: t('pending.title'),
        dataIndex: 'pendingTitle',
        ellipsis: true,
        render: (_: unknown, row) => (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => void openTodo(row, refresh)}
          >
            {row.pendingId != null ? todoTitle(row.pendingTitle, row.handleFlag) : row.pendingTitle}
          </Button>
        ),
      },
      {
        key: 'billType',
        title: t('pending.billType'),
        dataIndex: 'billType',
        width: props.compact ? 120 : 150,
        render: (v: string) => billTypes.meaning(v),
      },
    ];
    if (props.showSupplier) {
      cols.push({ key: 'supplierName', title: t('pending.supplier'), dataIndex: 'supplierName', width: 220 });
    }
    if (!props.compact)
      cols.push({ key: 'billNumber', title: t('pending.billNumber'), dataIndex: 'billNumber', width: 150 });
    if (!done || !props.compact) {
      cols.push({
        key: 'creationDate',
        title: t('pending.creationDate'),
        dataIndex: 'creationDate',
        width: 160,
        render: (v: string) => formatDateTime(v),
      });
    }
    if (done) {
      cols.push(
        { key: 'handleUser', title: t('pending.handleUser'), dataIndex: 'handleUser', width: 110 },
        {
          key: 'handleDate',
          title: t('pending.handleDate'),
          dataIndex: 'handleDate',
          width: 160,
          render: (v: string) => formatDateTime(v),
        },
      );
    }
    return cols;
  }, [props.tab, props.compact, props.showSupplier, t, billTypes, openTodo, refresh]);

  if (list.isError) return <Alert type="error" showIcon message={t('pending.loadFailed')} />;
  return (
    <Table<TodoRow>
      size="small"
      rowKey={todoKey}
      loading={list.isFetching}
      dataSource={list.data?.data ?? []}
      columns={columns}
      scroll={props.height ? { y: props.height } : undefined}
      data-testid={`todo-table-${props.tab}`}
      locale={{
        // Until the first answer (the home waits a second before asking) nothing is known: say "loading",
        // never "nothing to do".
        emptyText:
          list.data === undefined ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pending.loading')} data-testid="todo-loading" />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={props.tab === 'todo' ? t('pending.emptyTodo') : t('pending.emptyDone')}
            />
          ),
      }}
      pagination={
        props.compact
          ? false
          : {
              current: pageIndex,
              pageSize: pageRows,
              total: list.data?.page?.count ?? 0,
              showSizeChanger: false,
              onChange: (index) => setPageIndex(index),
            }
      }
    />
  );
}
