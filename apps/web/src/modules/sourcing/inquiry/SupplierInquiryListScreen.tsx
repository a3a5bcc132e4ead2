import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { ColumnConfig, DataTableHandle, Row } from '../../../components/DataTable/types.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { SUPPLIER_INQUIRY_BASE, SUPPLIER_INQUIRY_SCREEN } from './config.ts';
import { localDateTime } from './time.ts';

/**
 * Supplier portal → My inquiries: the inquiries the supplier takes part in, and public ones open for quotes
 * that it may sign up to (the server lists nothing else). Each opens in its own tab.
 */
export default function SupplierInquiryListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Row>({});
  const table = useRef<DataTableHandle>(null);
  const open = useCallback(
    (row: Row) => void navigate(`/main/${SUPPLIER_INQUIRY_SCREEN}?id=${String(row.inquiryId)}`),
    [navigate],
  );
  // Opened for one inquiry (a to-do, a notification: ?id=), the list passes it on to its page once.
  const screen = useScreen();
  const passedOn = useRef(false);
  useEffect(() => {
    if (passedOn.current || !screen) return;
    passedOn.current = true;
    if (screen.query.id) open({ inquiryId: screen.query.id });
  }, [screen, open]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'roundNumber',
        title: t('sourcing.inquiry.portal.number'),
        width: 170,
        render: (v, row) => (
          <Button
            type="link"
            size="small"
            onClick={() => open(row)}
            data-testid={`supplier-inquiry-open-${String(row.inquiryNumber)}`}
          >
            {String(v ?? row.inquiryNumber)}
          </Button>
        ),
      },
      { key: 'title', title: t('sourcing.inquiry.portal.title'), width: 220 },
      { key: 'orgName', title: t('sourcing.inquiry.portal.buyer'), width: 160 },
      { key: 'categoryName', title: t('sourcing.inquiry.portal.category'), width: 130 },
      {
        key: 'status',
        title: t('sourcing.inquiry.portal.status'),
        width: 120,
        render: (v) => <StatusTag status={v as string} def={sourcingInquiry} />,
      },
      {
        key: 'quoteDeadline',
        title: t('sourcing.inquiry.portal.deadline'),
        width: 150,
        render: (v) => localDateTime(v),
      },
      {
        key: 'responseStatus',
        title: t('sourcing.inquiry.portal.mine'),
        width: 130,
        render: (v, row) =>
          row.takesPart ? (
            <Tag color={v === 'QUOTED' ? 'green' : v === 'DECLINED' ? 'red' : 'blue'}>
              {t(`sourcing.inquiry.response.${(v as string) ?? 'INVITED'}` as 'sourcing.inquiry.response.INVITED')}
            </Tag>
          ) : (
            <Tag color="gold">{t('sourcing.inquiry.portal.publicOpen')}</Tag>
          ),
      },
    ],
    [t, open],
  );
  return (
    <div data-testid="screen-supplier-inquiry-list">
      <FilterForm
        form={form}
        onSearch={(values: Row) => {
          setFilters(Object.fromEntries(Object.entries(values).filter(([, v]) => v != null && v !== '')));
          table.current?.reload();
        }}
        testId="supplier-inquiry-filters"
        searchTestId="supplier-inquiry-search"
      >
        <Form.Item name="keyword" label={t('sourcing.inquiry.portal.keyword')}>
          <Input allowClear style={{ width: 200 }} data-testid="supplier-inquiry-filter-keyword" />
        </Form.Item>
        <Form.Item name="takesPart" label={t('sourcing.inquiry.portal.which')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={[
              { value: 'Y', label: t('sourcing.inquiry.portal.takesPart') },
              { value: 'N', label: t('sourcing.inquiry.portal.publicOpen') },
            ]}
          />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={`${SUPPLIER_INQUIRY_BASE}/listByPage`}
        searchParams={filters}
        columns={columns}
        rowKey="inquiryId"
        tableKey="supplier-inquiry.list"
      />
    </div>
  );
}
