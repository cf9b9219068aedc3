import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, problemResponses as problems } from '../../../contract/common.js';
import { SubscriptionStatusSchema, SubscriptionTypeListSchema } from '../../../contract/subscriptions.js';
import { callerOf } from '../../plugins/auth.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['subscriptions'];

/** Spec §7 "Price analysis and subscriptions": the plans and a user's status (buying goes through payments). */
export const subscriptionsRoutes =
  (subscriptions: SubscriptionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/subscriptiontypes',
      { schema: { tags, summary: 'The plans on sale', response: { 200: SubscriptionTypeListSchema, ...problems } } },
      async () => subscriptions.plans(),
    );

    app.get(
      '/api/user/:userId/subscriptions',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: "A user's subscription now (the user or an admin; another user's id → 404)",
          params: z.object({ userId: IdSchema }),
          response: { 200: SubscriptionStatusSchema, ...problems },
        },
      },
      async (request) => subscriptions.status(callerOf(request), request.params.userId),
    );
  };
