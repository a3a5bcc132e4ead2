import { formatDateTime } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, request } from '../../app/api/client.ts';
import { API } from './api.ts';

type RunningRow = {
  instanceId: number;
  billType: string;
  docNumber: string | null;
  title: string | null;
  startedAt: string;
  initiatorName: string | null;
  stuckFlag: 'Y' | 'N';
  openTasks: { taskId: number; nodeName: string | null; assigneeName: string | null; assigneeEnabled: string }[];
};

const PAGE = 20;

/**
 * The running approvals, for process administrators (processMonitoring opened from its menu): who each
 * waits on, with the ones waiting on a disabled user marked, so their tasks can be reassigned.
 */
export function RunningApprovals({ onOpen }: { onOpen: (instanceId: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [stuckOnly, setStuckOnly] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const searchParams = { keyword: keyword || undefined, stuckOnly: stuckOnly ? 'Y' : undefined };
  const query = useQuery({
    queryKey: ['bpmRunning', searchParams, pageIndex],
    queryFn: () => request<RunningRow[]>(API.running, { searchParams, pageIndex, pageRows: PAGE }),
  });
  if (query.error) return <Alert type="error" title={errorText(query.error)} />;
  return (
    <Card size="small" title={t('bpm.runningTitle')} data-testid="running-approvals">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('bpm.keywordPlaceholder')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageIndex(1);
          }}
          style={{ width: 260 }}
          data-testid="running-keyword"
        />
        <Checkbox
          checked={stuckOnly}
          onChange={(e) => {
            setStuckOnly(e.target.checked);
            setPageIndex(1);
          }}
          data-testid="running-stuck-only"
        >
          {t('bpm.stuckOnly')}
        </Checkbox>
      </Space>
      <Table<RunningRow>
        size="small"
        rowKey="instanceId"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={{
          current: pageIndex,
          pageSize: PAGE,
          total: query.data?.page?.count ?? 0,
          onChange: setPageIndex,
          showSizeChanger: false,
        }}
        locale={{ emptyText: t('bpm.noRunning') }}
        columns={[
          { key: 'doc', title: t('bpm.docNumber'), dataIndex: 'docNumber', width: 150 },
          { key: 'title', title: t('bpm.title'), dataIndex: 'title' },
          { key: 'initiator', title: t('bpm.initiator'), dataIndex: 'initiatorName', width: 110 },
          {
            key: 'started',
            title: t('bpm.startedAt'),
            dataIndex: 'startedAt',
            width: 160,
            render: (v: string) => formatDateTime(v),
          },
          {
            key: 'waiting',
            title: t('bpm.openTasks'),
            render: (_, row) => (
              <Space size={4} wrap>
                {row.openTasks.map((task) => (
                  <Tag key={task.taskId} color={task.assigneeEnabled === 'Y' ? 'blue' : 'red'}>
                    {task.nodeName}: {task.assigneeName}
                    {task.assigneeEnabled === 'Y' ? '' : ` (${t('bpm.disabledUser')})`}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'open',
            title: '',
            width: 90,
            render: (_, row) => (
              <Button
                size="small"
                onClick={() => onOpen(row.instanceId)}
                data-testid={`running-open-${row.instanceId}`}
              >
                {t('bpm.openDiagram')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
