// `npm run bench:read-models`: the read models of decision record 009 beside the joins they replaced,
// on the same data, in turns (today's, then the read model's, repeated), min and median of each.
//   1. A category's products by item then market name, and the products whose market holds a word:
//      the catalogue joined markets' table; it now joins their published view, market_listing.
//   2. A price chart of one item at every market: price history joined the catalogue's product
//      table; it now joins the catalogue's published view, product_on_sale. Beside them, the
//      alternative not taken: ask the catalogue for the item's products, then read by product id.
// Data: every bundled WFP month, then BENCH_MARKETS made-up markets (5,000 by default) each selling
// every item, and BENCH_DAYS daily prices (60) of every product of Rice (imported). PGlite, and the
// PostgreSQL server of DATABASE_URL when set (a database of its own, made and dropped). Nothing asserts on time;
// each pair must answer the same rows, or the bench stops.
import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config.js';
import { pgArray } from '../src/server/db/arrays.js';
import { type Database, queryRows } from '../src/server/db/client.js';
import { bundledPriceFiles } from '../src/server/db/seed/demo-catalogue.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { bucketsOf, createPriceHistoryRepository } from '../src/server/modules/price-history/index.js';
import { createServices } from '../src/server/services.js';
import { onEveryEngine } from './bench-kit.js';

const MARKETS = Number(process.env.BENCH_MARKETS ?? 5_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 30);

/** "min … ms, median … ms" of a list of times. */
function minMedian(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `min ${sorted[0]!.toFixed(2).padStart(7)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2).padStart(7)} ms`;
}

/** Runs each way in turns, checks they all answer as the first, and prints their times side by side. */
async function sideBySide(what: string, ways: Record<string, () => Promise<unknown>>) {
  const times = new Map(Object.keys(ways).map((way) => [way, [] as number[]]));
  const answers = new Map<string, string>();
  for (let i = 0; i < REPEATS; i++)
    for (const [way, run] of Object.entries(ways)) {
      const t0 = performance.now();
      const answer = await run();
      times.get(way)!.push(performance.now() - t0);
      if (i === 0) answers.set(way, JSON.stringify(answer));
    }
  const [first, ...others] = [...answers.values()];
  if (others.some((a) => a !== first)) throw new Error(`${what}: the ways answer differently`);
  process.stdout.write(`  ${what}\n`);
  for (const [way, ms] of times) process.stdout.write(`    ${way.padEnd(32)} ${minMedian(ms)}\n`);
}

/** Made-up markets selling every item, and a daily history of every product of one item. */
async function fill(db: Database['db'], item: string, rebuildRollups: () => Promise<unknown>) {
  await db.execute(sql`
    insert into market (id, name, address, latitude, longitude, opening_hours, state, lga)
    select gen_random_uuid(), 'Market ' || g || ' ' || (array['Oja','Kasuwa','Ahia','Central','New'])[1 + g % 5],
           'Street ' || g, 4.3 + random() * 9.5, 2.7 + random() * 11.9, 'Daily 07:00–18:00',
           (array['Lagos','Kano','Borno','Oyo','Rivers','Kaduna','Enugu','Sokoto','Plateau','Benue'])[1 + g % 10], 'LGA ' || (g % 400)
    from generate_series(1, ${MARKETS}) g`);
  await db.execute(sql`
    insert into product (id, market_id, commodity_id, category_id, price_kobo, price_observed_at, price_source)
    select gen_random_uuid(), m.id, c.id, c.category_id, 50000 + (random() * 400000)::int, now(), 'admin'
    from market m cross join commodity c where m.source_ref is null`);
  await db.execute(sql`
    insert into price_history (id, product_id, price_kobo, changed_at, source)
    select gen_random_uuid(), p.id, greatest(100, p.price_kobo + (random() * 20000)::int - 10000),
           timestamptz '2026-06-01' - make_interval(days => d), 'admin'
    from product p join commodity c on c.id = p.commodity_id cross join generate_series(1, ${DAYS}) d
    where c.name = ${item} and p.market_id in (select id from market where source_ref is null)`);
  // Written behind the price log's back: its daily rollups summed again, as `npm run rollups:rebuild` does.
  await rebuildRollups();
  await db.execute(sql`vacuum analyze`);
}

/** The page of a category's products as the catalogue lists them, joined to `markets` (a table or the view). */
const categoryPageSql = (markets: SQL, categoryId: string) => sql`
  select p.id, p.price_kobo, m.name as market_name, c.name from product p
  join commodity c on c.id = p.commodity_id join category k on k.id = p.category_id join ${markets} m on m.id = p.market_id
  where p.category_id = ${categoryId} and p.archived_at is null
  order by c.name, m.name limit 20`;

