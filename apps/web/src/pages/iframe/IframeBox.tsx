import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../app/auth/session.ts';
import { pageModeOf, ScreenContext, type ScreenInfo } from '../../app/screens/ScreenContext.ts';
import { ScreenHost } from '../../app/screens/ScreenHost.tsx';
import { IframeView } from './IframeView.tsx';

/**
 * /iframeBox (spec §2): a page embedded without the shell. Query: type (INSIDE by default or
 * EXTERIOR), link, actionId (opaque here), pageName (PAGE by default), mode (M=V or model=view),
 * menuId, respId. With a link it shows that address; an INSIDE page names a registered screen.
 */
export default function IframeBox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { token } = useSession();
  const type = params.get('type') || 'INSIDE';
  const link = params.get('link');
  const pageName = params.get('pageName') || 'PAGE';

  const screen = useMemo<ScreenInfo>(
    () => ({
      key: `iframeBox:${location.search}`,
      htmlUrl: pageName,
      menuId: params.get('menuId'),
      respId: params.get('respId'),
      menu: null,
      title: pageName,
      query: Object.fromEntries(params),
      params: {},
      mode: pageModeOf(params),
      // A page of its own, never a tab brought back to the front.
      openedAt: 0,
    }),
    [params, pageName, location.search],
  );

  if (link || type !== 'INSIDE') {
    return (
      <div style={{ height: '100vh', padding: 8, boxSizing: 'border-box' }} data-testid="iframe-box">
        <IframeView link={link} title={pageName || t('iframe.title')} />
      </div>
    );
  }
  if (!token)
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <div style={{ minHeight: '100vh', padding: 16, background: '#f5f7fa' }} data-testid="iframe-box">
      <ScreenContext.Provider value={screen}>
        <ScreenHost htmlUrl={pageName} title={pageName} />
      </ScreenContext.Provider>
    </div>
  );
}
