import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenPairSchema } from '../contract/accounts.js';
import { NotificationPageSchema } from '../contract/watchlist.js';
import { testDatabaseUrl, testRedisUrl } from './config.js';
import { type Database, openDatabase, queryRows } from './db/client.js';
import { projectRoot } from './lib/paths.js';
import { compose } from './modules/mail/index.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { givenUser, type TestUser } from './testing/factories.js';
import { type FakePaystack, startFakePaystack } from './testing/fake-paystack.js';
import { adminQuery } from './testing/pg-admin.js';
import { startServer, type ServerProcess } from './testing/server-process.js';
import { ADDRESSES, addToCart, cartOf, givenProducts } from './testing/shopping.js';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.js';

/**
 * Two real server processes, as `npm start` runs them behind a reverse proxy, on one PostgreSQL
 * database and one Redis: this test plays the proxy (it sends X-Forwarded-For, and TRUST_PROXY=1),
 * the mail relay (a loopback SMTP server), Paystack and WFP's feed (loopback fakes). A third,
 * in-process app on the same database sets the scene (users, products) as other tests do.
 */
const serverUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();

const PAYSTACK_SECRET = 'sk_test_twoinstances0123456789';
const JWT_SECRET = `two-instances-${randomBytes(16).toString('hex')}`;
const KEY_PREFIX = `kasuwa-test-${randomBytes(4).toString('hex')}:`;
const WFP_FILE = readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'));

/** Waits until `check` holds, asking every 50 ms; fails after 20 s saying what it waited for. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * WFP's feed on loopback, serving one month of the real file. Held, it answers a request only on
 * release(), as a slow publisher would, so a refresh is still running while the test looks.
 */
