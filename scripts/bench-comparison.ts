// Part of `npm run bench`: the price comparison at scale. 1,000 markets each selling the same 20
// commodities (imported as a WFP file), one shopper with a 20-item cart; measures the cart
// comparison across all 1,000 markets (beside its target: p50 ≤ 25 ms on PostgreSQL, ≤ 50 ms on
// PGlite) and the best split (maxMarkets=3 over the 25 nearest), p50/p99 beside two floors (a bare
// `select 1` round trip, and a bare sum of the same rows per market), on PGlite and (when
// DATABASE_URL is set) on a database of its own on that PostgreSQL server (made and dropped by
// bench-kit). Figures for the closing notes; nothing asserts on time.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Caller } from '../src/server/plugins/auth.js';
import { loadConfig } from '../src/server/config.js';
import { pgArray } from '../src/server/db/arrays.js';
import { type Database, queryRows } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { uuidv7 } from '../src/server/lib/ids.js';
import { createServices } from '../src/server/services.js';
import { againstTarget, onEveryEngine, timed, timings } from './bench-kit.js';

const QUERIES = Number(process.argv[2] ?? 100);
const MARKETS = 1_000;
const ITEMS = 20;
/** The cart comparison's target, p50 in ms, by engine. */
const COMPARE_TARGET_MS = { pglite: 50, postgres: 25 } as const;

/** 1,000 markets around Kano × 20 commodities, one month. */
function wfpFile(): string {
  const lines = [
    'date,admin1,admin2,market,market_id,latitude,longitude,category,commodity,commodity_id,unit,priceflag,pricetype,currency,price,usdprice',
  ];
  for (let k = 0; k < MARKETS; k++)
    for (let i = 0; i < ITEMS; i++) {
      const lat = (11.5 + ((k * 7919) % 1000) / 1000).toFixed(4);
      const lng = (8.0 + ((k * 104729) % 1000) / 1000).toFixed(4);
      lines.push(
        `2026-08-15,Kano,LGA ${k % 44},Bench market ${k},${800000 + k},${lat},${lng},cereals and tubers,Item ${i},${i + 1},${1 + (i % 3)} KG,aggregate,Retail,NGN,${500 + ((k * 31 + i * 17) % 3000)},1`,
      );
    }
  return lines.join('\n');
}

async function bench(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const services = createServices(config, { db, jobs: createInlineJobs(), log: pino({ level: 'silent' }) });
  await services.sources.importFile('wfp', wfpFile());
  await db.execute(sql`vacuum analyze`);

  const userId = uuidv7();
  await db.execute(sql`insert into app_user (id, first_name, last_name, email, user_name, password_hash)
                       values (${userId}, 'Bench', 'Shopper', ${`${userId}@bench.ng`}, ${userId}, 'x')`);
  const caller = { id: userId, role: 'user' } as Caller;
  // The cart: each of the 20 items from a different market, quantities 1–4.
  const picks = await queryRows<{ id: string }>(
    db,
    sql`select distinct on (p.commodity_id) p.id from product p order by p.commodity_id, p.market_id`,
  );
  for (const [i, { id }] of picks.entries()) await services.cart.add(caller, { productId: id, quantity: 1 + (i % 4) });

  const here = (i: number) => ({ latitude: 11.5 + ((i * 37) % 100) / 100, longitude: 8.0 + ((i * 53) % 100) / 100 });
  const floor = await timed(QUERIES, () => db.execute(sql`select 1`));
  // The bare baseline of the comparison: summing the same rows per market, nothing else.
  const commodities = (await services.cart.lines(caller, userId)).map((l) => l.commodityId);
  const bare = await timed(QUERIES, () =>
    db.execute(sql`select market_id, sum(price_kobo) from product
                   where commodity_id = any(${pgArray(commodities, 'uuid')}) and archived_at is null
                   group by market_id`),
  );
  const compare = await timings(QUERIES, () =>
    services.comparison.compareCart(caller, userId, { includeOld: true, costPerKm: 150 }),
  );
  const split = await timed(QUERIES, (i) =>
    services.comparison.split(caller, userId, { ...here(i), maxMarkets: 3, costPerKm: 150, includeOld: true }),
  );
  process.stdout.write(
    `${label}: ${MARKETS} markets × ${ITEMS} items, a ${picks.length}-item cart; ${QUERIES} queries each\n` +
      `  select 1 (floor)              ${floor}\n` +
      `  bare sum per market (floor)   ${bare}\n` +
      `  cart comparison (1,000 mkts)  ${againstTarget(compare, COMPARE_TARGET_MS[database.engine])}\n` +
      `  best split (3 of 25 nearest)  ${split}\n`,
  );
}

await onEveryEngine('comparison', bench);
