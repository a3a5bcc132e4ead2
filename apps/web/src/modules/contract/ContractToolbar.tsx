import { App, Button, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { editPath } from '../../components/Document/config.ts';
import { CONTRACT_BASE } from './paths.ts';
import { contractTexts } from './texts.ts';

const ALTERABLE = ['APPROVED', 'SUPPLIER_CONFIRMING', 'SUPPLIER_CONFIRMED', 'SIGNING', 'SIGNED'];

/*
 * The buyer's buttons beside the declared actions: alter (a new version, opened for editing) and generate a purchase
 * order from a signed contract (each line's quantity at most what is left of it; the server checks again).
 */
export function ContractToolbar({ doc }: { doc: Row }) {
  const lang = useLang();
  const x = contractTexts[lang];
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const buttons = useMenuResources();
  const [ordering, setOrdering] = useState(false);
  const status = String(doc.status);

  const alter = () =>
    modal.confirm({
      title: x.alter,
      content: x.alterConfirm,
      onOk: async () => {
        try {
          const made = await post<Row>(`${CONTRACT_BASE}/alter`, { contractId: doc.contractId });
          message.success(x.altered);
          void navigate(editPath({ editScreen: 'cctContractEdit' } as never, { id: made.contractId, mode: 'edit' }));
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });

  return (
    <>
      {buttons.has('btnAlter') && ALTERABLE.includes(status) && (
        <Button onClick={alter} data-testid="contract-alter">
          {x.alter}
        </Button>
      )}
      {buttons.has('btnCreateOrder') && status === 'SIGNED' && (
        <Button onClick={() => setOrdering(true)} data-testid="contract-generate-order">
          {x.generateOrder}
        </Button>
      )}
      {ordering && <GenerateOrderDialog doc={doc} onClose={() => setOrdering(false)} />}
    </>
  );
}

function GenerateOrderDialog({ doc, onClose }: { doc: Row; onClose: () => void }) {
  const x = contractTexts[useLang()];
  const { message } = App.useApp();
  const lines = (doc.lines ?? []) as Row[];
  const restOf = (l: Row) => Math.max(0, Number(l.quantity) - Number(l.orderedQuantity ?? 0));
  const [quantities, setQuantities] = useState<Record<number, string>>(
    Object.fromEntries(lines.map((l) => [l.lineId as number, String(restOf(l))])),
  );
  const [saving, setSaving] = useState(false);
  const create = async () => {
    setSaving(true);
    try {
      const made = await post<Row>(`${CONTRACT_BASE}/generateOrder`, {
        contractId: doc.contractId,
        lines: Object.entries(quantities)
          .filter(([, q]) => Number(q) > 0)
          .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity })),
      });
      message.success(x.orderMade.replace('{number}', String(made.orderNumber)));
      onClose();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={760}
      title={x.generateTitle}
      onOk={() => void create()}
      confirmLoading={saving}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'contract-generate-order-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Table<Row>
        size="small"
        rowKey="lineId"
        dataSource={lines}
        pagination={false}
        columns={[
          { key: 'n', title: '#', width: 50, dataIndex: 'lineNumber' },
          { key: 'd', title: '', dataIndex: 'itemDescription', ellipsis: true },
          { key: 'r', title: x.rest, width: 100, align: 'right', render: (_, l) => restOf(l) },
          {
            key: 'q',
            title: x.orderQuantity,
            width: 150,
            render: (_, l) => (
              <InputNumber
                size="small"
                stringMode
                min="0"
                value={quantities[l.lineId as number]}
                onChange={(v) => setQuantities((q) => ({ ...q, [l.lineId as number]: v == null ? '0' : String(v) }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
