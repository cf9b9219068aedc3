import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Spinner } from './components/ui';
import { AppShell } from './app/app-shell';
import { Providers } from './app/providers';
import { routes } from './app/router';
import type { RouteHandle } from './app/layout';

/**
 * Build-time rendering of a screen that needs no signed-in user (scripts/prerender.mjs): the
 * shell and the screen's content as HTML, so a slow phone paints it before any JavaScript
 * arrives; the app then hydrates it (main.tsx). No inline script: hydration data is not embedded.
 */
export async function render(path: string): Promise<{ html: string; title: string; description: string }> {
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
  return {
    html,
    title: handle ? `${handle.title} · Kasuwa` : 'Kasuwa — compare grocery prices near you',
    description: handle?.description ?? '',
  };
}

/**
 * The shell alone (header, navigation, footer) around a spinner: what the server sends for a
 * screen that cannot be pre-rendered (it needs data or a login), so a slow phone paints the page
 * frame at once; the app then draws the screen in it (main.tsx renders, as the paths differ).
 */
export async function renderShell(): Promise<string> {
  const shellRoutes = [
    { path: '/', element: <AppShell />, children: [{ index: true, element: <Spinner label="Loading…" /> }] },
  ];
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request('http://kasuwa.local/'));
  if (context instanceof Response) throw new Error('the shell answers a redirect');
  return renderToString(
    <Providers>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Providers>,
  );
}
