import { englishOf } from '../../../contract/words.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../../contract/orders.js';
import { PAYMENT_MESSAGES, PaymentTransactionPageSchema, SandboxCheckoutSchema } from '../../../contract/payments.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, signedInAgain, type TestUser } from '../../testing/factories.js';
import { type RequestParts, send } from '../../testing/requests.js';
import { expectProblem } from '../../testing/problems.js';
import { ADDRESSES, addToCart, cartOf, checkoutCart, givenProducts, sandbox, verify } from '../../testing/shopping.js';
import { payment, paymentEvent, sandboxCheckout } from './payments.tables.js';
import { PAYMENTS_TEXT } from './payments.service.js';
import { signWebhook } from './providers/provider.js';

let t: TestApp;
let admin: TestUser;
let products: Awaited<ReturnType<typeof givenProducts>>;
beforeAll(async () => {
  t = await buildTestApp();
  products = await givenProducts(t);
  admin = await givenUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const call = (...parts: RequestParts) => send(t, ...parts);
const initiate = (u: TestUser, body: object) => call('POST', '/api/payment/initiate', u.headers, body);
const paymentRow = async (reference: string) =>
  (await t.database.db.select().from(payment).where(eq(payment.reference, reference)))[0]!;

describe('checkout with the sandbox provider', () => {
  it('charges the cart total the server computes, makes one order, and empties the cart of what was bought', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.rice.id, 3);
    await addToCart(t, u, products.beans.id, 1);
    const cart = await cartOf(t, u);
    const reference = await checkoutCart(t, u);

    const row = await paymentRow(reference);
    expect(row).toMatchObject({ state: 'pending', kind: 'product', amountKobo: Math.round(cart.totalPrice * 100) });
    expect(row.snapshot).toEqual({
      kind: 'product',
      items: expect.arrayContaining([
        expect.objectContaining({
          productId: products.rice.id,
          quantity: 3,
          unitPriceKobo: Math.round(products.rice.price * 100),
        }),
      ]),
    });
    // Before paying: the spec's calls find nothing paid.
    expect((await verify(t, u, reference)).status).toBe('pending');
    expectProblem(await call('POST', '/api/Order/place', u.headers, { userId: u.id }), 402, 'PAYMENT_REQUIRED');

    const page = SandboxCheckoutSchema.parse(
      (await call('GET', `/api/sandbox/checkout/${reference}`, u.headers)).json(),
    );
    expect(page).toEqual({ reference, amount: cart.totalPrice, email: u.email, status: 'pending' });
    // The payer's e-mail and amount are theirs: a visitor or another shopper with the reference sees nothing, and cannot act.
    const stranger = await givenUser(t);
    expectProblem(await call('GET', `/api/sandbox/checkout/${reference}`), 401, 'UNAUTHORIZED');
    expectProblem(await call('GET', `/api/sandbox/checkout/${reference}`, stranger.headers), 404, 'NOT_FOUND');
    expectProblem(await call('POST', `/api/sandbox/checkout/${reference}/cancel`), 401, 'UNAUTHORIZED');
    expectProblem(await call('POST', `/api/sandbox/checkout/${reference}/cancel`, stranger.headers), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/sandbox/checkout/${reference}`, u.headers)).json()).toMatchObject({
      status: 'pending',
    });
    const { redirectUrl } = await sandbox(t, u, reference, 'pay');
    expect(redirectUrl).toBe(
      `/payment-success?paymenttype=product&amount=${cart.totalPrice}&trxref=${reference}&reference=${reference}`,
    );

    const verified = await verify(t, u, reference);
    expect(verified).toMatchObject({ status: 'success', paymentType: 'product', amount: cart.totalPrice });
    expect(verified.orderId).toEqual(expect.any(String));
    expect((await verify(t, u, reference)).orderId).toBe(verified.orderId);

    const order = OrderSchema.parse((await call('POST', '/api/Order/place', u.headers, { userId: u.id })).json());
    expect(order).toMatchObject({
      orderId: verified.orderId,
      totalPrice: cart.totalPrice,
      status: 'Pending',
      transactionReference: reference,
      ...ADDRESSES,
    });
    expect(order.orderItems.map((i) => [i.productId, i.quantity])).toEqual([
      [products.rice.id, 3],
      [products.beans.id, 1],
    ]);
    expect((await cartOf(t, u)).items).toEqual([]);
    expect(t.sent.filter((m) => m.to === u.email && m.subject === 'Your Kasuwa order is confirmed')).toHaveLength(1);
  });

  it('keeps the cart after a declined payment, and paying again works', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.oil.id, 2);
    const declined = await checkoutCart(t, u);
    await sandbox(t, u, declined, 'decline');
    expect(await verify(t, u, declined)).toMatchObject({ status: 'failed', orderId: null });
    expect((await cartOf(t, u)).items.map((i) => i.quantity)).toEqual([2]);
    expectProblem(await call('POST', `/api/sandbox/checkout/${declined}/pay`, u.headers), 409, 'CONFLICT');

    const again = await checkoutCart(t, u);
    await sandbox(t, u, again, 'pay');
    expect((await verify(t, u, again)).status).toBe('success');
    expect((await cartOf(t, u)).items).toEqual([]);
    expect((await paymentRow(declined)).state).toBe('failed');
  });

  it('takes out only what was paid for when the cart grew during payment', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.rice.id, 1);
    const reference = await checkoutCart(t, u);
    await addToCart(t, u, products.beans.id, 4);
    await call('PUT', '/api/carts/updateCartItem', u.headers, {
      cartItemId: (await cartOf(t, u)).items[0]!.cartItemId,
      quantity: 3,
    });
    await sandbox(t, u, reference, 'pay');
    const { orderId } = await verify(t, u, reference);
    const order = OrderSchema.parse((await call('GET', `/api/Order/${orderId}`, u.headers)).json());
    expect(order.orderItems.map((i) => i.quantity)).toEqual([1]);
    expect((await cartOf(t, u)).items.map((i) => [i.productId, i.quantity])).toEqual([
      [products.rice.id, 2],
      [products.beans.id, 4],
    ]);
  });

  it('refuses an amount that is not the cart total, an empty cart and missing addresses, changing nothing', async () => {
    const u = await givenUser(t);
    const before = (await t.database.db.select().from(payment)).length;
    const empty = await initiate(u, { amount: 100, email: u.email, paymentType: 'product', ...ADDRESSES });
    expect(expectProblem(empty, 409, 'CONFLICT').message).toBe(englishOf(PAYMENTS_TEXT.cartEmpty));
    await addToCart(t, u, products.rice.id, 2);
    const { totalPrice } = await cartOf(t, u);
    for (const amount of [totalPrice - 0.01, totalPrice / 100, totalPrice * 100]) {
      const res = await initiate(u, { amount, email: u.email, paymentType: 'product', ...ADDRESSES });
      expect(expectProblem(res, 409, 'CONFLICT').message).toBe(englishOf(PAYMENTS_TEXT.cartChanged));
    }
    const noAddress = await initiate(u, { amount: totalPrice, email: u.email, paymentType: 'product' });
    expect(expectProblem(noAddress, 400, 'VALIDATION_FAILED').errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.billingAddress', 'body.shippingAddress']),
    );
    const badEmail = await initiate(u, { amount: totalPrice, email: 'nope', paymentType: 'product', ...ADDRESSES });
    expect(expectProblem(badEmail, 400, 'VALIDATION_FAILED').errors?.[0]?.message).toBe(PAYMENT_MESSAGES.email);
    const tooSmall = await initiate(u, { amount: 0, email: u.email, paymentType: 'product', ...ADDRESSES });
    expect(expectProblem(tooSmall, 400, 'VALIDATION_FAILED').errors?.[0]?.message).toBe(PAYMENT_MESSAGES.amount);
    expectProblem(await initiate(u, { amount: '5', email: u.email, paymentType: 'cash' }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await initiate(u, { amount: totalPrice, email: u.email, paymentType: 'product', userId: admin.id, ...ADDRESSES }),
      403,
      'FORBIDDEN',
    );
    expectProblem(
      await call(
        'POST',
        '/api/payment/initiate',
        {},
        { amount: totalPrice, email: u.email, paymentType: 'product', ...ADDRESSES },
      ),
      401,
      'UNAUTHORIZED',
    );
    expect((await t.database.db.select().from(payment)).length).toBe(before);
  });

  it('lets a new checkout of the cart supersede the unpaid one', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.beans.id, 1);
    const first = await checkoutCart(t, u);
    const second = await checkoutCart(t, u);
    expect((await paymentRow(first)).state).toBe('superseded');
    expect((await paymentRow(second)).state).toBe('pending');
    expect((await verify(t, u, first)).status).toBe('superseded');
  });

  it('refunds a replaced checkout that is paid all the same, and tells the shopper: one basket, one charge, one order', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.rice.id, 2);
    const first = await checkoutCart(t, u);
    const second = await checkoutCart(t, u);
    // The first checkout's page was still open at the provider: the shopper pays it, then the second.
    await sandbox(t, u, first, 'pay');
    await sandbox(t, u, second, 'pay');
    const old = await verify(t, u, first);
    expect(old).toMatchObject({ status: 'superseded', orderId: null, refunding: true });
    expect(old.message).toMatch(/refunding it in full/);
    expect((await verify(t, u, second)).orderId).toEqual(expect.any(String));

    const orders = await call('GET', `/api/Order/user/${u.id}`, u.headers);
    expect(orders.json()).toHaveLength(1);
    const [refunded] = await t.database.db.select().from(sandboxCheckout).where(eq(sandboxCheckout.reference, first));
    expect(refunded!.refundedKobo).toBe(Math.round(products.rice.price * 100) * 2);
    expect((await paymentRow(first)).refundedAt).not.toBeNull();
    const [paid] = await t.database.db.select().from(sandboxCheckout).where(eq(sandboxCheckout.reference, second));
    expect(paid!.refundedKobo).toBe(0);
    const told = t.sent.filter((m) => m.to === u.email && /refunding a payment/.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(first);

    // Webhooks, verifications and reconciliation again change nothing: still one refund, one e-mail.
    await verify(t, u, first);
    await t.services.payments.reconcile();
    await t.settle();
    expect(t.sent.filter((m) => m.to === u.email && /refunding a payment/.test(m.subject))).toHaveLength(1);
    expect((await call('GET', `/api/Order/user/${u.id}`, u.headers)).json()).toHaveLength(1);
  });

  it('shows a payment only to its owner and an admin; lists transactions for admins only', async () => {
    const u = await givenUser(t);
    const other = await givenUser(t);
    await addToCart(t, u, products.rice.id, 1);
    const reference = await checkoutCart(t, u);
    expectProblem(await call('GET', `/api/payment/verify/${reference}`, other.headers), 404, 'NOT_FOUND');
    expectProblem(await call('GET', `/api/payment/verify/${reference}`), 401, 'UNAUTHORIZED');
    expectProblem(await call('GET', '/api/payment/verify/no', u.headers), 400, 'VALIDATION_FAILED');
    expect((await call('GET', `/api/payment/verify/${reference}`, admin.headers)).statusCode).toBe(200);

    expectProblem(await call('GET', '/api/payment/transactions'), 401, 'UNAUTHORIZED');
    expectProblem(await call('GET', '/api/Payment/transactions', u.headers), 403, 'FORBIDDEN');
    const list = PaymentTransactionPageSchema.parse(
      (
        await call('GET', '/api/Payment/transactions?status=pending&paymentType=product&pageSize=100', admin.headers)
      ).json(),
    );
    const mine = list.items.find((i) => i.transactionReference === reference)!;
    expect(mine).toMatchObject({
      userId: u.id,
      email: u.email,
      status: false,
      state: 'pending',
      paymentType: 'product',
    });
    expect(list.items.every((i) => i.state === 'pending' && i.paymentType === 'product')).toBe(true);
    expectProblem(await call('GET', '/api/payment/transactions?status=maybe', admin.headers), 400, 'VALIDATION_FAILED');
  });

  it('answers 401 to a webhook with a forged or missing signature and changes nothing', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.oil.id, 1);
    const reference = await checkoutCart(t, u);
    const rawBody = JSON.stringify({ event: 'charge.success', data: { id: 1, reference, amount: 1, currency: 'NGN' } });
    const events = (await t.database.db.select().from(paymentEvent)).length;
    for (const signature of [signWebhook(rawBody, 'not-our-secret'), undefined, 'abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', ...(signature && { 'x-paystack-signature': signature }) },
        payload: rawBody,
      });
      expectProblem(res, 401, 'UNAUTHORIZED');
    }
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paystack',
      headers: { 'content-type': 'application/json' },
      payload: rawBody,
    });
    expectProblem(wrongProvider, 404, 'NOT_FOUND');
    await t.settle();
    expect((await paymentRow(reference)).state).toBe('pending');
    expect((await t.database.db.select().from(paymentEvent)).length).toBe(events);
  });
});

// Last: these tests move the clock by days, which ends every session made before.
describe('reconciliation', () => {
  it('reconciles: a payment paid without callback or webhook is found after 10 minutes; an unpaid one is abandoned after 24 hours', async () => {
    const u = await givenUser(t);
    await addToCart(t, u, products.rice.id, 1);
    const paid = await checkoutCart(t, u);
    // Paid at the sandbox, but neither the browser nor the webhook ever came back.
    await t.database.db
      .update(sandboxCheckout)
      .set({ state: 'success', paidAt: new Date() })
      .where(eq(sandboxCheckout.reference, paid));
    const v = await givenUser(t);
    await addToCart(t, v, products.beans.id, 1);
    const unpaid = await checkoutCart(t, v);
    // A replaced checkout paid at the sandbox, and nobody came back from it either.
    const w = await givenUser(t);
    await addToCart(t, w, products.oil.id, 1);
    const replaced = await checkoutCart(t, w);
    await checkoutCart(t, w);
    await t.database.db
      .update(sandboxCheckout)
      .set({ state: 'success', paidAt: new Date() })
      .where(eq(sandboxCheckout.reference, replaced));

    await t.clock.advance(11 * 60 * 1000);
    await t.settle();
    expect((await paymentRow(paid)).state).toBe('success');
    expect((await cartOf(t, u)).items).toEqual([]);
    expect((await paymentRow(unpaid)).state).toBe('pending');
    expect(await paymentRow(replaced)).toMatchObject({ state: 'superseded', refundedKobo: expect.any(Number) });
    expect((await cartOf(t, w)).items).toHaveLength(1);

    await t.clock.advance(24 * 60 * 60 * 1000);
    await t.settle();
    expect((await paymentRow(unpaid)).state).toBe('abandoned');
    // A day on, v's login has ended: v signs in again to see the cart kept.
    expect((await cartOf(t, await signedInAgain(t, v))).items).toHaveLength(1);
  });
});
