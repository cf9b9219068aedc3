import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderListSchema, OrderSchema } from '../../../contract/orders.js';
import { PaymentInitiatedSchema, PaymentTransactionPageSchema } from '../../../contract/payments.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { type FakePaystack, startFakePaystack } from '../../testing/fake-paystack.js';
import { expectProblem } from '../../testing/problems.js';
import { addToCart, cartOf, checkoutCart, givenProducts, initiateCart, verify } from '../../testing/shopping.js';
import { payment, paymentEvent } from './payments.tables.js';

const SECRET = 'sk_test_kasuwa0123456789';

let t: TestApp;
let paystack: FakePaystack;
let products: Awaited<ReturnType<typeof givenProducts>>;
beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  t = await buildTestApp({ env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url } });
  products = await givenProducts(t);
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});

const paymentRow = async (reference: string) =>
  (await t.database.db.select().from(payment).where(eq(payment.reference, reference)))[0]!;
/** The orders a payment made, as its payer's order history shows them. */
const ordersPaidBy = async (u: TestUser, reference: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/Order/user/${u.id}`, headers: u.headers });
  expect(res.statusCode, res.body).toBe(200);
  return OrderListSchema.parse(res.json()).filter((o) => o.transactionReference === reference);
};
/** Delivers a webhook exactly as Paystack would: the raw bytes and their signature. */
const deliver = ({ rawBody, headers }: { rawBody: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payment/webhook/paystack', headers, payload: rawBody });

async function shopperWithCart(): Promise<TestUser> {
  const u = await givenUser(t);
  await addToCart(t, u, products.rice.id, 2);
  await addToCart(t, u, products.oil.id, 1);
  return u;
}

describe('checkout through Paystack (a fake Paystack on loopback)', () => {
  it('starts the payment with the documented request: kobo, NGN, our reference, the callback and the channels', async () => {
    const u = await shopperWithCart();
    const { totalPrice } = await cartOf(t, u);
    const res = await initiateCart(t, u, totalPrice);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = PaymentInitiatedSchema.parse(res.json());
    expect(data.authorization_url).toBe(`https://checkout.paystack.com/${data.reference}`);
    const sent = paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(sent.body).toEqual({
      email: u.email,
      amount: String(Math.round(totalPrice * 100)),
      currency: 'NGN',
      reference: data.reference,
      callback_url: `http://kasuwa.test/payment-success?paymenttype=product&amount=${totalPrice}`,
      metadata: expect.any(String),
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
    });
    expect(JSON.parse((sent.body as { metadata: string }).metadata)).toMatchObject({
      userId: u.id,
      paymentType: 'product',
    });
  });

  it('makes exactly one order from 10 concurrent verifications and 10 duplicate webhooks of one payment', async () => {
    const u = await shopperWithCart();
    const reference = await checkoutCart(t, u);
    paystack.pay(reference);
    const hook = paystack.webhook(reference);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'GET', url: `/api/payment/verify/${reference}`, headers: u.headers }),
      ),
      ...Array.from({ length: 10 }, () => deliver(hook)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await t.settle();
    const row = await paymentRow(reference);
    expect(row.state).toBe('success');
    const orders = await ordersPaidBy(u, reference);
    expect(orders).toHaveLength(1);
    const verified = answers.slice(0, 10).map((a) => (a.json() as { orderId: string }).orderId);
    expect(new Set(verified)).toEqual(new Set([orders[0]!.orderId]));
    expect(await t.database.db.select().from(paymentEvent).where(eq(paymentEvent.reference, reference))).toHaveLength(
      1,
    );
    expect(t.sent.filter((m) => m.to === u.email && m.subject === 'Your Kasuwa order is confirmed')).toHaveLength(1);
    expect((await cartOf(t, u)).items).toEqual([]);
  });

  it('answers 401 to a forged signature and changes nothing', async () => {
    const u = await shopperWithCart();
    const reference = await checkoutCart(t, u);
    paystack.pay(reference);
    const { rawBody, headers } = paystack.webhook(reference);
    const forged = { ...headers, 'x-paystack-signature': 'f'.repeat(128) };
    expectProblem(await deliver({ rawBody, headers: forged }), 401, 'UNAUTHORIZED');
    // The real signature over a body changed by one byte is forged too.
    expectProblem(await deliver({ rawBody: rawBody.replace('charge', 'chargE'), headers }), 401, 'UNAUTHORIZED');
    await t.settle();
    const row = await paymentRow(reference);
    expect(row.state).toBe('pending');
    expect(await ordersPaidBy(u, reference)).toHaveLength(0);
    expect(await t.database.db.select().from(paymentEvent).where(eq(paymentEvent.reference, reference))).toHaveLength(
      0,
    );
    expect((await cartOf(t, u)).items).toHaveLength(2);
  });

  it('flags a payment Paystack reports 100 kobo short, or in another currency: no order, the cart kept', async () => {
    for (const short of [{ paidAmount: -100 }, { currency: 'USD' }]) {
      const u = await shopperWithCart();
      const reference = await checkoutCart(t, u);
      const expected = (await paymentRow(reference)).amountKobo;
      paystack.pay(reference, {
        ...(short.paidAmount && { paidAmount: expected + short.paidAmount }),
        ...(short.currency && { currency: short.currency }),
      });
      expect(await deliver(paystack.webhook(reference))).toHaveProperty('statusCode', 200);
      await t.settle();
      expect(await verify(t, u, reference)).toMatchObject({ status: 'flagged', orderId: null });
      const row = await paymentRow(reference);
      expect(row.flagReason).toBe(
        short.currency
          ? 'The provider reported currency USD, expected NGN.'
          : `The provider reported ${expected - 100} kobo, expected ${expected} kobo.`,
      );
      expect(await ordersPaidBy(u, reference)).toHaveLength(0);
      expect((await cartOf(t, u)).items).toHaveLength(2);
      const admin = await givenUser(t, { role: 'admin' });
      const list = PaymentTransactionPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/payment/transactions?status=flagged&pageSize=100',
            headers: admin.headers,
          })
        ).json(),
      );
      expect(list.items.find((i) => i.transactionReference === reference)).toMatchObject({
        status: false,
        state: 'flagged',
      });
    }
  });

  it('keeps a success when a failure event comes later', async () => {
    const u = await shopperWithCart();
    const reference = await checkoutCart(t, u);
    paystack.pay(reference);
    const { orderId } = await verify(t, u, reference);
    paystack.reverse(reference);
    expect((await deliver(paystack.webhook(reference, 'charge.failed'))).statusCode).toBe(200);
    await t.settle();
    expect(await verify(t, u, reference)).toMatchObject({ status: 'success', orderId });
    expect(await ordersPaidBy(u, reference)).toHaveLength(1);
  });

  it('refuses a client amount that differs from the cart (409) and asks Paystack nothing', async () => {
    const u = await shopperWithCart();
    const { totalPrice } = await cartOf(t, u);
    const before = paystack.requests.length;
    const res = await initiateCart(t, u, totalPrice + 1);
    expect(expectProblem(res, 409, 'CONFLICT').message).toBe('Your cart changed, please review it');
    expect(paystack.requests.length).toBe(before);
  });

  it('says so when Paystack is unreachable, and changes nothing', async () => {
    const u = await shopperWithCart();
    const reference = await checkoutCart(t, u);
    paystack.setDown(true);
    try {
      const verifying = await t.app.inject({
        method: 'GET',
        url: `/api/payment/verify/${reference}`,
        headers: u.headers,
      });
      expectProblem(verifying, 502, 'BAD_GATEWAY');
      const { totalPrice } = await cartOf(t, u);
      const starting = await initiateCart(t, u, totalPrice);
      expect(expectProblem(starting, 502, 'BAD_GATEWAY').message).toBe(
        'Failed to initiate payment. Please try again later.',
      );
    } finally {
      paystack.setDown(false);
    }
    expect((await cartOf(t, u)).items).toHaveLength(2);
    expect((await paymentRow(reference)).state).toBe('superseded');
  });

  it('refunds the payment through Paystack when the shopper cancels', async () => {
    const u = await shopperWithCart();
    const reference = await checkoutCart(t, u);
    paystack.pay(reference);
    const { orderId, amount } = await verify(t, u, reference);
    const res = await t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers: u.headers });
    expect(OrderSchema.parse(res.json()).status).toBe('Canceled');
    await t.settle();
    expect(paystack.get(reference).refunds).toEqual([Math.round(amount * 100)]);
    expect((await paymentRow(reference)).refundedKobo).toBe(Math.round(amount * 100));
  });
});
