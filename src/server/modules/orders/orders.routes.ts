import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  OrderListSchema,
  OrderPageSchema,
  OrderQuerySchema,
  OrderSchema,
  OrderTrackingSchema,
  PlaceOrderSchema,
  UpdateOrderSchema,
} from '../../../contract/orders.js';
import { callerOf } from '../../plugins/auth.js';
import type { OrdersService } from './orders.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['orders'];
const byId = z.object({ id: IdSchema });

/** Spec §7 "Payments and orders" (the order half), at its exact paths. */
export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Order/place',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "The order made by the caller's verified payment; 402 when there is none (never made on request)",
          body: PlaceOrderSchema,
          response: { 200: OrderSchema, ...problems },
        },
      },
      async (request) => orders.place(callerOf(request), request.body ?? {}),
    );

    app.get(
      '/api/Order',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          security: bearer,
          summary: 'Every order, newest first (admin), filtered by status',
          querystring: OrderQuerySchema,
          response: { 200: OrderPageSchema, ...problems },
        },
      },
      async (request) => orders.list(request.query),
    );

    // One handler for both of the spec's names of "a user's orders".
    for (const path of ['/api/Order/history/:userId', '/api/Order/user/:userId']) {
      app.get(
        path,
        {
          preHandler: [app.requireUser],
          schema: {
            tags,
            security: bearer,
            summary: "A user's orders, newest first (the user, or an admin)",
            params: z.object({ userId: IdSchema }),
            response: { 200: OrderListSchema, ...problems },
          },
        },
        async (request) => orders.ofUser(callerOf(request), request.params.userId),
      );
    }

    app.get(
      '/api/Order/track/:id',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "An order's status (its owner, or an admin)",
          params: byId,
          response: { 200: OrderTrackingSchema, ...problems },
        },
      },
      async (request) => orders.track(callerOf(request), request.params.id),
    );

    app.get(
      '/api/Order/:id',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: 'One order (its owner, or an admin; another shopper’s → 404)',
          params: byId,
          response: { 200: OrderSchema, ...problems },
        },
      },
      async (request) => orders.order(callerOf(request), request.params.id),
    );

    app.put(
      '/api/Order/:id',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          security: bearer,
          summary: "Changes an order's status (admin); a change the life cycle does not allow → 409",
          params: byId,
          body: UpdateOrderSchema,
          response: { 200: OrderSchema, ...problems },
        },
      },
      async (request) => orders.setStatus(callerOf(request), request.params.id, request.body.status),
    );

    app.post(
      '/api/Order/:id/cancel',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: 'The shopper cancels their order (Pending or Processing, within 24 hours); the payment is refunded',
          params: byId,
          response: { 200: OrderSchema, ...problems },
        },
      },
      async (request) => orders.cancel(callerOf(request), request.params.id),
    );
  };
