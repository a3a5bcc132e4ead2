import { Alert, Modal, Radio, Table, Typography } from 'antd';
import { useLang } from '../../../app/i18n/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { deliveryTexts } from './texts.ts';

/** One line of a receipt about to be posted: as shipped, and as the buyer entered it. */
export type ReceiptLine = {
  line: Row;
  received: number;
  rejected: number;
  disposition: 'REPLACE' | 'REDUCE';
};

/** Shipped − received − rejected, rounded to the 4 decimals quantities have (never a float tail). */
export const differenceOf = (l: ReceiptLine) =>
  Math.round((Number(l.line.quantity) - l.received - l.rejected) * 10_000) / 10_000;

/*
 * Posting a receipt moves quantities for good, so it is asked first with a summary (issue 15 item 3):
 * per line shipped, received, rejected and the difference to shipped, with totals; for each rejected
 * line the buyer chooses what the return does to the order — replaced by the supplier (owed again) or
 * taken off the order. Nothing is sent before "post".
 */
export function ReceiptConfirmModal({
  open,
  lines,
  busy,
  onDisposition,
  onPost,
  onCancel,
}: {
  open: boolean;
  lines: ReceiptLine[];
  busy: boolean;
  onDisposition: (lineId: number, disposition: ReceiptLine['disposition']) => void;
  onPost: () => void;
  onCancel: () => void;
}) {
  const lang = useLang();
  const x = deliveryTexts[lang];
  const n = (v: number) => String(Number(v.toFixed(4)));
  const sum = (f: (l: ReceiptLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const rejecting = lines.some((l) => l.rejected > 0);
  return (
    <Modal
      open={open}
      title={x.confirmTitle}
      width={880}
      okText={x.confirmPost}
      cancelText={x.cancel}
      confirmLoading={busy}
      onOk={onPost}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'receive-confirm-ok' } as never}
      cancelButtonProps={{ 'data-testid': 'receive-confirm-cancel' } as never}
      destroyOnHidden
    >
      <div data-testid="receive-confirm">
        <Typography.Paragraph>{x.confirmHint}</Typography.Paragraph>
        <Table<ReceiptLine>
          rowKey={(l) => String(l.line.lineId)}
          size="small"
          pagination={false}
          dataSource={lines}
          columns={[
            { key: 'line', title: x.line, width: 50, render: (_, l) => String(l.line.lineNumber) },
            {
              key: 'material',
              title: x.material,
              render: (_, l) => String(l.line.materialName ?? l.line.itemDescription ?? ''),
            },
            {
              key: 'shipped',
              title: x.shippedQty,
              align: 'right',
              width: 90,
              render: (_, l) => n(Number(l.line.quantity)),
            },
            { key: 'received', title: x.receivedQty, align: 'right', width: 90, render: (_, l) => n(l.received) },
            { key: 'rejected', title: x.rejectedQty, align: 'right', width: 90, render: (_, l) => n(l.rejected) },
            {
              key: 'difference',
              title: x.difference,
              align: 'right',
              width: 110,
              render: (_, l, i) => (
                <span data-testid={`receive-confirm-${i}-difference`}>
                  {differenceOf(l) === 0 ? '0' : <Typography.Text type="warning">{n(differenceOf(l))}</Typography.Text>}
                </span>
              ),
            },
            {
              key: 'disposition',
              title: x.disposition,
              width: 230,
              render: (_, l, i) =>
                l.rejected > 0 ? (
                  <Radio.Group
                    size="small"
                    value={l.disposition}
                    onChange={(e) => onDisposition(Number(l.line.lineId), e.target.value)}
                    data-testid={`receive-confirm-${i}-disposition`}
                  >
                    <Radio value="REPLACE">{x.replace}</Radio>
                    <Radio value="REDUCE">{x.reduce}</Radio>
                  </Radio.Group>
                ) : null,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {x.total}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {n(sum((l) => Number(l.line.quantity)))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <span data-testid="receive-confirm-received">{n(sum((l) => l.received))}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <span data-testid="receive-confirm-rejected">{n(sum((l) => l.rejected))}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <span data-testid="receive-confirm-difference">{n(sum(differenceOf))}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} />
            </Table.Summary.Row>
          )}
        />
        {rejecting && <Alert type="info" showIcon style={{ marginTop: 12 }} title={x.returnsNote} />}
      </div>
    </Modal>
  );
}
