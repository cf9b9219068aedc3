import { englishOf } from '../../../contract/words.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentInitiatedSchema } from '../../../contract/payments.js';
import {
  type SubscriptionStatus,
  SubscriptionStatusSchema,
  type SubscriptionType,
  SubscriptionTypeListSchema,
  UserSubscriptionSchema,
} from '../../../contract/subscriptions.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, signedInAgain, type TestUser } from '../../testing/factories.js';
import { type FakePaystack, startFakePaystack } from '../../testing/fake-paystack.js';
import { expectProblem } from '../../testing/problems.js';
import { type Headers, type RequestParts, send } from '../../testing/requests.js';
import { givenProducts, sandbox, verify } from '../../testing/shopping.js';
import { PAYMENTS_TEXT } from '../payments/index.js';
import { userSubscription } from './subscriptions.tables.js';

// Tests that move the clock run the scheduled clean-ups, which end every login made before: each
// test signs in its own users (and signs them in again after a jump).
let t: TestApp;
let products: Awaited<ReturnType<typeof givenProducts>>;
beforeAll(async () => {
  t = await buildTestApp();
  products = await givenProducts(t);
});
afterAll(() => t.close());

const call = (...parts: RequestParts) => send(t, ...parts);
const initiate = (u: TestUser, body: object) => call('POST', '/api/payment/initiate', u.headers, body);
const plans = async () => SubscriptionTypeListSchema.parse((await call('GET', '/api/subscriptiontypes')).json());
const statusOf = async (u: TestUser, headers: Headers = u.headers): Promise<SubscriptionStatus> => {
  const res = await call('GET', `/api/user/${u.id}/subscriptions`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return SubscriptionStatusSchema.parse(res.json());
};
/** The price chart of a product: behind the subscription gate. */
const chart = (headers?: Headers) => call('GET', `/api/price-analysis/get-price-history/${products.rice.id}`, headers);

/** Pays for `plan` through the sandbox, as a browser would, and answers the verified payment. */
async function buy(u: TestUser, plan: SubscriptionType) {
  const res = await initiate(u, {
    amount: plan.price,
    email: u.email,
    paymentType: 'subscription',
    subscriptionTypeId: plan.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { reference } = PaymentInitiatedSchema.parse(res.json()).data;
  await sandbox(t, u, reference, 'pay');
  return verify(t, u, reference);
}

/** Moves the test clock `ms` ahead for `work`, then back to real time. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.reset();
  }
}

describe('the plans', () => {
  it('lists the plans with prices in naira and durations in seconds', async () => {
    const list = await plans();
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: 'Monthly',
      price: 1500,
      description: expect.any(String),
      durationInSeconds: 30 * 24 * 60 * 60,
    });
  });
});

describe('buying', () => {
  it('activates a plan only through a verified payment of its price, and extends a running one from its end', async () => {
    const u = await givenUser(t);
    const [plan] = await plans();
    const status = async () =>
      SubscriptionStatusSchema.parse((await call('GET', `/api/user/${u.id}/subscriptions`, u.headers)).json());
    expect(await status()).toEqual({ active: false, plan: null, startsAt: null, endsAt: null });
    expectProblem(
      await call('POST', '/api/User/subscriptions', u.headers, {
        userId: u.id,
        subscriptionTypeId: plan!.id,
        amount: plan!.price,
      }),
      402,
      'PAYMENT_REQUIRED',
    );
    const wrong = await initiate(u, {
      amount: plan!.price - 1,
      email: u.email,
      paymentType: 'subscription',
      subscriptionTypeId: plan!.id,
    });
    expect(expectProblem(wrong, 409, 'CONFLICT').message).toBe(englishOf(PAYMENTS_TEXT.planPriceChanged));

    // The spec's way: no plan id, the plan whose price is the amount.
    const res = await initiate(u, { amount: plan!.price, email: u.email, paymentType: 'subscription' });
    expect(res.statusCode, res.body).toBe(200);
    const reference = (res.json() as { data: { reference: string } }).data.reference;
    expectProblem(
      await call('POST', `/api/users/${u.id}/subscriptions`, u.headers, { subscriptionTypeId: plan!.id }),
      402,
      'PAYMENT_REQUIRED',
    );
    await sandbox(t, u, reference, 'pay');
    const verified = await verify(t, u, reference);
    expect(verified).toMatchObject({ status: 'success', paymentType: 'subscription', orderId: null });
    const first = await status();
    expect(first).toMatchObject({ active: true, plan: { id: plan!.id } });
    const days30 = plan!.durationInSeconds * 1000;
    expect(Date.parse(first.endsAt!) - Date.parse(first.startsAt!)).toBe(days30);
    expect(verified.subscriptionEndsAt).toBe(first.endsAt);

    const claimed = UserSubscriptionSchema.parse(
      (await call('POST', `/api/users/${u.id}/subscriptions`, u.headers, { subscriptionTypeId: plan!.id })).json(),
    );
    expect(claimed).toMatchObject({
      userId: u.id,
      subscriptionTypeId: plan!.id,
      transactionReference: reference,
      endsAt: first.endsAt,
    });
    expect((await verify(t, u, reference)).subscriptionEndsAt).toBe(first.endsAt);

    // Buying again while it runs: the new period starts where the first ends.
    const again = (
      await initiate(u, {
        amount: plan!.price,
        email: u.email,
        paymentType: 'subscription',
        subscriptionTypeId: plan!.id,
      })
    ).json() as {
      data: { reference: string };
    };
    await sandbox(t, u, again.data.reference, 'pay');
    const second = await verify(t, u, again.data.reference);
    expect(Date.parse(second.subscriptionEndsAt!)).toBe(Date.parse(first.endsAt!) + days30);
    expect(await t.services.subscriptions.hasActive(u.id)).toBe(true);
    await later(2 * days30 + 1000, async () => {
      expect(await t.services.subscriptions.hasActive(u.id)).toBe(false);
    });
  });

  it('a declined payment buys nothing', async () => {
    const u = await givenUser(t);
    const [plan] = await plans();
    const res = await initiate(u, { amount: plan!.price, email: u.email, paymentType: 'subscription' });
    const { reference } = PaymentInitiatedSchema.parse(res.json()).data;
    await sandbox(t, u, reference, 'decline');
    expect(await verify(t, u, reference)).toMatchObject({ status: 'failed', subscriptionEndsAt: null });
    expect(await statusOf(u)).toEqual({ active: false, plan: null, startsAt: null, endsAt: null });
    expectProblem(await call('POST', '/api/User/subscriptions', u.headers, { reference }), 402, 'PAYMENT_REQUIRED');
  });

  it("shows a subscription to the user and admins only; another shopper's id → 404", async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const u = await givenUser(t);
    const other = await givenUser(t);
    expectProblem(await call('GET', `/api/user/${u.id}/subscriptions`, other.headers), 404, 'NOT_FOUND');
    expectProblem(await call('GET', `/api/user/${u.id}/subscriptions`), 401, 'UNAUTHORIZED');
    expect((await call('GET', `/api/user/${u.id}/subscriptions`, admin.headers)).statusCode).toBe(200);
    expectProblem(await call('POST', `/api/users/${other.id}/subscriptions`, u.headers, {}), 403, 'FORBIDDEN');
    expectProblem(await initiate(u, { amount: 1234, email: u.email, paymentType: 'subscription' }), 404, 'NOT_FOUND');
  });

  it("claims only the caller's own payment: someone else's reference is a 402", async () => {
    const [plan] = await plans();
    const payer = await givenUser(t);
    const { reference } = await buy(payer, plan!);
    const other = await givenUser(t);
    expectProblem(await call('POST', '/api/User/subscriptions', other.headers, { reference }), 402, 'PAYMENT_REQUIRED');
    expect(await statusOf(other)).toMatchObject({ active: false });
    expect(
      UserSubscriptionSchema.parse(
        (await call('POST', '/api/User/subscriptions', payer.headers, { reference })).json(),
      ),
    ).toMatchObject({ userId: payer.id, transactionReference: reference });
  });
});

describe('expiry and renewal', () => {
  it('a period ends at its end: active a minute before, over a minute after', async () => {
    const [u, admin] = await Promise.all([givenUser(t), givenUser(t, { role: 'admin' })]);
    const [plan] = await plans();
    await buy(u, plan!);
    const { endsAt } = await statusOf(u);
    const left = Date.parse(endsAt!) - t.clock.now().getTime();
    await later(left - 60_000, async () => {
      expect(await statusOf(await signedInAgain(t, u))).toMatchObject({ active: true, endsAt });
    });
    await later(left + 60_000, async () => {
      expect(await statusOf(await signedInAgain(t, u))).toEqual({
        active: false,
        plan: null,
        startsAt: null,
        endsAt: null,
      });
      expect(await statusOf(u, (await signedInAgain(t, admin)).headers)).toMatchObject({ active: false });
    });
  });

  it('renewing after a period has run out starts a new one from the day of payment, not from the old end', async () => {
    const u = await givenUser(t);
    const [plan] = await plans();
    const first = await buy(u, plan!);
    const duration = plan!.durationInSeconds * 1000;
    const gap = duration + 5 * 24 * 60 * 60 * 1000; // paid again five days after it ran out
    await later(gap, async () => {
      const again = await signedInAgain(t, u);
      expect(await statusOf(again)).toMatchObject({ active: false });
      const paidAt = t.clock.now().getTime();
      const renewed = await buy(again, plan!);
      const status = await statusOf(again);
      expect(status).toMatchObject({ active: true, endsAt: renewed.subscriptionEndsAt });
      expect(Date.parse(status.startsAt!)).toBeGreaterThanOrEqual(paidAt);
      expect(Date.parse(status.startsAt!)).toBeGreaterThan(Date.parse(first.subscriptionEndsAt!));
      expect(Date.parse(status.endsAt!) - Date.parse(status.startsAt!)).toBe(duration);
    });
  });
});

describe('the charts gate', () => {
  it('closed without a plan (402), open once bought, closed again when it runs out, open again once renewed', async () => {
    const [u, admin] = await Promise.all([givenUser(t), givenUser(t, { role: 'admin' })]);
    const [plan] = await plans();
    expectProblem(await chart(), 401, 'UNAUTHORIZED');
    expectProblem(await chart(u.headers), 402, 'SUBSCRIPTION_REQUIRED');
    expect((await chart(admin.headers)).statusCode).toBe(200);

    await buy(u, plan!);
    expect((await chart(u.headers)).statusCode).toBe(200);

    await later(plan!.durationInSeconds * 1000 + 1000, async () => {
      const lapsed = await signedInAgain(t, u);
      expectProblem(await chart(lapsed.headers), 402, 'SUBSCRIPTION_REQUIRED');
      await buy(lapsed, plan!);
      expect((await chart(lapsed.headers)).statusCode).toBe(200);
    });
  });
});

describe('bought through Paystack (a fake Paystack on loopback)', () => {
  const SECRET = 'sk_test_kasuwa0123456789';
  let p: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET);
    p = await buildTestApp({
      env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url },
      database: t.database,
    });
  });
  afterAll(async () => {
    await p.close();
    await paystack.close();
  });
  /** Delivers a webhook exactly as Paystack would: the raw bytes and their signature. */
  const deliver = ({ rawBody, headers }: { rawBody: string; headers: Record<string, string> }) =>
    p.app.inject({ method: 'POST', url: '/api/payment/webhook/paystack', headers, payload: rawBody });

  it('activates a subscription once from 10 verifications and 10 webhooks', async () => {
    const u = await givenUser(p);
    const [plan] = SubscriptionTypeListSchema.parse(
      (await p.app.inject({ method: 'GET', url: '/api/subscriptiontypes' })).json(),
    );
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: u.headers,
      payload: { amount: plan!.price, email: u.email, paymentType: 'subscription', subscriptionTypeId: plan!.id },
    });
    const { reference } = PaymentInitiatedSchema.parse(res.json()).data;
    paystack.pay(reference);
    const hook = paystack.webhook(reference);
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        p.app.inject({ method: 'GET', url: `/api/payment/verify/${reference}`, headers: u.headers }),
      ),
      ...Array.from({ length: 10 }, () => deliver(hook)),
    ]);
    await p.settle();
    expect(await p.database.db.select().from(userSubscription).where(eq(userSubscription.userId, u.id))).toHaveLength(
      1,
    );
    const status = SubscriptionStatusSchema.parse(
      (await p.app.inject({ method: 'GET', url: `/api/user/${u.id}/subscriptions`, headers: u.headers })).json(),
    );
    expect(status).toMatchObject({ active: true, plan: { id: plan!.id } });
  });
});
