import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLang } from './i18n/index.ts';

/** antd's theme and locale, following the interface language (zh_CN / en_US). */
export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <ConfigProvider
      locale={lang === 'EN' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}
    >
      {children}
    </ConfigProvider>
  );
}
