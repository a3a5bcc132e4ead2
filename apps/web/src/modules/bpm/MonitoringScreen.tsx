import { formatDateTime } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import { useMenus } from '../../app/menu/menus.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { API, type Monitor, srmModdleDescriptor } from './api.ts';
import './bpmn.ts';
import type { Canvas, ElementRegistry } from './bpmn.ts';
import { RunningApprovals } from './RunningApprovals.tsx';
import { TaskActionModal } from './TaskActionModal.tsx';

/** The menu whose holders administer processes (the server's PROCESS_ADMIN_MENU). */
const PROCESS_ADMIN_MENU = 'BPM_PROCESS_LIST';

const STATUS_COLOR: Record<string, string> = { RUNNING: 'processing', APPROVED: 'success', REJECTED: 'error' };

/** The process diagram of one approval with its current steps marked (spec: processMonitoring). */
function Diagram({ xml, current }: { xml: string; current: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const viewer = new NavigatedViewer({ container: box.current, moddleExtensions: { srm: srmModdleDescriptor } });
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<ElementRegistry>('elementRegistry');
        canvas.zoom('fit-viewport', 'auto');
        for (const id of current) if (registry.get(id)) canvas.addMarker(id, 'bpm-current');
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, current]);
  return <div ref={box} className="bpm-diagram" data-testid="monitor-diagram" />;
}

export default function MonitoringScreen() {
  const { t } = useTranslation();
  const query = useScreen()?.query ?? {};
  const body = query.instanceId
    ? { instanceId: Number(query.instanceId) }
    : query.billType && query.docId
      ? { billType: query.billType, docId: Number(query.docId) }
      : null;
  const navigate = useNavigate();
  const menus = useMenus();
  // Process administrators (who hold the process models menu) list running approvals and reassign tasks.
  const isAdmin = (menus.data ?? []).some((m) => m.menuCode === PROCESS_ADMIN_MENU);
  const [reassigning, setReassigning] = useState<number | null>(null);
  const monitor = useQuery({
    queryKey: ['bpmMonitor', body],
    queryFn: () => post<Monitor>(API.monitor, body),
    enabled: body != null,
  });

  if (!body)
    return isAdmin ? (
      <div data-testid="screen-processMonitoring">
        <RunningApprovals onOpen={(instanceId) => void navigate(`/main/processMonitoring?instanceId=${instanceId}`)} />
      </div>
    ) : (
      <Empty description={t('bpm.noInstance')} data-testid="screen-processMonitoring" />
    );
  if (monitor.error)
    return <Alert type="error" title={errorText(monitor.error)} data-testid="screen-processMonitoring" />;
  const data = monitor.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="screen-processMonitoring">
      <Card size="small" loading={!data} title={t('bpm.monitorTitle')}>
        {data && (
          <>
            <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('bpm.docNumber')}>{data.docNumber}</Descriptions.Item>
              <Descriptions.Item label={t('bpm.title')}>{data.title}</Descriptions.Item>
              <Descriptions.Item label={t('bpm.status')}>
                <Tag color={STATUS_COLOR[data.status] ?? 'default'} data-testid="monitor-status">
                  {t(`bpm.status${data.status as 'RUNNING'}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('bpm.initiator')}>{data.initiatorName}</Descriptions.Item>
              <Descriptions.Item label={t('bpm.process')}>
                {data.modelName} · {t('bpm.versionN', { n: data.versionNumber })}
              </Descriptions.Item>
              <Descriptions.Item label={t('bpm.startedAt')}>{formatDateTime(data.startedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('bpm.openTasks')} span={2}>
                <Space size={4} wrap>
                  {data.openTasks.map((task) => (
                    <span key={task.taskId}>
                      {task.nodeName ?? task.nodeId}: {task.assigneeName ?? ''}
                      {isAdmin && data.status === 'RUNNING' && (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => setReassigning(task.taskId)}
                          data-testid={`monitor-reassign-${task.taskId}`}
                        >
                          {t('bpm.reassign')}
                        </Button>
                      )}
                    </span>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
            <Diagram xml={data.bpmnXml} current={data.currentNodeIds} />
            <div style={{ marginTop: 6, color: 'rgba(0,0,0,0.55)' }}>
              <span className="bpm-legend" />
              {t('bpm.legendCurrent')}
            </div>
          </>
        )}
      </Card>
      {reassigning != null && data && (
        <TaskActionModal
          task={{ taskId: reassigning, docNumber: data.docNumber, title: data.title }}
          action="reassign"
          onClose={() => setReassigning(null)}
          onDone={() => {
            setReassigning(null);
            void monitor.refetch();
          }}
        />
      )}
      <Card size="small" title={t('bpm.history')}>
        <Table
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          data-testid="monitor-history"
          dataSource={data?.history ?? []}
          columns={[
            { key: 'at', title: t('bpm.at'), dataIndex: 'createdAt', width: 170, render: (v) => formatDateTime(v) },
            { key: 'node', title: t('bpm.node'), dataIndex: 'nodeName', width: 160 },
            {
              key: 'event',
              title: t('bpm.event'),
              dataIndex: 'eventType',
              width: 100,
              render: (v: string) => t(`bpm.event${v as 'START'}`, { defaultValue: v }),
            },
            {
              key: 'user',
              title: t('bpm.user'),
              width: 180,
              render: (_, row) =>
                [
                  row.userName,
                  row.onBehalfOfName && t('bpm.onBehalfOf', { name: row.onBehalfOfName }),
                  row.toUserName && `→ ${row.toUserName}`,
                ]
                  .filter(Boolean)
                  .join(' '),
            },
            { key: 'comment', title: t('bpm.comment'), dataIndex: 'comment' },
            { key: 'detail', title: t('bpm.detail'), dataIndex: 'detail' },
          ]}
        />
      </Card>
    </Space>
  );
}
