import { Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { FilterBar } from './filters.tsx';
import { sourceTexts } from './texts.ts';

/**
 * Procurement → Price library (htmlUrl 'priceLibraryList'): the approved prices, read-only, with the
 * pricing document each came from; filtered by organisation, supplier, material, category and a date
 * they are valid on; exportable. A newer approved price ends the older one (its valid-to).
 */
export default function PriceLibraryScreen() {
  const lang = useLang();
  const x = sourceTexts[lang];
  const [searchParams, setSearchParams] = useState<Record<string, unknown>>({});
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'orgName', title: x.organisation, width: 150 },
      { key: 'supplierName', title: x.supplier, width: 220 },
      { key: 'materialName', title: x.material, width: 240 },
      { key: 'categoryName', title: x.category, width: 120 },
      { key: 'currencyCode', title: x.currency, editType: 'select', typeCode: 'BASE_CURRENCY', width: 90 },
      { key: 'price', title: x.price, editType: 'price', precision: 6, width: 130 },
      { key: 'priceUnit', title: x.priceUnit, editType: 'number', precision: 4, width: 110 },
      { key: 'unitPrice', title: x.unitPrice, editType: 'price', precision: 6, width: 120 },
      { key: 'taxRate', title: x.taxRate, editType: 'number', precision: 2, width: 90 },
      { key: 'minQuantity', title: x.minQuantity, editType: 'number', precision: 4, width: 140 },
      { key: 'validFrom', title: x.validFrom, editType: 'date', width: 110 },
      { key: 'validTo', title: x.validTo, editType: 'date', width: 110, render: (v) => (v ? String(v) : x.openEnded) },
      { key: 'pricingNumber', title: x.pricingNumber, width: 140 },
    ],
    [x],
  );
  return (
    <Card data-testid="screen-priceLibraryList">
      <Space direction="vertical" style={{ width: '100%' }}>
        <FilterBar
          onChange={setSearchParams}
          filters={[
            { key: 'orgId', kind: 'ref', refKind: 'org', label: x.organisation, testId: 'price-org' },
            { key: 'supplierId', kind: 'ref', refKind: 'supplier', label: x.supplier, testId: 'price-supplier' },
            { key: 'materialId', kind: 'ref', refKind: 'material', label: x.material, testId: 'price-material' },
            {
              key: 'categoryId',
              kind: 'ref',
              refKind: 'purchaseCategory',
              label: x.category,
              testId: 'price-category',
            },
            { key: 'validOn', kind: 'date', label: x.validOn, testId: 'price-valid-on' },
          ]}
        />
        <DataTable
          api="/api/srmServer/v1/srmPurPriceLibraryRestful/listByPage"
          searchParams={searchParams}
          columns={columns}
          rowKey="priceEntryId"
          exportable
          exportFileName={x.priceLibrary}
          tableKey="purchase.priceLibrary"
        />
      </Space>
    </Card>
  );
}
