import { App, Button, Form, Input } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../app/api/client.ts';
import { downloadFile } from '../../../app/api/download.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { ColumnConfig, ToolbarButton } from '../../../components/DataTable/types.ts';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { LookupSelect } from '../../../components/LookupSelect/LookupSelect.tsx';
import { INFO_API, type Row } from './types.ts';

/** spec §7 exportSupplierInfoExcel: the export server runs supplierInfoRestful_listByPage over every page. */
const EXPORT_SUPPLIER_INFO = '/api/exportServer/v1/exportRestful/exportSupplierInfoExcel';

/** Suppliers → Supplier information: the internal supplier list with its filters, export and detail. */
export default function SupplierInfoListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Row>({});
  const open = useCallback(
    (row: Row) => void navigate(`/main/supplierInfoDetail?id=${String(row.supplierId)}`),
    [navigate],
  );

  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'supplierNum',
        title: t('supplierInfo.supplierNum'),
        width: 120,
        render: (v, row) => (
          <Button type="link" size="small" onClick={() => open(row)} data-testid={`supplier-info-open-${String(v)}`}>
            {String(v)}
          </Button>
        ),
      },
      { key: 'supplierName', title: t('supplierInfo.supplierName'), width: 220 },
      {
        key: 'supplierStatus',
        title: t('supplierInfo.supplierStatus'),
        editType: 'select',
        typeCode: 'SLC_SUPPLIER_STATUS',
        width: 100,
      },
      { key: 'supplierType', title: t('supplierInfo.supplierType'), width: 110 },
      { key: 'creditCode', title: t('supplierInfo.creditCode'), width: 190 },
      { key: 'contactName', title: t('supplierInfo.contactName'), width: 100 },
      { key: 'creationDate', title: t('supplierInfo.creationDate'), editType: 'date', width: 120 },
    ],
    [t, open],
  );
  const exportColumns = columns.map((c) => ({ key: c.key, title: c.title, lookupType: c.typeCode }));
  const toolbarButtons: ToolbarButton[] = [
    {
      key: 'export',
      label: t('supplierInfo.export'),
      resourceCode: 'btnExport',
      onClick: async () => {
        try {
          await downloadFile(EXPORT_SUPPLIER_INFO, {
            body: {
              requestUrl: `${INFO_API}/listByPage`,
              requestParams: { searchParams: filters },
              columns: exportColumns,
              fileName: t('supplierInfo.supplierName'),
            },
            fallbackName: 'suppliers.xlsx',
          });
        } catch (e) {
          message.error(errorText(e));
        }
      },
    },
  ];

  return (
    <div data-testid="screen-supplier-info-list">
      <FilterForm
        form={form}
        onSearch={(v) => setFilters(v as Row)}
        testId="supplier-info-filters"
        searchTestId="supplier-info-search"
      >
        <Form.Item name="supplierName" label={t('supplierInfo.supplierName')}>
          <Input allowClear style={{ width: 180 }} data-testid="supplier-info-filter-name" />
        </Form.Item>
        <Form.Item name="supplierNum" label={t('supplierInfo.supplierNum')}>
          <Input allowClear style={{ width: 130 }} data-testid="supplier-info-filter-num" />
        </Form.Item>
        <Form.Item name="supplierStatus" label={t('supplierInfo.supplierStatus')}>
          <LookupSelect typeCode="SLC_SUPPLIER_STATUS" allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="creditCode" label={t('supplierInfo.creditCode')}>
          <Input allowClear style={{ width: 190 }} data-testid="supplier-info-filter-credit" />
        </Form.Item>
      </FilterForm>
      <DataTable
        api={`${INFO_API}/listByPage`}
        searchParams={filters}
        columns={columns}
        rowKey="supplierId"
        toolbarButtons={toolbarButtons}
        rowButtons={[{ key: 'open', label: t('supplierInfo.open'), onClick: (row) => open(row) }]}
        tableKey="supplierInfo.list"
      />
    </div>
  );
}
