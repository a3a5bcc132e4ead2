import type { ActionDef } from '@srm/core/documents/types';
import { Alert, type ButtonProps, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../DataTable/types.ts';
import { HeaderForm } from './HeaderForm.tsx';
import { summaryOf } from './summary.ts';

type Props = {
  action: ActionDef;
  doc: Row;
  testId: string;
  /** Posts the action with the values asked for; a rejection keeps the dialog open with what was typed. */
  onOk: (values: Row) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * An action that asks for values (ActionDef.asks: a payment's date paid and bank reference): its summary — the
 * declaration's confirm with the document's figures — and the fields, checked as the header form checks them.
 * The server checks them again; its refusal is shown here and nothing typed is lost.
 */
export function AskModal({ action, doc, testId, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Row>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onOk(values);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={action.label[lang]}
      okText={t('app.ok')}
      cancelText={t('app.cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': `${testId}-ask-ok` } as ButtonProps}
    >
      {action.confirm && (
        <Typography.Paragraph strong data-testid={`${testId}-ask-summary`}>
          {summaryOf(action.confirm[lang], doc)}
        </Typography.Paragraph>
      )}
      <HeaderForm form={form} fields={action.asks ?? []} editable testId={`${testId}-ask`} />
      {problem && <Alert type="error" showIcon message={problem} data-testid={`${testId}-ask-error`} />}
    </Modal>
  );
}
