import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/auth/session.ts';
import { CenteredPage } from '../../components/CenteredPage.tsx';

export type PlannedPageName = 'more' | 'particulars' | 'register' | 'registerInfoEdit' | 'changeInfoPending';

/** An honest page for a route of spec §2 whose function is planned but not built yet. */
export function PlannedPage({ page }: { page: PlannedPageName }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <Card>
        <Result
          status="info"
          title={t('planned.title', { name: t(`planned.${page}`) })}
          subTitle={t('planned.text')}
          extra={
            <Button type="primary" onClick={() => navigate(token ? '/main' : '/login')} data-testid="planned-back">
              {token ? t('app.backHome') : t('app.backToLogin')}
            </Button>
          }
          data-testid={`planned-${page}`}
        />
      </Card>
    </CenteredPage>
  );
}
