import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { loadChunk } from '../components/chunks.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import type { PlannedPageName } from '../pages/misc/PlannedPage.tsx';
import { RouteError } from '../pages/misc/RouteError.tsx';
import { setUnauthorizedHandler } from './api/client.ts';
import { loadWorkspaceTexts } from './i18n/index.ts';
import { installNavigationBehaviour } from './navigation.ts';

/** A route whose page is a lazy chunk (with the spec's chunk timeout). */
function page(loader: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await loadChunk(loader)).default });
}

const login = page(() => import('../pages/login/LoginPage.tsx'));
const planned = (name: PlannedPageName) => async () => {
  const { PlannedPage } = await loadChunk(() => import('../pages/misc/PlannedPage.tsx'));
  return { element: <PlannedPage page={name} /> };
};

/** The routes of spec §2. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading fullPage />,
    children: [
      // The login page stands alone: no data layer, so its JavaScript stays small.
      { path: '/', lazy: login },
      { path: '/login', lazy: login },
      {
        lazy: page(() => loadWorkspaceTexts().then(() => import('./AppLayout.tsx'))),
        children: [
          { path: '/home', element: <Navigate to="/main" replace /> },
          { path: '/forget', lazy: page(() => import('../pages/forget/ForgetPage.tsx')) },
          { path: '/more', lazy: planned('more') },
          { path: '/particulars', lazy: planned('particulars') },
          { path: '/register', lazy: page(() => import('../modules/supplier/registration/RegisterPage.tsx')) },
          {
            path: '/registerInfoEdit',
            lazy: page(() => import('../modules/supplier/registration/RegisterInfoEditPage.tsx')),
          },
          {
            path: '/changeInfoPending',
            lazy: page(() => import('../modules/supplier/registration/ChangeInfoPendingPage.tsx')),
          },
          {
            path: '/main',
            lazy: page(() => import('./layout/Shell.tsx')),
            children: [
              { index: true, lazy: page(() => import('../pages/home/HomePage.tsx')), errorElement: <RouteError /> },
              {
                path: 'iframe',
                lazy: page(() => import('../pages/iframe/IframeTab.tsx')),
                errorElement: <RouteError />,
              },
              {
                path: ':screen/*',
                lazy: page(() => import('./layout/ScreenRoute.tsx')),
                errorElement: <RouteError />,
              },
            ],
          },
          { path: '/iframeBox', lazy: page(() => import('../pages/iframe/IframeBox.tsx')) },
          { path: '*', lazy: page(() => import('../pages/misc/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
]);

installNavigationBehaviour(router);

// An expired session (HTTP 401) goes to the login page, which brings the user back afterwards.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  if (pathname === '/' || pathname === '/login') return;
  void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
});
