import type { createBrowserRouter, Location, To } from 'react-router';
import { progressDone, progressPulse, progressStart } from './progress.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function sameTarget(to: To, current: Location): boolean {
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return false; // relative: let the router resolve it
    const url = new URL(to, window.location.origin);
    return url.pathname === current.pathname && url.search === current.search && url.hash === current.hash;
  }
  return (
    (to.pathname ?? current.pathname) === current.pathname &&
    (to.search ?? current.search) === current.search &&
    (to.hash ?? current.hash) === current.hash
  );
}

/**
 * The navigation behaviour of spec §2, installed once on the router:
 * - a navigation to the page already shown is ignored silently (no history entry, no reload);
 * - a loading bar runs while a route's chunk loads, and briefly after every navigation;
 * - the page, and every element marked `data-scroll-root`, scrolls back to the top.
 */
export function installNavigationBehaviour(router: AppRouter): void {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: To | number | null, options?: object) => {
    if (to !== null && typeof to !== 'number' && sameTarget(to, router.state.location)) return Promise.resolve();
    return navigate(to as To, options);
  }) as AppRouter['navigate'];

  let loading = false;
  let last = router.state.location;
  router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle';
    if (busy && !loading) progressStart();
    if (!busy && loading) progressDone();
    loading = busy;

    const location = state.location;
    if (location !== last) {
      const moved = location.pathname !== last.pathname || location.search !== last.search;
      last = location;
      if (moved) {
        progressPulse();
        window.scrollTo(0, 0);
        for (const element of document.querySelectorAll('[data-scroll-root]')) element.scrollTop = 0;
      }
    }
  });
}
