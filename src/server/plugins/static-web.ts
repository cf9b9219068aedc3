import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './error-handler.js';

export interface StaticWebOptions {
  /** The built web app (vite build output); when missing only the API is served. */
  root: string;
  /** In production, source maps (`*.map`) are not served. */
  production: boolean;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every other
 * browser path (the client router decides what to show), problem+json 404 under /api.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app: FastifyInstance, opts) => {
    const indexHtml = join(opts.root, 'index.html');
    const hasWeb = existsSync(indexHtml);

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    if (opts.production) {
      app.addHook('onRequest', async (request, reply) => {
        if (/\.map$/i.test(request.url.split('?')[0] ?? '')) return sendProblem(reply, 404, 'Not found.');
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApiPath(path) && wantsPage && hasWeb) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const what = isApiPath(path) ? 'No API route' : 'Nothing';
      return sendProblem(reply, 404, `${what} matches ${request.method} ${path}.`);
    });
  },
  { name: 'static-web' },
);
