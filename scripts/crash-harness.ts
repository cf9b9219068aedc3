// `npm run test:crash`: many checkouts against a fake Paystack while the real server process is
// killed with SIGKILL at random moments and restarted. Afterwards, on the database itself: every
// payment Paystack took is a success with exactly one order, or a checkout the shopper had replaced
// (a second tab) that is refunded in full with no order; no order lacks a successful payment, and
// every cart item is either still in its cart or in an order (none lost, none doubled).
// Needs PostgreSQL: TEST_DATABASE_URL (or DATABASE_URL) names the server; a fresh database is made.
// The server runs from the sources through tsx, or from a build with CRASH_SERVER=dist/server/main.js
// (npm test does so after its build: a restart takes half the time).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, queryRows } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { createServices } from '../src/server/services.js';
import { startFakePaystack } from '../src/server/testing/fake-paystack.js';
import { adminQuery } from '../src/server/testing/pg-admin.js';

const SHOPPERS = Number(process.env.CRASH_SHOPPERS ?? 16);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 4);
const SERVER = process.env.CRASH_SERVER ? [process.env.CRASH_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
const CONCURRENCY = 8;
const SECRET = 'sk_test_crashharness0123456789';
const JWT_SECRET = `crash-harness-${randomBytes(16).toString('hex')}`;

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  process.stderr.write('crash harness: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)\n');
  process.exit(2);
}
const dbName = `kasuwa_crash_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** What a refused checkout answered, to print. */
const refusals: string[] = [];
const counts = {
  kills: 0,
  restarts: 0,
  checkouts: 0,
  paidAtPaystack: 0,
  declined: 0,
  replacedCheckoutsPaid: 0,
  requestsLost: 0,
  addsConfirmed: 0,
  checkoutsRefused: 0,
};

// ── the server process, killed and restarted ───────────────────────────────────────────────
const paystack = await startFakePaystack(SECRET);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;
// However the harness ends (a failed check, a thrown error), its server goes with it: a server left
// running would hold `npm test`'s pipe open, and the run would wait for it forever.
process.on('exit', () => child?.kill('SIGKILL'));

async function startServer(): Promise<void> {
  child = spawn(process.execPath, SERVER, {
    cwd: projectRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      JWT_SECRET,
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start within 60 s');
}

function kill(): Promise<void> {
  const c = child;
  if (!c || c.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    c.once('exit', () => resolve());
    c.kill('SIGKILL');
  });
}

// ── a shopper's HTTP calls, retried through crashes ────────────────────────────────────────
async function call(method: string, path: string, token: string | null, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Retries through connection errors and 5xx (the server is down or restarting). */
async function retried(method: string, path: string, token: string | null, body?: object) {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await call(method, path, token, body);
      if (res.status < 500) return res;
    } catch {
      counts.requestsLost++;
    }
    if (attempt > 400) throw new Error(`${method} ${path} never succeeded`);
    await sleep(150 + randomInt(250));
  }
}

/** What each shopper's confirmed adds put in their cart, by `shopper:product`: the conservation check's due. */
const added = new Map<string, number>();

/**
 * Adds a product to the cart once, through crashes. An add raises the quantity of a product already
 * there, so a blind retry of an add whose answer was lost would add it twice: before each retry
 * the cart says whether the lost attempt landed (each product is added by one shopper, once).
 */
async function addOnce(s: Shopper, productId: string, quantity: number) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      const cart = await retried('GET', '/api/carts/mine', s.token);
      const items = (cart.body?.items ?? []) as Array<{ productId: string }>;
      if (items.some((i) => i.productId === productId)) break;
    }
    try {
      const res = await call('POST', `/api/carts/add?productId=${productId}&quantity=${quantity}`, s.token);
      if (res.status === 201) break;
      if (res.status < 500) throw new Error(`adding ${productId} answered ${res.status}`);
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('adding')) throw err;
      counts.requestsLost++;
    }
    if (attempt > 400) throw new Error(`adding ${productId} never succeeded`);
    await sleep(150 + randomInt(250));
  }
  counts.addsConfirmed++;
  added.set(`${s.id}:${productId}`, quantity);
}

async function deliverWebhook(reference: string) {
  const { rawBody, headers } = paystack.webhook(reference);
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      const res = await fetch(`${base}/api/payment/webhook/paystack`, { method: 'POST', headers, body: rawBody });
      if (res.status === 200) return;
    } catch {
      counts.requestsLost++;
    }
    await sleep(200 + randomInt(300));
  }
  throw new Error(`the webhook of ${reference} was never accepted`);
}

// ── setup: a fresh database, products, shoppers ────────────────────────────────────────────
await adminQuery(serverUrl, `create database ${dbName}`);
const database = await openDatabase({ kind: 'postgres', url: dbUrl, max: 4 });
await database.migrate();
const services = createServices(loadConfig({ APP_ENV: 'test', JWT_SECRET, LOG_LEVEL: 'silent' }), {
  db: database.db,
  jobs: createInlineJobs(),
  log: pino({ level: 'silent' }),
});
await services.sources.importFile('wfp', readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8'));
const productIds = (
  await queryRows<{ id: string }>(
    database.db,
    sql`select id from product where archived_at is null order by id limit 400`,
  )
).map((r) => r.id);

interface Shopper {
  id: string;
  email: string;
  userName: string;
  password: string;
  token: string;
}
const shoppers: Shopper[] = [];
for (let i = 0; i < SHOPPERS; i++) {
  const person = {
    firstName: 'Crash',
    lastName: `Shopper${i}`,
    email: `crash${i}@example.ng`,
    userName: `crash_${i}`,
    password: `Harness-pass-${i}-kasuwa`,
    role: 'user' as const,
  };
  const profile = await services.accounts.createConfirmedUser(person);
  shoppers.push({ ...person, id: profile.id, token: '' });
}

/** Signs in through the accounts service (same database and JWT secret as the server; no login rate limit). */
async function signIn(s: Shopper) {
  s.token = (await services.accounts.authenticate({ username: s.userName, password: s.password })).accessToken;
}

// ── the chaos ──────────────────────────────────────────────────────────────────────────────
await startServer();
let chaos = true;
const killer = (async () => {
  while (chaos) {
    await sleep(400 + randomInt(1600));
    if (!chaos) break;
    await kill();
    counts.kills++;
    await startServer();
    counts.restarts++;
  }
})();

const references: Array<{ reference: string; paid: boolean }> = [];
/** Checkouts replaced by a second one, then paid at Paystack all the same. */
const replacedPaid: string[] = [];

async function shop(index: number) {
  const s = shoppers[index]!;
  await signIn(s);
  for (let round = 0; round < ROUNDS; round++) {
    // Each (shopper, round) adds products no other add touches, so a retried add is unambiguous.
    const mine = productIds.slice((index * ROUNDS + round) * 3, (index * ROUNDS + round) * 3 + 3);
    for (const [k, productId] of mine.slice(0, 2).entries()) {
      await addOnce(s, productId, k + 1);
    }
    const cart = await retried('GET', '/api/carts/mine', s.token);
    const totalPrice = Number(cart.body?.totalPrice ?? 0);
    if (!totalPrice) continue;
    let answer: Awaited<ReturnType<typeof retried>> | undefined;
    const checkout = async () => {
      const started = await retried('POST', '/api/payment/initiate', s.token, {
        amount: totalPrice,
        email: s.email,
        paymentType: 'product',
        billingAddress: `${index} Harness Road, Kano`,
        shippingAddress: `${index} Harness Road, Kano`,
      });
      answer = started;
      return (started.body?.data as { reference?: string } | undefined)?.reference;
    };
    const reference = await checkout();
    if (!reference) {
      // The checkout was refused (the cart moved): this round's last item is never added, and the
      // next round checks out what is in the cart.
      counts.checkoutsRefused++;
      refusals.push(JSON.stringify(answer?.body ?? null).slice(0, 200));
      continue;
    }
    counts.checkouts++;
    // Now and then the shopper starts the same checkout again in a second tab, then pays the first
    // tab's page all the same: that payment buys nothing and must be refunded, whatever the crashes.
    const second = randomInt(4) === 0 ? await checkout() : undefined;
    if (second) {
      counts.checkouts++;
      paystack.pay(reference);
      counts.replacedCheckoutsPaid++;
      replacedPaid.push(reference);
      await Promise.all([deliverWebhook(reference), retried('GET', `/api/payment/verify/${reference}`, s.token)]);
    }
    await payOrDecline(s, second ?? reference, mine[2]!);
  }
}

/** The shopper is on Paystack's page (the cart grows meanwhile), pays or declines, and comes back. */
async function payOrDecline(s: Shopper, reference: string, addedMeanwhile: string) {
  // The cart grows while the shopper is on Paystack's page: this item must survive the order.
  await addOnce(s, addedMeanwhile, 1);
  const pays = randomInt(10) < 8;
  if (pays) {
    paystack.pay(reference);
    counts.paidAtPaystack++;
  } else {
    paystack.decline(reference);
    counts.declined++;
  }
  references.push({ reference, paid: pays });
  // Paystack's webhook and the shopper's browser race each other, through the crashes.
  await Promise.all([deliverWebhook(reference), retried('GET', `/api/payment/verify/${reference}`, s.token)]);
}

let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < shoppers.length) await shop(next++);
  }),
);
chaos = false;
await killer;

// ── the calm after: every reference verified once more, then the checks on the database ───
for (const s of shoppers) await signIn(s);
for (const reference of [...references.map((r) => r.reference), ...replacedPaid]) {
  const owner = shoppers.find((s) => paystack.get(reference).email === s.email)!;
  await retried('GET', `/api/payment/verify/${reference}`, owner.token);
}
// Refunds of replaced checkouts run as the server's jobs: wait for them. A kill between a refund's
// commit and its job's queueing loses the job; reconciliation sends such refunds again 10 minutes
// later, so that is what happens next (on a clock 11 minutes ahead) for any still missing.
const refundedInFull = (reference: string) => {
  const t = paystack.get(reference);
  return t.refunds.reduce((sum, r) => sum + r, 0) === t.paidAmount;
};
for (let waited = 0; waited < 30_000 && !replacedPaid.every(refundedInFull); waited += 200) await sleep(200);
const refundsLeftToReconciliation = replacedPaid.filter((r) => !refundedInFull(r)).length;
if (refundsLeftToReconciliation > 0) {
  const laterJobs = createInlineJobs();
  const tenMinutesLater = createServices(
    loadConfig({
      APP_ENV: 'test',
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: paystack.url,
    }),
    {
      db: database.db,
      jobs: laterJobs,
      log: pino({ level: 'silent' }),
      clock: { now: () => new Date(Date.now() + 11 * 60 * 1000) },
    },
  );
  await tenMinutesLater.payments.reconcile();
  await laterJobs.idle();
}
await kill();

const violations: string[] = [];
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

const paidWithoutOneOrder = await rows<{ reference: string; orders: number }>(sql`
  select p.reference, count(o.id)::int as orders from payment p left join customer_order o on o.payment_id = p.id
  where p.state = 'success' and p.kind = 'product' group by p.reference having count(o.id) <> 1`);
if (paidWithoutOneOrder.length)
  violations.push(`successful payments without exactly one order: ${JSON.stringify(paidWithoutOneOrder)}`);

const ordersWithoutPayment = await rows<{ id: string }>(sql`
  select o.id from customer_order o join payment p on p.id = o.payment_id where p.state <> 'success'`);
if (ordersWithoutPayment.length) violations.push(`orders without a successful payment: ${ordersWithoutPayment.length}`);

const states = new Map(
  (await rows<{ reference: string; state: string }>(sql`select reference, state from payment`)).map((r) => [
    r.reference,
    r.state,
  ]),
);
for (const reference of replacedPaid) {
  const state = states.get(reference);
  if (state !== 'superseded') violations.push(`${reference} was a replaced checkout paid at Paystack but is ${state}`);
  if (!refundedInFull(reference)) violations.push(`${reference} was a replaced checkout paid but not refunded in full`);
}
for (const { reference, paid } of references) {
  const state = states.get(reference);
  if (paid && state !== 'success') violations.push(`${reference} was paid at Paystack but is ${state}`);
  if (!paid && state === 'success') violations.push(`${reference} was declined at Paystack but is success`);
}

// Conservation: what each shopper added is in their cart or in their orders, exactly once.
const conservation = await rows<{ user_id: string; product_id: string; in_cart: number; ordered: number }>(sql`
  with carted as (
    select c.user_id, ci.product_id, ci.quantity from cart_item ci join cart c on c.id = ci.cart_id
  ), ordered as (
    select o.user_id, oi.product_id, sum(oi.quantity)::int as quantity
    from order_item oi join customer_order o on o.id = oi.order_id group by o.user_id, oi.product_id
  )
  select coalesce(c.user_id, o.user_id) as user_id, coalesce(c.product_id, o.product_id) as product_id,
         coalesce(c.quantity, 0)::int as in_cart, coalesce(o.quantity, 0)::int as ordered
  from carted c full join ordered o on o.user_id = c.user_id and o.product_id = c.product_id`);
const seen = new Set<string>();
for (const r of conservation) {
  const key = `${r.user_id}:${r.product_id}`;
  seen.add(key);
  if (added.get(key) !== r.in_cart + r.ordered) {
    violations.push(`${key}: added ${added.get(key)}, in cart ${r.in_cart}, ordered ${r.ordered}`);
  }
}
for (const key of added.keys()) if (!seen.has(key)) violations.push(`${key}: lost from cart and orders`);

const [totals] = await rows<{ orders: number; success: number; items: number; mails: number }>(sql`
  select (select count(*)::int from customer_order) as orders,
         (select count(*)::int from payment where state = 'success') as success,
         (select count(*)::int from cart_item) as items,
         (select count(*)::int from mail_outbox where kind = 'order-confirmed') as mails`);
if (totals!.mails !== totals!.orders)
  violations.push(`${totals!.mails} confirmation e-mails for ${totals!.orders} orders`);

process.stdout.write(
  `${JSON.stringify(
    {
      ...counts,
      successfulPayments: totals!.success,
      orders: totals!.orders,
      confirmationMails: totals!.mails,
      cartItemsLeft: totals!.items,
      refundsLeftToReconciliation,
      productsChecked: added.size,
      violations: violations.length,
    },
    null,
    2,
  )}\n`,
);
for (const r of refusals) process.stdout.write(`checkout refused: ${r}\n`);
for (const v of violations.slice(0, 20)) process.stderr.write(`VIOLATION: ${v}\n`);

await database.close();
await paystack.close();
await adminQuery(serverUrl, `drop database ${dbName} with (force)`);
process.exit(violations.length === 0 && counts.kills > 0 ? 0 : 1);
