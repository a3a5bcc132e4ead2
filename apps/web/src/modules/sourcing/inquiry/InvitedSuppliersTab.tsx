import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Input, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { INQUIRY_BASE, INVITE_BASE } from './config.ts';
import { localDateTime } from './time.ts';

type Invitee = {
  inquirySupplierId: number;
  supplierId: number;
  supplierNumber: string;
  supplierName: string;
  source: 'INVITED' | 'SIGNED_UP';
  invitedRound: number;
  lastRound: number;
  responseStatus: 'INVITED' | 'QUOTED' | 'DECLINED';
  declineReason: string | null;
  viewedDate: string | null;
};

/** What add and remove answer: the event's new version and its suppliers. */
type Changed<S = Invitee> = { version: number; suppliers: S[] };

type Candidate = {
  supplierId: number;
  supplierNumber: string;
  supplierName: string;
  supplierStatus: string;
  onAsl: boolean;
  blocked: string | null;
  invited: boolean;
};

/**
 * The inquiry's invited suppliers (and those that signed up to a public one): who, since which round,
 * whether they opened it, quoted or declined (with the reason). While the inquiry is a draft the buyer adds
 * suppliers from the approved supplier list of its main category (or any qualified one) and removes them;
 * a blocked supplier is shown in the picker, disabled, with why.
 */
