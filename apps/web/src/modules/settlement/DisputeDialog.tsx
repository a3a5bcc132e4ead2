import { useQuery } from '@tanstack/react-query';
import { Alert, type ButtonProps, Checkbox, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText, request } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { Attachments } from '../../components/Attachments/Attachments.tsx';
import type { Row } from '../../components/DataTable/types.ts';
import type { ActionDialogProps } from '../../components/Document/config.ts';
import { STATEMENT_BASE } from './paths.ts';
import { penaltyTexts } from './penaltyTexts.ts';
import { money } from './supplyColumns.tsx';
import { settlementTexts } from './texts.ts';

/** The most lines the dialog lists at once; a longer statement is disputed in its first lines or as a whole. */
const MAX_LINES = 500;

/**
 * The supplier's Dispute: an overall reason, the lines it objects to, each with what is wrong, and its files
 * (posted as `supplierDispute`). Nothing typed is lost on a refusal: the dialog stays with its entries.
 */
export function DisputeDialog({ doc, run, onClose }: ActionDialogProps) {
  const lang = useLang();
  const x = settlementTexts[lang];
  const [reason, setReason] = useState('');
  const [objections, setObjections] = useState<Record<number, string>>({});
  // The supplier's own files backing the dispute (uploaded here; the server keeps them to its own uploads).
  const [fileIds, setFileIds] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = useQuery({
    queryKey: ['statementDisputeLines', doc.statementId, doc.version],
    queryFn: async () =>
      (
        await request<Row[]>(`${STATEMENT_BASE}/listLines`, {
          statementId: doc.statementId,
          pageIndex: 1,
          pageRows: MAX_LINES,
        })
      ).data ?? [],
  });
  const ticked = Object.keys(objections).map(Number);
  const ok = async () => {
    if (!reason.trim()) return setProblem(x.disputeReasonRequired);
    if (ticked.some((id) => !objections[id].trim())) return setProblem(x.disputeLineRequired);
    setBusy(true);
    try {
      await run(undefined, {
        comment: reason.trim(),
        lines: ticked.map((supplyId) => ({ supplyId, comment: objections[supplyId].trim() })),
        fileIds: fileIds || undefined,
      });
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const setObjection = (id: number, text: string | null) => {
    setProblem(null);
    setObjections((all) => {
      const next = { ...all };
      if (text === null) delete next[id];
      else next[id] = text;
      return next;
    });
  };
  return (
    <Modal
      open
      width={960}
      title={x.disputeTitle}
      okText={x.disputeSubmit}
      cancelText={x.cancel}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      okButtonProps={{ danger: true, 'data-testid': 'statement-dispute-ok' } as ButtonProps}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{x.disputeHint}</Typography.Text>
        <Input.TextArea
          rows={2}
          maxLength={1000}
          placeholder={x.disputeReason}
          value={reason}
          onChange={(e) => {
            setProblem(null);
            setReason(e.target.value);
          }}
          data-testid="statement-dispute-reason"
        />
        <Table<Row>
          rowKey="supplyId"
          size="small"
          loading={lines.isLoading}
          dataSource={lines.data ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          columns={[
            {
              key: 'pick',
              width: 40,
              render: (_: unknown, r: Row) => (
                <Checkbox
                  checked={(r.supplyId as number) in objections}
                  onChange={(e) => setObjection(r.supplyId as number, e.target.checked ? '' : null)}
                  data-testid={`statement-dispute-pick-${r.supplyId}`}
                />
              ),
            },
            { key: 'deliveryNoteNumber', title: x.note, dataIndex: 'deliveryNoteNumber', width: 140 },
            { key: 'itemDescription', title: x.description, dataIndex: 'itemDescription', ellipsis: true },
            {
              key: 'amountWithTax',
              title: x.withTax,
              align: 'right' as const,
              width: 120,
              render: (_: unknown, r: Row) => money(r.amountWithTax, r.currencyCode),
            },
            {
              key: 'objection',
              title: x.objection,
              width: 300,
              render: (_: unknown, r: Row) =>
                (r.supplyId as number) in objections ? (
                  <Input
                    maxLength={500}
                    value={objections[r.supplyId as number]}
                    onChange={(e) => setObjection(r.supplyId as number, e.target.value)}
                    data-testid={`statement-dispute-objection-${r.supplyId}`}
                  />
                ) : null,
            },
          ]}
        />
        <div data-testid="statement-dispute-files">
          <Attachments
            ids={fileIds}
            onChange={setFileIds}
            path="settlement/statement-dispute"
            functionId="SUP_STATEMENT"
            checkPermission={false}
            title={penaltyTexts[lang].disputeFiles}
          />
        </div>
        {problem && <Alert type="error" showIcon title={problem} data-testid="statement-dispute-error" />}
      </Space>
    </Modal>
  );
}
