import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a decline dialog says (already translated); an inquiry's by default. */
export type DeclineTexts = { title: string; reason: string; required: string };

/**
 * A supplier declines to take part (an inquiry, a tender): a reason is required, typed in the dialog,
 * which stays open (with the reason kept) until the call succeeds. `testId` prefixes the dialog's
 * parts: `${testId}-reason`, `${testId}-ok`.
 */
export function DeclineDialog({
  busy,
  onOk,
  onCancel,
  texts,
  testId = 'supplier-inquiry-decline',
}: {
  busy: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
  texts?: DeclineTexts;
  testId?: string;
}) {
  const { t } = useTranslation();
  const said = texts ?? {
    title: t('sourcing.inquiry.portal.decline'),
    reason: t('sourcing.inquiry.portal.reason'),
    required: t('sourcing.inquiry.portal.reasonRequired'),
  };
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={said.title}
      confirmLoading={busy}
      okText={t('app.ok')}
      cancelText={t('app.cancel')}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as Record<string, string>}
      onOk={() => (reason.trim() ? onOk(reason.trim()) : setError(said.required))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.TextArea
        rows={3}
        maxLength={500}
        value={reason}
        status={error ? 'error' : undefined}
        placeholder={said.reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        data-testid={`${testId}-reason`}
      />
      {error && (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
