import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  ChartProductListSchema,
  ChartRequestSchema,
  ChartSchema,
  PriceHistoryQuerySchema,
  PriceHistorySchema,
} from '../../../contract/price-history.js';
import {
  AreaParamsSchema,
  AreaPriceListSchema,
  AreaSeriesParamsSchema,
  AreaSeriesQuerySchema,
  AreaSeriesSchema,
} from '../../../contract/areas.js';
import { callerOf } from '../../plugins/auth.js';
import type { PriceHistoryService } from './price-history.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['price analysis'];

/** Spec §7 "Price analysis" at its exact paths; charts and history need a signed-in subscriber (401, then 402). */
export const priceHistoryRoutes =
  (prices: PriceHistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec sends the chart request twice, in the query string and as the body; one handler
    // serves both paths, and a field missing from the query is taken from the body.
    for (const path of ['/api/price-analysis/chart', '/api/price-analysis/charts']) {
      app.post(
        path,
        {
          preHandler: [app.requireUser],
          preValidation: async (request) => {
            const body = request.body;
            if (body && typeof body === 'object' && !Array.isArray(body))
              request.query = { ...body, ...(request.query as object) } as typeof request.query;
          },
          schema: {
            tags,
            security: bearer,
            summary:
              "A product's average price by day, ISO week, month or year in Lagos time, across markets or at one, from every source or one (source), with its insight and each point's sources",
            querystring: ChartRequestSchema,
            body: z.object({}).loose().nullish(),
            response: { 200: ChartSchema, ...problems },
          },
        },
        async (request) => prices.chart(callerOf(request), request.query),
      );
    }

    // One handler for the spec's two history calls: the product in the path, or in the query.
    for (const path of [
      '/api/price-analysis/get-price-history/:productId',
      '/api/price-analysis/get-dynamic-price-history',
    ]) {
      app.get(
        path,
        {
          preHandler: [app.requireUser],
          schema: {
            tags,
            security: bearer,
            summary:
              "One product's prices, each with its sources: every observation, or averages by timeInterval (Daily, Weekly, Monthly, Yearly); source keeps to one source's prices",
            params: z.object({ productId: IdSchema.optional() }),
            querystring: PriceHistoryQuerySchema,
            response: { 200: PriceHistorySchema, ...problems },
          },
        },
        async (request) =>
          prices.history(callerOf(request), request.params.productId ?? request.query.productId, {
            period: request.query.timeInterval,
            source: request.query.source,
          }),
      );
    }

    app.get(
      '/api/price-analysis/products',
      {
        schema: {
          tags,
          summary: 'The product names the chart form offers',
          response: { 200: ChartProductListSchema, ...problems },
        },
      },
      async () => prices.products(),
    );

    // Areas' averages (NBS's state, zone and national prices) are public: history and context a
    // visitor can use and share; the detailed charts above stay behind the subscription.
    app.get(
      '/api/areas/:area/prices',
      {
        schema: {
          tags: ['areas'],
          summary:
            "An area's latest average price of each item (a state as NBS names it, FCT, a zone, or National; any case), with its month and source",
          params: AreaParamsSchema,
          response: { 200: AreaPriceListSchema, ...problems },
        },
      },
      async (request) => prices.areaPrices(request.params.area),
    );

    app.get(
      '/api/areas/:area/prices/:commodityId',
      {
        schema: {
          tags: ['areas'],
          summary: "An item's monthly average in an area, oldest first, between two months (YYYY-MM) inclusive",
          params: AreaSeriesParamsSchema,
          querystring: AreaSeriesQuerySchema,
          response: { 200: AreaSeriesSchema, ...problems },
        },
      },
      async (request) => prices.areaSeries(request.params.area, request.params.commodityId, request.query),
    );
  };