export function InvitedSuppliersTab({ doc, editable }: { doc: Row; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const inquiryId = doc.inquiryId as number;
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['inquirySuppliers', inquiryId],
    queryFn: () => post<Invitee[]>(`${INVITE_BASE}/listByInquiry`, { inquiryId }),
  });

  // add / remove change the inquiry's version: the page reads it again (it holds the version it saves with).
  const changed = ({ suppliers }: Changed) => {
    queryClient.setQueryData(['inquirySuppliers', inquiryId], suppliers);
    void queryClient.invalidateQueries({ queryKey: ['docFind', INQUIRY_BASE, String(inquiryId)] });
  };

  const remove = async (supplierId: number) => {
    setError(null);
    try {
      changed(await post<Changed>(`${INVITE_BASE}/remove`, { inquiryId, version: doc.version, supplierId }));
      message.success(t('sourcing.inquiry.suppliers.removed'));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const statusTag = (r: Invitee) => {
    const color = { INVITED: 'blue', QUOTED: 'green', DECLINED: 'red' }[r.responseStatus];
    const tag = (
      <Tag color={color} data-testid={`inquiry-supplier-status-${r.supplierId}`}>
        {t(`sourcing.inquiry.response.${r.responseStatus}`)}
      </Tag>
    );
    return r.declineReason ? <Tooltip title={r.declineReason}>{tag}</Tooltip> : tag;
  };

  return (
    <div data-testid="inquiry-suppliers">
      {editable && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={() => setPicking(true)} data-testid="inquiry-suppliers-add">
            {t('sourcing.inquiry.suppliers.add')}
          </Button>
          <Typography.Text type="secondary">{t('sourcing.inquiry.suppliers.hint')}</Typography.Text>
        </Space>
      )}
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="inquiry-suppliers-error" />
      )}
      <Table<Invitee>
        size="small"
        rowKey="supplierId"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.isError ? errorText(list.error) : t('sourcing.inquiry.suppliers.none') }}
        columns={[
          { key: 'num', title: t('sourcing.inquiry.suppliers.number'), dataIndex: 'supplierNumber', width: 120 },
          { key: 'name', title: t('sourcing.inquiry.suppliers.name'), dataIndex: 'supplierName' },
          {
            key: 'source',
            title: t('sourcing.inquiry.suppliers.source'),
            width: 100,
            render: (_, r) => t(`sourcing.inquiry.source.${r.source}`),
          },
          {
            key: 'rounds',
            title: t('sourcing.inquiry.suppliers.rounds'),
            width: 100,
            render: (_, r) => (r.invitedRound === r.lastRound ? r.lastRound : `${r.invitedRound}–${r.lastRound}`),
          },
          {
            key: 'status',
            title: t('sourcing.inquiry.suppliers.response'),
            width: 110,
            render: (_, r) => statusTag(r),
          },
          {
            key: 'viewed',
            title: t('sourcing.inquiry.suppliers.viewed'),
            width: 150,
            render: (_, r) => localDateTime(r.viewedDate) || '—',
          },
          ...(editable
            ? [
                {
                  key: 'op',
                  title: '',
                  width: 80,
                  render: (_: unknown, r: Invitee) => (
                    <Popconfirm
                      title={t('sourcing.inquiry.suppliers.removeConfirm', { name: r.supplierName })}
                      okText={t('app.ok')}
                      cancelText={t('app.cancel')}
                      onConfirm={() => remove(r.supplierId)}
                      okButtonProps={{ 'data-testid': 'inquiry-supplier-remove-ok' } as Record<string, string>}
                    >
                      <Button size="small" danger type="link" data-testid={`inquiry-supplier-remove-${r.supplierId}`}>
                        {t('sourcing.inquiry.suppliers.remove')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {picking && (
        <SupplierPicker
          base={INVITE_BASE}
          idKey="inquiryId"
          doc={doc}
          onClose={() => setPicking(false)}
          onAdded={(answer) => {
            changed(answer);
            setPicking(false);
            message.success(t('sourcing.inquiry.suppliers.added', { n: answer.suppliers.length }));
          }}
        />
      )}
    </div>
  );
}

/**
 * The picker: the approved list of the main category first; "all qualified" widens it. Blocked ones disabled.
 * The inquiry's and the tender's (`base` = their supplier calls, `idKey` = their id): both answer
 * `candidates {id, keyword, includeAll}` and `add {id, version, supplierIds}` alike.
 */
export function SupplierPicker<S = Invitee>({
  base,
  idKey,
  doc,
  testId = 'inquiry',
  onClose,
  onAdded,
}: {
  base: string;
  idKey: string;
  doc: Row;
  /** Prefix of the test ids: `${testId}-suppliers-…`. */
  testId?: string;
  onClose: () => void;
  onAdded: (answer: Changed<S>) => void;
}) {
  const { t } = useTranslation();
  const eventId = doc[idKey] as number;
  const [keyword, setKeyword] = useState('');
  const [includeAll, setIncludeAll] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({
    queryKey: ['sourcingCandidates', base, eventId, keyword, includeAll],
    queryFn: () =>
      post<Candidate[]>(`${base}/candidates`, { [idKey]: eventId, keyword: keyword || undefined, includeAll }),
  });
  const rows = candidates.data ?? [];
  const add = async () => {
    setError(null);
    setSaving(true);
    try {
      onAdded(await post<Changed<S>>(`${base}/add`, { [idKey]: eventId, version: doc.version, supplierIds: chosen }));
    } catch (e) {
      const named = fieldErrorsOf(e).map((f) => f.message);
      setError(named.length > 0 ? named.join('；') : errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={860}
      title={t('sourcing.inquiry.suppliers.pickTitle', { category: String(doc.categoryName ?? '') })}
      okText={t('sourcing.inquiry.suppliers.addChosen', { n: chosen.length })}
      cancelText={t('app.cancel')}
      onOk={() => void add()}
      okButtonProps={
        { disabled: chosen.length === 0, 'data-testid': `${testId}-suppliers-pick-ok` } as { disabled: boolean }
      }
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('sourcing.inquiry.suppliers.search')}
          onSearch={setKeyword}
          style={{ width: 260 }}
          data-testid={`${testId}-suppliers-search`}
        />
        <Checkbox
          checked={includeAll}
          onChange={(e) => setIncludeAll(e.target.checked)}
          data-testid={`${testId}-suppliers-all`}
        >
          {t('sourcing.inquiry.suppliers.includeAll')}
        </Checkbox>
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 8 }}
          data-testid={`${testId}-suppliers-pick-error`}
        />
      )}
      <Table<Candidate>
        size="small"
        rowKey="supplierId"
        loading={candidates.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        data-testid={`${testId}-suppliers-candidates`}
        locale={{
          emptyText: candidates.isError ? errorText(candidates.error) : t('sourcing.inquiry.suppliers.noCandidates'),
        }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: !!r.blocked || r.invited }),
        }}
        columns={[
          { key: 'num', title: t('sourcing.inquiry.suppliers.number'), dataIndex: 'supplierNumber', width: 120 },
          { key: 'name', title: t('sourcing.inquiry.suppliers.name'), dataIndex: 'supplierName' },
          {
            key: 'asl',
            title: t('sourcing.inquiry.suppliers.onAsl'),
            width: 110,
            render: (_, r) => (r.onAsl ? <Tag color="green">{t('sourcing.inquiry.suppliers.asl')}</Tag> : null),
          },
          {
            key: 'why',
            title: t('sourcing.inquiry.suppliers.state'),
            width: 260,
            render: (_, r) =>
              r.blocked ? (
                <Typography.Text type="danger" data-testid={`${testId}-candidate-blocked-${r.supplierId}`}>
                  {r.blocked}
                </Typography.Text>
              ) : r.invited ? (
                <Typography.Text type="secondary">{t('sourcing.inquiry.suppliers.alreadyInvited')}</Typography.Text>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
