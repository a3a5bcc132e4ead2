import { App, Card, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { REGISTRATION_API, type RegistrationStatus } from './api.ts';
import { RegistrationDetail } from './RegistrationDetail.tsx';
import { StatusTag } from './RegistrationSummary.tsx';

type Row = {
  id: number;
  registrationNumber: string;
  supplierName: string;
  status: RegistrationStatus;
  _actions: string[];
};
type Filters = { status?: string; keyword?: string; submitted?: [Dayjs, Dayjs] };
type Decision = { row: Row; kind: 'return' | 'reject' };

/**
 * Supplier lifecycle → Registration approval (htmlUrl supplierRegisterApproval): the registrations with
 * filters, the detail with the files, and approve / return / reject (buttons btnRegApprove, btnRegReturn,
 * btnRegReject; the server checks them again and decides each registration once).
 */
export default function RegistrationApprovalScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, unknown>>({ status: 'SUBMITTED' });
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'registrationNumber', title: t('registration.registrationNumber'), width: 150 },
      { key: 'supplierName', title: t('registration.supplierName'), width: 240 },
      { key: 'creditCode', title: t('registration.creditCode'), width: 190 },
      { key: 'applicantEmail', title: t('registration.applicantEmail'), width: 200 },
      {
        key: 'status',
        title: t('registration.status'),
        width: 120,
        render: (_: unknown, row: Record<string, unknown>) => <StatusTag status={row.status as RegistrationStatus} />,
      },
      { key: 'submittedAt', title: t('registration.submittedAt'), editType: 'datetime', width: 170 },
      { key: 'supplierNumber', title: t('registration.supplierNumber'), width: 120 },
      { key: 'decisionReason', title: t('registration.reason'), width: 200 },
    ],
    [t],
  );

  const approve = useCallback(
    async (row: Row) => {
      try {
        const data = await post<{ supplierNumber: string }>(REGISTRATION_API.approve, { id: row.id });
        message.success(`${t('registration.statusAPPROVED')} · ${data.supplierNumber}`);
      } catch (error) {
        message.error(errorText(error));
      }
      table.current?.reload();
    },
    [t, message],
  );

  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'view', label: t('registration.detail'), onClick: (row) => setOpenId((row as Row).id) },
      {
        key: 'approve',
        label: t('registration.approve'),
        resourceCode: 'btnRegApprove',
        hidden: (row) => !(row as Row)._actions.includes('approve'),
        confirm: t('registration.approveConfirm'),
        onClick: (row) => approve(row as Row),
      },
      {
        key: 'return',
        label: t('registration.return'),
        resourceCode: 'btnRegReturn',
        hidden: (row) => !(row as Row)._actions.includes('return'),
        onClick: (row) => setDecision({ row: row as Row, kind: 'return' }),
      },
      {
        key: 'reject',
        label: t('registration.reject'),
        kind: 'danger',
        resourceCode: 'btnRegReject',
        hidden: (row) => !(row as Row)._actions.includes('reject'),
        onClick: (row) => setDecision({ row: row as Row, kind: 'reject' }),
      },
    ],
    [t, approve],
  );

  return (
    <Card size="small" title={t('registration.approvalTitle')} data-testid="screen-registration-approval">
      <FilterForm<Filters>
        form={form}
        onSearch={(v) => {
          const { submitted, ...rest } = v;
          setFilters({
            ...rest,
            ...(submitted
              ? { submittedFrom: submitted[0].format('YYYY-MM-DD'), submittedTo: submitted[1].format('YYYY-MM-DD') }
              : {}),
          });
        }}
        searchTestId="reg-filter-search"
      >
        <Form.Item name="keyword" label={t('registration.keyword')}>
          <Input allowClear style={{ width: 220 }} data-testid="reg-filter-keyword" />
        </Form.Item>
        <Form.Item name="status" label={t('registration.status')} initialValue="SUBMITTED">
          <Select
            allowClear
            style={{ width: 140 }}
            data-testid="reg-filter-status"
            options={(['SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED'] as const).map((s) => ({
              value: s,
              label: t(`registration.status${s}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="submitted" label={t('registration.submittedRange')}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={REGISTRATION_API.list}
        searchParams={filters}
        columns={columns}
        rowButtons={rowButtons}
        rowButtonsWidth={260}
      />
      {openId != null && (
        <RegistrationDetail
          id={openId}
          onClose={() => setOpenId(null)}
          onApprove={async (row) => {
            await approve(row as Row);
            setOpenId(null);
          }}
          onDecide={(row, kind) => setDecision({ row: row as Row, kind })}
        />
      )}
      {decision && (
        <DecisionModal
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            setOpenId(null);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}

/** The reason of a return or a rejection (required), then the decision. */
function DecisionModal({ decision, onClose, onDone }: { decision: Decision; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the field says what is missing
    }
    setSaving(true);
    try {
      const api = decision.kind === 'return' ? REGISTRATION_API.return : REGISTRATION_API.reject;
      await post(api, { id: decision.row.id, reason: reason.trim() });
      message.success(t(decision.kind === 'return' ? 'registration.statusRETURNED' : 'registration.statusREJECTED'));
      onDone();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t(decision.kind === 'return' ? 'registration.returnTitle' : 'registration.rejectTitle')} · ${decision.row.supplierName}`}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ danger: decision.kind === 'reject', ...{ 'data-testid': 'reg-decision-ok' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('registration.reason')}
          rules={[{ required: true, whitespace: true, message: t('registration.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={1000} data-testid="reg-decision-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
