import { App, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { DataTableHandle, Row } from '../../../components/DataTable/types.ts';
import { CommentModal } from '../../../components/Document/CommentModal.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { LookupSelect } from '../../../components/LookupSelect/LookupSelect.tsx';
import { YNCheckbox } from '../../../components/YNCheckbox/YNCheckbox.tsx';
import { QUALIFICATION_API } from '../info/types.ts';
import { qualificationColumns } from './columns.ts';

/** Suppliers → Qualifications: every supplier's files with days left; submitted ones are reviewed here. */
export default function QualificationListScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Row>({});
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const table = useRef<DataTableHandle>(null);
  const review = async (row: Row, action: 'doApproval' | 'doReject', comment?: string) => {
    try {
      await post(`${QUALIFICATION_API}/${action}`, {
        qualificationId: row.qualificationId,
        version: row.version,
        comment,
      });
      message.success(t('supplierInfo.reviewed'));
      table.current?.reload();
    } catch (e) {
      message.error(errorText(e));
      throw e;
    }
  };
  const submitted = (row: Row) => row.reviewStatus !== 'SUBMITTED';
  return (
    <div data-testid="screen-qualification-list">
      <FilterForm
        form={form}
        onSearch={(v) => {
          const { expiring, ...rest } = v as Row;
          setFilters({ ...rest, ...(expiring === 'Y' ? { expiringWithinDays: 30 } : {}) });
        }}
        testId="qualification-filters"
        searchTestId="qualification-search"
      >
        <Form.Item name="supplierName" label={t('supplierInfo.supplierName')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="reviewStatus" label={t('supplierInfo.reviewStatus')}>
          <LookupSelect typeCode="SLC_QUALIFICATION_REVIEW" allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="expiring" label={t('supplierInfo.expiringOnly')}>
          <YNCheckbox data-testid="qualification-filter-expiring" />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={`${QUALIFICATION_API}/listByPage`}
        searchParams={filters}
        columns={qualificationColumns(t, lang, true)}
        rowKey="qualificationId"
        tableKey="qualification.list"
        rowButtons={[
          {
            key: 'approve',
            label: t('supplierInfo.approve'),
            kind: 'save',
            resourceCode: 'btnApprove',
            hidden: submitted,
            onClick: (row) => review(row, 'doApproval'),
          },
          {
            key: 'reject',
            label: t('supplierInfo.reject'),
            kind: 'danger',
            resourceCode: 'btnApprove',
            hidden: submitted,
            onClick: (row) => setRejecting(row),
          },
        ]}
      />
      {rejecting && (
        <CommentModal
          open
          title={t('supplierInfo.reject')}
          required
          testId="qualification"
          onCancel={() => setRejecting(null)}
          onOk={async (comment) => {
            await review(rejecting, 'doReject', comment);
            setRejecting(null);
          }}
        />
      )}
    </div>
  );
}
