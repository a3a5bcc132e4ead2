import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { progressDone, progressStart } from '../app/progress.ts';

/** Shown while a lazy page or screen loads; also drives the top loading bar. */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <Spin description={t('app.loading')} />
    </div>
  );
}
