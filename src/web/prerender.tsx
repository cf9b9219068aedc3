import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '../contract/languages';
import { Spinner } from './components/ui';
import { AppShell } from './app/app-shell';
import { drawShellFirst } from './app/first-draw';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { documentTitle, type RouteHandle } from './app/layout';
import { i18n, loadWholeLanguage } from './lib/i18n';

export { LANGUAGES, LOCALES } from '../contract/languages';
export { paths } from './app/paths';

/**
 * Build-time rendering of a screen that needs no signed-in user (scripts/prerender.mjs), in one of
 * the languages: the shell and the screen's content as HTML, so a slow phone paints it before any
 * JavaScript arrives; the app then hydrates it (main.tsx). No inline script: hydration data is not embedded.
 */
export async function render(
  path: string,
  locale: Locale,
): Promise<{ html: string; title: string; description: string }> {
  await loadWholeLanguage(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://kasuwa.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const handle = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)?.route
    .handle as RouteHandle | undefined;
  return { html, ...documentTitle(i18n, handle) };
}

/**
 * The shell alone (header and navigation) around a spinner, in one of the languages: what the
 * server sends for a screen that cannot be pre-rendered (it needs data or a login), so a slow phone
 * paints the page frame at once; the app then draws the screen in it (main.tsx renders, as the paths
 * differ). It is drawn as the app's first draw over it is (`drawShellFirst`): without the footer,
 * which is out of sight below the main area and comes a task after the app's first draw. (Sent with
 * the footer, the page laid it out before any code ran, and the first draw took it away again.)
 */
export async function renderShell(locale: Locale): Promise<{ html: string; title: string; description: string }> {
  await loadWholeLanguage(locale);
  const shellRoutes = [{ path: '/', element: <AppShell />, children: [{ index: true, element: <Spinner /> }] }];
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request('http://kasuwa.local/'));
  if (context instanceof Response) throw new Error('the shell answers a redirect');
  const html = drawShellFirst(() =>
    renderToString(
      <Providers>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>,
    ),
  );
  return { html, ...documentTitle(i18n, undefined) };
}
