import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductDetailsSchema,
  type ProductHit,
  ProductHitListSchema,
  ProductSchema,
} from '../../../contract/catalogue.js';
import { type Chart, ChartSchema, PERIODS, type Period } from '../../../contract/price-history.js';
import { BULK_COLUMNS, PublicReportListSchema } from '../../../contract/reports.js';
import { openDatabase, queryRows } from '../../db/client.js';
import { uuidv7 } from '../../lib/ids.js';
import { migrationsDir, projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, signedInAgain, type TestUser } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { expectRollupsInStep, lagosDayOf, observations, type Seen } from '../../testing/price-rollups.js';
import { send } from '../../testing/requests.js';
import { givenSubscriber } from '../../testing/shopping.js';

/**
 * The charts' daily rollups after every way prices are written: a refresh from WFP's feed, a file
 * imported (new prices, and the same days at other prices), an admin's edit and new product,
 * shoppers' reports confirmed, flagged and rejected, a product taken off sale, a source switched
 * off and on, and rollups put right by a rebuild. After each, the rollups hold exactly what the
 * observations add up to (summed in the test, apart from the code that keeps them), and the charts
 * answer what the observations average.
 */

const WFP_DIR = join(projectRoot, 'data/wfp-nga');
const MONTHS = readdirSync(WFP_DIR)
  .flatMap((f) => /^prices-(\d{4}-\d{2})\.csv$/.exec(f)?.[1] ?? [])
  .sort();
const NEWEST = MONTHS.at(-1)!;
const fileOf = (month: string) => readFileSync(join(WFP_DIR, `prices-${month}.csv`), 'utf8');
const [HEADER] = fileOf(NEWEST).split('\n');
/** HDX's second row: the HXL hashtags of the columns. */
const HXL =
  '#date,#adm1+name,#adm2+name,#loc+market+name,#loc+market+code,#geo+lat,#geo+lon,#item+type,#item+name,#item+code,#item+unit,#item+price+flag,#item+price+type,#currency+code,#value,#value+usd';
/** WFP's CSV as HDX publishes it, of every bundled month before the newest. */
const feedFile = () =>
  [HEADER, HXL, ...MONTHS.slice(0, -1).flatMap((m) => fileOf(m).trimEnd().split('\n').slice(1))].join('\n') + '\n';

let t: TestApp;
let server: Server;
let admin: TestUser;
let subscriber: TestUser;

beforeAll(async () => {
  const body = Buffer.from(feedFile());
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-length': body.length, etag: '"v1"' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({ env: { WFP_FEED_URL: `http://127.0.0.1:${port}/wfp_food_prices_nga.csv` } });
  [admin, subscriber] = await Promise.all([givenUser(t, { role: 'admin' }), givenUser(t)]);
  await givenSubscriber(t, subscriber);
}, 60_000);

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const db = () => t.database.db;
const productsOf = async (query: string): Promise<ProductHit[]> =>
  ProductHitListSchema.parse((await send(t, 'GET', `/api/products?query=${encodeURIComponent(query)}`)).json());

/** The first day of the period a Lagos day is in: itself, its ISO week's Monday, its month's or year's first. */
function periodOf(day: string, period: Period): string {
  if (period === 'Monthly') return `${day.slice(0, 7)}-01`;
  if (period === 'Yearly') return `${day.slice(0, 4)}-01-01`;
  if (period === 'Daily') return day;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** What a chart's points should be: the observations averaged by period, each with its lowest, highest, last, count and sources. */
function pointsOf(seen: Seen[], period: Period): Chart['points'] {
  const groups = new Map<string, Seen[]>();
  for (const o of seen) {
    const key = periodOf(lagosDayOf(o.at), period);
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, group]) => {
      const prices = group.map((o) => o.priceKobo);
      const newest = [...group].sort((a, b) => b.at - a.at || a.priceKobo - b.priceKobo)[0]!;
      return {
        changeDateTime: `${day}T00:00:00+01:00`,
        price: Math.round(prices.reduce((s, p) => s + p, 0) / prices.length) / 100,
        min: Math.min(...prices) / 100,
        max: Math.max(...prices) / 100,
        last: newest.priceKobo / 100,
        count: group.length,
        sources: [...new Set(group.map((o) => o.source))].sort(),
      };
    });
}

