import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Input, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorText, post, request } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { CERT, type Certificate, day, REG, type Registration } from './esignApi.ts';
import { kindText, statusTag } from './esignTags.tsx';
import { type EsignTexts, esignTexts, fill } from './esignTexts.ts';
import { ReasonModal } from './ReasonModal.tsx';
import { SealImage } from './SealImage.tsx';

const PAGE_ROWS = 20;
/**
 * Contracts → CA authorize (CA 认证审核), the administrator's page: CA registrations to review (approve issues a
 * certificate and a default seal, after a summary; refuse asks for the reason the applicant reads), the issued
 * certificates with their seals (revoke, with a reason) and the revocation list to download.
 */
export default function CaAuthorizeScreen() {
  const lang = useLang();
  const x = esignTexts[lang];
  const download = useDownload();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="screen-ca-authorize">
      <Space wrap>
        <Button
          onClick={() => void download(`${CERT}/crl`, { method: 'GET', fallbackName: 'srm-platform-ca.crl' })}
          data-testid="ca-crl"
        >
          {x.downloadCrl}
        </Button>
        <Button
          onClick={() =>
            void download(`${CERT}/rootCertificate`, { method: 'GET', fallbackName: 'srm-platform-root-ca.pem' })
          }
          data-testid="ca-root"
        >
          {x.downloadRoot}
        </Button>
      </Space>
      <Tabs
        items={[
          { key: 'regs', label: x.registrations, children: <Registrations x={x} /> },
          { key: 'certs', label: x.certificates, children: <Certificates x={x} /> },
        ]}
      />
    </Space>
  );
}

function Registrations({ x }: { x: EsignTexts }) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const buttons = useMenuResources();
  const [status, setStatus] = useState<string | undefined>('SUBMITTED');
  const [name, setName] = useState('');
  const [typed, setTyped] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [viewing, setViewing] = useState<Registration | null>(null);
  const [refusing, setRefusing] = useState<Registration | null>(null);
  const searchParams = { status, subjectName: name || undefined };
  const list = useQuery({
    queryKey: ['caRegistrations', searchParams, pageIndex],
    queryFn: () => request<Registration[]>(`${REG}/listByPage`, { searchParams, pageIndex, pageRows: PAGE_ROWS }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['caRegistrations'] });
  const approve = useMutation({
    mutationFn: (r: Registration) => post<{ serialNumber: string }>(`${REG}/approve`, { id: r.id }),
    onSuccess: (d) => {
      message.success(fill(x.approved, { serial: d.serialNumber }));
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['caCertificates'] });
    },
    onError: (e) => message.error(errorText(e)),
  });
  const askApprove = (r: Registration) =>
    modal.confirm({
      title: x.approveTitle,
      content: (
        <span data-testid="approve-summary">
          {fill(x.approveBody, { name: r.subjectName, code: r.creditCode ?? r.idNumber ?? '' })}
        </span>
      ),
      okText: x.approve,
      cancelText: x.cancel,
      onOk: () => approve.mutateAsync(r).catch(() => undefined),
    });

  const columns: ColumnsType<Registration> = [
    { key: 'regNo', title: x.regNo, dataIndex: 'regNo', width: 160 },
    { key: 'kind', title: x.kind, width: 110, render: (_, r) => kindText(x, r.subjectKind) },
    { key: 'subjectName', title: x.subjectName, dataIndex: 'subjectName', width: 220 },
    { key: 'creditCode', title: x.creditCode, width: 190, render: (_, r) => r.creditCode ?? r.idNumber },
    { key: 'applicant', title: x.applicant, dataIndex: 'userFullName', width: 130 },
    { key: 'appliedAt', title: x.appliedAt, width: 110, render: (_, r) => day(r.creationDate) },
    { key: 'status', title: x.status, width: 100, render: (_, r) => statusTag(x, r.status, `reg-status-${r.id}`) },
    {
      key: 'action',
      title: x.action,
      width: 200,
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setViewing(r)} data-testid={`reg-view-${r.id}`}>
            {x.view}
          </Button>
          {r.status === 'SUBMITTED' && buttons.has('btnApprove') && (
            <Button type="link" size="small" onClick={() => askApprove(r)} data-testid={`reg-approve-${r.id}`}>
              {x.approve}
            </Button>
          )}
          {r.status === 'SUBMITTED' && buttons.has('btnRefuse') && (
            <Button type="link" size="small" danger onClick={() => setRefusing(r)} data-testid={`reg-refuse-${r.id}`}>
              {x.refuse}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          style={{ width: 160 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageIndex(1);
          }}
          placeholder={x.status}
          aria-label={x.status}
          options={(['SUBMITTED', 'APPROVED', 'REFUSED'] as const).map((s) => ({ value: s, label: x[`status${s}`] }))}
          data-testid="reg-filter-status"
        />
        <Input
          style={{ width: 240 }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => setName(typed.trim())}
          placeholder={x.subjectName}
          aria-label={x.subjectName}
          data-testid="reg-filter-name"
        />
        <Button onClick={() => setName(typed.trim())} data-testid="reg-search">
          {x.search}
        </Button>
      </Space>
      {list.isError ? <Alert type="error" showIcon title={errorText(list.error)} /> : null}
      <Table<Registration>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={x.emptyRegs} /> }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: list.data?.page?.count ?? 0,
          hideOnSinglePage: true,
          onChange: setPageIndex,
        }}
        data-testid="reg-table"
      />
      <Modal open={viewing !== null} title={viewing?.regNo} footer={null} onCancel={() => setViewing(null)} width={640}>
        {viewing && <RegistrationView x={x} r={viewing} />}
      </Modal>
      <ReasonModal
        open={refusing !== null}
        title={x.refuseTitle}
        summary={fill(x.refuseBody, { name: refusing?.subjectName ?? '' })}
        okText={x.refuse}
        cancelText={x.cancel}
        placeholder={x.reason}
        onClose={() => setRefusing(null)}
        onOk={(reason) =>
          post(`${REG}/refuse`, { id: refusing?.id, reason }).then(
            () => {
              message.success(x.done);
              refresh();
            },
            (e) => {
              message.error(errorText(e));
              throw e;
            },
          )
        }
      />
    </Space>
  );
}

