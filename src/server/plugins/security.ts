import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tooManyRequests } from '../lib/app-error.js';
import type { Limiter } from '../lib/limiter.js';
import { findNul, nulProblem } from './json-body.js';

export interface LimitOptions {
  /** Requests allowed per window, per key. */
  max: number;
  timeWindowMs: number;
  /** What is counted: an IP, a username, an e-mail address… Prefix it with the limit's name. */
  key(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that answers 429 (with Retry-After) once a key exceeds `max` requests in the
     * window. A route may stack several (per IP and per username, say); each counts on its own.
     */
    limit(options: LimitOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface SecurityOptions {
  /** Origins allowed to call the API from another site; empty means same-origin only. */
  corsOrigins: string[];
  production: boolean;
  /** The counters behind app.limit(): in Redis (shared by every instance) or in memory. */
  limiter: Limiter;
}

/** Strict headers, same-origin by default, and rate limits that routes opt into with app.limit(). */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, opts) => {
    const headers = helmet({
      // Only what the built web app uses: its own scripts, styles, fonts and API; images may be
      // inline data (product images arrive as base64) or blobs (upload previews).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where TLS is certain; on localhost it would pin plain-HTTP dev servers.
      strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    // Built once: the headers are the same on every answer. (@fastify/helmet built them again for
    // each request, parsing the CSP each time: a tenth of a millisecond of every request.)
    app.addHook('onRequest', (request, reply, done) =>
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );

    // PostgreSQL cannot store a NUL character in text: refuse it up front, for every route, as
    // the bad input it is (instead of a database error deep inside a write). JSON bodies are
    // checked as they are parsed (json-body); the address's parts and text bodies here.
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', typeof request.body === 'string' ? request.body : undefined],
      ] as const) {
        const path = findNul(value, part);
        if (path) throw nulProblem(path);
      }
    });

    if (opts.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: opts.corsOrigins,
        credentials: false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
        exposedHeaders: ['x-request-id', 'retry-after'],
      });
    }

    app.decorate('limit', (options: LimitOptions) => async (request: FastifyRequest) => {
      const result = await opts.limiter.hit(options.key(request), options.max, options.timeWindowMs);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    });
  },
  { name: 'security' },
);