async function startFeed() {
  let requests = 0;
  let holding = true;
  const held: Array<() => void> = [];
  const server: Server = createServer((_req, res) => {
    requests += 1;
    const answer = () => res.writeHead(200, { 'content-type': 'text/csv', etag: '"v1"' }).end(WFP_FILE);
    if (holding) held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wfp_food_prices_nga.csv`,
    requests: () => requests,
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.runIf(serverUrl && redisUrl)('two instances behind one address', { timeout: 60_000 }, () => {
  const dbName = `kasuwa_two_${randomBytes(5).toString('hex')}`;
  const dbUrl = Object.assign(new URL(serverUrl ?? 'postgres://localhost'), { pathname: `/${dbName}` }).toString();
  let database: Database;
  let t: TestApp;
  let sink: SmtpSink;
  let paystack: FakePaystack;
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let redis: Redis;
  let boss: PgBoss;
  const instances: ServerProcess[] = [];
  const bases: string[] = [];
  let products: Awaited<ReturnType<typeof givenProducts>>;
  let admin: TestUser;
  /** E-mails written while no instance ran: the outbox holds them, pending. */
  const waitingMail: string[] = [];

  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);

  /** A request to instance `i` (0 or 1), from the client address the proxy saw. */
  async function call(
    i: number,
    method: string,
    path: string,
    options: { token?: string; body?: object; raw?: string; headers?: Record<string, string>; client?: string } = {},
  ): Promise<Answer> {
    const res = await fetch(`${bases[i]}${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.client ?? '198.51.100.1',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...((options.body || options.raw) && { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body && { body: JSON.stringify(options.body) }),
      ...(options.raw && { body: options.raw }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** Jobs of `name` not yet done (waiting, to be retried, or running), among those `where` picks. */
  const jobsLeft = async (name: string, where: SQL = sql`true`) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${name} and state < 'completed' and ${where}`,
      )
    )[0]!.n;
  const delivered = (to: string) => sink.received.filter((m) => m.to.includes(to));

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${dbName}`);
    database = await openDatabase({ kind: 'postgres', url: dbUrl, max: 4 });
    await database.migrate();
    t = await buildTestApp({ database, env: { JWT_SECRET } });
    products = await givenProducts(t);
    admin = await givenUser(t, { role: 'admin' });
    // Written as a transaction would write them before its process stopped: still to be sent.
    for (const n of [1, 2, 3]) {
      waitingMail.push(
        await t.services.mail.write(
          database.db,
          `waiting${n}@example.ng`,
          compose('en', 'contact', { verbatim: `Waiting ${n}` }, [
            { verbatim: 'Written before the instances started.' },
          ]),
        ),
      );
    }
    sink = await startSmtpSink({ hold: true });
    paystack = await startFakePaystack(PAYSTACK_SECRET);
    feed = await startFeed();
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });

    const env = {
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      JWT_SECRET,
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://kasuwa.test',
      SMTP_URL: sink.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      WFP_FEED_URL: feed.url,
    };
    // Both at once, as an orchestrator starts them.
    instances.push(startServer(env), startServer(env));
    for (const port of await Promise.all(instances.map((s) => s.ready))) bases.push(`http://127.0.0.1:${port}`);
    boss = new PgBoss({ connectionString: dbUrl, max: 1, schedule: false, supervise: false, migrate: false });
    // Its connection is cut when the database is dropped at the end: an error event with no listener would throw.
    boss.on('error', () => {});
    await boss.start();
  }, 120_000);

  afterAll(async () => {
    sink?.release();
    feed?.release();
    for (const s of instances) s.child.kill('SIGTERM');
    const codes = await Promise.all(instances.map((s) => s.exited));
    await boss?.stop({ graceful: false, wait: true });
    await t?.close();
    await database?.close();
    const keys = redis ? await redis.keys(`${KEY_PREFIX}*`) : [];
    if (keys.length) await redis.del(...keys);
    redis?.disconnect();
    await Promise.all([sink?.close(), paystack?.close(), feed?.close()]);
    await adminQuery(serverUrl!, `drop database if exists ${dbName} with (force)`);
    expect(codes, instances.map((s) => s.output().err).join('\n')).toEqual(instances.map(() => 0));
  }, 60_000);

  it('both start together on one database and answer their health checks', async () => {
    for (const i of [0, 1])
      expect(await call(i, 'GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
  });

  it('e-mails waiting in the outbox when both start are each sent once, though each instance queues them again', async () => {
    const ids = sql`data->>'id' = any(${`{${waitingMail.join(',')}}`}::text[])`;
    // Each start queued every waiting e-mail again: two jobs each, and the relay holds what arrives.
    await until('both instances to queue the waiting e-mails and their workers to take every job', async () => {
      const [jobs] = await rows<{ queued: number; untaken: number }>(
        sql`select count(*)::int as queued, count(*) filter (where state in ('created', 'retry'))::int as untaken
            from pgboss.job where name = 'mail.deliver' and ${ids}`,
      );
      return jobs!.queued === 2 * waitingMail.length && jobs!.untaken === 0;
    });
    sink.release();
    await until('every delivery job to end', async () => (await jobsLeft('mail.deliver', ids)) === 0);
    const states = await rows<{ status: string }>(
      sql`select status from mail_outbox where id = any(${`{${waitingMail.join(',')}}`}::uuid[])`,
    );
    expect(states.map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);
    for (const n of [1, 2, 3]) expect(delivered(`waiting${n}@example.ng`)).toHaveLength(1);
  });

  it('rate limits are shared: login attempts split over both hit the limit at the same count as on one', async () => {
    const login = (i: number, n: number, client: string) =>
      call(i, 'POST', '/api/user/authenticate', {
        body: { username: `nobody_${client}_${n}`, password: 'wrong-password-here' },
        // A client may send an X-Forwarded-For of its own (a new address each time); the proxy adds
        // the address it saw, last.
        headers: { 'x-forwarded-for': `203.0.113.${n + 1}, ${client}` },
      });
    const attempts = async (instanceOf: (n: number) => number, client: string) => {
      const codes: number[] = [];
      for (let n = 0; n < 11; n++) codes.push((await login(instanceOf(n), n, client)).status);
      return codes;
    };
    const onOne = await attempts(() => 0, '198.51.100.10');
    const splitOverTwo = await attempts((n) => n % 2, '198.51.100.11');
    expect(onOne).toEqual([...Array(10).fill(401), 429]);
    expect(splitOverTwo).toEqual(onOne);

    // Wrong passwords for one account from one address: 5, whichever instance hears them.
    const u = await givenUser(t);
    const codes: number[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await call(n % 2, 'POST', '/api/user/authenticate', {
        body: { username: u.userName, password: `not-the-password-${n}` },
        client: '198.51.100.12',
      });
      codes.push(res.status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await redis.keys(`${KEY_PREFIX}*`)).length).toBeGreaterThan(0);
  });

  it('a login made on one is valid on the other: its access token, its refresh, and its logout', async () => {
    const u = await givenUser(t);
    const signIn = await call(0, 'POST', '/api/user/authenticate', {
      body: { username: u.userName, password: u.password },
      client: '198.51.100.20',
    });
    expect(signIn.status).toBe(200);
    const first = TokenPairSchema.parse(signIn.body);
    const profile = await call(1, 'GET', '/api/user/user-profile', { token: first.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ userName: u.userName });

    const renewed = await call(1, 'POST', '/api/user/refresh', { body: { refreshToken: first.refreshToken } });
    expect(renewed.status).toBe(200);
    const second = TokenPairSchema.parse(renewed.body);
    expect((await call(0, 'GET', '/api/user/user-profile', { token: second.accessToken })).status).toBe(200);

    expect((await call(0, 'POST', '/api/user/logout', { token: second.accessToken, body: {} })).status).toBe(204);
    expect((await call(1, 'GET', '/api/user/user-profile', { token: second.accessToken })).status).toBe(401);
  });

  it('a watched price reached through one instance alerts once: one notification, one e-mail, whichever instance sends', async () => {
    const shopper = await givenUser(t);
    const { beans } = products;
    const threshold = Math.floor(beans.price) - 10;
    const watched = await call(1, 'POST', '/api/Watchlist/addToWatchlist', {
      token: shopper.accessToken,
      body: { productId: beans.id, thresholdPrice: threshold },
    });
    expect(watched.status).toBe(201);
    // The price falls below the threshold on one instance, then a little further on the other.
    for (const [i, price] of [
      [0, threshold - 5],
      [1, threshold - 8],
    ] as const) {
      const res = await call(i, 'PUT', `/api/markets/products/${beans.id}`, {
        token: admin.accessToken,
        body: { price },
      });
      expect(res.status).toBe(200);
    }
    await until('the alert e-mail to be sent', async () => {
      const [mail] = await rows<{ pending: number }>(
        sql`select count(*) filter (where status = 'pending')::int as pending from mail_outbox where to_address = ${shopper.email}`,
      );
      return mail!.pending === 0 && (await jobsLeft('mail.deliver')) === 0;
    });
    expect(delivered(shopper.email)).toHaveLength(1);
    expect(delivered(shopper.email)[0]!.data).toMatch(/is now/);
    for (const i of [0, 1]) {
      const page = NotificationPageSchema.parse(
        (await call(i, 'GET', '/api/notifications?pageSize=100', { token: shopper.accessToken })).body,
      );
      expect(page.items.map((n) => n.kind)).toEqual(['price_alert']);
    }
  });

  it("a payment verified on both at once, while Paystack's webhook reaches both, makes one order and one charge", async () => {
    const shopper = await givenUser(t);
    await addToCart(t, shopper, products.rice.id, 2);
    await addToCart(t, shopper, products.oil.id, 1);
    const { totalPrice } = await cartOf(t, shopper);
    const started = await call(0, 'POST', '/api/payment/initiate', {
      token: shopper.accessToken,
      body: { amount: totalPrice, email: shopper.email, paymentType: 'product', ...ADDRESSES },
    });
    expect(started.status).toBe(200);
    const reference = (started.body.data as { reference: string }).reference;
    paystack.pay(reference);
    const hook = paystack.webhook(reference);

    const answers = await Promise.all([
      ...[0, 1, 0, 1, 0, 1].map((i) =>
        call(i, 'GET', `/api/payment/verify/${reference}`, { token: shopper.accessToken }),
      ),
      ...[0, 1].map((i) =>
        call(i, 'POST', '/api/payment/webhook/paystack', { raw: hook.rawBody, headers: hook.headers }),
      ),
    ]);
    const verified = answers.slice(0, 6);
    expect(verified.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(verified.map((a) => a.body.status)).toEqual(Array(6).fill('success'));
    const orderIds = new Set(verified.map((a) => a.body.orderId));
    expect(orderIds.size).toBe(1);
    expect([...orderIds][0]).toEqual(expect.any(String));
    expect(answers.slice(6).map((a) => a.status)).toEqual([200, 200]);

    await until("the webhook's settling and the e-mails to end", async () => {
      const settling = await jobsLeft('payments.settle', sql`data->>'reference' = ${reference}`);
      return settling === 0 && (await jobsLeft('mail.deliver')) === 0;
    });
    const [made] = await rows<{ payments: number; paid: number; orders: number; confirmations: number }>(sql`
      select (select count(*)::int from payment where reference = ${reference}) as payments,
             (select count(*)::int from payment where reference = ${reference} and state = 'success') as paid,
             (select count(*)::int from customer_order o join payment p on p.id = o.payment_id
               where p.reference = ${reference}) as orders,
             (select count(*)::int from mail_outbox where to_address = ${shopper.email} and kind = 'order-confirmed') as confirmations`);
    expect(made).toEqual({ payments: 1, paid: 1, orders: 1, confirmations: 1 });
    expect(delivered(shopper.email)).toHaveLength(1);
    // Paystack was asked to start one charge, and never to give money back.
    expect(paystack.requests.filter((r) => r.path === '/transaction/initialize')).toHaveLength(1);
    expect(paystack.requests.filter((r) => r.path === '/refund')).toEqual([]);
    expect((await cartOf(t, shopper)).items).toEqual([]);
  });

  it("WFP's feed is refreshed once when admins on both instances and the daily schedule ask at the same time", async () => {
    const refresh = (i: number) => call(i, 'POST', '/api/admin/sources/wfp/refresh', { token: admin.accessToken });
    const asked = [refresh(0), refresh(1)];
    // The daily refresh falls due now: pg-boss's schedule sends its job once, to whichever instance takes it.
    const job = (await boss.send('sources.refresh-wfp', {}))!;
    const scheduledEnded = async () => (await boss.getJobById('sources.refresh-wfp', job))?.state === 'completed';
    let answered = 0;
    for (const a of asked) void a.then(() => (answered += 1));
    // The feed holds its answer while the three ask: until two of them have ended (refused, as one
    // refresh runs), or until a second download reaches it.
    await until('two of the three refreshes to end, or a second download', async () => {
      return feed.requests() > 1 || answered + ((await scheduledEnded()) ? 1 : 0) === 2;
    });
    feed.release();
    const answers = await Promise.all(asked);
    await until('the scheduled refresh to end', async () => (await jobsLeft('sources.refresh-wfp')) === 0);
    expect(await scheduledEnded()).toBe(true);
    expect(feed.requests()).toBe(1);
    const imports = await rows<{ status: string }>(sql`select status from source_import where origin = ${feed.url}`);
    expect(imports).toEqual([{ status: 'done' }]);
    // An admin whose refresh ran sees it done; one who asked while it ran is told so.
    for (const a of answers) {
      if (a.status === 200) expect(a.body).toMatchObject({ status: 'done', origin: feed.url });
      else expect(a).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/being refreshed already/) } });
    }
  });
});
