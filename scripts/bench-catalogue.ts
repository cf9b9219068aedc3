// Part of `npm run bench`: markets and catalogue at scale. 100,000 synthetic markets spread over
// Nigeria and 100,000 products on PGlite and, when DATABASE_URL is set, on a database of its own on
// that PostgreSQL server (made and dropped by bench-kit). Measures nearby markets and product search (p50/p99 over many
// random queries, beside a bare `select 1` round trip as the floor) and WFP import in rows/s.
// Figures for the closing notes; nothing asserts on time.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config.js';
import { type Database, queryRows } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { createServices } from '../src/server/services.js';
import { onEveryEngine, timed } from './bench-kit.js';

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

async function bench(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const { markets, catalogue, sources } = createServices(config, {
    db,
    jobs: createInlineJobs(),
    log: pino({ level: 'silent' }),
  });

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
  const search = await timed(QUERIES, (i) => catalogue.search(WORDS[i % WORDS.length], { limit: 8, offset: 0 }));
  const marketSearch = await timed(QUERIES, (i) =>
    markets.search({ search: STATES[i % STATES.length], limit: 20, offset: 0 }),
  );
  process.stdout.write(
    `${label}: ${rows?.markets} markets, ${rows?.products} products (filled in ${filled} s); ${QUERIES} queries each\n` +
      `  select 1 (floor)        ${floor}\n` +
      `  nearby (50 km, 20)      ${nearby}\n` +
      `  product search          ${search}\n` +
      `  market search (state)   ${marketSearch}\n` +
      `  import                  ${file.rows} rows at ${importRate} rows/s\n`,
  );
}

await onEveryEngine('catalogue', bench);
