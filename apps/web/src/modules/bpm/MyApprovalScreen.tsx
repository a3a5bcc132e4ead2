import { Input, Tabs, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../components/DataTable/index.ts';
import { API, type TaskRow } from './api.ts';
import { type TaskAction, TaskActionModal } from './TaskActionModal.tsx';
import { useOpenScreens } from './useOpenScreens.ts';

/** Approval → My approvals (htmlUrl 'myApproval'): the caller's open tasks and the ones decided. */
export default function MyApprovalScreen() {
  const { t } = useTranslation();
  const todo = useRef<DataTableHandle>(null);
  const done = useRef<DataTableHandle>(null);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [acting, setActing] = useState<{ task: TaskRow; action: TaskAction } | null>(null);
  const { openMonitor, openDocument } = useOpenScreens();
  const params = useMemo(() => ({ keyword }), [keyword]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'billType',
        title: t('bpm.billType'),
        width: 150,
        // The bill type's name in the user's language (lookup SYS_TOBEDO), never the raw code.
        editType: 'select',
        typeCode: 'SYS_TOBEDO',
      },
      {
        key: 'docNumber',
        title: t('bpm.docNumber'),
        width: 150,
        render: (value, row) => (
          <Typography.Link
            data-testid="open-doc"
            onClick={() => openDocument((row as TaskRow).menuCode, (row as TaskRow).docId)}
          >
            {String(value ?? '')}
          </Typography.Link>
        ),
      },
      {
        key: 'title',
        title: t('bpm.title'),
        width: 220,
        render: (value, row) => (
          <>
            {String(value ?? '')}
            {(row as TaskRow).onBehalfOf && (
              <Tag color="blue" style={{ marginLeft: 6 }}>
                {t('bpm.onBehalfOf', { name: (row as TaskRow).onBehalfOf })}
              </Tag>
            )}
          </>
        ),
      },
      { key: 'nodeName', title: t('bpm.node'), width: 140 },
      { key: 'initiatorName', title: t('bpm.initiator'), width: 90 },
      { key: 'creationDate', title: t('bpm.received'), editType: 'datetime', width: 170 },
    ],
    [t, openDocument],
  );
  const doneColumns = useMemo<ColumnConfig[]>(
    () => [
      ...columns,
      {
        key: 'outcome',
        title: t('bpm.outcome'),
        width: 100,
        render: (v) => (
          <Tag color={v === 'APPROVE' ? 'green' : 'red'}>{v ? t(`bpm.outcome${v as 'APPROVE'}`) : ''}</Tag>
        ),
      },
      { key: 'comment', title: t('bpm.comment'), width: 200 },
      { key: 'endedAt', title: t('bpm.endedAt'), editType: 'datetime', width: 170 },
    ],
    [columns, t],
  );
  const common = useMemo<RowButton[]>(
    () => [
      { key: 'monitor', label: t('bpm.monitor'), onClick: (row) => openMonitor((row as TaskRow).instanceId) },
      {
        key: 'open',
        label: t('bpm.openDoc'),
        onClick: (row) => openDocument((row as TaskRow).menuCode, (row as TaskRow).docId),
      },
    ],
    [t, openMonitor, openDocument],
  );
  const todoButtons = useMemo<RowButton[]>(() => {
    const act = (action: TaskAction) => (row: unknown) => setActing({ task: row as TaskRow, action });
    return [
      { key: 'approve', label: t('bpm.approve'), kind: 'save', onClick: act('approve') },
      { key: 'reject', label: t('bpm.reject'), kind: 'danger', onClick: act('reject') },
      {
        key: 'transfer',
        label: t('bpm.transfer'),
        onClick: act('transfer'),
        hidden: (r) => !!(r as TaskRow).onBehalfOf,
      },
      {
        key: 'delegate',
        label: t('bpm.delegate'),
        onClick: act('delegate'),
        hidden: (r) => !!(r as TaskRow).onBehalfOf,
      },
      common[0],
    ];
  }, [t, common]);

  const search = (
    <Input.Search
      allowClear
      placeholder={t('bpm.keyword')}
      onSearch={(v) => setKeyword(v || undefined)}
      style={{ width: 240 }}
      data-testid="approval-keyword"
    />
  );

  return (
    <div data-testid="screen-myApproval">
      <Tabs
        items={[
          {
            key: 'todo',
            label: <span data-testid="approval-tab-todo">{t('bpm.todo')}</span>,
            children: (
              <DataTable
                ref={todo}
                api={API.todo}
                searchParams={params}
                columns={columns}
                rowKey="taskId"
                rowButtons={todoButtons}
                rowButtonsWidth={290}
                toolbarExtra={search}
              />
            ),
          },
          {
            key: 'done',
            label: <span data-testid="approval-tab-done">{t('bpm.done')}</span>,
            children: (
              <DataTable
                ref={done}
                api={API.done}
                searchParams={params}
                columns={doneColumns}
                rowKey="taskId"
                rowButtons={common}
                rowButtonsWidth={230}
                toolbarExtra={search}
              />
            ),
          },
        ]}
      />
      {acting && (
        <TaskActionModal
          task={acting.task}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            todo.current?.reload();
            done.current?.reload();
          }}
        />
      )}
    </div>
  );
}
