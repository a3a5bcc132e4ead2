import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunks.ts';

type Props = { error: unknown; onRetry: () => void };

/** A screen whose chunk failed to load, or that crashed: a clear message and a Retry button. */
export function LoadFailed({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={chunk ? t('screen.loadFailedTitle') : t('screen.crashedTitle')}
      subTitle={chunk ? t('screen.loadFailedText') : detail}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry} data-testid="screen-retry">
          {t('app.retry')}
        </Button>,
        <Button key="reload" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>,
      ]}
      data-testid="screen-load-failed"
    />
  );
}
