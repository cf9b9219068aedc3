import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { loadLanguages } from './lib/i18n.js';
import { createInlineJobs, type JobQueue } from './lib/jobs.js';
import { loggerOptions } from './lib/logger.js';
import { webDistDir } from './lib/paths.js';
import { accountsRoutes } from './modules/accounts/index.js';
import { cartRoutes } from './modules/cart/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { comparisonRoutes } from './modules/comparison/index.js';
import { healthRoutes } from './modules/health/index.js';
import { mailRoutes } from './modules/mail/index.js';
import { marketsRoutes } from './modules/markets/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import { priceHistoryRoutes } from './modules/price-history/index.js';
import { reportsRoutes } from './modules/reports/index.js';
import { sourcesRoutes } from './modules/sources/index.js';
import { subscriptionsRoutes } from './modules/subscriptions/index.js';
import { watchlistRoutes } from './modules/watchlist/index.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandlerPlugin, sendProblem } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { createServices, type Providers, type Services } from './services.js';

export interface AppDeps {
  database: Database;
  /** Background jobs; in-process when not given (main.ts passes pg-boss). */
  jobs?: JobQueue;
  /** Already-built services (main.ts builds them first to seed); built here when not given. */
  services?: Services;
  clock?: Clock;
  /** Replaces outside services the config names (see Providers). */
  providers?: Partial<Providers>;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  /** A logger made by the caller (main.ts shares one with the services); made from config when absent. */
  logger?: FastifyBaseLogger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A hop count becomes "trust the nearest N proxies"; true, false and address lists pass through. */
const trustProxyOption = (value: boolean | number | string) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the HTTP application: no listening, no timers, so tests can drive it with inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // Every answer and e-mail is worded from the server's catalogues (decision record 019).
  await loadLanguages();
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.log.level) }),
    bodyLimit: config.server.bodyLimitBytes,
    // A client that sends its request slowly (a byte at a time) must not hold a connection for
    // ever: Node answers 408 and closes it. Timeouts are checked every second.
    requestTimeout: config.server.requestTimeoutMs,
    http: { headersTimeout: config.server.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    trustProxy: trustProxyOption(config.server.trustProxy),
    // A caller's request id is kept when it looks like one, so traces join up across services.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // The spec writes one API with mixed case (/api/User, /api/user): both reach the same route.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 512 },
    // The router's own refusals (a malformed %-escape, an over-long path segment) answer like
    // every other error, without echoing the URL back.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendProblem(
        reply,
        tooLong ? 414 : 400,
        tooLong
          ? /*i18n*/ { id: 'A part of the address is too long.' }
          : /*i18n*/ { id: 'The address is not valid: it has a malformed %-escape.' },
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (config.server.trustProxy === false) {
    // Behind a proxy that TRUST_PROXY does not name, every client has the proxy's address, and the
    // per-IP rate limits count them all as one. Safe, but worth saying once.
    let told = false;
    app.addHook('onRequest', async (request) => {
      if (told || request.headers['x-forwarded-for'] === undefined) return;
      told = true;
      request.log.warn(
        'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is false: per-IP rate limits count every client as the proxy; set TRUST_PROXY to the number of proxies in front (1 for one nginx)',
      );
    });
  }

  // Once shutdown starts, responses to requests still in flight close their keep-alive
  // connection, so close() can finish instead of waiting for idle clients to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    // API answers carry tokens and personal data: no cache keeps them, unless a route says so.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  // API answers over 1 KB go compressed (brotli at a cheap level, or gzip); built files are
  // compressed once at build time instead (static-web).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const services =
    deps.services ??
    createServices(config, {
      db: deps.database.db,
      jobs: deps.jobs ?? createInlineJobs(),
      log: app.log,
      clock: deps.clock,
      providers: deps.providers,
      locks: deps.database.locks,
    });
  await app.register(securityPlugin, {
    corsOrigins: config.security.corsOrigins,
    production: config.env === 'production',
    limiter: services.limiter,
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { resolve: services.accounts.resolveCaller });

  await app.register(healthRoutes({ ping: deps.database.ping }));
  await app.register(accountsRoutes(services.accounts));
  await app.register(marketsRoutes(services.markets));
  await app.register(catalogueRoutes(services.catalogue));
  await app.register(cartRoutes(services.cart));
  await app.register(comparisonRoutes(services.comparison));
  await app.register(watchlistRoutes(services.watchlist));
  await app.register(priceHistoryRoutes(services.priceHistory));
  await app.register(sourcesRoutes(services.sources));
  await app.register(reportsRoutes(services.reports));
  await app.register(subscriptionsRoutes(services.subscriptions));
  await app.register(paymentsRoutes(services.payments, { sandbox: Boolean(services.sandbox) }));
  await app.register(ordersRoutes(services.orders));
  // The dev mailbox exists only where mail goes nowhere else (console transport) outside production.
  await app.register(
    mailRoutes(services.mail, { devMailbox: config.env !== 'production' && config.mail.transport === 'console' }),
  );

  await app.register(staticWebPlugin, { root: deps.webRoot ?? webDistDir, production: config.env === 'production' });

  return app;
}
