import { Alert, type ButtonProps, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText, fieldErrorsOf } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { fill, settlementTexts } from './texts.ts';

type Props = {
  count: number;
  /** The chosen lines' amount with tax, formatted. */
  total: string;
  /** Posts the exclusion with the reason; rejects with the server's refusal, which the dialog shows. */
  onExclude: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Exclude bill: the reason for keeping the chosen supply lines off statements, asked with what they come
 * to. Nothing is posted without a reason; a refusal keeps the dialog and what was typed.
 */
export function ExcludeModal({ count, total, onExclude, onClose }: Props) {
  const x = settlementTexts[useLang()];
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!reason.trim()) {
      setProblem(x.excludeReason);
      return;
    }
    setBusy(true);
    try {
      await onExclude(reason.trim());
      onClose();
    } catch (e) {
      setProblem(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={fill(x.excludeTitle, { count })}
      okText={x.ok}
      cancelText={x.cancel}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      okButtonProps={{ danger: true, 'data-testid': 'exclude-ok' } as ButtonProps}
    >
      <Typography.Paragraph>{fill(x.excludeHint, { total })}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={500}
        value={reason}
        placeholder={x.excludeReasonPlaceholder}
        status={problem ? 'error' : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(null);
        }}
        data-testid="exclude-reason"
      />
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} data-testid="exclude-error" />}
    </Modal>
  );
}
