import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CartSchema } from '../../contract/cart.js';
import { ProductDetailsSchema, ProductHitListSchema } from '../../contract/catalogue.js';
import { OrderSchema } from '../../contract/orders.js';
import { PaymentInitiatedSchema, PaymentVerificationSchema } from '../../contract/payments.js';
import { SubscriptionTypeListSchema } from '../../contract/subscriptions.js';
import { projectRoot } from '../lib/paths.js';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';

/** Imports one month of the real WFP prices and answers a few products to buy (found by search, as the details call shows them). */
export async function givenProducts(t: TestApp) {
  await t.services.sources.importFile(
    'wfp',
    readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8'),
  );
  const search = async (q: string) => {
    const [hit] = ProductHitListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products?query=${q}` })).json(),
    );
    return ProductDetailsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/markets/products/${hit!.id}` })).json(),
    ).product;
  };
  return {
    rice: await search('rice%20local%20monday'),
    beans: await search('beans%20monday'),
    oil: await search('oil%20monday'),
  };
}

export async function addToCart(t: TestApp, user: TestUser, productId: string, quantity = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/carts/add?productId=${productId}&quantity=${quantity}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
}

export async function cartOf(t: TestApp, user: TestUser) {
  return CartSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/carts/mine', headers: user.headers })).json(),
  );
}

export const ADDRESSES = {
  billingAddress: '12 Lake Chad Road, Maiduguri',
  shippingAddress: '4 Monday Market Lane, Maiduguri',
};

/** POST /api/payment/initiate of the caller's whole cart, at the amount the client says it costs. */
export const initiateCart = (t: TestApp, user: TestUser, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: user.headers,
    payload: { amount, email: user.email, paymentType: 'product', ...ADDRESSES },
  });

/** Starts a checkout of the caller's whole cart, at its current total; answers the reference. */
export async function checkoutCart(t: TestApp, user: TestUser): Promise<string> {
  const { totalPrice } = await cartOf(t, user);
  const res = await initiateCart(t, user, totalPrice);
  expect(res.statusCode, res.body).toBe(200);
  return PaymentInitiatedSchema.parse(res.json()).data.reference;
}

export async function verify(t: TestApp, user: TestUser, reference: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/payment/verify/${reference}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentVerificationSchema.parse(res.json());
}

/** The payer presses Pay (or Decline, Cancel) on the sandbox's page, then its webhook and the jobs run. */
export async function sandbox(
  t: TestApp,
  payer: TestUser,
  reference: string,
  action: 'pay' | 'decline' | 'cancel' = 'pay',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${reference}/${action}`,
    headers: payer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.settle();
  return res.json() as { redirectUrl: string };
}

/** A shopper's paid order of the given products, through the sandbox as a browser would go. */
export async function givenPaidOrder(t: TestApp, user: TestUser, productIds: string[]) {
  for (const id of productIds) await addToCart(t, user, id);
  const reference = await checkoutCart(t, user);
  await sandbox(t, user, reference);
  const { orderId } = await verify(t, user, reference);
  const res = await t.app.inject({ method: 'GET', url: `/api/Order/${orderId}`, headers: user.headers });
  return OrderSchema.parse(res.json());
}

/** A shopper who has paid for the cheapest plan through the sandbox, as a browser would. */
export async function givenSubscriber(t: TestApp, user: TestUser) {
  const plans = SubscriptionTypeListSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/subscriptiontypes' })).json(),
  );
  const plan = plans[0]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers: user.headers,
    payload: { amount: plan.price, email: user.email, paymentType: 'subscription', subscriptionTypeId: plan.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { reference } = PaymentInitiatedSchema.parse(res.json()).data;
  await sandbox(t, user, reference);
  await verify(t, user, reference);
  return plan;
}
