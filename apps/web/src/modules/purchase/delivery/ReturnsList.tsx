import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText, request } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { deliveryTexts } from './texts.ts';

export const RETURN_BASE = '/api/srmServer/v1/srmPurReturnRestful';

const PAGE_ROWS = 20;
const plain = (v: unknown) => (v == null ? '' : String(Number(v)));

/*
 * Returns to the supplier (issue 15 item 3): what receipts rejected, line by line — return number and
 * date, order and line, delivery note, material, quantity, reason, and whether it is replaced or taken
 * off the order. The same list on both sides of the delivery notes: the supplier reads its own returns
 * (the server's scope), the buyer those of its organisations.
 */
export function ReturnsList({ supplierSide }: { supplierSide: boolean }) {
  const lang = useLang();
  const x = deliveryTexts[lang];
  const disposition = useLookup('PUR_RETURN_DISPOSITION');
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useQuery({
    queryKey: ['purchaseReturns', keyword, pageIndex, lang],
    queryFn: async () => {
      const answer = await request<Row[]>(`${RETURN_BASE}/listByPage`, {
        searchParams: { keyword: keyword || undefined },
        pageIndex,
        pageRows: PAGE_ROWS,
      });
      return { rows: answer.data ?? [], total: answer.page?.count ?? 0 };
    },
  });
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="returns-list">
      <Input.Search
        allowClear
        placeholder={x.search}
        style={{ maxWidth: 360 }}
        onSearch={(v) => {
          setPageIndex(1);
          setKeyword(v.trim());
        }}
        data-testid="returns-search"
      />
      <Table<Row>
        rowKey="returnId"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.rows ?? []}
        locale={{ emptyText: x.noReturns }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageIndex,
        }}
        columns={[
          { key: 'returnNumber', title: x.returnNumber, dataIndex: 'returnNumber', width: 140 },
          { key: 'returnDate', title: x.returnDate, dataIndex: 'returnDate', width: 110 },
          ...(supplierSide ? [] : [{ key: 'supplierName', title: x.supplier, dataIndex: 'supplierName', width: 180 }]),
          {
            key: 'order',
            title: x.orderLine,
            width: 170,
            render: (_: unknown, r: Row) => `${r.orderNumber} / ${r.orderLineNumber}`,
          },
          { key: 'deliveryNoteNumber', title: x.note, dataIndex: 'deliveryNoteNumber', width: 140 },
          {
            key: 'material',
            title: x.material,
            width: 220,
            render: (_: unknown, r: Row) => String(r.materialName ?? r.itemDescription ?? ''),
          },
          {
            key: 'quantity',
            title: x.returnQuantity,
            align: 'right' as const,
            width: 100,
            render: (_: unknown, r: Row) => `${plain(r.quantity)} ${r.unitCode ?? ''}`,
          },
          { key: 'reason', title: x.returnReason, dataIndex: 'reason', width: 200 },
          {
            key: 'disposition',
            title: x.disposition,
            width: 180,
            render: (_: unknown, r: Row) => disposition.meaning(r.disposition as string),
          },
        ]}
      />
    </Space>
  );
}
