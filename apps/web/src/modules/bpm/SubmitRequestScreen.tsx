import { Input, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable, type RowButton } from '../../components/DataTable/index.ts';
import { API } from './api.ts';
import { useOpenScreens } from './useOpenScreens.ts';

type StartedRow = { instanceId: number; docId: number; menuCode: string | null; status: string };

export const STATUS_COLOR: Record<string, string> = { RUNNING: 'processing', APPROVED: 'success', REJECTED: 'error' };
const STATUSES = ['RUNNING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;

/** Approval → My requests (htmlUrl 'submitRequest'): the approvals the caller started, with their state. */
export default function SubmitRequestScreen() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const params = useMemo(() => ({ keyword, status }), [keyword, status]);
  const { openMonitor, openDocument } = useOpenScreens();

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
      { key: 'docNumber', title: t('bpm.docNumber'), width: 150 },
      { key: 'title', title: t('bpm.title'), width: 260 },
      {
        key: 'status',
        title: t('bpm.status'),
        width: 100,
        render: (v) => <Tag color={STATUS_COLOR[String(v)] ?? 'default'}>{t(`bpm.status${v as 'RUNNING'}`)}</Tag>,
      },
      { key: 'startedAt', title: t('bpm.startedAt'), editType: 'datetime', width: 170 },
      { key: 'endedAt', title: t('bpm.endedAt'), editType: 'datetime', width: 170 },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'monitor', label: t('bpm.monitor'), onClick: (row) => openMonitor((row as StartedRow).instanceId) },
      {
        key: 'open',
        label: t('bpm.openDoc'),
        onClick: (row) => openDocument((row as StartedRow).menuCode, (row as StartedRow).docId),
      },
    ],
    [t, openMonitor, openDocument],
  );

  return (
    <div data-testid="screen-submitRequest">
      <DataTable
        api={API.started}
        searchParams={params}
        columns={columns}
        rowKey="instanceId"
        rowButtons={rowButtons}
        rowButtonsWidth={230}
        toolbarExtra={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('bpm.keyword')}
              onSearch={(v) => setKeyword(v || undefined)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('bpm.status')}
              value={status}
              onChange={setStatus}
              style={{ width: 140 }}
              data-testid="started-status"
              options={STATUSES.map((s) => ({ value: s, label: t(`bpm.status${s}`) }))}
            />
          </Space>
        }
      />
    </div>
  );
}
