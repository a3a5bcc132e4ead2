import { Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { DateFilter, RefFilter } from './filters.tsx';
import { sourceTexts } from './texts.ts';

/**
 * Procurement → Approved supplier list (htmlUrl 'aslEntryList'): the entries approved ASL applications
 * left, read-only, filtered by organisation, material, category, supplier, status and a date they are
 * valid on; exportable. Entries change only through an approved ALTERATION application.
 */
export default function AslEntryListScreen() {
  const lang = useLang();
  const x = sourceTexts[lang];
  const [orgId, setOrgId] = useState<number>();
  const [materialId, setMaterialId] = useState<number>();
  const [categoryId, setCategoryId] = useState<number>();
  const [supplierId, setSupplierId] = useState<number>();
  const [status, setStatus] = useState<string>();
  const [validOn, setValidOn] = useState<string>();
  const searchParams = useMemo(
    () => ({ orgId, materialId, categoryId, supplierId, status, validOn }),
    [orgId, materialId, categoryId, supplierId, status, validOn],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'entryId', title: x.entryId, width: 90 },
      { key: 'orgName', title: x.organisation, width: 150 },
      { key: 'materialName', title: x.material, width: 240 },
      { key: 'categoryName', title: x.category, width: 130 },
      { key: 'supplierName', title: x.supplier, width: 220 },
      { key: 'supplierSiteName', title: x.site, width: 140 },
      { key: 'status', title: x.status, editType: 'select', typeCode: 'PUR_ASL_STATUS', width: 90 },
      { key: 'validFrom', title: x.validFrom, editType: 'date', width: 110 },
      { key: 'validTo', title: x.validTo, editType: 'date', width: 110, render: (v) => (v ? String(v) : x.openEnded) },
      { key: 'priority', title: x.priority, width: 80 },
      { key: 'sourceNumber', title: x.source, width: 140 },
    ],
    [x],
  );
  return (
    <Card data-testid="screen-aslEntryList">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <RefFilter refKind="org" label={x.organisation} value={orgId} onChange={setOrgId} testId="asl-entry-org" />
          <RefFilter
            refKind="material"
            label={x.material}
            value={materialId}
            onChange={setMaterialId}
            testId="asl-entry-material"
          />
          <RefFilter
            refKind="purchaseCategory"
            label={x.category}
            value={categoryId}
            onChange={setCategoryId}
            testId="asl-entry-category"
          />
          <RefFilter
            refKind="supplier"
            label={x.supplier}
            value={supplierId}
            onChange={setSupplierId}
            testId="asl-entry-supplier"
          />
          <Select
            allowClear
            placeholder={x.status}
            style={{ width: 120 }}
            value={status}
            onChange={setStatus}
            data-testid="asl-entry-status"
            options={[
              { value: 'ACTIVE', label: x.active },
              { value: 'SUSPENDED', label: x.suspended },
            ]}
          />
          <DateFilter placeholder={x.validOn} value={validOn} onChange={setValidOn} testId="asl-entry-valid-on" />
        </Space>
        <DataTable
          api="/api/srmServer/v1/srmPurAslEntryRestful/listByPage"
          searchParams={searchParams}
          columns={columns}
          rowKey="entryId"
          exportable
          exportFileName={x.aslEntries}
          tableKey="purchase.aslEntries"
        />
      </Space>
    </Card>
  );
}
