import { deliveryNote } from '@srm/core/documents/deliveryNote';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, InputNumber, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { NOTE_BASE } from './config.ts';
import { deliveryTexts } from './texts.ts';

/*
 * The buyer's page of a delivery note (PUR_DELIVERY, ?id=): the note as shipped and, while it awaits
 * receipt and the buyer holds btnReceive (`_actions` has receive), the receipt of each line — received,
 * rejected and why — sent in one doReceive. A received note shows what was received.
 */

type Receipt = { receivedQuantity: number | null; rejectedQuantity: number | null; rejectReason: string };

export default function ReceiveScreen() {
  return (
    <DocumentMenuScope menuCode="PUR_DELIVERY">
      <Receive />
    </DocumentMenuScope>
  );
}

const label = (key: string, lang: 'CN' | 'EN') =>
  [...deliveryNote.header, ...(deliveryNote.lines?.fields ?? [])].find((f) => f.key === key)?.label[lang] ?? key;
const num = (v: unknown) => (v == null ? '' : String(Number(v)));

function Receive() {
  const lang = useLang();
  const x = deliveryTexts[lang];
  const { message } = App.useApp();
  const screen = useScreen();
  const id = Number(screen?.query.id);
  const queryClient = useQueryClient();
  const key = ['deliveryReceive', id];
  const query = useQuery({ queryKey: key, queryFn: () => post<Row>(`${NOTE_BASE}/findById`, { deliveryNoteId: id }) });
  const [receipts, setReceipts] = useState<Record<number, Receipt>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (query.isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (query.isError) return <Alert type="error" showIcon style={{ margin: 16 }} title={errorText(query.error)} />;
  const note = query.data as Row;
  const lines = (note.lines ?? []) as Row[];
  const receivable = ((note._actions as string[] | undefined) ?? []).includes('receive');
  const receiptOf = (line: Row): Receipt =>
    receipts[line.lineId as number] ?? {
      receivedQuantity: Number(line.quantity),
      rejectedQuantity: 0,
      rejectReason: '',
    };
  const change = (line: Row, patch: Partial<Receipt>) =>
    setReceipts((all) => ({ ...all, [line.lineId as number]: { ...receiptOf(line), ...patch } }));

  const receive = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await post<Row>(`${NOTE_BASE}/doReceive`, {
        deliveryNoteId: id,
        version: note.version,
        lines: lines.map((line) => {
          const r = receiptOf(line);
          return {
            lineId: line.lineId,
            receivedQuantity: String(r.receivedQuantity ?? 0),
            rejectedQuantity: String(r.rejectedQuantity ?? 0),
            rejectReason: r.rejectReason || null,
          };
        }),
      });
      queryClient.setQueryData(key, data);
      message.success(x.received_ok);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { key: 'lineNumber', title: label('lineNumber', lang), dataIndex: 'lineNumber', width: 60 },
    { key: 'orderLineLabel', title: label('orderLineId', lang), dataIndex: 'orderLineLabel', width: 180 },
    { key: 'materialName', title: label('materialId', lang), dataIndex: 'materialName' },
    { key: 'lotNumber', title: label('lotNumber', lang), dataIndex: 'lotNumber', width: 110 },
    {
      key: 'quantity',
      title: x.shippedQty,
      width: 100,
      render: (_: unknown, l: Row) => `${num(l.quantity)} ${l.unitCode ?? ''}`,
    },
    {
      key: 'received',
      title: x.receivedQty,
      width: 130,
      render: (_: unknown, l: Row, i: number) =>
        receivable ? (
          <InputNumber
            min={0}
            max={Number(l.quantity)}
            value={receiptOf(l).receivedQuantity}
            onChange={(v) => change(l, { receivedQuantity: v })}
            data-testid={`receive-line-${i}-received`}
          />
        ) : (
          num(l.receivedQuantity)
        ),
    },
    {
      key: 'rejected',
      title: x.rejectedQty,
      width: 130,
      render: (_: unknown, l: Row, i: number) =>
        receivable ? (
          <InputNumber
            min={0}
            max={Number(l.quantity)}
            value={receiptOf(l).rejectedQuantity}
            onChange={(v) => change(l, { rejectedQuantity: v })}
            data-testid={`receive-line-${i}-rejected`}
          />
        ) : (
          num(l.rejectedQuantity)
        ),
    },
    {
      key: 'reason',
      title: x.rejectReason,
      width: 200,
      render: (_: unknown, l: Row, i: number) =>
        receivable ? (
          <Input
            value={receiptOf(l).rejectReason}
            maxLength={500}
            onChange={(e) => change(l, { rejectReason: e.target.value })}
            data-testid={`receive-line-${i}-reason`}
          />
        ) : (
          String(l.rejectReason ?? '')
        ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }} data-testid="screen-deliveryReceive">
      <Card
        title={
          <Space>
            {`${x.note} ${String(note.deliveryNoteNumber)}`}
            <span data-testid="receive-status">
              <StatusTag status={String(note.status)} />
            </span>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          {[
            'orgId',
            'supplierId',
            'shipDate',
            'expectedArrivalDate',
            'carrier',
            'trackingNumber',
            'receivingAddress',
            'receivedDate',
          ].map((k) => {
            const field = deliveryNote.header.find((f) => f.key === k)!;
            const value = field.displayKey ? note[field.displayKey] : note[k];
            return (
              <Descriptions.Item key={k} label={field.label[lang]}>
                {String(value ?? '')}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      </Card>
      <Card title={x.receiveTitle}>
        {receivable && <Alert type="info" showIcon title={x.receiveHint} style={{ marginBottom: 12 }} />}
        {!receivable && note.status === 'SUBMITTED' && (
          <Alert type="warning" showIcon title={x.notReceivable} style={{ marginBottom: 12 }} />
        )}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="receive-error" />
        )}
        <Table rowKey="lineId" size="small" pagination={false} dataSource={lines} columns={columns} />
        {receivable && (
          <Button
            type="primary"
            loading={busy}
            onClick={receive}
            style={{ marginTop: 12 }}
            data-testid="receive-submit"
          >
            {x.receiveOk}
          </Button>
        )}
      </Card>
    </Space>
  );
}
