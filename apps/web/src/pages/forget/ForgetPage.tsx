import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Result, Space, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, post, request } from '../../app/api/client.ts';
import { API } from '../../app/api/endpoints.ts';
import { CenteredPage } from '../../components/CenteredPage.tsx';

/** Seconds before the email code may be sent again. */
const RESEND_SECONDS = 60;

type AccountForm = { userName: string };
type ResetForm = { code: string; newPassword: string; confirmPassword: string };

/**
 * Forgot password (/forget): step 1 the user name, the server mails a code; step 2 the code and
 * the new password (the server checks its complexity); then back to login.
 */
export default function ForgetPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [userName, setUserName] = useState('');
  const [sending, setSending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [sentInfo, setSentInfo] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [resetForm] = Form.useForm<ResetForm>();

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function sendCode(name: string) {
    setSending(true);
    try {
      const envelope = await request<unknown>(API.sendForgetCode, { userName: name }, { anonymous: true });
      setUserName(name);
      setSentInfo(envelope.msg);
      message.success(envelope.msg);
      setCountdown(RESEND_SECONDS);
      setStep(1);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSending(false);
    }
  }

  async function reset(values: ResetForm) {
    setResetting(true);
    try {
      await post(
        API.resetPasswordByCode,
        { userName, code: values.code.trim(), newPassword: values.newPassword },
        { anonymous: true },
      );
      setStep(2);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setResetting(false);
    }
  }

  return (
    <CenteredPage>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('forget.title')}
        </Typography.Title>
        <Steps
          current={step}
          size="small"
          style={{ margin: '16px 0 32px' }}
          items={[
            { title: t('forget.stepAccount') },
            { title: t('forget.stepReset') },
            { title: t('forget.stepDone') },
          ]}
        />

        {step === 0 && (
          <Form<AccountForm>
            layout="vertical"
            requiredMark={false}
            initialValues={{ userName }}
            onFinish={(values) => void sendCode(values.userName.trim())}
          >
            <Form.Item
              name="userName"
              label={t('forget.userName')}
              rules={[{ required: true, whitespace: true, message: t('forget.userNameRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('forget.userNamePlaceholder')}
                autoComplete="username"
                autoFocus
                data-testid="forget-username"
              />
            </Form.Item>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Link to="/login">{t('forget.back')}</Link>
              <Button type="primary" htmlType="submit" loading={sending} data-testid="forget-send-code">
                {t('forget.sendCode')}
              </Button>
            </Space>
          </Form>
        )}

        {step === 1 && (
          <Form<ResetForm>
            form={resetForm}
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void reset(values)}
          >
            {sentInfo && (
              <Typography.Paragraph type="secondary" data-testid="forget-sent-info">
                <MailOutlined /> {sentInfo}
              </Typography.Paragraph>
            )}
            <Form.Item label={t('forget.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('forget.codeRequired') }]}
                >
                  <Input
                    placeholder={t('forget.codePlaceholder')}
                    autoComplete="one-time-code"
                    data-testid="forget-code"
                  />
                </Form.Item>
                <Button disabled={countdown > 0} loading={sending} onClick={() => void sendCode(userName)}>
                  {countdown > 0 ? t('forget.resendIn', { seconds: countdown }) : t('forget.resend')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Form.Item
              name="newPassword"
              label={t('forget.newPassword')}
              extra={t('password.rule')}
              rules={[{ required: true, message: t('forget.newPasswordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="forget-new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('forget.confirmPassword')}
              dependencies={['newPassword']}
              rules={[
                { required: true, message: t('forget.confirmPasswordRequired') },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    !value || value === getFieldValue('newPassword')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('forget.mismatch'))),
                }),
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="new-password"
                data-testid="forget-confirm-password"
              />
            </Form.Item>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button onClick={() => setStep(0)}>{t('forget.prev')}</Button>
              <Button type="primary" htmlType="submit" loading={resetting} data-testid="forget-submit">
                {t('forget.submit')}
              </Button>
            </Space>
          </Form>
        )}

        {step === 2 && (
          <Result
            status="success"
            title={t('forget.doneTitle')}
            subTitle={t('forget.doneText')}
            extra={
              <Button type="primary" onClick={() => navigate('/login')} data-testid="forget-back-to-login">
                {t('forget.back')}
              </Button>
            }
          />
        )}
      </Card>
    </CenteredPage>
  );
}
