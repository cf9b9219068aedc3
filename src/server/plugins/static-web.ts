import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfRequest, LOCALES, type Locale, SOURCE_LOCALE } from '../../contract/languages.js';
import { sendProblem } from './error-handler.js';

export interface StaticWebOptions {
  /** The built web app (vite build output); when missing only the API is served. */
  root: string;
  /** In production, source maps (`*.map`) are not served. */
  production: boolean;
}

/** The parts of a route's pattern or of an address, in lower case (the app's router ignores case). */
const partsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether an address's parts fit a route's pattern as the app's router reads it: `/market/:id`,
 * `/order-tracking/:orderId?` (an optional last part); a fixed part in any case.
 */
function fitsRoute(want: string[], have: string[]): boolean {
  if (have.length > want.length) return false;
  return want.every((part, i) =>
    part.startsWith(':') ? have[i] !== undefined || part.endsWith('?') : part === have[i],
  );
}

/**
 * The `Link` header that has the browser fetch a screen's code beside the entry (scripts/screen-code.mjs
 * wrote each route's files into pages/_screens.json at build time), or none for an address no screen
 * has, or whose code is all in the entry. The patterns are split once, when the server starts.
 */
function screenCodeLinks(pagesDir: string): (path: string) => string | undefined {
  const file = join(pagesDir, '_screens.json');
  if (!existsSync(file)) return () => undefined;
  const screens = JSON.parse(readFileSync(file, 'utf8')) as Array<{ path: string; files: string[] }>;
  const links = screens.map(({ path, files }) => ({
    parts: partsOf(path),
    link: files.length ? files.map((f) => `<${f}>; rel=modulepreload`).join(', ') : undefined,
  }));
  return (path) => {
    const have = partsOf(path);
    return links.find((s) => fitsRoute(s.parts, have))?.link;
  };
}

/** A page of the app: never kept without asking again, one copy per language in any cache between. */
const sendPage = (reply: FastifyReply, file: string) =>
  reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').sendFile(file);

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every other
 * browser path (the client router decides what to show), problem+json 404 under /api.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app: FastifyInstance, opts) => {
    const indexHtml = join(opts.root, 'index.html');
    const hasWeb = existsSync(indexHtml);
    // Screens the build pre-rendered (scripts/prerender.mjs): /faq is pages/faq.html.
    const pagesDir = join(opts.root, 'pages');
    const prerendered = new Set(
      existsSync(pagesDir)
        ? readdirSync(pagesDir)
            .filter((f) => f.endsWith('.html') && !f.startsWith('_'))
            .map((f) => `/${f.slice(0, -'.html'.length)}`)
        : [],
    );

    const hasShell = existsSync(join(pagesDir, '_shell.html'));
    const linksOf = screenCodeLinks(pagesDir);
    // The same pages in the other languages (pages/<locale>/, decision record 019), where built.
    const translated = new Set<Locale>(
      LOCALES.filter((l) => l !== SOURCE_LOCALE && existsSync(join(pagesDir, l, '_shell.html'))),
    );
    /** The page's language: the visitor's choice (the app's cookie), else the browser's languages, else English. */
    const pagesOf = (request: FastifyRequest) => {
      const locale = languageOfRequest(request.headers);
      return translated.has(locale) ? `pages/${locale}` : 'pages';
    };

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        // The build wrote .br and .gz copies (scripts/compress-web.mjs): sent with Content-Encoding
        // and Vary: Accept-Encoding to clients that take them.
        preCompressed: true,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    if (opts.production) {
      app.addHook('onRequest', async (request, reply) => {
        if (/\.map$/i.test(request.url.split('?')[0] ?? ''))
          return sendProblem(reply, 404, /*i18n*/ { id: 'Not found.' });
      });
    }

    if (hasWeb) {
      // The home page is the dashboard: said by the server, so the browser paints the right page once.
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`/dashboard${query >= 0 ? request.url.slice(query) : ''}`, 302);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A built file this instance does not have (another release's, during a rolling deploy) is a
      // 404, never the app's page: a proxy can then ask another instance (docs/deployment.md).
      const isBuiltFile = path.startsWith('/assets/');
      if (!isApiPath(path) && !isBuiltFile && wantsPage && hasWeb) {
        // A screen that needs data or a login gets the shell around a spinner, painted before any JavaScript.
        // In the visitor's language: a cache between must keep one copy per cookie and language asked.
        const pages = pagesOf(request);
        const shell = pages !== 'pages' || hasShell ? `${pages}/_shell.html` : 'index.html';
        if (prerendered.has(path)) return sendPage(reply, `${pages}${path}.html`);
        // The screen's code, fetched beside the entry rather than after it: the app draws the screen
        // once it has it (main.tsx). Not for a pre-rendered page, painted whole before any script,
        // whose paint it would slow on a slow line (decision record 015).
        const links = linksOf(path);
        if (links) reply.header('link', links);
        return sendPage(reply, shell);
      }
      const where = { method: request.method, path };
      return sendProblem(
        reply,
        404,
        isApiPath(path)
          ? /*i18n*/ { id: 'No API route matches {method} {path}.', values: where }
          : /*i18n*/ { id: 'Nothing matches {method} {path}.', values: where },
      );
    });
  },
  { name: 'static-web' },
);
