import { Alert, App, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { USER_API } from './api.ts';

type Values = { newPassword: string; acknowledged: boolean };

/**
 * Reset every user's password at once (btnResetAllPasswords): a red warning says who is affected and
 * that their sessions end, and the administrator must tick that they understand before the OK button
 * does anything. The server's answer (how many users) is shown afterwards.
 */
export function ResetAllPasswordsModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const submit = async (values: Values) => {
    try {
      const answer = await request<{ count: number }>(USER_API.resetAllPasswords, { newPassword: values.newPassword });
      modal.success({ title: t('adminUser.resetAllTitle'), content: answer.msg });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && !(error.data as { errors?: unknown })?.errors)
        throw new ApiError(error.msg, error.status, { errors: [{ field: 'newPassword', message: error.msg }] });
      throw error;
    }
  };
  return (
    <FormModal<Values>
      open={open}
      title={t('adminUser.resetAllTitle')}
      onSubmit={submit}
      onClose={onClose}
      okText={t('adminUser.resetAllOk')}
      successMessage={t('adminUser.resetAllTitle')}
      testId="reset-all-form"
    >
      <Alert type="error" showIcon title={t('adminUser.resetAllWarning')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="newPassword"
        label={t('adminUser.newPassword')}
        extra={t('adminUser.passwordRule')}
        rules={[{ required: true, message: t('adminCommon.required', { field: t('adminUser.newPassword') }) }]}
      >
        <Input.Password autoComplete="new-password" data-testid="reset-all-password" />
      </Form.Item>
      <Form.Item
        name="acknowledged"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, value) => {
              if (!value) throw new Error(t('adminUser.resetAllAckRequired'));
            },
          },
        ]}
      >
        <Checkbox data-testid="reset-all-ack">{t('adminUser.resetAllAck')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
