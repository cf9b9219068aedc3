import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ProblemDetailsSchema } from '../../../contract/common.js';
import { AppError } from '../../lib/app-error.js';

export interface HealthDeps {
  ping(): Promise<void>;
}

/** Liveness with a real database round trip: load balancers take the instance out on 503. */
export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Service and database health',
          response: { 200: HealthSchema, 503: ProblemDetailsSchema },
        },
      },
      async (request, reply) => {
        try {
          await withTimeout(deps.ping(), 2_000);
        } catch (err) {
          request.log.warn({ err }, 'health check: database did not answer');
          throw new AppError('SERVICE_UNAVAILABLE', /*i18n*/ { id: 'The database is not answering.' });
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, db: 'ok' as const };
      },
    );
  };

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
