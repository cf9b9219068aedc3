// `npm run bench:payments`: the HTTP cost of starting and verifying a payment, through the whole
// app in-process (auth, validation, service, database; the sandbox provider, whose ledger is a
// table), next to a baseline on the same path: GET /api/carts/mine (auth and the cart read that
// initiate also does). Each round: 3 items into the cart, initiate, paid at the sandbox (not timed,
// and no webhook), the first verify (it applies: order, lines, cart, e-mail in one transaction),
// then a second verify (already settled).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { type Database, queryRows } from '../src/server/db/client.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { benchApp, onEveryEngine, summary } from './bench-kit.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SHOPPERS = 4;

async function bench(label: string, database: Database) {
  const { app, services } = await benchApp(database);
  await services.sources.importFile('wfp', readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8'));
  const products = (
    await queryRows<{ id: string }>(database.db, sql`select id from product order by id limit 300`)
  ).map((r) => r.id);
  const shoppers: Array<{ email: string; headers: Record<string, string> }> = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const person = {
      firstName: 'Bench',
      lastName: `Payer${i}`,
      email: `payer${i}@bench.ng`,
      userName: `bench_payer_${i}`,
      password: `Bench-payer-${i}-kasuwa`,
    };
    await services.accounts.createConfirmedUser({ ...person, role: 'user' });
    const { accessToken } = await services.accounts.authenticate({
      username: person.userName,
      password: person.password,
    });
    shoppers.push({ ...person, headers: { authorization: `Bearer ${accessToken}` } });
  }

  const times = { baseline: [] as number[], initiate: [] as number[], verify: [] as number[], again: [] as number[] };
  const timedInject = async (into: number[], options: InjectOptions) => {
    const t0 = performance.now();
    const res = await app.inject(options);
    into.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${JSON.stringify(options)} → ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const s = shoppers[round % SHOPPERS]!;
    for (let k = 0; k < 3; k++) {
      const productId = products[(round * 3 + k) % products.length];
      await app.inject({ method: 'POST', url: `/api/carts/add?productId=${productId}&quantity=2`, headers: s.headers });
    }
    const cart = await timedInject(times.baseline, { method: 'GET', url: '/api/carts/mine', headers: s.headers });
    const started = await timedInject(times.initiate, {
      method: 'POST',
      url: '/api/payment/initiate',
      headers: s.headers,
      payload: {
        amount: cart.totalPrice,
        email: s.email,
        paymentType: 'product',
        billingAddress: '1 Bench Road, Kano',
        shippingAddress: '1 Bench Road, Kano',
      },
    });
    const { reference } = started.data as { reference: string };
    // Paid at the provider, with no webhook: the first verify is the one that applies it.
    await services.sandbox!.settle(reference, 'success');
    await timedInject(times.verify, { method: 'GET', url: `/api/payment/verify/${reference}`, headers: s.headers });
    await timedInject(times.again, { method: 'GET', url: `/api/payment/verify/${reference}`, headers: s.headers });
  }
  const [made] = await queryRows<{ orders: number }>(
    database.db,
    sql`select count(*)::int as orders from customer_order`,
  );
  process.stdout.write(
    `${label}: ${ROUNDS} checkouts of 3 items (${made?.orders} orders made)\n` +
      `  GET /api/carts/mine (baseline)   ${summary(times.baseline)}\n` +
      `  POST /api/payment/initiate       ${summary(times.initiate)}\n` +
      `  GET verify, first (applies)      ${summary(times.verify)}\n` +
      `  GET verify, already settled      ${summary(times.again)}\n`,
  );
  await app.close();
}

await onEveryEngine('payments', bench);
