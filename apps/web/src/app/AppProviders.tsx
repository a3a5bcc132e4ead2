import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useLang } from './i18n/index.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the user asked the system for less motion. antd then opens and closes dialogs, menus and
 * toasts without animating them (which also spares the end-to-end tests, run with reduced motion, the
 * waits for each animation).
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** antd's theme and locale, following the interface language (zh_CN / en_US) and the motion preference. */
export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLang();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={lang === 'EN' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6, motion: !reducedMotion } }}
    >
      {children}
    </ConfigProvider>
  );
}
