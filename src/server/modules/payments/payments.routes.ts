import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, MessageSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  InitiatePaymentSchema,
  PaymentInitiatedSchema,
  PaymentTransactionPageSchema,
  PaymentVerificationSchema,
  ReferenceSchema,
  SandboxActionSchema,
  SandboxCheckoutSchema,
  SandboxRedirectSchema,
  TransactionQuerySchema,
} from '../../../contract/payments.js';
import { ClaimSubscriptionSchema, UserSubscriptionSchema } from '../../../contract/subscriptions.js';
import { callerOf } from '../../plugins/auth.js';
import { worded } from '../../plugins/language.js';
import type { PaymentsService } from './payments.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['payments'];
/** A webhook body is small; anything bigger is not from the provider. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Spec §7 "Payments and orders" (the payment half), the provider's webhooks and the sandbox's hosted page. */
export const paymentsRoutes =
  (payments: PaymentsService, options: { sandbox: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payment/initiate',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary:
            'Starts a checkout of the amount the server decides (the cart total or the plan price); another amount → 409',
          body: InitiatePaymentSchema,
          response: { 200: PaymentInitiatedSchema, ...problems },
        },
      },
      async (request) => payments.initiate(callerOf(request), request.body),
    );

    app.get(
      '/api/payment/verify/:reference',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "Asks the provider about the caller's payment and applies it once; says how it stands",
          params: z.object({ reference: ReferenceSchema }),
          response: { 200: PaymentVerificationSchema, ...problems },
        },
      },
      async (request) => worded(request, await payments.verify(callerOf(request), request.params.reference)),
    );

    // One route answers /api/payment/transactions and /api/Payment/transactions (paths ignore case).
    app.get(
      '/api/payment/transactions',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          security: bearer,
          summary: 'Every payment, newest first (admin), filtered by state and type',
          querystring: TransactionQuerySchema,
          response: { 200: PaymentTransactionPageSchema, ...problems },
        },
      },
      async (request) => payments.transactions(request.query),
    );

    for (const path of ['/api/User/subscriptions', '/api/users/:userId/subscriptions']) {
      app.post(
        path,
        {
          preHandler: [app.requireUser],
          schema: {
            tags: ['subscriptions'],
            security: bearer,
            summary: "The subscription bought by the caller's verified payment; 402 when there is none",
            params: z.object({ userId: IdSchema.optional() }),
            body: ClaimSubscriptionSchema,
            response: { 200: UserSubscriptionSchema, ...problems },
          },
        },
        async (request) => payments.claimSubscription(callerOf(request), request.body ?? {}, request.params.userId),
      );
    }

    // Webhooks are checked against the exact bytes the provider signed, so this scope reads JSON raw.
    const webhookScope: FastifyPluginAsyncZod = async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
      raw.post(
        '/api/payment/webhook/:provider',
        {
          schema: {
            tags,
            summary: 'A signed event from the payment provider (paystack, or sandbox); bad signature → 401',
            params: z.object({ provider: z.string().max(20) }),
            response: { 200: MessageSchema, ...problems },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await payments.receiveWebhook(request.params.provider, body, request.headers);
          return { message: 'Received' };
        },
      );
    };
    await app.register(webhookScope);

    if (!options.sandbox) return;

    app.get(
      '/api/sandbox/checkout/:reference',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['sandbox'],
          security: bearer,
          summary: "The sandbox provider's hosted checkout, for its payer only (development and demos only)",
          params: z.object({ reference: ReferenceSchema }),
          response: { 200: SandboxCheckoutSchema, ...problems },
        },
      },
      async (request) => payments.sandboxCheckout(callerOf(request), request.params.reference),
    );

    app.post(
      '/api/sandbox/checkout/:reference/:action',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['sandbox'],
          security: bearer,
          summary: 'Pay, Decline or Cancel on the sandbox page (its payer only); answers where the browser goes next',
          params: z.object({ reference: ReferenceSchema, action: SandboxActionSchema }),
          response: { 200: SandboxRedirectSchema, ...problems },
        },
      },
      async (request) => payments.sandboxAct(callerOf(request), request.params.reference, request.params.action),
    );
  };
