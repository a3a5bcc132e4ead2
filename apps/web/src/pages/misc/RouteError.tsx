import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../components/chunks.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** What the router shows when a page's chunk fails to load or a page crashes. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={chunk ? 'warning' : 'error'}
        title={chunk ? t('screen.loadFailedTitle') : t('routeError.title')}
        subTitle={chunk ? t('screen.loadFailedText') : t('routeError.text')}
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()} data-testid="route-retry">
            {t('app.retry')}
          </Button>,
          <Button key="home" href="/main">
            {t('app.backHome')}
          </Button>,
        ]}
        data-testid="route-error"
      />
    </div>
  );
}
