import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { EMAIL_PATTERN } from '@srm/core';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, request } from '../../../app/api/client.ts';
import { type Captcha, CaptchaPicture } from '../../../components/CaptchaPicture.tsx';
import { callPublic, REGISTRATION_API } from './api.ts';

const RESEND_SECONDS = 60;
type Values = { email: string; captcha: string; code: string };

/**
 * The e-mail step of the registration pages: address, picture captcha, "send code" (again after 60 s, a
 * new captcha each time), the mailed code; answers the registration's token. `purpose` EDIT reopens an
 * existing registration (/registerInfoEdit, /changeInfoPending).
 */
export function EmailVerify({
  purpose,
  onVerified,
}: {
  purpose: 'REGISTER' | 'EDIT';
  onVerified: (token: string, email: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentText, setSentText] = useState('');

  const loadCaptcha = useCallback(async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await callPublic<Captcha>(REGISTRATION_API.captcha, {}));
    } catch (error) {
      message.error(errorText(error));
    }
  }, [form, message]);

  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function send() {
    let email: string;
    let answer: string;
    try {
      ({ email, captcha: answer } = await form.validateFields(['email', 'captcha']));
    } catch {
      return; // the fields show what is missing
    }
    setSending(true);
    try {
      const envelope = await request(
        REGISTRATION_API.sendEmailCode,
        { email: email.trim(), purpose, captchaId: captcha?.captchaId, captcha: answer.trim() },
        { anonymous: true },
      );
      setSentText(envelope.msg);
      setCountdown(RESEND_SECONDS);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSending(false);
      void loadCaptcha();
    }
  }

  async function verify(values: Pick<Values, 'email' | 'code'>) {
    setVerifying(true);
    try {
      const email = values.email.trim().toLowerCase();
      const data = await callPublic<{ token: string }>(REGISTRATION_API.verifyEmailCode, {
        email,
        purpose,
        code: values.code.trim(),
      });
      onVerified(data.token, email);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false}>
      <Form.Item
        name="email"
        label={t('registration.email')}
        extra={purpose === 'REGISTER' ? t('registration.emailHint') : undefined}
        rules={[
          { required: true, whitespace: true, message: t('registration.emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('registration.emailInvalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" data-testid="reg-email" />
      </Form.Item>
      <Form.Item label={t('registration.captcha')} required extra={t('registration.captchaRefresh')}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Form.Item
            name="captcha"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('registration.captchaRequired') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              size="large"
              maxLength={8}
              autoComplete="off"
              data-testid="reg-captcha"
            />
          </Form.Item>
          <CaptchaPicture
            captcha={captcha}
            placeholder={null}
            alt={t('registration.captcha')}
            title={t('registration.captchaRefresh')}
            onRefresh={() => void loadCaptcha()}
            testId="reg-captcha-image"
          />
        </div>
      </Form.Item>
      <Form.Item label={t('registration.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('registration.codeRequired') }]}
          >
            <Input autoComplete="one-time-code" maxLength={6} data-testid="reg-code" />
          </Form.Item>
          <Button disabled={countdown > 0} loading={sending} onClick={() => void send()} data-testid="reg-send-code">
            {countdown > 0 ? t('registration.resendIn', { seconds: countdown }) : t('registration.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {sentText && (
        <Typography.Paragraph type="secondary" data-testid="reg-code-sent">
          <MailOutlined /> {sentText}
        </Typography.Paragraph>
      )}
      {/* The captcha was for sending the mail (a new one shows after each send); verifying needs only the code. */}
      <Button
        type="primary"
        block
        loading={verifying}
        onClick={() =>
          form.validateFields(['email', 'code']).then(verify, () => undefined /* the fields show what is missing */)
        }
        data-testid="reg-verify"
      >
        {t('registration.verify')}
      </Button>
    </Form>
  );
}