export function RegistrationView({ x, r }: { x: EsignTexts; r: Registration }) {
  return (
    <Descriptions column={1} size="small" bordered data-testid="reg-view">
      <Descriptions.Item label={x.kind}>{kindText(x, r.subjectKind)}</Descriptions.Item>
      <Descriptions.Item label={x.subjectName}>{r.subjectName}</Descriptions.Item>
      {r.creditCode && <Descriptions.Item label={x.creditCode}>{r.creditCode}</Descriptions.Item>}
      {r.legalRep && <Descriptions.Item label={x.legalRep}>{r.legalRep}</Descriptions.Item>}
      {r.agentName && <Descriptions.Item label={x.agentName}>{r.agentName}</Descriptions.Item>}
      {r.idNumber && <Descriptions.Item label={x.idNumber}>{r.idNumber}</Descriptions.Item>}
      {r.mobile && <Descriptions.Item label={x.mobile}>{r.mobile}</Descriptions.Item>}
      <Descriptions.Item label={x.applicant}>{r.userFullName}</Descriptions.Item>
      <Descriptions.Item label={x.status}>{statusTag(x, r.status)}</Descriptions.Item>
      {r.reviewedByName && (
        <Descriptions.Item label={x.reviewer}>{`${r.reviewedByName} ${day(r.reviewedAt)}`}</Descriptions.Item>
      )}
      {r.refuseReason && <Descriptions.Item label={x.refuseReason}>{r.refuseReason}</Descriptions.Item>}
    </Descriptions>
  );
}

function Certificates({ x }: { x: EsignTexts }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const buttons = useMenuResources();
  const [pageIndex, setPageIndex] = useState(1);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const list = useQuery({
    queryKey: ['caCertificates', pageIndex],
    queryFn: () => request<Certificate[]>(`${CERT}/listByPage`, { pageIndex, pageRows: PAGE_ROWS }),
  });
  const columns: ColumnsType<Certificate> = [
    { key: 'subjectName', title: x.subjectName, dataIndex: 'subjectName', width: 220 },
    { key: 'kind', title: x.kind, width: 110, render: (_, c) => kindText(x, c.subjectKind) },
    { key: 'serial', title: x.serial, dataIndex: 'serialNumber', width: 280 },
    { key: 'validity', title: x.validity, width: 200, render: (_, c) => `${day(c.notBefore)} ~ ${day(c.notAfter)}` },
    {
      key: 'status',
      title: x.status,
      width: 110,
      render: (_, c) =>
        c.expired && c.status === 'VALID' ? <Tag>{x.expired}</Tag> : statusTag(x, c.status, `cert-status-${c.id}`),
    },
    { key: 'operator', title: x.operator, dataIndex: 'operatorName', width: 120 },
    {
      key: 'seals',
      title: x.seals,
      width: 140,
      render: (_, c) => (
        <Space>
          {c.seals
            .filter((s) => s.status === 'VALID')
            .slice(0, 2)
            .map((s) => (
              <SealImage key={s.id} id={s.id} size={48} alt={s.sealName} />
            ))}
        </Space>
      ),
    },
    {
      key: 'action',
      title: x.action,
      width: 90,
      fixed: 'right',
      render: (_, c) =>
        c.status === 'VALID' && buttons.has('btnRevoke') ? (
          <Button type="link" size="small" danger onClick={() => setRevoking(c)} data-testid={`cert-revoke-${c.id}`}>
            {x.revoke}
          </Button>
        ) : (
          c.revokeReason
        ),
    },
  ];
  return (
    <>
      <Table<Certificate>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={x.emptyCerts} /> }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: list.data?.page?.count ?? 0,
          hideOnSinglePage: true,
          onChange: setPageIndex,
        }}
        data-testid="cert-table"
      />
      <ReasonModal
        open={revoking !== null}
        title={x.revokeTitle}
        summary={fill(x.revokeBody, { name: revoking?.subjectName ?? '', serial: revoking?.serialNumber ?? '' })}
        okText={x.revoke}
        cancelText={x.cancel}
        placeholder={x.reason}
        onClose={() => setRevoking(null)}
        onOk={(reason) =>
          post(`${CERT}/revoke`, { id: revoking?.id, reason }).then(
            () => {
              message.success(x.done);
              void queryClient.invalidateQueries({ queryKey: ['caCertificates'] });
            },
            (e) => {
              message.error(errorText(e));
              throw e;
            },
          )
        }
      />
    </>
  );
}
