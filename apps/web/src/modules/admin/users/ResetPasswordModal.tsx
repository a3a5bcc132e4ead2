import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { USER_API, type UserRow } from './api.ts';
import { generatePassword } from './password.ts';

type Values = { newPassword: string; confirmPassword: string };

/**
 * Reset one user's password: the administrator types or generates the new one (the server does not
 * make one up), the server checks the password rule and ends the user's sessions; afterwards a dialog
 * shows the server's answer and the password to hand over.
 */
export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [visible, setVisible] = useState(false);
  const submit = async (values: Values) => {
    try {
      const answer = await request(USER_API.resetPassword, { userId: user!.userId, newPassword: values.newPassword });
      modal.success({
        title: t('adminUser.resetDoneTitle', { userName: user!.userName }),
        width: 480,
        content: (
          <div data-testid="reset-password-done">
            <p>{answer.msg}</p>
            <Typography.Paragraph copyable={{ text: values.newPassword }} code data-testid="reset-password-value">
              {values.newPassword}
            </Typography.Paragraph>
            <p>{t('adminUser.resetDoneBody')}</p>
          </div>
        ),
      });
    } catch (error) {
      // The password rule is the server's: put its refusal on the field as well.
      if (error instanceof ApiError && error.status === 400 && !(error.data as { errors?: unknown })?.errors)
        throw new ApiError(error.msg, error.status, { errors: [{ field: 'newPassword', message: error.msg }] });
      throw error;
    }
  };
  return (
    <FormModal<Values>
      open={user !== null}
      title={user ? t('adminUser.resetPasswordTitle', { userName: user.userName }) : ''}
      onSubmit={submit}
      onClose={() => {
        setVisible(false);
        onClose();
      }}
      successMessage={t('adminUser.resetDoneTitle', { userName: user?.userName ?? '' })}
      okText={t('adminUser.resetPassword')}
      testId="reset-password-form"
    >
      {(form) => (
        <>
          <Alert type="warning" showIcon title={t('adminUser.resetPasswordHint')} style={{ marginBottom: 16 }} />
          <Form.Item
            label={t('adminUser.newPassword')}
            required
            extra={t('adminUser.passwordRule')}
            style={{ marginBottom: 12 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="newPassword"
                noStyle
                rules={[{ required: true, message: t('adminCommon.required', { field: t('adminUser.newPassword') }) }]}
              >
                <Input.Password
                  autoComplete="new-password"
                  visibilityToggle={{ visible, onVisibleChange: setVisible }}
                  data-testid="reset-password-new"
                />
              </Form.Item>
              <Button
                onClick={() => {
                  const password = generatePassword();
                  form.setFieldsValue({ newPassword: password, confirmPassword: password });
                  setVisible(true);
                  form.validateFields().catch(() => undefined);
                }}
                data-testid="reset-password-generate"
              >
                {t('adminUser.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('adminUser.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('adminCommon.required', { field: t('adminUser.confirmPassword') }) },
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value !== getFieldValue('newPassword')) throw new Error(t('adminUser.passwordMismatch'));
                },
              }),
            ]}
          >
            <Input.Password
              autoComplete="new-password"
              visibilityToggle={{ visible, onVisibleChange: setVisible }}
              data-testid="reset-password-confirm"
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