/** How many products on sale have a market whose name, LGA or state holds the word. */
const marketWordSql = (markets: SQL, searchable: SQL, word: string) => sql`
  select count(*)::int as n from product p
  where p.archived_at is null and exists (select 1 from ${markets} m where m.id = p.market_id and ${searchable} like ${`%${word}%`})`;

async function bench(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const { catalogue, sources, priceHistory } = createServices(config, {
    db,
    jobs: createInlineJobs(),
    log: pino({ level: 'silent' }),
  });
  for (const file of bundledPriceFiles()) await sources.importFile('wfp', readFileSync(file, 'utf8'));
  const item = 'Rice (imported)';
  const t0 = performance.now();
  await fill(db, item, priceHistory.rebuildRollups);
  const [sizes] = await queryRows<{ markets: number; products: number; prices: number }>(
    db,
    sql`select (select count(*) from market)::int as markets, (select count(*) from product)::int as products,
               (select count(*) from price_history)::int as prices`,
  );
  process.stdout.write(
    `${label}: ${sizes!.markets} markets, ${sizes!.products} products, ${sizes!.prices} prices (filled in ${((performance.now() - t0) / 1000).toFixed(1)} s); ${REPEATS} runs each\n`,
  );

  const rice = (await catalogue.commodityNamed(item))!;
  const [cereals] = await queryRows<{ id: string }>(
    db,
    sql`select category_id as id from commodity where id = ${rice.id}`,
  );
  const rows = (query: SQL) => () => queryRows(db, query);
  const table = sql`market`;
  const view = sql`market_listing`;
  await sideBySide(`1a. A category's products, page 1 by item then market name (${sizes!.markets} markets)`, {
    'today: join the market table': rows(categoryPageSql(table, cereals!.id)),
    'chosen: join market_listing': rows(categoryPageSql(view, cereals!.id)),
  });
  await sideBySide(`1b. Products whose market's name, LGA or state holds "kano"`, {
    'today: join the market table': rows(
      marketWordSql(table, sql`lower(m.name || ' ' || m.lga || ' ' || m.state)`, 'kano'),
    ),
    'chosen: join market_listing': rows(marketWordSql(view, sql`m.searchable`, 'kano')),
  });

  const history = createPriceHistoryRepository(db);
  // A chart's rows from observations or each product's daily rollups, cut as price history's buckets cut them.
  const daily = (join: SQL, where: SQL) =>
    bucketsOf(
      db,
      sql`select (h.changed_at at time zone 'Africa/Lagos')::date as day, 1 as observations, h.price_kobo as sum_kobo,
                 h.price_kobo as min_kobo, h.price_kobo as max_kobo, h.price_kobo as last_kobo, h.changed_at as last_at, h.source
          from price_history h ${join} where ${where}`,
      'Daily',
    );
  const monthly = (join: SQL, where: SQL) =>
    bucketsOf(
      db,
      sql`select pd.day, pd.observations, pd.sum_kobo, pd.min_kobo, pd.max_kobo, pd.last_kobo, pd.last_at, pd.source
          from price_day pd ${join} where ${where}`,
      'Monthly',
    );
  // The alternative measured and not taken: ask the catalogue for the item's products, then read by id.
  const productIds = async () =>
    pgArray(
      (
        await queryRows<{ id: string }>(
          db,
          sql`select id from product where commodity_id = ${rice.id} and archived_at is null`,
        )
      ).map((r) => r.id),
      'uuid',
    );
  const ofRice = sql`p.commodity_id = ${rice.id} and p.archived_at is null`;
  await sideBySide(`2a. Chart by day: ${item} at every market (${sizes!.prices.toLocaleString('en')} prices in all)`, {
    'today: join the product table': () => daily(sql`join product p on p.id = h.product_id`, ofRice),
    'chosen: join product_on_sale': () =>
      daily(sql`join product_on_sale p on p.id = h.product_id`, sql`p.commodity_id = ${rice.id}`),
    'not taken: ids, then = any(ids)': async () => daily(sql``, sql`h.product_id = any(${await productIds()})`),
  });
  await sideBySide(`2b. Chart by month (each product's daily rollups): ${item} at every market`, {
    'today: join the product table': () => monthly(sql`join product p on p.id = pd.product_id`, ofRice),
    'chosen: join product_on_sale': () =>
      monthly(sql`join product_on_sale p on p.id = pd.product_id`, sql`p.commodity_id = ${rice.id}`),
    'not taken: ids, then = any(ids)': async () => monthly(sql``, sql`pd.product_id = any(${await productIds()})`),
    "the chart now: the commodity's days": () => history.buckets({ commodityId: rice.id }, 'Monthly'),
  });
}

await onEveryEngine('read-models', bench);
