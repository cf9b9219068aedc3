// `npm run bench:charts`: the price charts over 1,000,000 price rows, through the whole app in-process
// (auth, the subscription gate, validation, service, database): Daily, Weekly, Monthly and Yearly,
// across every market and at one market, each printed beside its target (p50 ≤ 30 ms on PostgreSQL,
// ≤ 60 ms on PGlite) and beside a baseline timed in the same rounds on the same path:
// GET /api/notifications/unread-count (auth and one indexed count). The history is every bundled
// WFP month plus a made-up daily history of every product before it, until the price_history table
// holds BENCH_PRICE_ROWS rows (1,000,000 by default), written through the price log (observations
// and their daily rollups) as imports and admin edits write them. NBS's bundled state and national
// averages are imported too (timed: lines/s), and the Monthly chart is drawn with Borno's and the
// national averages beside it; the state prices page's call is timed on its own. Last, the rollups
// are summed again from every observation (`npm run rollups:rebuild`), timed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { type Database, queryRows } from '../src/server/db/client.js';
import { readFileStream } from '../src/server/lib/csv.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { createPriceHistoryRepository, createPriceLog } from '../src/server/modules/price-history/index.js';
import { againstTarget, benchApp, onEveryEngine, summary } from './bench-kit.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PRICE_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 1_000_000);
const DATA = join(projectRoot, 'data/wfp-nga');
const NBS = join(projectRoot, 'data/nbs-nga');
const NBS_STATES = 'nbs-state-food-prices-2016-01-to-2022-11.csv.gz';
const PERIODS = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
/** p50 targets of a chart, by engine. */
const TARGET_MS: Record<string, number> = { PostgreSQL: 30, PGlite: 60 };

