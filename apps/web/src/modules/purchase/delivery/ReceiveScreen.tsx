import { deliveryNote } from '@srm/core/documents/deliveryNote';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { NOTE_BASE } from './config.ts';
import { HeaderSummary } from './HeaderSummary.tsx';
import { type EntryField, LineEntryTable, useLineEntries } from './LineEntryTable.tsx';
import { ReceiptConfirmModal, type ReceiptLine } from './ReceiptConfirmModal.tsx';
import { deliveryTexts } from './texts.ts';

/** What the receiver reads of the note above its lines. */
const SUMMARY_FIELDS = [
  'orgId',
  'supplierId',
  'shipDate',
  'expectedArrivalDate',
  'carrier',
  'trackingNumber',
  'receivingAddress',
  'receivedDate',
].map((k) => deliveryNote.header.find((f) => f.key === k)!);

/*
 * The buyer's page of a delivery note (PUR_DELIVERY, ?id=): the note as shipped and, while it awaits
 * receipt and the buyer holds btnReceive (`_actions` has receive), the receipt of each line — received,
 * rejected and why — sent in one doReceive after the buyer confirmed its summary (ReceiptConfirmModal).
 * A received note shows what was received, and what was returned and how.
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
  // Per language: the names on the page (organisation, supplier, material) come from the server.
  const key = ['deliveryReceive', id, lang];
  const query = useQuery({ queryKey: key, queryFn: () => post<Row>(`${NOTE_BASE}/findById`, { deliveryNoteId: id }) });
  const receipts = useLineEntries<Receipt>((line) => ({
    receivedQuantity: Number(line.quantity),
    rejectedQuantity: 0,
    rejectReason: '',
  }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The summary asked before posting, and what each rejected line's return does to the order.
  const [confirming, setConfirming] = useState(false);
  const [dispositions, setDispositions] = useState<Record<number, ReceiptLine['disposition']>>({});
  if (query.isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (query.isError) return <Alert type="error" showIcon style={{ margin: 16 }} title={errorText(query.error)} />;
  const note = query.data as Row;
  const lines = (note.lines ?? []) as Row[];
  const receivable = ((note._actions as string[] | undefined) ?? []).includes('receive');
  const summary: ReceiptLine[] = lines.map((line) => {
    const r = receipts.entryOf(line);
    return {
      line,
      received: Number(r.receivedQuantity ?? 0),
      rejected: Number(r.rejectedQuantity ?? 0),
      disposition: dispositions[line.lineId as number] ?? 'REPLACE',
    };
  });
  const receive = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await post<Row>(`${NOTE_BASE}/doReceive`, {
        deliveryNoteId: id,
        version: note.version,
        lines: summary.map((l) => {
          const r = receipts.entryOf(l.line);
          return {
            lineId: l.line.lineId,
            receivedQuantity: String(l.received),
            rejectedQuantity: String(l.rejected),
            rejectReason: r.rejectReason || null,
            disposition: l.rejected > 0 ? l.disposition : null,
          };
        }),
      });
      queryClient.setQueryData(key, data);
      setConfirming(false);
      message.success(x.received_ok);
    } catch (e) {
      setConfirming(false);
      // Messages about one line stand on that line; the top says only that some need correcting.
      setError(receipts.refused(e) ? x.fixLines : errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const fields: EntryField<Receipt>[] = [
    {
      key: 'receivedQuantity',
      title: x.receivedQty,
      width: 110,
      input: 'number',
      testId: 'received',
      max: (l) => Number(l.quantity),
      shown: (l) => num(l.receivedQuantity),
    },
    {
      key: 'rejectedQuantity',
      title: x.rejectedQty,
      width: 110,
      input: 'number',
      testId: 'rejected',
      max: (l) => Number(l.quantity),
      shown: (l) => num(l.rejectedQuantity),
    },
    {
      key: 'rejectReason',
      title: x.rejectReason,
      width: 180,
      input: 'text',
      testId: 'reason',
      shown: (l) => String(l.rejectReason ?? ''),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }} data-testid="screen-deliveryReceive">
      <HeaderSummary
        title={`${x.note} ${String(note.deliveryNoteNumber)}`}
        record={note}
        fields={SUMMARY_FIELDS}
        lang={lang}
        statusTestId="receive-status"
        def={deliveryNote}
      />
      <Card title={x.receiveTitle}>
        {receivable && <Alert type="info" showIcon title={x.receiveHint} style={{ marginBottom: 12 }} />}
        {!receivable && note.status === 'SUBMITTED' && (
          <Alert type="warning" showIcon title={x.notReceivable} style={{ marginBottom: 12 }} />
        )}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="receive-error" />
        )}
        <LineEntryTable
          lines={lines}
          labelOf={(k) => label(k, lang)}
          columns={[
            { key: 'lotNumber', title: label('lotNumber', lang), dataIndex: 'lotNumber', width: 110 },
            {
              key: 'quantity',
              title: x.shippedQty,
              width: 100,
              align: 'right',
              render: (_: unknown, l: Row) => `${num(l.quantity)} ${l.unitCode ?? ''}`,
            },
          ]}
          fields={fields}
          editable={receivable}
          entries={receipts}
          testIdPrefix="receive"
        />
        {receivable && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
            style={{ marginTop: 12 }}
            data-testid="receive-submit"
          >
            {x.receiveOk}
          </Button>
        )}
        <ReceiptConfirmModal
          open={confirming}
          lines={summary}
          busy={busy}
          onDisposition={(lineId, d) => setDispositions((all) => ({ ...all, [lineId]: d }))}
          onPost={() => void receive()}
          onCancel={() => setConfirming(false)}
        />
      </Card>
    </Space>
  );
}
