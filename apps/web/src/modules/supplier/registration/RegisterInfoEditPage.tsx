import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/CenteredPage.tsx';
import { EmailVerify } from './EmailVerify.tsx';
import { RegistrationFormCard } from './RegistrationFormCard.tsx';
import { RegistrationSummary } from './RegistrationSummary.tsx';
import { useRegistrationByToken } from './useRegistrationByToken.ts';

/**
 * /registerInfoEdit: a registration returned for edits, opened by the link of the return mail (token) or
 * by verifying the registration e-mail; the form comes prefilled and is submitted again. A registration
 * in another state shows where it stands instead.
 */
export default function RegisterInfoEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, setToken, view, error, loading } = useRegistrationByToken();
  const [number, setNumber] = useState<string | null>(null);
  const editable = view?.status === 'RETURNED';
  return (
    <CenteredPage width={editable && !number ? 1000 : 640}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('registration.editTitle')}
        </Typography.Title>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="reg-error" />}
        {(!token || error) && (
          <>
            <Typography.Paragraph type="secondary">{t('registration.verifyToOpen')}</Typography.Paragraph>
            <EmailVerify purpose="EDIT" onVerified={(tok) => setToken(tok)} />
          </>
        )}
        {loading && <Spin />}
        {number ? (
          <Result
            status="success"
            title={t('registration.doneTitle')}
            subTitle={
              <span data-testid="reg-done-text">
                {t('registration.doneText', { number, email: view?.applicantEmail })}
              </span>
            }
            extra={
              <Button
                onClick={() => navigate(`/changeInfoPending?token=${encodeURIComponent(token!)}`)}
                data-testid="reg-view-pending"
              >
                {t('registration.viewPending')}
              </Button>
            }
          />
        ) : (
          view &&
          token &&
          (editable ? (
            <>
              <Alert
                type="warning"
                showIcon
                title={`${t('registration.reason')}：${view.decisionReason ?? ''}`}
                style={{ marginBottom: 16 }}
                data-testid="reg-return-reason"
              />
              <RegistrationFormCard token={token} view={view} onSubmitted={setNumber} />
            </>
          ) : (
            <RegistrationSummary view={view} />
          ))
        )}
      </Card>
    </CenteredPage>
  );
}
