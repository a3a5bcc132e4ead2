import { formatDateTime } from '@srm/core/dates/date-format';
import { Button, Drawer, Form, Input, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { type ColumnConfig, DataTable, type RowButton } from '../../../components/DataTable/index.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';

const STATUS_API = '/api/srmServer/v1/srmSlcSupplierStatusRestful';
const STATUS_LOOKUP = 'SLC_SUPPLIER_STATUS';

type Supplier = { supplierId: number; supplierNum: string; supplierName: string; supplierStatus: string };
type CategoryStatus = { categoryId: number; categoryName: string | null; categoryStatus: string };
type Change = {
  id: number;
  categoryName: string | null;
  fromStatus: string | null;
  toStatus: string;
  billType: string;
  docNumber: string | null;
  changedByName: string | null;
  changedAt: string;
};

/**
 * Suppliers → Supplier lifecycle (htmlUrl 'supplierLifecycleStatus'): each supplier's status; for one,
 * its status per category and the changes the approved inspections and trials made (who, when, which document).
 */
export default function LifecycleStatusScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [shown, setShown] = useState<Supplier | null>(null);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'supplierNum', title: t('supplierLifecycle.supplierNum'), width: 140 },
      { key: 'supplierName', title: t('supplierLifecycle.supplierName'), width: 280 },
      {
        key: 'supplierStatus',
        title: t('supplierLifecycle.status'),
        width: 160,
        editType: 'select',
        typeCode: STATUS_LOOKUP,
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [{ key: 'history', label: t('supplierLifecycle.history'), onClick: (row) => setShown(row as Supplier) }],
    [t],
  );

  return (
    <div data-testid="supplier-lifecycle-status">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={(values) =>
          setFilters({ keyword: values.keyword || undefined, supplierStatus: values.supplierStatus || undefined })
        }
      >
        <Form.Item name="keyword" label={t('supplierLifecycle.keyword')}>
          <Input allowClear style={{ width: 220 }} data-testid="lifecycle-keyword" />
        </Form.Item>
        <Form.Item name="supplierStatus" label={t('supplierLifecycle.status')}>
          <LookupSelect typeCode={STATUS_LOOKUP} style={{ width: 180 }} allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="lifecycle-search">
            {t('supplierLifecycle.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('supplierLifecycle.reset')}
          </Button>
        </Space>
      </Form>
      <DataTable
        api={`${STATUS_API}/listByPage`}
        searchParams={filters}
        columns={columns}
        rowKey="supplierId"
        rowButtons={rowButtons}
        rowButtonsWidth={120}
      />
      <HistoryDrawer supplier={shown} onClose={() => setShown(null)} />
    </div>
  );
}

function HistoryDrawer({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const { t } = useTranslation();
  const statuses = useLookup(STATUS_LOOKUP);
  const [data, setData] = useState<{ categories: CategoryStatus[]; history: Change[] } | null>(null);
  useEffect(() => {
    setData(null);
    if (!supplier) return;
    let live = true;
    post<{ categories: CategoryStatus[]; history: Change[] }>(`${STATUS_API}/listHistory`, {
      supplierId: supplier.supplierId,
    }).then((answer) => live && setData(answer));
    return () => {
      live = false;
    };
  }, [supplier]);
  const status = (code: string | null) => (code ? <Tag>{statuses.meaning(code)}</Tag> : '—');

  return (
    <Drawer
      open={supplier != null}
      onClose={onClose}
      width={820}
      title={t('supplierLifecycle.historyTitle', { name: supplier?.supplierName ?? '' })}
    >
      <div data-testid="lifecycle-history">
        <h4>{t('supplierLifecycle.categories')}</h4>
        <Table<CategoryStatus>
          size="small"
          rowKey="categoryId"
          loading={!data}
          pagination={false}
          dataSource={data?.categories ?? []}
          locale={{ emptyText: t('supplierLifecycle.noCategories') }}
          columns={[
            { key: 'c', title: t('supplierLifecycle.category'), dataIndex: 'categoryName' },
            { key: 's', title: t('supplierLifecycle.categoryStatus'), render: (_, r) => status(r.categoryStatus) },
          ]}
          style={{ marginBottom: 24 }}
        />
        <h4>{t('supplierLifecycle.changes')}</h4>
        <Table<Change>
          size="small"
          rowKey="id"
          loading={!data}
          pagination={false}
          dataSource={data?.history ?? []}
          columns={[
            {
              key: 'scope',
              title: t('supplierLifecycle.scope'),
              render: (_, r) => r.categoryName ?? t('supplierLifecycle.wholeSupplier'),
            },
            { key: 'from', title: t('supplierLifecycle.from'), render: (_, r) => status(r.fromStatus) },
            { key: 'to', title: t('supplierLifecycle.to'), render: (_, r) => status(r.toStatus) },
            {
              key: 'doc',
              title: t('supplierLifecycle.document'),
              render: (_, r) =>
                `${t(`bpm.bill${r.billType as 'PUR_REQUISITION'}`, { defaultValue: r.billType })} ${r.docNumber ?? ''}`,
            },
            { key: 'who', title: t('supplierLifecycle.changedBy'), dataIndex: 'changedByName' },
            {
              key: 'when',
              title: t('supplierLifecycle.changedAt'),
              render: (_, r) => formatDateTime(r.changedAt),
            },
          ]}
        />
      </div>
    </Drawer>
  );
}
