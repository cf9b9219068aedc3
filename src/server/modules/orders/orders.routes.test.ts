import { englishOf } from '../../../contract/words.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canChange,
  ORDER_STATUSES,
  OrderListSchema,
  OrderPageSchema,
  OrderSchema,
  type OrderStatus,
  OrderTrackingSchema,
} from '../../../contract/orders.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, signedInAgain, type TestUser } from '../../testing/factories.js';
import { type Headers, type RequestParts, send } from '../../testing/requests.js';
import { expectProblem } from '../../testing/problems.js';
import { givenPaidOrder, givenProducts } from '../../testing/shopping.js';
import { ORDER_TEXT } from './orders.service.js';

const HOUR = 60 * 60 * 1000;
const UNKNOWN = '0190c0de-0000-7000-8000-000000000000';

let t: TestApp;
let products: Awaited<ReturnType<typeof givenProducts>>;
beforeAll(async () => {
  t = await buildTestApp();
  products = await givenProducts(t);
});
afterAll(() => t.close());

const call = (...parts: RequestParts) => send(t, ...parts);
/** Signs the person in again (the test clock may have run past their token). */
const fresh = async (u: TestUser): Promise<Headers> => (await signedInAgain(t, u)).headers;

describe('orders', () => {
  it('serves every order path of the spec to the owner, and answers 404 for another shopper', async () => {
    const u = await givenUser(t);
    const other = await givenUser(t);
    const order = await givenPaidOrder(t, u, [products.rice.id, products.oil.id]);

    expect(OrderSchema.parse((await call('GET', `/api/Order/${order.orderId}`, u.headers)).json())).toEqual(order);
    expect(
      OrderTrackingSchema.parse((await call('GET', `/api/Order/track/${order.orderId}`, u.headers)).json()),
    ).toEqual({
      orderId: order.orderId,
      status: 'Pending',
    });
    for (const path of ['history', 'user']) {
      const list = OrderListSchema.parse((await call('GET', `/api/Order/${path}/${u.id}`, u.headers)).json());
      expect(list.map((o) => o.orderId)).toEqual([order.orderId]);
      expectProblem(await call('GET', `/api/Order/${path}/${u.id}`, other.headers), 404, 'NOT_FOUND');
    }
    for (const url of [`/api/Order/${order.orderId}`, `/api/Order/track/${order.orderId}`]) {
      expectProblem(await call('GET', url, other.headers), 404, 'NOT_FOUND');
      expectProblem(await call('GET', url), 401, 'UNAUTHORIZED');
    }
    expectProblem(await call('POST', `/api/Order/${order.orderId}/cancel`, other.headers), 404, 'NOT_FOUND');
    expectProblem(await call('GET', `/api/Order/${UNKNOWN}`, u.headers), 404, 'NOT_FOUND');
    expectProblem(await call('GET', '/api/Order/not-an-id', u.headers), 400, 'VALIDATION_FAILED');
    expect(OrderListSchema.parse((await call('GET', `/api/Order/history/${other.id}`, other.headers)).json())).toEqual(
      [],
    );
    expect(order).toMatchObject({ canCancel: true, history: [{ status: 'Pending', by: 'system' }] });
  });

  it('lets only admins list every order and change a status; the life cycle refuses other changes with 409', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const u = await givenUser(t);
    const order = await givenPaidOrder(t, u, [products.beans.id]);
    expectProblem(await call('GET', '/api/Order'), 401, 'UNAUTHORIZED');
    expectProblem(await call('GET', '/api/Order', u.headers), 403, 'FORBIDDEN');
    expectProblem(await call('PUT', `/api/Order/${order.orderId}`, u.headers, { status: 'Shipped' }), 403, 'FORBIDDEN');

    const page = OrderPageSchema.parse(
      (await call('GET', '/api/Order?status=Pending&pageSize=100', admin.headers)).json(),
    );
    expect(page.items.map((o) => o.orderId)).toContain(order.orderId);
    expect(page.items.every((o) => o.status === 'Pending')).toBe(true);
    expectProblem(await call('GET', '/api/Order?status=Lost', admin.headers), 400, 'VALIDATION_FAILED');

    const skip = await call('PUT', `/api/Order/${order.orderId}`, admin.headers, { ...order, status: 'Delivered' });
    expect(expectProblem(skip, 409, 'CONFLICT').message).toBe(englishOf(ORDER_TEXT.badChange('Pending', 'Delivered')));
    expectProblem(
      await call('PUT', `/api/Order/${order.orderId}`, admin.headers, { status: 'Lost' }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await call('PUT', `/api/Order/${UNKNOWN}`, admin.headers, { status: 'Processing' }),
      404,
      'NOT_FOUND',
    );
    for (const status of ['Processing', 'Shipped', 'Delivered'] as const) {
      const res = await call('PUT', `/api/Order/${order.orderId}`, admin.headers, { ...order, status, totalPrice: 1 });
      expect(OrderSchema.parse(res.json())).toMatchObject({ status, totalPrice: order.totalPrice });
    }
    const done = OrderSchema.parse((await call('GET', `/api/Order/${order.orderId}`, admin.headers)).json());
    expect(done.history.map((h) => [h.status, h.by])).toEqual([
      ['Pending', 'system'],
      ['Processing', 'admin'],
      ['Shipped', 'admin'],
      ['Delivered', 'admin'],
    ]);
    expect(done.canCancel).toBe(false);
    const mails = t.sent.filter((m) => m.to === u.email).map((m) => m.subject);
    expect(mails).toEqual([
      'Your Kasuwa order is confirmed',
      'Your Kasuwa order is processing',
      'Your Kasuwa order is shipped',
      'Your Kasuwa order is delivered',
    ]);
  });

  it('lets the shopper cancel within 24 hours while Pending or Processing, refunding the payment', async () => {
    const u = await givenUser(t);
    const order = await givenPaidOrder(t, u, [products.rice.id]);
    const canceled = OrderSchema.parse((await call('POST', `/api/Order/${order.orderId}/cancel`, u.headers)).json());
    expect(canceled).toMatchObject({ status: 'Canceled', canCancel: false });
    await t.settle();
    const refunded = await t.database.db.query.sandboxCheckout.findFirst({
      where: (c, { eq }) => eq(c.reference, order.transactionReference),
    });
    expect(refunded?.refundedKobo).toBe(Math.round(order.totalPrice * 100));
    const again = await call('POST', `/api/Order/${order.orderId}/cancel`, u.headers);
    expect(expectProblem(again, 409, 'CONFLICT').message).toBe(englishOf(ORDER_TEXT.notCancelable('Canceled')));
    expect(t.sent.filter((m) => m.to === u.email).map((m) => m.subject)).toContain('Your Kasuwa order is canceled');
  });

  it("records an admin's cancellation as the admin's, refunding the shopper", async () => {
    const u = await givenUser(t);
    const admin = await givenUser(t, { role: 'admin' });
    const order = await givenPaidOrder(t, u, [products.beans.id]);
    const canceled = OrderSchema.parse(
      (await call('POST', `/api/Order/${order.orderId}/cancel`, admin.headers)).json(),
    );
    expect(canceled.history.map((h) => [h.status, h.by])).toEqual([
      ['Pending', 'system'],
      ['Canceled', 'admin'],
    ]);
    await t.settle();
    const refunded = await t.database.db.query.sandboxCheckout.findFirst({
      where: (c, { eq }) => eq(c.reference, order.transactionReference),
    });
    expect(refunded?.refundedKobo).toBe(Math.round(order.totalPrice * 100));
  });

  it('refuses a cancellation after 24 hours', async () => {
    const u = await givenUser(t);
    const order = await givenPaidOrder(t, u, [products.oil.id]);
    t.clock.advance(24 * HOUR + 1000);
    const headers = await fresh(u);
    const late = await call('POST', `/api/Order/${order.orderId}/cancel`, headers);
    expect(expectProblem(late, 409, 'CONFLICT').message).toBe(englishOf(ORDER_TEXT.tooLate));
    expect(OrderSchema.parse((await call('GET', `/api/Order/${order.orderId}`, headers)).json())).toMatchObject({
      status: 'Pending',
      canCancel: false,
    });
  });
});

