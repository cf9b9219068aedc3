// Part of `npm run bench`: markets and catalogue at scale. 100,000 synthetic markets spread over
// Nigeria and 100,000 products on PGlite and, when DATABASE_URL is set, on a database of its own on
// that PostgreSQL server (made and dropped by bench-kit). Measures nearby markets and market search
// (p50/p99 over many random queries, beside a bare `select 1` round trip as the floor), product
// search through its HTTP route (p50/p99 and the CPU each request costs, beside the health check
// measured the same way) and WFP import in rows/s. Figures for the closing notes; nothing asserts
// on time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../src/server/db/client.js';
import { benchApp, cpuMsOf, onEveryEngine, summary, timed, timings } from './bench-kit.js';

const QUERIES = Number(process.argv[2] ?? 300);
const MARKETS = 100_000;
const WORDS = [
  'rice',
  'beans',
  'tomatoe',
  'maize flour',
  'palm oil',
  'rice kano',
  'millet borno',
  'onion',
  'yam lagos',
  'garri',
];
const COMMODITIES = [
  ['Rice (local)', '2.7 KG', 'cereals and tubers'],
  ['Rice (imported)', '2.8 KG', 'cereals and tubers'],
  ['Maize flour', '2.1 KG', 'cereals and tubers'],
  ['Millet', '2.6 KG', 'cereals and tubers'],
  ['Beans (white)', '2.5 KG', 'pulses and nuts'],
  ['Beans (red)', '2.5 KG', 'pulses and nuts'],
  ['Tomatoes', '0.5 KG', 'vegetables and fruits'],
  ['Onions', '0.5 KG', 'vegetables and fruits'],
  ['Yam', 'KG', 'cereals and tubers'],
  ['Garri (white)', '1.5 KG', 'cereals and tubers'],
  ['Palm oil', 'L', 'oil and fats'],
  ['Eggs', '30 pcs', 'meat, fish and eggs'],
];
/** Requests sent to a route before its measured ones. */
const WARM_UP = 200;
/** Product search's target on PostgreSQL: CPU per request, the server's and its backends'. */
const SEARCH_CPU_TARGET_MS = 3;
const STATES = ['Lagos', 'Kano', 'Borno', 'Oyo', 'Rivers', 'Kaduna', 'Enugu', 'Sokoto', 'Plateau', 'Benue'];

/** A WFP-format file: `markets` markets × every commodity × `months` months. */
function wfpFile(markets: number, months: number): { text: string; rows: number } {
  const lines = [
    'date,admin1,admin2,market,market_id,latitude,longitude,category,commodity,commodity_id,unit,priceflag,pricetype,currency,price,usdprice',
  ];
  for (let m = 0; m < months; m++)
    for (let k = 0; k < markets; k++)
      for (const [i, [name, unit, category]] of COMMODITIES.entries()) {
        const state = STATES[k % STATES.length];
        const lat = (4.5 + ((k * 7919) % 9000) / 1000).toFixed(3);
        const lng = (3 + ((k * 104729) % 11000) / 1000).toFixed(3);
        const price = (500 + ((k + i * 13 + m * 7) % 4000)).toFixed(2);
        lines.push(
          `2026-0${m + 1}-15,${state},LGA ${k % 50},Bench market ${k},${900000 + k},${lat},${lng},"${category}",${name},${i + 1},${unit},aggregate,Retail,NGN,${price},1`,
        );
      }
  return { text: lines.join('\n'), rows: lines.length - 1 };
}

/**
 * The CPU a run of requests costs: this process's (the server; on PGlite the database too) and, on
 * PostgreSQL, that of every backend connected to the bench's database, read from /proc (the server
 * is on this machine).
 */
async function cpuDuring(database: Database, run: () => Promise<unknown>): Promise<{ node: number; db: number }> {
  const backends = async () =>
    database.engine === 'postgres'
      ? (
          await queryRows<{ pid: number }>(
            database.db,
            sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
          )
        ).map((r) => r.pid)
      : [];
  const before = new Map((await backends()).map((pid) => [pid, cpuMsOf(pid)]));
  const node = process.cpuUsage();
  await run();
  const used = process.cpuUsage(node);
  const after = await backends();
  return {
    node: (used.user + used.system) / 1000,
    db: after.reduce((sum, pid) => sum + cpuMsOf(pid) - (before.get(pid) ?? 0), 0),
  };
}

