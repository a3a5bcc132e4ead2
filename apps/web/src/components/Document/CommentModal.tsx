import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  required: boolean;
  testId: string;
  onOk: (comment: string) => Promise<unknown>;
  onCancel: () => void;
};

/** Asks for the comment of an approval action; a required one refuses an empty text. */
export function CommentModal({ open, title, required, testId, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (required && !text.trim()) {
      setError(t('document.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await onOk(text.trim());
      setText('');
      setError(null);
    } catch {
      // the screen shows the server's message; the comment stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': `${testId}-comment-ok` }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('document.comment')}
          required={required}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            rows={4}
            maxLength={1000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setError(null);
            }}
            data-testid={`${testId}-comment`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
