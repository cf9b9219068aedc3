import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  LatitudeSchema,
  LongitudeSchema,
  MarketInputSchema,
  MarketListSchema,
  MarketSchema,
  MarketSearchQuerySchema,
  NearbyMarketListSchema,
  NearbyQuerySchema,
  PlaceListSchema,
  TravelTimeQuerySchema,
  TravelTimeSchema,
} from '../../../contract/markets.js';
import { AreaListSchema, AreaSchema } from '../../../contract/areas.js';
import type { MarketsService } from './markets.service.js';

const bearer = [{ bearerAuth: [] }];
const IdParams = z.object({ id: IdSchema });
const withGateway = { ...problems, 502: problems[400] };

/** Spec §7 "Markets and catalogue": the market calls, at their exact paths. */
export const marketsRoutes =
  (markets: MarketsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/markets/nearby',
      {
        schema: {
          tags: ['markets'],
          summary: 'Markets near a point, nearest first, with distance and travel time (minutes)',
          querystring: NearbyQuerySchema,
          response: { 200: NearbyMarketListSchema, ...problems },
        },
      },
      async (request) => markets.nearby(request.query),
    );

    app.get(
      '/api/markets/getTravelTime',
      {
        schema: {
          tags: ['markets'],
          summary: 'Travel time by road between two points (seconds at rows[0].elements[0].duration.value)',
          querystring: TravelTimeQuerySchema,
          response: { 200: TravelTimeSchema, ...withGateway },
        },
      },
      async (request) => markets.travelTime(request.query.origins, request.query.destinations),
    );

    app.get(
      '/api/markets/GetAllMarkets',
      {
        schema: {
          tags: ['markets'],
          summary: 'Markets by name, LGA or state (partial words, small typos), best first; X-Total-Count',
          querystring: MarketSearchQuerySchema,
          response: { 200: MarketListSchema, ...problems },
        },
      },
      async (request, reply) => {
        const { items, total } = await markets.search(request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.get(
      '/api/markets/places',
      {
        schema: {
          tags: ['markets'],
          summary: 'The states and LGAs that have markets',
          response: { 200: PlaceListSchema, ...problems },
        },
      },
      async () => markets.places(),
    );

    app.get(
      '/api/areas',
      {
        schema: {
          tags: ['areas'],
          summary: 'The areas average prices are of: the nation, its six zones, the 36 states and the FCT',
          response: { 200: AreaListSchema, ...problems },
        },
      },
      async () => markets.areas(),
    );

    app.get(
      '/api/areas/at',
      {
        schema: {
          tags: ['areas'],
          summary: 'The state a point is in, roughly: the state whose capital is nearest',
          querystring: z.object({ latitude: LatitudeSchema, longitude: LongitudeSchema }),
          response: { 200: AreaSchema, ...problems },
        },
      },
      async (request) => markets.stateAt(request.query),
    );

    app.get(
      '/api/markets/:id',
      {
        schema: {
          tags: ['markets'],
          summary: 'One market',
          params: IdParams,
          response: { 200: MarketSchema, ...problems },
        },
      },
      async (request) => markets.market(request.params.id),
    );

    app.post(
      '/api/markets',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['markets'],
          summary: 'Add a market (admin); an id in the body is ignored',
          security: bearer,
          body: MarketInputSchema,
          response: { 201: MarketSchema, ...problems },
        },
      },
      async (request, reply) => reply.status(201).send(await markets.add(request.body)),
    );

    app.put(
      '/api/markets/:id',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['markets'],
          summary: 'Change a market (admin)',
          security: bearer,
          params: IdParams,
          body: MarketInputSchema,
          response: { 200: MarketSchema, ...problems },
        },
      },
      async (request) => markets.update(request.params.id, request.body),
    );
  };
