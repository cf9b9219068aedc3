import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logger.js';
import { webDistDir } from './lib/paths.js';
import { healthRoutes } from './modules/health/index.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';

export interface AppDeps {
  database: Database;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the HTTP application: no listening, no timers, so tests can drive it with inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.log.level),
    bodyLimit: config.server.bodyLimitBytes,
    trustProxy: config.server.trustProxy,
    // A caller's request id is kept when it looks like one, so traces join up across services.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Once shutdown starts, responses to requests still in flight close their keep-alive
  // connection, so close() can finish instead of waiting for idle clients to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.security.corsOrigins,
    production: config.env === 'production',
  });
  await app.register(openapiPlugin);

  await app.register(healthRoutes({ ping: deps.database.ping }));

  await app.register(staticWebPlugin, { root: deps.webRoot ?? webDistDir });

  return app;
}
