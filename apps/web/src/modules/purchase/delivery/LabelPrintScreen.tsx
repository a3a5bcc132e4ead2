import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { printIds } from '../../../components/Document/PrintScreen.tsx';
import { Barcode } from './Barcode.tsx';
import { NOTE_BASE } from './config.ts';
import '../../../components/Document/print.css';
import './labels.css';
import { deliveryTexts } from './texts.ts';

/*
 * Package labels of delivery notes (?ids=1,2), for the supplier and the buyer: one label per package
 * with a Code128 barcode or a QR code (bwip-js) and the note, package n/N, material, quantity, lot,
 * order and supplier. Print prints the page, then counts a print of each note (updatePrintFlagById).
 */

type Label = Record<string, string | number | null> & { barcode: string; qrText: string };
type Sheet = {
  deliveryNoteId: number;
  deliveryNoteNumber: string;
  supplierName: string | null;
  printCount: number;
  labels: Label[];
};

export default function LabelPrintScreen() {
  const lang = useLang();
  const x = deliveryTexts[lang];
  const { message } = App.useApp();
  const screen = useScreen();
  const ids = printIds(screen?.query ?? {}).map(Number);
  const [kind, setKind] = useState<'code128' | 'qrcode'>('code128');
  const [printing, setPrinting] = useState(false);
  // While printing, the labels are rendered straight under <body> (print.css leaves only that on paper).
  const [paper, setPaper] = useState(false);
  const queryClient = useQueryClient();
  const key = ['deliveryLabels', ids.join(',')];
  const query = useQuery({
    queryKey: key,
    queryFn: () => post<Sheet[]>(`${NOTE_BASE}/labelData`, { deliveryNoteIds: ids }),
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return <Empty style={{ marginTop: 48 }} />;
  if (query.isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (query.isError) return <Alert type="error" showIcon style={{ margin: 16 }} title={errorText(query.error)} />;
  const sheets = query.data ?? [];

  const print = async () => {
    message.destroy();
    flushSync(() => setPaper(true));
    window.print();
    setPaper(false);
    setPrinting(true);
    try {
      for (const sheet of sheets)
        await post(`${NOTE_BASE}/updatePrintFlagById`, { deliveryNoteId: sheet.deliveryNoteId });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setPrinting(false);
    }
  };

  const labels = sheets.flatMap((sheet) =>
    sheet.labels.map((l) => (
      <section className="delivery-label" key={l.barcode} data-testid="delivery-label">
        <div className="delivery-label-head">
          <span>{sheet.deliveryNoteNumber}</span>
          <span>{`${x.package} ${l.packageNumber}/${l.packageTotal}`}</span>
        </div>
        <div className="delivery-label-body">
          <div className="delivery-label-fields">
            <span>{x.material}</span>
            <span>{String(l.materialName ?? l.itemDescription ?? '')}</span>
            <span>{x.quantity}</span>
            <span>{`${l.quantity} ${l.unitCode ?? ''}`}</span>
            <span>{x.lot}</span>
            <span>{String(l.lotNumber ?? '')}</span>
            <span>{x.order}</span>
            <span>{`${l.orderNumber ?? ''} / ${l.orderLineNumber ?? ''}`}</span>
            <span>{x.supplier}</span>
            <span>{sheet.supplierName ?? ''}</span>
          </div>
          {kind === 'qrcode' && <Barcode kind="qrcode" text={l.qrText} testId="label-qrcode" />}
        </div>
        {kind === 'code128' && <Barcode kind="code128" text={l.barcode} testId="label-barcode" />}
      </section>
    )),
  );

  return (
    <div style={{ padding: 16 }} data-testid="screen-deliveryLabelPrint">
      <Space className="delivery-labels-toolbar" style={{ marginBottom: 16 }} wrap>
        <Typography.Text strong>{x.labelsTitle}</Typography.Text>
        <span>{x.codeKind}</span>
        <Radio.Group
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          optionType="button"
          options={[
            { value: 'code128', label: x.barcode },
            { value: 'qrcode', label: x.qrcode },
          ]}
          data-testid="labels-kind"
        />
        <Button type="primary" loading={printing} onClick={print} data-testid="labels-print">
          {x.printLabels}
        </Button>
        {sheets.map((s) => (
          <Typography.Text
            type="secondary"
            key={s.deliveryNoteId}
            data-testid={`labels-printed-${s.deliveryNoteNumber}`}
          >
            {`${s.deliveryNoteNumber}: ${x.printed.replace('{n}', String(s.printCount))}`}
          </Typography.Text>
        ))}
      </Space>
      <div className="delivery-labels">{labels}</div>
      {paper && createPortal(<div className="srm-print-portal delivery-labels">{labels}</div>, document.body)}
    </div>
  );
}
