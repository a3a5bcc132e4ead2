import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The frame of the pages outside the shell (forgot password, planned pages, not found). */
export function CenteredPage({ children, width = 560 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fa' }}>
      <header
        style={{
          height: 56,
          padding: '0 24px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('app.productName')}
        </Typography.Text>
        <LanguageSwitch size="small" />
      </header>
      <main
        style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '48px 16px' }}
      >
        <div style={{ width: '100%', maxWidth: width }}>{children}</div>
      </main>
    </div>
  );
}
