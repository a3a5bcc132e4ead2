import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../components/chunks.ts';

/**
 * What the router shows when a page's chunk fails to load or a page crashes. Deliberately plain
 * (no lazy parts): it must render when the network that failed the chunk is still down.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <div
      role="alert"
      data-testid="route-error"
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: 24,
        textAlign: 'center',
      }}
    >
      <div style={{ fontSize: 40, lineHeight: 1, color: chunk ? '#faad14' : '#ff4d4f' }} aria-hidden>
        ⚠
      </div>
      <div style={{ fontSize: 20, fontWeight: 600 }}>{chunk ? t('screen.loadFailedTitle') : t('routeError.title')}</div>
      <div style={{ color: 'rgba(0,0,0,0.55)', maxWidth: 480 }}>
        {chunk ? t('screen.loadFailedText') : t('routeError.text')}
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="primary" onClick={() => window.location.reload()} data-testid="route-retry">
          {t('app.retry')}
        </Button>
        <Button href="/main">{t('app.backHome')}</Button>
      </div>
    </div>
  );
}
