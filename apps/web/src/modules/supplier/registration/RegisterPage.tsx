import { Button, Card, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/CenteredPage.tsx';
import { EmailVerify } from './EmailVerify.tsx';
import { RegistrationFormCard } from './RegistrationFormCard.tsx';

/**
 * /register: a company registers as a supplier. Step 1 verifies the applicant's e-mail (captcha, mailed
 * code) and gives the registration its token; step 2 is the form with its files; step 3 says it was
 * received, with a link to follow the review.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [number, setNumber] = useState<string | null>(null);
  const step = number ? 2 : token ? 1 : 0;
  return (
    <CenteredPage width={step === 1 ? 1000 : 560}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('registration.title')}
        </Typography.Title>
        <Steps
          current={step}
          size="small"
          style={{ margin: '16px 0 32px' }}
          items={[
            { title: t('registration.stepEmail') },
            { title: t('registration.stepForm') },
            { title: t('registration.stepDone') },
          ]}
        />
        {step === 0 && (
          <>
            <EmailVerify
              purpose="REGISTER"
              onVerified={(tok, address) => {
                setToken(tok);
                setEmail(address);
              }}
            />
            <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }}>
              <Link to="/login">{t('registration.haveAccount')}</Link>
              <Link to="/changeInfoPending">{t('registration.pendingLink')}</Link>
            </Space>
          </>
        )}
        {step === 1 && token && <RegistrationFormCard token={token} view={null} onSubmitted={setNumber} />}
        {step === 2 && (
          <Result
            status="success"
            title={t('registration.doneTitle')}
            subTitle={<span data-testid="reg-done-text">{t('registration.doneText', { number, email })}</span>}
            extra={[
              <Button
                key="pending"
                onClick={() => navigate(`/changeInfoPending?token=${encodeURIComponent(token!)}`)}
                data-testid="reg-view-pending"
              >
                {t('registration.viewPending')}
              </Button>,
              <Button key="login" type="primary" onClick={() => navigate('/login')}>
                {t('registration.backToLogin')}
              </Button>,
            ]}
          />
        )}
      </Card>
    </CenteredPage>
  );
}