describe('the order life cycle (a model-based property test)', () => {
  interface Model {
    status: OrderStatus;
    ageMs: number;
    changes: number;
  }
  interface Real {
    orderId: string;
    shopper: TestUser;
    admin: TestUser;
    headers: { shopper: Headers; admin: Headers };
  }
  type Command = fc.AsyncCommand<Model, Real>;

  const check = async (model: Model, real: Real) => {
    const order = OrderSchema.parse((await call('GET', `/api/Order/${real.orderId}`, real.headers.shopper)).json());
    expect(order.status).toBe(model.status);
    expect(order.history).toHaveLength(model.changes + 1);
    expect(order.canCancel).toBe(canChange(model.status, 'Canceled') && model.ageMs < 24 * HOUR);
  };

  const adminSets = (to: OrderStatus): Command => ({
    check: () => true,
    async run(model, real) {
      const res = await call('PUT', `/api/Order/${real.orderId}`, real.headers.admin, { status: to });
      if (canChange(model.status, to)) {
        expect(res.statusCode, res.body).toBe(200);
        model.status = to;
        model.changes++;
      } else {
        expectProblem(res, 409, 'CONFLICT');
      }
      await check(model, real);
    },
    toString: () => `admin sets ${to}`,
  });

  const shopperCancels: Command = {
    check: () => true,
    async run(model, real) {
      const res = await call('POST', `/api/Order/${real.orderId}/cancel`, real.headers.shopper);
      if (canChange(model.status, 'Canceled') && model.ageMs < 24 * HOUR) {
        expect(res.statusCode, res.body).toBe(200);
        model.status = 'Canceled';
        model.changes++;
      } else {
        expectProblem(res, 409, 'CONFLICT');
      }
      await check(model, real);
    },
    toString: () => 'shopper cancels',
  };

  const timePasses = (hours: number): Command => ({
    check: (model) => model.ageMs < 48 * HOUR,
    async run(model, real) {
      t.clock.advance(hours * HOUR);
      model.ageMs += hours * HOUR;
      real.headers = { shopper: await fresh(real.shopper), admin: await fresh(real.admin) };
      await check(model, real);
    },
    toString: () => `${hours} h pass`,
  });

  it('matches the model: only the allowed changes happen, each recorded once; cancelling needs < 24 h', async () => {
    const commands = [
      ...ORDER_STATUSES.map((s) => fc.constant(adminSets(s))),
      fc.constant(shopperCancels),
      fc.integer({ min: 1, max: 30 }).map(timePasses),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (cmds) => {
        const shopper = await givenUser(t);
        const admin = await givenUser(t, { role: 'admin' });
        const order = await givenPaidOrder(t, shopper, [products.rice.id]);
        const real: Real = {
          orderId: order.orderId,
          shopper,
          admin,
          headers: { shopper: shopper.headers, admin: admin.headers },
        };
        await fc.asyncModelRun(
          () => ({ model: { status: 'Pending' as OrderStatus, ageMs: 0, changes: 0 }, real }),
          cmds,
        );
      }),
      { numRuns: 25 },
    );
  });
});