async function chartOf(query: Record<string, string>): Promise<Chart> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/price-analysis/chart?${new URLSearchParams(query)}`,
    headers: subscriber.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ChartSchema.parse(res.json());
}

/**
 * Every period of an item's chart, across markets and at `at`'s market, answers what the
 * observations average: of its products on sale, from switched-on sources (all but `off`).
 */
async function expectChartsOfObservations(at: ProductHit, off: string[] = []) {
  const seen = (await observations(db())).filter(
    (o) => o.commodityId === at.commodityId && o.onSale && !off.includes(o.source),
  );
  expect(seen.length).toBeGreaterThan(0);
  for (const period of PERIODS) {
    const everywhere = await chartOf({ period, productName: at.name });
    expect(everywhere.points, `${period}, every market`).toEqual(pointsOf(seen, period));
    const one = await chartOf({ period, productName: at.name, marketId: at.marketId });
    expect(one.points, `${period}, at ${at.marketName}`).toEqual(
      pointsOf(
        seen.filter((o) => o.productId === at.id),
        period,
      ),
    );
  }
}

describe('the daily rollups follow every write of prices', () => {
  let rice: ProductHit;
  let cowpeas: ProductHit;

  it("WFP's feed refreshed: every price's day is summed as it is written", async () => {
    const res = await send(t, 'POST', '/api/admin/sources/wfp/refresh', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'done' });
    expect((res.json() as { rowsNew: number }).rowsNew).toBeGreaterThan(1000);
    const counts = await expectRollupsInStep(db());
    expect(counts.productDays).toBeGreaterThan(1000);
    rice = (await productsOf('rice imported monday')).find((p) => p.name === 'Rice (imported)')!;
    await expectChartsOfObservations(rice);
  });

  it('a file imported adds its days; the same days at lower prices are summed again (a day can get cheaper at the top)', async () => {
    const month = fileOf(NEWEST);
    const first = await t.services.sources.importFile('wfp', month);
    expect(first.pricesRecorded).toBeGreaterThan(100);
    await expectRollupsInStep(db());
    // Every price of the month 10% lower, to the kobo: each observation is replaced.
    // The price is the line's last field but one (names before it may be quoted, with commas).
    const lines = month.trimEnd().split('\n');
    const lower = [
      lines[0],
      ...lines
        .slice(1)
        .map((line) =>
          line.replace(
            /,([\d.]+),([\d.]+)$/,
            (_, price: string, usd: string) => `,${(Math.round(Number(price) * 90) / 100).toFixed(2)},${usd}`,
          ),
        ),
    ].join('\n');
    const again = await t.services.sources.importFile('wfp', lower);
    expect(again.pricesUpdated).toBe(first.pricesRecorded);
    await expectRollupsInStep(db());
    await expectChartsOfObservations(rice);
  });

  it("an admin's new prices of a product, and a new product at a new market, add to their days", async () => {
    for (const price of [1000, 1200]) {
      const res = await send(t, 'PUT', `/api/markets/products/${rice.id}`, admin.headers, { price });
      expect(res.statusCode, res.body).toBe(200);
      t.clock.advance(60_000);
    }
    admin = await signedInAgain(t, admin);
    const market = await t.services.markets.add({
      name: 'Gamboru Market',
      address: 'Gamboru, Maiduguri',
      latitude: 11.85,
      longitude: 13.16,
      openingHours: 'Daily 07:00–18:00',
    });
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c85028' } })
      .jpeg()
      .toBuffer();
    const file = multipart(image, { filename: 'rice.jpg', type: 'image/jpeg' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/markets/uploadImage',
      payload: file.payload,
      headers: { ...file.headers, ...admin.headers },
    });
    const { product: details } = ProductDetailsSchema.parse(
      (await send(t, 'GET', `/api/markets/products/${rice.id}`)).json(),
    );
    const added = await send(t, 'POST', '/api/markets/addProduct', admin.headers, {
      name: rice.name,
      unit: rice.unit,
      price: 950,
      description: 'Imported rice',
      imageUrl: (uploaded.json() as { url: string }).url,
      marketId: market.id,
      categoryId: details.categoryId,
      isFeatured: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(ProductSchema.parse(added.json()).commodityId).toBe(rice.commodityId);
    await expectRollupsInStep(db());
    await expectChartsOfObservations(rice);
    const today = await chartOf({
      period: 'Daily',
      productName: rice.name,
      marketId: rice.marketId,
      startDate: lagosDayOf(t.clock.now().getTime()),
    });
    expect(today.points.at(-1)).toMatchObject({ last: 1200, max: 1200 });
  });

  it("shoppers' confirmed reports add to their days; one flagged and one rejected leave them", async () => {
    cowpeas = (await productsOf('cowpeas monday')).find((p) => p.name === 'Cowpeas' && p.marketName === 'Monday')!;
    const day = (n: number) =>
      new Date(t.clock.now().getTime() + 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      BULK_COLUMNS.join(','),
      ...[1500, 1520, 1480].map((kg, i) => `${cowpeas.marketId},${cowpeas.commodityId},1,kg,${kg},true,${day(3 - i)},`),
    ].join('\n');
    const file = multipart(csv, { filename: 'reports.csv', type: 'text/csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price-reports/bulk',
      payload: file.payload,
      headers: { ...file.headers, ...admin.headers },
    });
    expect(res.json()).toMatchObject({ confirmed: 3, pending: 0 });
    await expectRollupsInStep(db());
    await expectChartsOfObservations(cowpeas);

    const reports = PublicReportListSchema.parse(
      (
        await send(t, 'GET', `/api/price-reports?marketId=${cowpeas.marketId}&commodityId=${cowpeas.commodityId}`)
      ).json(),
    );
    const [flagged, rejected] = [
      reports.find((r) => r.observedOn === day(2))!,
      reports.find((r) => r.observedOn === day(1))!,
    ];
    const flagger = await givenUser(t);
    const flag = await send(t, 'POST', `/api/price-reports/${flagged.id}/flags`, flagger.headers, {
      reason: 'wrong-price',
    });
    expect(flag.statusCode, flag.body).toBe(201);
    const reject = await send(t, 'POST', `/api/moderation/price-reports/${rejected.id}/decision`, admin.headers, {
      decision: 'reject',
      reason: 'Not this market',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const shoppers = (await observations(db())).filter((o) => o.productId === cowpeas.id && o.source === 'shoppers');
    expect(shoppers.map((o) => lagosDayOf(o.at))).toEqual([day(3)]);
    await expectRollupsInStep(db());
    await expectChartsOfObservations(cowpeas);
  });

  it("a product taken off sale leaves its item's charts across markets, and keeps its own days", async () => {
    const [gone] = (await productsOf('rice imported')).filter(
      (p) => p.name === rice.name && p.id !== rice.id && p.marketName !== 'Gamboru Market',
    );
    const res = await send(t, 'DELETE', `/api/markets/products/${gone!.id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const counts = await expectRollupsInStep(db());
    const [kept] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from price_day where product_id = ${gone!.id}`,
    );
    expect(kept!.n).toBeGreaterThan(0);
    expect(counts.productDays).toBeGreaterThan(counts.commodityDays);
    await expectChartsOfObservations(rice);
  });

  it('a source switched off leaves every period of the charts, across markets and at one; switched on, they are as before', async () => {
    const switchSource = async (key: string, enabled: boolean) =>
      expect((await send(t, 'PUT', `/api/admin/sources/${key}`, admin.headers, { enabled })).statusCode).toBe(200);
    const before = await Promise.all(PERIODS.map((period) => chartOf({ period, productName: cowpeas.name })));
    expect(before[0]!.sources).toEqual(['shoppers', 'wfp']);
    await switchSource('shoppers', false);
    try {
      await expectChartsOfObservations(cowpeas, ['shoppers']);
      const daily = await chartOf({ period: 'Daily', productName: cowpeas.name, marketId: cowpeas.marketId });
      expect(daily.sources).toEqual(['wfp']);
      expect(daily.points.flatMap((p) => p.sources)).not.toContain('shoppers');
      expect((await chartOf({ period: 'Daily', productName: cowpeas.name, source: 'shoppers' })).points).toEqual([]);
      // Nothing is deleted: the rollups keep every source's sums.
      await expectRollupsInStep(db());
    } finally {
      await switchSource('shoppers', true);
    }
    expect(await Promise.all(PERIODS.map((period) => chartOf({ period, productName: cowpeas.name })))).toEqual(before);
  });

  it('rebuilt from the observations, rollups changed behind the price log are put right, and right ones are left alone', async () => {
    const right = await expectRollupsInStep(db());
    const charts = await Promise.all(PERIODS.map((period) => chartOf({ period, productName: rice.name })));
    // A product's day lost, another's sum wrong, a day that never was, and an item's day lost.
    const firstDay = (productId: string) =>
      sql`(select min(day) from price_day where product_id = ${productId} and source = 'wfp')`;
    await db().execute(
      sql`delete from price_day where product_id = ${cowpeas.id} and source = 'wfp' and day = ${firstDay(cowpeas.id)}`,
    );
    await db().execute(
      sql`update price_day set sum_kobo = sum_kobo + 100 where product_id = ${rice.id} and source = 'wfp' and day = ${firstDay(rice.id)}`,
    );
    await db().execute(sql`
      insert into price_day (product_id, day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo, last_at)
      values (${rice.id}, date '2001-01-01', 'wfp', 1, 100, 100, 100, 100, timestamptz '2001-01-01 12:00+01')`);
    await db().execute(sql`
      delete from commodity_price_day where commodity_id = ${rice.commodityId} and source = 'wfp'
        and day = (select min(day) from commodity_price_day where commodity_id = ${rice.commodityId})`);
    const rebuilt = await t.services.priceHistory.rebuildRollups();
    expect(rebuilt).toEqual({
      productDays: { rows: right.productDays, corrected: 3 },
      commodityDays: { rows: right.commodityDays, corrected: 1 },
    });
    await expectRollupsInStep(db());
    expect(await Promise.all(PERIODS.map((period) => chartOf({ period, productName: rice.name })))).toEqual(charts);
    expect(await t.services.priceHistory.rebuildRollups()).toEqual({
      productDays: { rows: right.productDays, corrected: 0 },
      commodityDays: { rows: right.commodityDays, corrected: 0 },
    });
  });

  it('a rebuild while prices are being written waits for them or they for it: none is lost, nothing to correct', async () => {
    const before = await expectRollupsInStep(db());
    const millet = (await productsOf('millet')).filter((p) => p.name === 'Millet').slice(0, 3);
    expect(millet.length).toBe(3);
    admin = await signedInAgain(t, admin);
    const day = lagosDayOf(t.clock.now().getTime());
    const csv = [
      BULK_COLUMNS.join(','),
      ...[1500, 1510, 1490].map((kg) => `${cowpeas.marketId},${cowpeas.commodityId},1,kg,${kg},true,${day},`),
    ].join('\n');
    const file = multipart(csv, { filename: 'reports.csv', type: 'text/csv' });
    const [rebuilt, ...writes] = await Promise.all([
      t.services.priceHistory.rebuildRollups(),
      ...millet.map((p, i) => send(t, 'PUT', `/api/markets/products/${p.id}`, admin.headers, { price: 700 + i })),
      t.app.inject({
        method: 'POST',
        url: '/api/price-reports/bulk',
        payload: file.payload,
        headers: { ...file.headers, ...admin.headers },
      }),
      send(t, 'DELETE', `/api/markets/products/${rice.id}`, admin.headers),
    ]);
    for (const res of writes) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(rebuilt.productDays.corrected + rebuilt.commodityDays.corrected).toBe(0);
    const after = await expectRollupsInStep(db());
    expect(after.productDays).toBeGreaterThan(before.productDays);
  });
});

describe('migration 0022', () => {
  /** Runs one migration file's statements, as drizzle's migrator does. */
  const apply = async (database: Awaited<ReturnType<typeof openDatabase>>, tag: string) => {
    for (const statement of readFileSync(join(migrationsDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));
  };

  it("sums the prices already recorded into the daily rollups (a product off sale left out of its item's days) and drops the monthly sums", async () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const tags = journal.entries.map((e) => e.tag);
    const at = tags.indexOf('0022_daily_price_rollups');
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      for (const tag of tags.slice(0, at)) await apply(database, tag);
      const [categoryId, commodityId] = [uuidv7(), uuidv7()];
      const markets = [uuidv7(), uuidv7(), uuidv7()];
      const products = [uuidv7(), uuidv7(), uuidv7()];
      await database.db.execute(sql`
        insert into market (id, name, address, latitude, longitude, opening_hours)
        values (${markets[0]!}, 'Monday', 'Maiduguri', 11.83, 13.15, 'Daily'),
               (${markets[1]!}, 'Gamboru', 'Maiduguri', 11.85, 13.16, 'Daily'),
               (${markets[2]!}, 'Custom', 'Maiduguri', 11.84, 13.14, 'Daily')`);
      await database.db.execute(sql`insert into category (id, name) values (${categoryId}, 'cereals')`);
      await database.db.execute(sql`
        insert into commodity (id, name, category_id, unit, name_key, unit_key)
        values (${commodityId}, 'Rice (local)', ${categoryId}, '2.7 KG', 'rice (local)', '2.7 kg')`);
      // The item at three markets; the third taken off sale.
      for (const [i, productId] of products.entries())
        await database.db.execute(sql`
          insert into product (id, market_id, commodity_id, category_id, price_kobo, price_observed_at, price_source, archived_at)
          values (${productId}, ${markets[i]!}, ${commodityId}, ${categoryId}, 100000, now(), 'wfp',
                  ${i === 2 ? sql`now()` : sql`null`})`);
      // Days straddling Lagos midnight, two prices a day, two sources a day, and two markets' prices at one moment.
      const seen: Array<[number, number, string, string]> = [
        [0, 100_000, '2026-08-14T22:30:00Z', 'wfp'], // 14 August in Lagos
        [0, 120_000, '2026-08-14T23:30:00Z', 'wfp'], // 15 August, 00:30 in Lagos
        [0, 130_000, '2026-08-15T10:00:00Z', 'wfp'],
        [0, 90_000, '2026-08-15T11:00:00Z', 'admin'],
        [0, 115_000, '2026-08-15T12:00:00Z', 'wfp'],
        [1, 140_000, '2026-08-15T10:00:00Z', 'wfp'],
        [1, 110_000, '2026-08-15T12:00:00Z', 'wfp'],
        [2, 50_000, '2026-08-15T12:00:00Z', 'wfp'],
        [2, 70_000, '2026-09-15T12:00:00Z', 'wfp'],
      ];
      for (const [i, kobo, when, source] of seen)
        await database.db.execute(sql`
          insert into price_history (id, product_id, price_kobo, changed_at, source)
          values (${uuidv7()}, ${products[i]!}, ${kobo}, ${when}::timestamptz, ${source})`);
      await apply(database, tags[at]!);
      const counts = await expectRollupsInStep(database.db);
      expect(counts).toEqual({ productDays: 6, commodityDays: 3 });
      const [month] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'price_month'`,
      );
      expect(month!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000); // every migration before it, one by one, on a fresh PGlite
});
