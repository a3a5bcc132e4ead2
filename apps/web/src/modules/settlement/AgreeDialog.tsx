import { Alert, type ButtonProps, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { ActionDialogProps } from '../../components/Document/config.ts';
import { money } from './supplyColumns.tsx';
import { fill, settlementTexts } from './texts.ts';

/**
 * The supplier's Agree (the declared `confirm`): agreeing fixes the amounts both sides invoice by, so the
 * dialog says what is agreed — lines and totals in the statement's currency — before it is posted, with an
 * optional comment.
 */
export function AgreeDialog({ doc, run, onClose }: ActionDialogProps) {
  const x = settlementTexts[useLang()];
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const currency = doc.currencyCode;
  const ok = async () => {
    setBusy(true);
    try {
      await run(undefined, comment.trim() ? { comment: comment.trim() } : undefined);
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={x.agreeTitle}
      okText={x.ok}
      cancelText={x.cancel}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'statement-agree-ok' } as ButtonProps}
    >
      <Typography.Paragraph strong data-testid="statement-agree-summary">
        {fill(x.agreeSummary, {
          number: String(doc.statementNumber),
          count: Number(doc.lineCount),
          amount: money(doc.totalAmount, currency),
          tax: money(doc.totalTax, currency),
          total: money(doc.totalWithTax, currency),
          currency: String(currency),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{x.agreeHint}</Typography.Paragraph>
      <Input.TextArea
        rows={2}
        maxLength={1000}
        placeholder={x.agreeComment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        data-testid="statement-agree-comment"
      />
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} />}
    </Modal>
  );
}
