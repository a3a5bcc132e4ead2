import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText, post } from '../../app/api/client.ts';
import { API } from '../../app/api/endpoints.ts';
import type { LoginFailure, LoginResult } from '../../app/api/types.ts';
import { startSession, useSession } from '../../app/auth/session.ts';
import { useLang } from '../../app/i18n/index.ts';
import { type Captcha, CaptchaPicture } from '../../components/CaptchaPicture.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import './login.css';

type LoginForm = { userName: string; password: string; captcha?: string };

/** Where to go after login: a path of this site only (never another origin). */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/main';
}

/** The login page at / and /login: user name, password, captcha when the server asks, CN/EN. */
export default function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token, notice } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);

  // The server's message is in the language of the request; a new language starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the language changes
  useEffect(() => setError(null), [lang]);

  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  async function loadCaptcha() {
    try {
      setCaptcha(await post<Captcha>(API.captcha, {}, { anonymous: true }));
      setCaptchaFailed(false);
    } catch {
      setCaptcha(null);
      setCaptchaFailed(true);
    }
    form.setFieldValue('captcha', '');
  }

  async function onFinish(values: LoginForm) {
    setSubmitting(true);
    setError(null);
    try {
      const body = {
        userName: values.userName.trim(),
        password: values.password,
        ...(captchaNeeded && captcha ? { captchaId: captcha.captchaId, captcha: values.captcha?.trim() } : {}),
      };
      const result = await post<LoginResult>(API.login, body, { anonymous: true });
      startSession(result.certificate, result.authorizationCode, result.userInfo);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      const data = failure instanceof ApiError ? (failure.data as LoginFailure) : null;
      if (data?.captchaRequired || captchaNeeded) {
        setCaptchaNeeded(true);
        await loadCaptcha();
      }
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="srm-login">
      <section className="srm-login-brand">
        <div className="srm-login-logo">
          <span className="srm-login-mark">SRM</span>
          <span>{t('app.productShort')}</span>
        </div>
        <div>
          <h1>{t('app.productName')}</h1>
          <p>{t('login.features')}</p>
        </div>
        <div style={{ color: 'rgba(255,255,255,0.65)', fontSize: 13 }}>{t('app.slogan')}</div>
      </section>

      <section className="srm-login-panel">
        <div className="srm-login-panel-top">
          <LanguageSwitch size="small" />
        </div>
        <div className="srm-login-form">
          <h2 className="srm-login-title" data-testid="login-title">
            {t('app.productName')}
          </h2>
          <p className="srm-login-subtitle">{t('login.welcome')}</p>

          {notice && !error && (
            <Alert type="info" showIcon title={notice} style={{ marginBottom: 20 }} data-testid="login-notice" />
          )}
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginBottom: 20 }}
              data-testid="login-error"
              role="alert"
            />
          )}

          <Form<LoginForm>
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            onFinish={onFinish}
            onValuesChange={() => error && setError(null)}
            autoComplete="on"
          >
            <Form.Item
              name="userName"
              label={t('login.userName')}
              rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('login.userNamePlaceholder')}
                autoComplete="username"
                autoFocus
                aria-label={t('login.userName')}
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                aria-label={t('login.password')}
                data-testid="login-password"
              />
            </Form.Item>
            {captchaNeeded && (
              <Form.Item label={t('login.captcha')} required extra={t('login.captchaRefresh')}>
                <div className="srm-captcha-row">
                  <Form.Item
                    name="captcha"
                    noStyle
                    rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
                  >
                    <Input
                      prefix={<SafetyOutlined />}
                      placeholder={t('login.captchaPlaceholder')}
                      autoComplete="off"
                      maxLength={8}
                      size="large"
                      aria-label={t('login.captcha')}
                      data-testid="login-captcha-input"
                    />
                  </Form.Item>
                  <CaptchaPicture
                    captcha={captcha}
                    placeholder={captchaFailed ? t('login.captchaLoadFailed') : t('app.loading')}
                    alt={t('login.captchaAlt')}
                    title={t('login.captchaRefresh')}
                    onRefresh={() => void loadCaptcha()}
                    testId="login-captcha-image"
                  />
                </div>
              </Form.Item>
            )}
            <Form.Item style={{ marginBottom: 12 }}>
              <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
                {t('login.submit')}
              </Button>
            </Form.Item>
          </Form>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link to="/forget" data-testid="login-forget-link">
              {t('login.forget')}
            </Link>
            <Link to="/register">{t('login.register')}</Link>
          </div>
        </div>
        <div className="srm-login-footer">{t('app.copyright', { year: new Date().getFullYear() })}</div>
      </section>
    </div>
  );
}
