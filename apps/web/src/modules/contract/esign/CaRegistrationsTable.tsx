import { Empty, Table } from 'antd';
import { day, type Registration } from './esignApi.ts';
import { kindText, statusTag } from './esignTags.tsx';
import type { EsignTexts } from './esignTexts.ts';

/** The register history: the applicant's registrations with their status and, refused, the reason. */
export function CaRegistrationsTable(props: { x: EsignTexts; rows: Registration[]; loading: boolean; testId: string }) {
  const { x } = props;
  return (
    <Table<Registration>
      size="small"
      rowKey="id"
      loading={props.loading}
      dataSource={props.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={x.emptyRegs} /> }}
      columns={[
        { key: 'regNo', title: x.regNo, dataIndex: 'regNo', width: 160 },
        { key: 'kind', title: x.kind, width: 110, render: (_, r) => kindText(x, r.subjectKind) },
        { key: 'subjectName', title: x.subjectName, dataIndex: 'subjectName', width: 220 },
        { key: 'appliedAt', title: x.appliedAt, width: 110, render: (_, r) => day(r.creationDate) },
        {
          key: 'status',
          title: x.status,
          width: 100,
          render: (_, r) => statusTag(x, r.status, `history-status-${r.id}`),
        },
        { key: 'refuseReason', title: x.refuseReason, dataIndex: 'refuseReason', width: 240 },
      ]}
      data-testid={props.testId}
    />
  );
}
