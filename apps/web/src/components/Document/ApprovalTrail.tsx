import { formatDateTime } from '@srm/core/dates/date-format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, post } from '../../app/api/client.ts';

type Event = {
  eventType: string;
  nodeName?: string | null;
  userName?: string | null;
  onBehalfOfName?: string | null;
  toUserName?: string | null;
  comment?: string | null;
  createdAt: string;
};
type Monitor = {
  status: string;
  openTasks: { taskId: number; nodeName: string; assigneeName: string }[];
  history: Event[];
};

const OUTCOME_COLOUR: Record<string, string> = { APPROVE: 'green', REJECT: 'red', WITHDRAW: 'orange', START: 'blue' };

/** The approval trail of a document (bpmInstanceRestful/monitor): who, when, outcome, comment. */
export function ApprovalTrail({ billType, docId, testId }: { billType: string; docId: unknown; testId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['docApprovalTrail', billType, docId],
    queryFn: async () => {
      try {
        return await post<Monitor>('/api/bpmServer/v1/bpmInstanceRestful/monitor', { billType, docId });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null; // never submitted
        throw e;
      }
    },
  });
  if (query.isLoading) return <Spin />;
  if (query.isError) return <Alert type="error" title={errorText(query.error)} />;
  if (!query.data) return <Empty description={t('document.noApproval')} />;
  const { history, openTasks } = query.data;
  const rows = [
    ...history.map((e, i) => ({ key: `h${i}`, ...e, outcome: e.eventType })),
    ...openTasks.map((task) => ({
      key: `t${task.taskId}`,
      eventType: 'PENDING',
      outcome: 'PENDING',
      nodeName: task.nodeName,
      userName: task.assigneeName,
      comment: null,
      createdAt: '',
      onBehalfOfName: null,
      toUserName: null,
    })),
  ];
  return (
    <Table
      data-testid={`${testId}-approval-trail`}
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: t('document.node'), dataIndex: 'nodeName', width: 180 },
        { title: t('document.who'), dataIndex: 'userName', width: 140 },
        {
          title: t('document.outcome'),
          dataIndex: 'outcome',
          width: 120,
          render: (v: string) => <Tag color={OUTCOME_COLOUR[v] ?? 'default'}>{t(`document.event_${v}`, v)}</Tag>,
        },
        {
          title: t('document.when'),
          dataIndex: 'createdAt',
          width: 180,
          render: (v: string) => (v ? formatDateTime(v) : ''),
        },
        { title: t('document.comment'), dataIndex: 'comment' },
      ]}
    />
  );
}
