import { useQuery } from '@tanstack/react-query';
import { App, Input, InputNumber, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { RefSelect } from '../../../components/Document/RefSelect.tsx';
import { ORDER_BASE, orderScreens } from './config.tsx';
import { orderTexts } from './texts.ts';

/**
 * "Create from requisition": the approved requisition lines with what remains to order, a supplier,
 * and the quantity to order of each ticked line (the remainder unless changed). The server makes the
 * draft (createFromRequisition) and refuses more than remains; the new order opens for editing.
 */
export function FromRequisitionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (doc: Row) => void }) {
  const lang = useLang();
  const x = orderTexts[lang];
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [supplierId, setSupplierId] = useState<unknown>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const lines = useQuery({
    queryKey: ['orderRequisitionLines', keyword],
    queryFn: () => post<Row[]>(`${ORDER_BASE}/requisitionLinesForSelect`, { keyword: keyword || undefined }),
  });
  const supplierField = useMemo(() => orderScreens.def.header.find((f) => f.key === 'supplierId')!, []);
  const plain = (v: unknown) => String(Number(v));

  const create = async () => {
    if (!supplierId || picked.length === 0) {
      message.warning(x.pickLines);
      return;
    }
    const rows = lines.data ?? [];
    setSaving(true);
    try {
      const doc = await post<Row>(`${ORDER_BASE}/createFromRequisition`, {
        supplierId,
        lines: picked.map((id) => ({
          requisitionLineId: id,
          quantity: quantities[id] ?? plain(rows.find((r) => r.requisitionLineId === id)?.remaining),
        })),
      });
      onCreated(doc);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={980}
      title={x.fromRequisitionTitle}
      okText={x.create}
      onOk={() => void create()}
      confirmLoading={saving}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'order-from-requisition-create' } as Record<string, string>}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <div style={{ width: 320 }}>
          <RefSelect
            field={supplierField}
            value={supplierId}
            doc={{}}
            testId="order-from-requisition-supplier"
            onChange={(id) => setSupplierId(id)}
          />
        </div>
        <Input.Search
          allowClear
          placeholder={x.search}
          onSearch={setKeyword}
          style={{ width: 280 }}
          data-testid="order-from-requisition-search"
        />
      </div>
      <Table<Row>
        size="small"
        rowKey="requisitionLineId"
        loading={lines.isFetching}
        dataSource={lines.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        data-testid="order-from-requisition-lines"
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as number[]) }}
        columns={[
          {
            key: 'n',
            title: x.requisitionNumber,
            width: 150,
            render: (_, r) => `${r.requisitionNumber} / ${r.lineNumber}`,
          },
          { key: 'd', title: x.description, dataIndex: 'itemDescription', ellipsis: true },
          { key: 'q', title: x.quantity, width: 90, align: 'right', render: (_, r) => plain(r.quantity) },
          { key: 'o', title: x.ordered, width: 80, align: 'right', render: (_, r) => plain(r.orderedQuantity) },
          { key: 'r', title: x.remaining, width: 80, align: 'right', render: (_, r) => plain(r.remaining) },
          {
            key: 'take',
            title: x.orderQuantity,
            width: 130,
            render: (_, r) => {
              const id = r.requisitionLineId as number;
              return (
                <InputNumber
                  size="small"
                  min="0"
                  value={quantities[id] ?? plain(r.remaining)}
                  onChange={(v) => setQuantities((q) => ({ ...q, [id]: v == null ? '' : String(v) }))}
                  data-testid={`order-from-requisition-qty-${id}`}
                  stringMode
                />
              );
            },
          },
          { key: 'u', title: x.unit, dataIndex: 'unitCode', width: 60 },
          { key: 'nb', title: x.needByDate, dataIndex: 'needByDate', width: 110 },
        ]}
      />
    </Modal>
  );
}
