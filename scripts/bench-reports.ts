// `npm run bench:reports`: what shoppers' price reports cost.
// 1. A 10 MB phone photo made ours (decoded, stripped, resized, thumbnail): time and memory, 5 runs;
//    and a 12 MP HEIC from a phone's camera, when heif-enc is here to make one (apt-get install
//    libheif-examples).
// 2. The product page with 1,000,000 price reports in the table (BENCH_REPORTS), through the whole
//    app in-process: the product call alone (today's product page) beside the two calls the page
//    now adds (what shoppers reported, and their summary) and the call a list adds (the fair-price
//    ranges of its 20 products), on each engine (PostgreSQL when DATABASE_URL names a server: a
//    database of its own is made and dropped). BENCH_REPORTS=0 times the photos only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type Database, queryRows } from '../src/server/db/client.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { normalisePhoto } from '../src/server/modules/reports/reports.photos.js';
import { benchApp, onEveryEngine, summary } from './bench-kit.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);

/** Noise does not compress: 3200 × 2400 at JPEG quality 100 comes to just under 10 MB, a phone's largest photo. */
async function noisePhoto(side: { width: number; height: number }) {
  const noise = Buffer.alloc(side.width * side.height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { ...side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** A 12 MP photo as an iPhone writes it (HEIC), made with heif-enc; undefined when it is not installed. */
async function heicPhoto(): Promise<Buffer | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-heic-'));
  try {
    const side = { width: 4032, height: 3024 };
    const gradient = Buffer.alloc(side.width * side.height * 3);
    for (let i = 0; i < gradient.length; i++)
      gradient[i] = ((i % (side.width * 3)) * 7 + ((i * 2654435761) >>> 29)) & 255;
    await sharp(gradient, { raw: { ...side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(join(dir, 'photo.jpg'));
    execFileSync('heif-enc', ['-q', '80', join(dir, 'photo.jpg'), '-o', join(dir, 'photo.heic')], { stdio: 'ignore' });
    return readFileSync(join(dir, 'photo.heic'));
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function photoBench(label: string, photo: Buffer) {
  const ms: number[] = [];
  let peak = 0;
  const base = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss - base)), 10);
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await normalisePhoto(photo);
    ms.push(performance.now() - t0);
  }
  clearInterval(sampler);
  const sorted = [...ms].sort((a, b) => a - b);
  const { width, height } = await sharp(photo).metadata();
  process.stdout.write(
    `${label} of ${(photo.length / 1024 / 1024).toFixed(1)} MB (${width}×${height}): min ${sorted[0]!.toFixed(0)} ms, ` +
      `median ${sorted[2]!.toFixed(0)} ms; peak RSS +${(peak / 1024 / 1024).toFixed(0)} MB\n`,
  );
}

async function bench(label: string, database: Database) {
  const { app, services } = await benchApp(database);
  await services.sources.importFile('wfp', readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8'));
  const [monday] = await queryRows<{ id: string; product: string; commodity: string }>(
    database.db,
    sql`select m.id, p.id as product, p.commodity_id as commodity from market m join product p on p.market_id = m.id
        join commodity c on c.id = p.commodity_id where m.name = 'Monday' and c.name = 'Rice (local)'`,
  );
  const started = performance.now();
  const user = await services.accounts.createConfirmedUser({
    firstName: 'Bench',
    lastName: 'Reporter',
    email: 'bench@example.ng',
    userName: 'bench_reporter',
    password: 'Bench-password-1',
    role: 'user',
  });
  // Reports spread over every product of every market and the last 90 days, a third of them confirmed.
  await database.db.execute(sql`
    insert into price_report (id, reporter_id, market_id, commodity_id, quantity, measure, price_kobo, unit_kobo, unit_per,
                              paid, observed_on, state, address, created_at)
    select gen_random_uuid(), ${user.id}, p.m[1 + g % p.n], p.c[1 + g % p.n], 1, 'kg', 100000 + (g % 5000), 100000 + (g % 5000), 'kg',
           g % 4 <> 0, current_date - (g % 90), case when g % 3 = 0 then 'confirmed' else 'pending' end, '192.0.2.1',
           now() - make_interval(days => g % 90)
    from generate_series(1, ${REPORTS}) g,
         (select array_agg(market_id order by id) as m, array_agg(commodity_id order by id) as c, count(*)::int as n from product) p`);
  await database.db.execute(sql`analyze price_report`);
  process.stdout.write(
    `${label}: ${REPORTS.toLocaleString('en')} reports written in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const times = {
    product: [] as number[],
    reports: [] as number[],
    summary: [] as number[],
    ranges: [] as number[],
    before: [] as number[],
    page: [] as number[],
  };
  // A list screen's 20 products at Monday market: the ranges under their prices, in one call.
  const listed = await queryRows<{ market_id: string; commodity_id: string }>(
    database.db,
    sql`select market_id, commodity_id from product where market_id = ${monday!.id} limit 20`,
  );
  const pairs = listed.map((p) => `${p.market_id}:${p.commodity_id}`).join(',');
  const call = async (into: number[], url: string) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    into.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const q = new URLSearchParams({ marketId: monday!.id, commodityId: monday!.commodity });
  for (let i = 0; i < ROUNDS; i++) {
    await call(times.product, `/api/markets/products/${monday!.product}`);
    await call(times.reports, `/api/price-reports?${q}`);
    await call(times.summary, `/api/price-reports/summary?${q}`);
    await call(times.ranges, `/api/price-reports/ranges?items=${pairs}`);
    // The product page's calls, sent together as the browser sends them: before this issue (the
    // product and its state's averages), and now (with what shoppers reported, and their summary).
    const before = [`/api/markets/products/${monday!.product}`, `/api/areas/borno/prices`];
    const now = [...before, `/api/price-reports?${q}`, `/api/price-reports/summary?${q}`];
    for (const [into, urls] of [
      [times.before, before],
      [times.page, now],
    ] as const) {
      const t0 = performance.now();
      await Promise.all(urls.map((url) => call([], url)));
      into.push(performance.now() - t0);
    }
  }
  process.stdout.write(
    `  GET /api/markets/products/:id (today's product page)   ${summary(times.product)}\n` +
      `  GET /api/price-reports?marketId&commodityId           ${summary(times.reports)}\n` +
      `  GET /api/price-reports/summary                         ${summary(times.summary)}\n` +
      `  GET /api/price-reports/ranges (${listed.length} products of a list)     ${summary(times.ranges)}\n` +
      `  the product page before: product and state averages     ${summary(times.before)}\n` +
      `  the product page now: and shoppers' reports, summary    ${summary(times.page)}\n`,
  );
  await app.close();
}

await photoBench('JPEG photo', await noisePhoto({ width: 3200, height: 2400 }));
const heic = await heicPhoto();
if (heic) await photoBench('HEIC photo', heic);
else process.stdout.write('HEIC photo: heif-enc is not installed (apt-get install libheif-examples)\n');
if (REPORTS > 0) await onEveryEngine('reports', bench);
