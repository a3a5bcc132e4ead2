import { Result, Typography } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../components/chunks.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import type { ScreenDefinition } from './define.ts';
import { findScreen } from './registry.ts';

/**
 * One React.lazy component per registered screen, shared by every tab that shows it. React.lazy
 * remembers a failed load for good, so Retry replaces the entry with a fresh one.
 */
const lazyScreens = new Map<ScreenDefinition, LazyExoticComponent<ComponentType>>();

function lazyScreen(definition: ScreenDefinition, fresh = false): LazyExoticComponent<ComponentType> {
  let component = lazyScreens.get(definition);
  if (!component || fresh) {
    component = lazy(() => loadChunk(definition.load));
    lazyScreens.set(definition, component);
  }
  return component;
}

/** A menu whose htmlUrl has no screen yet: an honest page, never a blank one. */
export function NotAvailable({ title, htmlUrl }: { title: string; htmlUrl: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={title}
      style={{ background: '#fff', borderRadius: 8 }}
      subTitle={
        <>
          <div>{t('screen.notAvailableText')}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('screen.screenCode', { code: htmlUrl })}
          </Typography.Text>
        </>
      }
      data-testid="screen-not-available"
    />
  );
}

/** Renders the screen registered for `htmlUrl`, loading its chunk, with Retry when that fails. */
export function ScreenHost({ htmlUrl, title }: { htmlUrl: string; title: string }) {
  const match = findScreen(htmlUrl);
  const [attempt, setAttempt] = useState(0);
  if (!match) return <NotAvailable title={title} htmlUrl={htmlUrl} />;
  const Screen = lazyScreen(match.definition);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <LoadFailed
          error={error}
          onRetry={() => {
            lazyScreen(match.definition, true);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
