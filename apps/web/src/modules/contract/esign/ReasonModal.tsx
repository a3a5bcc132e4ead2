import { type ButtonProps, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** Asks for a reason (refuse, revoke) with a summary of what happens; OK stays disabled until one is typed. */
export function ReasonModal(props: {
  open: boolean;
  title: string;
  summary: string;
  okText: string;
  cancelText: string;
  placeholder: string;
  onOk: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ disabled: !reason.trim(), danger: true, 'data-testid': 'reason-ok' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={props.onClose}
      afterClose={() => setReason('')}
      onOk={async () => {
        setBusy(true);
        try {
          await props.onOk(reason.trim());
          props.onClose();
        } catch {
          // the caller showed the error; the dialog stays open with the text typed
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph data-testid="reason-summary">{props.summary}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        data-testid="reason-input"
      />
    </Modal>
  );
}
