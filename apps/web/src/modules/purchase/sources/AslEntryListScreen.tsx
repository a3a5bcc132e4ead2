import { Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { FilterBar } from './filters.tsx';
import { sourceTexts } from './texts.ts';

/**
 * Procurement → Approved supplier list (htmlUrl 'aslEntryList'): the entries approved ASL applications
 * left, read-only, filtered by organisation, material, category, supplier, status and a date they are
 * valid on; exportable. Entries change only through an approved ALTERATION application.
 */
export default function AslEntryListScreen() {
  const lang = useLang();
  const x = sourceTexts[lang];
  const [searchParams, setSearchParams] = useState<Record<string, unknown>>({});
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
        <FilterBar
          onChange={setSearchParams}
          filters={[
            { key: 'orgId', kind: 'ref', refKind: 'org', label: x.organisation, testId: 'asl-entry-org' },
            { key: 'materialId', kind: 'ref', refKind: 'material', label: x.material, testId: 'asl-entry-material' },
            {
              key: 'categoryId',
              kind: 'ref',
              refKind: 'purchaseCategory',
              label: x.category,
              testId: 'asl-entry-category',
            },
            { key: 'supplierId', kind: 'ref', refKind: 'supplier', label: x.supplier, testId: 'asl-entry-supplier' },
            {
              key: 'status',
              kind: 'select',
              label: x.status,
              testId: 'asl-entry-status',
              options: [
                { value: 'ACTIVE', label: x.active },
                { value: 'SUSPENDED', label: x.suspended },
              ],
            },
            { key: 'validOn', kind: 'date', label: x.validOn, testId: 'asl-entry-valid-on' },
          ]}
        />
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
