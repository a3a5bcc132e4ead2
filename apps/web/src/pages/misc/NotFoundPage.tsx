import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session.ts';
import { CenteredPage } from '../../components/CenteredPage.tsx';

/** The catch-all fallback of spec §2. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <Result
        status="404"
        title="404"
        subTitle={`${t('notFound.title')} — ${t('notFound.text')}`}
        extra={
          <Button type="primary" onClick={() => navigate(token ? '/main' : '/login')} data-testid="not-found-home">
            {token ? t('app.backHome') : t('app.backToLogin')}
          </Button>
        }
        data-testid="not-found"
      />
    </CenteredPage>
  );
}