async function bench(label: string, database: Database) {
  const { app, services } = await benchApp(database);
  for (const file of readdirSync(DATA).filter((f) => f.startsWith('prices-')))
    await services.sources.importFile('wfp', readFileSync(join(DATA, file), 'utf8'));
  const nbsStarted = performance.now();
  const nbs = await services.sources.importFile('nbs', readFileStream(join(NBS, NBS_STATES)));
  const nbsSeconds = (performance.now() - nbsStarted) / 1000;
  const nbsLines = nbs.pricesRecorded + nbs.pricesUpdated + nbs.pricesUnchanged + nbs.rowsSkipped.length;
  await services.sources.importFile('nbs', readFileStream(join(NBS, 'nbs-national-zone-food-prices.csv')));

  // Daily prices before the WFP months, for every product, until the table holds PRICE_ROWS rows.
  const count = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from price_history`))[0]!.n;
  const [{ products }] = (await queryRows<{ products: number }>(
    database.db,
    sql`select count(*)::int as products from product`,
  )) as [{ products: number }];
  const days = Math.ceil((PRICE_ROWS - (await count())) / products);
  // Written through the price log, as imports and admin edits write (observations and daily rollups),
  // a product's whole made-up history at a time.
  const filled = performance.now();
  const current = await queryRows<{ id: string; price_kobo: number }>(
    database.db,
    sql`select id, price_kobo::int from product order by id`,
  );
  const start = Date.parse('2025-09-01T00:00:00Z');
  const priceLog = createPriceLog(createPriceHistoryRepository(database.db));
  for (let i = 0; i < current.length; i += 10) {
    const batch = current.slice(i, i + 10).flatMap((p) =>
      Array.from({ length: days }, (_, d) => ({
        productId: p.id,
        priceKobo: Math.max(100, Math.round(p.price_kobo * (0.85 + 0.1 * Math.sin(d / 30) + 0.1 * Math.random()))),
        changedAt: new Date(start - (d + 1) * 86_400_000),
        source: 'wfp',
      })),
    );
    await database.db.transaction((tx) => priceLog.record(tx as unknown as typeof database.db, batch));
  }
  await database.db.execute(sql`vacuum analyze`); // as autovacuum leaves the tables after a bulk load
  const rows = await count();

  const person = {
    firstName: 'Bench',
    lastName: 'Subscriber',
    email: 'subscriber@bench.ng',
    userName: 'bench_subscriber',
    password: 'Bench-subscriber-kasuwa',
  };
  await services.accounts.createConfirmedUser({ ...person, role: 'user' });
  const { accessToken } = await services.accounts.authenticate({
    username: person.userName,
    password: person.password,
  });
  const headers = { authorization: `Bearer ${accessToken}` };
  const [plan] = await services.subscriptions.plans();
  const started = await app.inject({
    method: 'POST',
    url: '/api/payment/initiate',
    headers,
    payload: { amount: plan!.price, email: person.email, paymentType: 'subscription', subscriptionTypeId: plan!.id },
  });
  const { reference } = (started.json() as { data: { reference: string } }).data;
  await services.sandbox!.settle(reference, 'success');
  await app.inject({ method: 'GET', url: `/api/payment/verify/${reference}`, headers });

  const times = {
    baseline: [] as number[],
    charts: Object.fromEntries(
      PERIODS.flatMap((p) => [
        [`${p} every`, []],
        [`${p} one`, []],
      ]),
    ) as Record<string, number[]>,
    withAreas: [] as number[],
    statePage: [] as number[],
  };
  const timedInject = async (into: number[], options: InjectOptions) => {
    const t0 = performance.now();
    const res = await app.inject(options);
    into.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${JSON.stringify(options)} → ${res.statusCode} ${res.body}`);
    return res.json() as { points: Array<{ count: number }> };
  };
  const market = (
    await queryRows<{ market_id: string }>(
      database.db,
      sql`select p.market_id from product p join commodity c on c.id = p.commodity_id where c.name = 'Rice (imported)' limit 1`,
    )
  )[0]!.market_id;
  const chartUrl = (period: string, rest = '') =>
    `/api/price-analysis/chart?period=${period}&productName=Rice%20(imported)${rest}`;
  const shapes: Record<string, string> = {};
  for (let round = 0; round < ROUNDS; round++) {
    await timedInject(times.baseline, { method: 'GET', url: '/api/notifications/unread-count', headers });
    for (const period of PERIODS) {
      const every = await timedInject(times.charts[`${period} every`]!, {
        method: 'POST',
        url: chartUrl(period),
        headers,
      });
      const one = await timedInject(times.charts[`${period} one`]!, {
        method: 'POST',
        url: chartUrl(period, `&marketId=${market}`),
        headers,
      });
      for (const [key, chart] of [
        [`${period} every`, every],
        [`${period} one`, one],
      ] as const)
        shapes[key] =
          `${chart.points.length.toLocaleString('en')} points over ${chart.points.reduce((s, p) => s + p.count, 0).toLocaleString('en')} prices`;
    }
    await timedInject(times.withAreas, {
      method: 'POST',
      url: chartUrl('Monthly', '&areas=borno,national'),
      headers,
    });
    await timedInject(times.statePage, { method: 'GET', url: '/api/areas/borno/prices' });
  }
  const target = TARGET_MS[label]!;
  const chartLines = PERIODS.flatMap((period) =>
    (['every', 'one'] as const).map(
      (where) =>
        `  POST chart ${period.padEnd(7)} Rice (imported), ${where === 'every' ? 'every market' : 'one market  '}  ` +
        `${againstTarget(times.charts[`${period} ${where}`]!, target)}  (${shapes[`${period} ${where}`]})\n`,
    ),
  );
  process.stdout.write(
    `${label}: ${rows.toLocaleString('en')} price rows (${products} products, ${days} made-up days each, filled through the price log in ${((performance.now() - filled) / 1000).toFixed(1)} s); ${ROUNDS} rounds\n` +
      `  GET /api/notifications/unread-count (baseline)           ${summary(times.baseline)}\n` +
      chartLines.join('') +
      `  POST chart Monthly, every market + Borno & national       ${summary(times.withAreas)}\n` +
      `  GET /api/areas/borno/prices (state prices page)          ${summary(times.statePage)}\n` +
      `  NBS state file import: ${nbsLines.toLocaleString('en')} lines in ${nbsSeconds.toFixed(2)} s = ${Math.round(nbsLines / nbsSeconds).toLocaleString('en')} lines/s (target ≥ 20,000 on PGlite)\n`,
  );
  // The rollups summed again from every observation, as `npm run rollups:rebuild` does.
  const rebuildStarted = performance.now();
  const rebuilt = await services.priceHistory.rebuildRollups();
  process.stdout.write(
    `  rollups:rebuild: ${((performance.now() - rebuildStarted) / 1000).toFixed(2)} s for ${rebuilt.productDays.rows.toLocaleString('en')} product days ` +
      `and ${rebuilt.commodityDays.rows.toLocaleString('en')} commodity days (${rebuilt.productDays.corrected + rebuilt.commodityDays.corrected} corrected)\n`,
  );
  await app.close();
}

await onEveryEngine('charts', bench);
