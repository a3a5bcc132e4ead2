import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { progressDone, progressStart } from '../app/progress.ts';

/**
 * Shown while a lazy page or screen loads; also drives the top loading bar. A CSS spinner, not
 * antd's Spin, because it is part of the first script every page loads.
 */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div className="srm-page-loading" style={{ minHeight: fullPage ? '100vh' : 240 }} role="status" aria-live="polite">
      <span className="srm-spinner" aria-hidden />
      <span>{t('app.loading')}</span>
    </div>
  );
}
