import { matchRoutes, type RouteObject } from 'react-router';

/** Loads the code of the screen at `pathname` ahead of time (the browser keeps it: a no-op after). */
function prefetch(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
}

/** The screens a visitor most often opens next from the first page. */
const LIKELY_NEXT = ['/login', '/signup', '/faq', '/about', '/contact', '/profile'];

/**
 * Screen code arrives before it is needed: the likely next screens once the browser is idle
 * (not on a data-saver connection), and any link's screen when it is hovered, touched or focused.
 */
export function installPrefetch(routes: RouteObject[]) {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    prefetch(routes, link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { passive: true });
  }
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData) return;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
  idle(() => LIKELY_NEXT.forEach((path) => prefetch(routes, path)));
}
