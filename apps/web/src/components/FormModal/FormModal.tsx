import { App, type ButtonProps, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorsOf } from '../../app/api/client.ts';

export type FormModalProps<V> = {
  open: boolean;
  title: ReactNode;
  /** Values the form starts with (read when the modal opens). */
  initialValues?: Partial<V>;
  /** Saves the validated values; a thrown ApiError keeps the modal open with the server's message. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown after a successful save; the modal then closes. */
  successMessage?: string;
  /** The form's items. A function receives the form (for dependent fields). */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  width?: number;
  /** data-testid of the form; its OK button is `<testId>-ok`. */
  testId?: string;
  okText?: ReactNode;
  /** Read-only view: no OK button. */
  readOnly?: boolean;
};

/**
 * The one add/edit dialog of the administration screens: an antd form in a modal that validates,
 * saves, keeps the user's input when the server refuses (showing its message, and its field errors
 * on the fields they name), and closes only after a successful save.
 */
export function FormModal<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  successMessage,
  children,
  width = 560,
  testId,
  okText,
  readOnly,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);

  // The form starts over when it opens and when the starting values really change (a record read after the
  // modal opened) — not when a parent re-renders with an equal new object: that wiped what the user had typed
  // whenever anything else on the screen (a list, a lookup) finished loading.
  // (JSON names the values only to compare them; the form gets the values themselves, dates included.)
  const startingValues = open ? JSON.stringify(initialValues ?? {}) : null;
  const latest = useRef(initialValues);
  latest.current = initialValues;
  useEffect(() => {
    if (startingValues === null) return;
    form.resetFields();
    if (latest.current) form.setFieldsValue(latest.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [startingValues, form]);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks the invalid fields
    }
    setSaving(true);
    try {
      await onSubmit(values);
      message.success(successMessage ?? t('adminCommon.saved'));
      onClose();
    } catch (error) {
      // A line's field comes back as `lines.0.weight`: the form's name of it is ['lines', 0, 'weight'].
      const fields = fieldErrorsOf(error).map((f) => ({ ...f, name: namePath(f.field) }));
      const known = fields.filter((f) => form.getFieldInstance(f.name as never) !== undefined);
      if (known.length > 0) form.setFields(known.map((f) => ({ name: f.name as never, errors: [f.message] })) as never);
      message.error(error instanceof ApiError ? error.msg : t('app.unexpectedError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okText={okText ?? t('adminCommon.save')}
      okButtonProps={{ ...(testId ? { 'data-testid': `${testId}-ok` } : {}), hidden: readOnly } as ButtonProps}
      cancelText={readOnly ? t('app.close') : t('app.cancel')}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" data-testid={testId} disabled={readOnly}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}

/** The form's name of a field the server names with dots (`lines.0.weight`); a plain name stays itself. */
function namePath(field: string): string | (string | number)[] {
  if (!field.includes('.')) return field;
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
