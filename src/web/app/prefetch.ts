import { matchRoutes, type RouteObject } from 'react-router';

/** Loads the code of the screen at `pathname` ahead of time (the browser keeps it: a no-op after). */
function prefetch(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
}

/**
 * A link's screen code arrives before it is needed: it is loaded when the link is hovered, touched
 * or focused. Nothing is fetched unasked: a screen loads only the code it uses, and a shopper on
 * metered data pays only for the screens they open.
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
}