/**
 * With BENCH_PROFILE=<folder>, the node process's CPU profile of `run` alone is written there
 * (`<name>.cpuprofile`, for Chrome's DevTools), to see where a request's CPU goes.
 */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return run();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((done, fail) => session.post(method, params ?? {}, (e, r) => (e ? fail(e) : done(r))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** `n` GET requests (url by index) through the app: wall times, CPU per request, and the answers' size. */
async function requests(app: FastifyInstance, database: Database, n: number, url: (i: number) => string) {
  // Warmed up as a running server is: V8 optimises a route's code only after some hundreds of
  // requests, and with 20 the first few dozen measured ones were still running it unoptimised.
  for (let i = 0; i < WARM_UP; i++) await app.inject({ method: 'GET', url: url(i) });
  let ms: number[] = [];
  let bytes = 0;
  let items = 0;
  const cpu = await cpuDuring(database, async () => {
    ms = await timings(n, async (i) => {
      const res = await app.inject({ method: 'GET', url: url(i) });
      if (res.statusCode !== 200) throw new Error(`${url(i)} answered ${res.statusCode}: ${res.body}`);
      bytes += res.rawPayload.length;
      const body = res.json() as unknown;
      if (Array.isArray(body)) items += body.length;
    });
  });
  const perRequest = { node: cpu.node / n, db: cpu.db / n, total: (cpu.node + cpu.db) / n };
  return { ms, cpu: perRequest, bytes: bytes / n, items: items / n };
}

const cpuText = (cpu: { node: number; db: number; total: number }, engine: Database['engine']) =>
  engine === 'postgres'
    ? `CPU ${cpu.total.toFixed(2)} ms (node ${cpu.node.toFixed(2)} + PostgreSQL ${cpu.db.toFixed(2)})`
    : `CPU ${cpu.total.toFixed(2)} ms (node with PGlite in it)`;

async function bench(label: string, database: Database) {
  const { app, services } = await benchApp(database);
  const db = database.db;
  const { markets, sources } = services;

  // Import first, into the empty database: 4 months × 1,000 markets × 12 commodities = 48,000 rows.
  const file = wfpFile(1_000, 4);
  let t0 = performance.now();
  await sources.importFile('wfp', file.text);
  const importRate = Math.round(file.rows / ((performance.now() - t0) / 1000));

  // Then fill up to 100,000 markets and 100,000 products in SQL (the importer's rate is measured above).
  t0 = performance.now();
  await db.execute(sql`
    insert into market (id, name, address, latitude, longitude, opening_hours, state, lga)
    select gen_random_uuid(), 'Market ' || g || ' ' || (array['Oja','Kasuwa','Ahia','Central','New'])[1 + g % 5],
           'Street ' || g, 4.3 + random() * 9.5, 2.7 + random() * 11.9, 'Daily 07:00–18:00',
           (array['Lagos','Kano','Borno','Oyo','Rivers','Kaduna','Enugu','Sokoto','Plateau','Benue'])[1 + g % 10], 'LGA ' || (g % 400)
    from generate_series(1, ${MARKETS - 1_000}) g`);
  await db.execute(sql`
    insert into product (id, market_id, commodity_id, category_id, price_kobo, price_observed_at, price_source)
    select gen_random_uuid(), m.id, c.id, c.category_id, 50000 + (random() * 400000)::int, now(), 'admin'
    from (select id, name, lga, state, row_number() over (order by id) as r from market where source_ref is null) m
    join (select id, name, unit, category_id, row_number() over (order by id) - 1 as r from commodity) c
      on c.r = m.r % (select count(*) from commodity)
    where m.r <= ${100_000 - 48_000 / 4}`);
  await db.execute(sql`vacuum analyze`); // as autovacuum leaves a table after a bulk load
  const [rows] = await queryRows<{ markets: number; products: number }>(
    db,
    sql`select (select count(*) from market)::int as markets, (select count(*) from product)::int as products`,
  );
  const filled = ((performance.now() - t0) / 1000).toFixed(1);

  const point = (i: number) => ({ latitude: 4.5 + ((i * 37) % 90) / 10, longitude: 3 + ((i * 53) % 110) / 10 });
  const floor = await timed(QUERIES, () => db.execute(sql`select 1`));
  const nearby = await timed(QUERIES, (i) => markets.nearby({ ...point(i), radiusKm: 50, limit: 20 }));
  const marketSearch = await timed(QUERIES, (i) =>
    markets.search({ search: STATES[i % STATES.length], limit: 20, offset: 0 }),
  );
  // Through HTTP, as the web asks: the health check (one `select 1`) is the baseline of a request.
  const health = await requests(app, database, QUERIES, () => '/api/health');
  const words = (i: number) => encodeURIComponent(WORDS[i % WORDS.length]!);
  const search = await profiled(`${database.engine}-search`, () =>
    requests(app, database, QUERIES, (i) => `/api/products?query=${words(i)}`),
  );
  const next = await requests(app, database, QUERIES, (i) => `/api/products?query=${words(i)}&offset=20`);
  const line = (r: Awaited<ReturnType<typeof requests>>) =>
    `${summary(r.ms)}; ${cpuText(r.cpu, database.engine)}, ${(r.cpu.total / health.cpu.total).toFixed(1)}× the health check; ` +
    `${r.items.toFixed(1)} items, ${(r.bytes / 1024).toFixed(1)} KB`;
  // The target is PostgreSQL's; on PGlite the database's work is in the server's process, beside the health check's.
  const verdict = (r: Awaited<ReturnType<typeof requests>>) =>
    database.engine === 'postgres'
      ? `   target CPU ≤ ${SEARCH_CPU_TARGET_MS} ms/request  ${r.cpu.total <= SEARCH_CPU_TARGET_MS ? '✔ within' : '✖ over'}`
      : '';
  process.stdout.write(
    `${label}: ${rows?.markets} markets, ${rows?.products} products (filled in ${filled} s); ${QUERIES} queries each\n` +
      `  select 1 (floor)                 ${floor}\n` +
      `  nearby (50 km, 20)               ${nearby}\n` +
      `  market search (state)            ${marketSearch}\n` +
      `  GET /api/health (baseline)       ${summary(health.ms)}; ${cpuText(health.cpu, database.engine)}\n` +
      `  GET /api/products?query          ${line(search)}${verdict(search)}\n` +
      `  … &offset=20 (the next page)     ${line(next)}${verdict(next)}\n` +
      `  import                           ${file.rows} rows at ${importRate} rows/s\n`,
  );
  await app.close();
}

await onEveryEngine('catalogue', bench);
