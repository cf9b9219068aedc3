import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  CartComparisonQuerySchema,
  CartComparisonSchema,
  OptionalLocationSchema,
  ProductComparisonSchema,
  SplitQuerySchema,
  SplitSchema,
} from '../../../contract/comparison.js';
import { callerOf } from '../../plugins/auth.js';
import type { ComparisonService } from './comparison.service.js';

const bearer = [{ bearerAuth: [] }];
export const SPLITS_PER_MINUTE = 30;
const tags = ['comparison'];
const location = (q: { latitude?: number; longitude?: number }) =>
  q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : undefined;

/** Spec §7 ComparePrices, and what the issue adds: one product across markets, the best split. */
export const comparisonRoutes =
  (comparison: ComparisonService): FastifyPluginAsyncZod =>
  async (app) => {
    // A split asks the routing provider for a distance table of 26 or more points: 30 a minute per shopper.
    const splitLimit = app.limit({
      max: SPLITS_PER_MINUTE,
      timeWindowMs: 60_000,
      key: (req) => `split:${req.caller?.id ?? req.ip}`,
    });

    app.get(
      '/api/markets/ComparePrices/cart/:userId',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "What the caller's cart costs at every market ('Your Cart' first); another user's id → 403",
          params: z.object({ userId: IdSchema }),
          querystring: CartComparisonQuerySchema,
          response: { 200: CartComparisonSchema, ...problems, 502: problems[400] },
        },
      },
      async (request) => comparison.compareCart(callerOf(request), request.params.userId, request.query),
    );

    app.get(
      '/api/markets/ComparePrices/cart/:userId/split',
      {
        preHandler: [app.requireUser, splitLimit],
        schema: {
          tags,
          security: bearer,
          summary:
            'The cheapest way to buy the cart from at most maxMarkets (1–3) of the 25 nearest markets, the round trip counted at costPerKm naira (default 150)',
          params: z.object({ userId: IdSchema }),
          querystring: SplitQuerySchema,
          response: { 200: SplitSchema, ...problems, 502: problems[400] },
        },
      },
      async (request) => comparison.split(callerOf(request), request.params.userId, request.query),
    );

    app.get(
      '/api/products/:id/compare',
      {
        schema: {
          tags,
          summary: 'One product across markets: the same item everywhere, cheapest for its pack first',
          params: z.object({ id: IdSchema }),
          querystring: OptionalLocationSchema,
          response: { 200: ProductComparisonSchema, ...problems },
        },
      },
      async (request) => comparison.compareProduct(request.params.id, location(request.query)),
    );
  };
