import { languageOfRequest } from '../../../contract/languages.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddedToCartSchema,
  AddToCartBodySchema,
  AddToCartQuerySchema,
  CartItemListSchema,
  CartItemSchema,
  CartOwnerQuerySchema,
  CartSchema,
  UpdateCartItemSchema,
} from '../../../contract/cart.js';
import { IdSchema, MessageSchema, problemResponses as problems } from '../../../contract/common.js';
import { invalidField } from '../../lib/app-error.js';
import { callerOf } from '../../plugins/auth.js';
import { worded } from '../../plugins/language.js';
import type { CartService } from './cart.service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['cart'];

/** Spec §7 "Cart", at its exact paths; the user is always the token's, a `userId` only checked against it. */
export const cartRoutes =
  (cart: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/carts/getcartitems',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "The caller's cart items (another user's userId → 403)",
          querystring: CartOwnerQuerySchema,
          response: { 200: CartItemListSchema, ...problems },
        },
      },
      async (request) => cart.items(callerOf(request), request.query.userId, languageOfRequest(request.headers)),
    );

    app.get(
      '/api/carts/mine',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "The caller's cart with its totals (items, and price summed in kobo)",
          response: { 200: CartSchema, ...problems },
        },
      },
      async (request) => cart.cart(callerOf(request), undefined, languageOfRequest(request.headers)),
    );

    app.post(
      '/api/carts/add',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary:
            'Adds a product (query parameters, or the body variant): 201 with the new item; a product already in the cart gets the quantity added (at most 999 in all): 200 with the item and a message saying so',
          querystring: AddToCartQuerySchema,
          body: AddToCartBodySchema,
          response: { 200: AddedToCartSchema, 201: AddedToCartSchema, ...problems },
        },
      },
      async (request, reply) => {
        const { query, body } = request;
        const productId = query.productId ?? body?.productId;
        if (!productId) throw invalidField('querystring.productId', /*i18n*/ { id: 'productId is required.' });
        const { created, added } = await cart.add(callerOf(request), {
          productId,
          quantity: query.quantity ?? body?.quantity ?? 1,
          userId: query.userId ?? body?.userId,
        });
        return reply.status(created ? 201 : 200).send(worded(request, added));
      },
    );

    app.put(
      '/api/carts/updateCartItem',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "Sets an item's quantity (1 to 999)",
          body: UpdateCartItemSchema,
          response: { 200: CartItemSchema, ...problems },
        },
      },
      async (request) => cart.update(callerOf(request), request.body),
    );

    app.delete(
      '/api/carts/removecartitem/:id',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: 'Removes an item from the cart',
          params: z.object({ id: IdSchema }),
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => worded(request, await cart.remove(callerOf(request), request.params.id)),
    );

    app.delete(
      '/api/carts/clearcart/:userId',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "Empties the caller's cart (another user's id → 403)",
          params: z.object({ userId: IdSchema }),
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => worded(request, await cart.clear(callerOf(request), request.params.userId)),
    );
  };
