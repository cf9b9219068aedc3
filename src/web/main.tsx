import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteMatch, RouterProvider } from 'react-router';
import { LANGUAGES } from '../contract/languages';
import { drawShellFirst, nextTask } from './app/first-draw';
import type { RouteHandle } from './app/layout';
import { installPrefetch } from './app/prefetch';
import { SIGNED_IN_SHELL_EARLY } from './app/app-shell';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { askEarly } from './lib/api-client';
import { drawAs } from './lib/draw-under-way';
import { activateLanguage } from './lib/i18n';
import { getSession } from './lib/session';
import { browserLanguageSources, chosenLanguage, languageCookie } from './lib/language-choice';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * First the screen's code is loaded, then the router is made, then the app is drawn, each step a
 * task of its own (`nextTask`). A page the build pre-rendered (scripts/prerender.mjs) is hydrated,
 * not drawn again, and its first render matches the HTML already on screen. Any other page came as
 * the shell around a spinner: the first draw is that shell, and the screen is drawn in the next
 * task (first-draw.tsx). (Drawn before its screen's code had come, the app was drawn twice: once
 * without the screen, and again whole, 30 ms of a phone's main thread each.)
 *
 * The renderer is Preact (decision record 018): it draws or hydrates the page in one task, and
 * startTransition only calls its function; the calls are kept so that the code still reads as
 * React's, whose transitions would work in slices.
 *
 * The language comes first (decision record 019): English is already loaded; another language's
 * catalogue is fetched before the first render. A page the server sent in another language than
 * the one chosen here (a cookie lost, local storage kept) is drawn again rather than hydrated.
 */
async function start(container: HTMLElement) {
  const earlyTap = keepEarlyTap(container);
  // The entry's evaluation is a task of its own, and what follows another: on a phone each is a
  // shorter wait for a tap than the two together.
  await nextTask();
  const matches = matchRoutes(routes, window.location) ?? [];
  // The screen's first answers are asked for now, beside its code and the language's catalogue.
  for (const { route, params } of matches) {
    const early = (route.handle as RouteHandle | undefined)?.early;
    if (early) askEarly(early(params));
  }
  if (getSession().signedIn) askEarly(SIGNED_IN_SHELL_EARLY);
  const sources = browserLanguageSources();
  const locale = chosenLanguage(sources);
  // The server reads the cookie: a choice kept only in local storage is told to it again.
  if (sources.stored === locale && !sources.cookieHeader.includes(languageCookie(locale).split(';')[0]!)) {
    document.cookie = languageCookie(locale);
  }
  const sentInChosenLanguage = document.documentElement.lang === LANGUAGES[locale].tag;
  await activateLanguage(locale);
  await loadScreenCode(matches);
  const router = createRouter();
  await nextTask();
  if (container.dataset.prerendered !== window.location.pathname || !sentInChosenLanguage) {
    earlyTap(false);
    const root = createRoot(container);
    drawShellFirst(() => startTransition(() => root.render(app(router))));
    return;
  }
  startTransition(() => {
    drawAs('hydration', () => hydrateRoot(container, app(router)));
  });
  earlyTap(true);
}

/**
 * A pre-rendered page shows its buttons before its code runs (on a slow network, seconds before):
 * a tap on one then did nothing. The last button tapped meanwhile is pressed again once the page
 * is live. Only plain buttons (`type="button"`): a form's submit button stays disabled until then
 * (lib/hydrated.ts), and links work without the code.
 */
function keepEarlyTap(container: HTMLElement): (replay: boolean) => void {
  let tapped: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && container.contains(button)) tapped = button;
  };
  document.addEventListener('click', keep, true);
  return (replay) => {
    document.removeEventListener('click', keep, true);
    if (replay && tapped?.isConnected) tapped.click();
  };
}

/**
 * The code of the routes the address matches, loaded and put in place of their `lazy`. A route
 * whose code fails to come (offline, a deploy replaced it) keeps its `lazy`: the router tries it
 * again and shows the route's error screen if it fails there too.
 */
async function loadScreenCode(matches: RouteMatch[]) {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// A task after the first draw (or the hydration), not at its end: that task is the start's longest.
void start(root)
  .then(nextTask)
  .then(() => {
    installPrefetch(routes);
    // The shell is kept for repeat and offline visits (public/sw.js); not in development. Registered
    // once the page has loaded, which it may have done already while the app was starting.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    }
  });
