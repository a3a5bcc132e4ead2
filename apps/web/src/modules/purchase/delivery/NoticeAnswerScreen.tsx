import { deliveryNotice } from '@srm/core/documents/deliveryNotice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { NOTICE_BASE } from './config.ts';
import { HeaderSummary } from './HeaderSummary.tsx';
import { type EntryField, LineEntryTable, useLineEntries } from './LineEntryTable.tsx';
import { deliveryTexts } from './texts.ts';

/*
 * The supplier's page of a delivery notice (SUP_DELIVERY_NOTICE, ?id=): what the buyer asks per order
 * line and, while the notice awaits its answer, the supplier's date, quantity and remark per line —
 * saved with saveAnswer, then confirmed (the declared confirm action). Once answered it shows the answer.
 */

type Answer = { answeredDate: string; answeredQuantity: number | null; supplierRemark: string };

export default function NoticeAnswerScreen() {
  return (
    <DocumentMenuScope menuCode="SUP_DELIVERY_NOTICE">
      <NoticeAnswer />
    </DocumentMenuScope>
  );
}

const lineLabel = (key: string, lang: 'CN' | 'EN') =>
  deliveryNotice.lines?.fields.find((f) => f.key === key)?.label[lang] ?? key;
const num = (v: unknown) => (v == null ? '' : String(Number(v)));

function NoticeAnswer() {
  const lang = useLang();
  const x = deliveryTexts[lang];
  const { message } = App.useApp();
  const screen = useScreen();
  const id = Number(screen?.query.id);
  const queryClient = useQueryClient();
  // Per language: the names on the page (organisation, supplier, material) come from the server.
  const key = ['deliveryNoticeAnswer', id, lang];
  const query = useQuery({
    queryKey: key,
    queryFn: () => post<Row>(`${NOTICE_BASE}/findById`, { deliveryNoticeId: id }),
  });
  const answers = useLineEntries<Answer>((l) => ({
    answeredDate: String(l.answeredDate ?? l.requestedDate ?? ''),
    answeredQuantity: Number(l.answeredQuantity ?? l.requestedQuantity),
    supplierRemark: String(l.supplierRemark ?? ''),
  }));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (query.isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (query.isError) return <Alert type="error" showIcon style={{ margin: 16 }} title={errorText(query.error)} />;
  const notice = query.data as Row;
  const lines = (notice.lines ?? []) as Row[];
  const answerable = ((notice._actions as string[] | undefined) ?? []).includes('confirm');
  const run = async (what: 'save' | 'confirm') => {
    setBusy(what);
    setError(null);
    try {
      const saved = await post<Row>(`${NOTICE_BASE}/saveAnswer`, {
        deliveryNoticeId: id,
        version: notice.version,
        lines: lines.map((l) => {
          const a = answers.entryOf(l);
          return {
            lineId: l.lineId,
            answeredDate: a.answeredDate,
            answeredQuantity: a.answeredQuantity == null ? '' : String(a.answeredQuantity),
            supplierRemark: a.supplierRemark || null,
          };
        }),
      });
      const data =
        what === 'confirm'
          ? await post<Row>(`${NOTICE_BASE}/confirm`, { deliveryNoticeId: id, version: saved.version })
          : saved;
      answers.reset();
      queryClient.setQueryData(key, data);
      message.success(what === 'confirm' ? x.confirmed : x.saved);
    } catch (e) {
      // Messages about one line stand on that line; the top says only that some need correcting.
      setError(answers.refused(e) ? x.fixLines : errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const fields: EntryField<Answer>[] = [
    {
      key: 'answeredDate',
      title: x.answeredDate,
      width: 150,
      input: 'date',
      testId: 'date',
      shown: (l) => String(l.answeredDate ?? ''),
    },
    {
      key: 'answeredQuantity',
      title: x.answeredQuantity,
      width: 110,
      input: 'number',
      testId: 'quantity',
      shown: (l) => num(l.answeredQuantity),
    },
    {
      key: 'supplierRemark',
      title: x.supplierRemark,
      width: 180,
      input: 'text',
      testId: 'remark',
      shown: (l) => String(l.supplierRemark ?? ''),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }} data-testid="screen-deliveryNoticeAnswer">
      <HeaderSummary
        title={`${deliveryNotice.name[lang]} ${String(notice.deliveryNoticeNumber)}`}
        record={notice}
        fields={deliveryNotice.header.filter((f) => f.key !== 'deliveryNoticeNumber')}
        lang={lang}
        statusTestId="answer-status"
      />
      <Card title={x.answerTitle}>
        {answerable && <Alert type="info" showIcon title={x.answerHint} style={{ marginBottom: 12 }} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="answer-error" />}
        <LineEntryTable
          lines={lines}
          labelOf={(k) => lineLabel(k, lang)}
          columns={[
            { key: 'requestedDate', title: lineLabel('requestedDate', lang), dataIndex: 'requestedDate', width: 120 },
            {
              key: 'requestedQuantity',
              title: lineLabel('requestedQuantity', lang),
              width: 110,
              align: 'right',
              render: (_: unknown, l: Row) => num(l.requestedQuantity),
            },
          ]}
          fields={fields}
          editable={answerable}
          entries={answers}
          testIdPrefix="answer"
        />
        {answerable && (
          <Space style={{ marginTop: 12 }}>
            <Button loading={busy === 'save'} onClick={() => run('save')} data-testid="answer-save">
              {x.saveAnswer}
            </Button>
            <Button
              type="primary"
              loading={busy === 'confirm'}
              onClick={() => run('confirm')}
              data-testid="answer-confirm"
            >
              {x.confirmAnswer}
            </Button>
          </Space>
        )}
      </Card>
    </Space>
  );
}
