import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/CenteredPage.tsx';
import type { RegistrationStatus } from './api.ts';
import { EmailVerify } from './EmailVerify.tsx';
import { RegistrationSummary } from './RegistrationSummary.tsx';
import { useRegistrationByToken } from './useRegistrationByToken.ts';

const STATE_TEXT = {
  DRAFT: 'registration.pendingDraft',
  SUBMITTED: 'registration.pendingSubmitted',
  RETURNED: 'registration.pendingReturned',
  APPROVED: 'registration.pendingApproved',
  REJECTED: 'registration.pendingRejected',
} as const;

const RESULT: Record<RegistrationStatus, 'info' | 'warning' | 'success' | 'error'> = {
  DRAFT: 'info',
  SUBMITTED: 'info',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/**
 * /changeInfoPending: where a registration stands while it waits — what was submitted, the state, the
 * reason when returned or rejected; a returned one links to its edit, an approved one to the login.
 * Opened by the link of the submit mail (token) or by verifying the registration e-mail.
 */
export default function ChangeInfoPendingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, setToken, view, error, loading } = useRegistrationByToken();
  return (
    <CenteredPage width={760}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('registration.pendingTitle')}
        </Typography.Title>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="reg-error" />}
        {(!token || error) && (
          <>
            <Typography.Paragraph type="secondary">{t('registration.verifyToOpen')}</Typography.Paragraph>
            <EmailVerify purpose="EDIT" onVerified={(tok) => setToken(tok)} />
            <div style={{ marginTop: 16 }}>
              <Link to="/login">{t('registration.backToLogin')}</Link>
            </div>
          </>
        )}
        {loading && <Spin />}
        {view && token && (
          <>
            <Result
              status={RESULT[view.status]}
              title={<span data-testid="reg-pending-state">{t(STATE_TEXT[view.status])}</span>}
              extra={
                view.status === 'RETURNED' ? (
                  <Button
                    type="primary"
                    onClick={() => navigate(`/registerInfoEdit?token=${encodeURIComponent(token)}`)}
                    data-testid="reg-go-edit"
                  >
                    {t('registration.goEdit')}
                  </Button>
                ) : view.status === 'APPROVED' ? (
                  <Button type="primary" onClick={() => navigate('/login')}>
                    {t('registration.goLogin')}
                  </Button>
                ) : null
              }
            />
            <RegistrationSummary view={view} />
          </>
        )}
      </Card>
    </CenteredPage>
  );
}
