import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductHit, ProductHitListSchema } from '../../../contract/catalogue.js';
import {
  type Chart,
  ChartProductListSchema,
  ChartSchema,
  type PriceHistoryPoint,
  PriceHistorySchema,
} from '../../../contract/price-history.js';
import { BULK_COLUMNS, PublicReportListSchema } from '../../../contract/reports.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { expectProblem } from '../../testing/problems.js';
import { send } from '../../testing/requests.js';
import { givenSubscriber } from '../../testing/shopping.js';

const DATA = join(projectRoot, 'data/wfp-nga');
const FILES = readdirSync(DATA).filter((f) => /^prices-.*\.csv$/.test(f));
const UNKNOWN = '0190c0de-0000-7000-8000-000000000000';

/** The bundled CSV rows, read here on their own (quote-aware), not through the importer. */
function csvRows(): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const file of FILES) {
    const [header, ...lines] = readFileSync(join(DATA, file), 'utf8').trim().split(/\r?\n/);
    const names = header!.split(',');
    for (const line of lines) {
      const fields = [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1]!).slice(0, names.length);
      out.push(Object.fromEntries(names.map((n, i) => [n, fields[i]!])));
    }
  }
  return out;
}

/** Postgres's percentile_cont: linear between the two nearest ranks. */
function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
}

let t: TestApp;
let subscriber: TestUser;
let shopper: TestUser;
let admin: TestUser;
const rows = csvRows();
beforeAll(async () => {
  t = await buildTestApp();
  for (const file of FILES) await t.services.sources.importFile('wfp', readFileSync(join(DATA, file), 'utf8'));
  [subscriber, shopper, admin] = await Promise.all([givenUser(t), givenUser(t), givenUser(t, { role: 'admin' })]);
  await givenSubscriber(t, subscriber);
}, 60_000);
afterAll(() => t.close());

type Query = Record<string, string>;
const chart = (u: TestUser | undefined, query: Query, body?: object, path = 'chart') =>
  t.app.inject({
    method: 'POST',
    url: `/api/price-analysis/${path}?${new URLSearchParams(query)}`,
    headers: u?.headers ?? {},
    ...(body && { payload: body }),
  });
const chartOf = async (query: Query, body?: object): Promise<Chart> => {
  const res = await chart(subscriber, query, body);
  expect(res.statusCode, res.body).toBe(200);
  return ChartSchema.parse(res.json());
};
const kobo = (naira: string) => Math.round(Number(naira) * 100);

describe('charts on the real WFP history', () => {
  it.each(['Rice (imported)', 'Maize flour', 'Beans (white)', 'Meat (goat)'])(
    'Monthly points of %s are the averages of the bundled CSV rows of each month, across markets',
    async (name) => {
      const months = new Map<string, number[]>();
      for (const r of rows.filter((r) => r.commodity === name))
        months.set(`${r.date!.slice(0, 7)}-01`, [...(months.get(`${r.date!.slice(0, 7)}-01`) ?? []), kobo(r.price!)]);
      expect(months.size).toBeGreaterThan(5);
      const expected = [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, prices]) => ({
          changeDateTime: `${day}T00:00:00+01:00`,
          price: Math.round(prices.reduce((s, p) => s + p, 0) / prices.length) / 100,
          min: Math.min(...prices) / 100,
          max: Math.max(...prices) / 100,
          count: prices.length,
          sources: ['wfp'],
        }));
      const answer = await chartOf({ period: 'Monthly', productName: name });
      expect(answer.productName).toBe(name);
      expect(answer.points.map(({ last: _last, ...p }) => p)).toEqual(expected);
    },
  );

  it('one market: its own monthly prices; the insight on real data matches the CSV (30-day low, 25th–75th percentile over 90 days)', async () => {
    const name = 'Rice (imported)';
    const mine = rows.filter((r) => r.commodity === name);
    const newest = mine
      .map((r) => r.date!)
      .sort()
      .at(-1)!;
    const asOf = Date.parse(`${newest}T00:00:00Z`);
    const within = (days: number) => mine.filter((r) => Date.parse(`${r.date}T00:00:00Z`) > asOf - days * 86_400_000);
    const last30 = within(30).sort((a, b) => kobo(a.price!) - kobo(b.price!));
    const last90 = within(90)
      .map((r) => kobo(r.price!))
      .sort((a, b) => a - b);
    const { insight, points } = await chartOf({ period: 'Monthly', productName: 'rice (IMPORTED)' });
    expect(insight.asOf).toBe(`${newest}T00:00:00.000Z`);
    expect(insight.low30Days).toEqual({
      price: kobo(last30[0]!.price!) / 100,
      marketName: expect.any(String),
      observedAt: `${newest}T00:00:00.000Z`,
    });
    expect(last30.filter((r) => r.price === last30[0]!.price).map((r) => r.market)).toContain(
      insight.low30Days!.marketName,
    );
    expect(insight.typicalRange).toEqual({
      low: Math.round(percentile(last90, 0.25)) / 100,
      high: Math.round(percentile(last90, 0.75)) / 100,
      observations: last90.length,
    });
    const [previous, latest] = points.slice(-2);
    expect(insight.latestPrice).toBe(latest!.price);
    expect(insight.change).toEqual({
      previous: previous!.price,
      latest: latest!.price,
      percent: Math.round(((latest!.price - previous!.price) / previous!.price) * 1000) / 10,
    });
    const { low, high } = insight.typicalRange!;
    expect(insight.verdict).toBe(latest!.price < low ? 'low' : latest!.price > high ? 'high' : 'typical');

    const market = mine.find((r) => r.date === newest)!;
    const products = ProductHitListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?query=${encodeURIComponent(`rice imported ${market.market}`)}`,
        })
      ).json(),
    );
    const product = products.find((p) => p.name === name && p.marketName === market.market)!;
    const own = await chartOf({ period: 'Monthly', productName: name, marketId: product.marketId });
    expect(own.marketName).toBe(market.market);
    const expected = mine
      .filter((r) => r.market_id === market.market_id)
      .sort((a, b) => a.date!.localeCompare(b.date!))
      .map((r) => ({ changeDateTime: `${r.date!.slice(0, 8)}01T00:00:00+01:00`, price: kobo(r.price!) / 100 }));
    expect(own.points.map((p) => ({ changeDateTime: p.changeDateTime, price: p.price }))).toEqual(expected);
    // The history calls: every observation, and by period, for that one product.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/price-analysis/get-price-history/${product.id}`,
      headers: subscriber.headers,
    });
    expect(PriceHistorySchema.parse(history.json()).map((p) => p.price)).toEqual(expected.map((e) => e.price));
    const yearly = await t.app.inject({
      method: 'GET',
      url: `/api/price-analysis/get-dynamic-price-history?productId=${product.id}&timeInterval=Yearly`,
      headers: subscriber.headers,
    });
    expect(PriceHistorySchema.parse(yearly.json()).map((p) => p.timestamp)).toEqual(
      [...new Set(expected.map((e) => e.changeDateTime.slice(0, 4)))].map(
        (y) => `${Number(y) - 1}-12-31T23:00:00.000Z`,
      ),
    );
  });

  it('dates are inclusive Lagos days, from the query or the body (the charts variant too)', async () => {
    const all = await chartOf({ period: 'Daily', productName: 'Millet' });
    const days = all.points.map((p) => p.changeDateTime.slice(0, 10));
    expect(days.length).toBeGreaterThan(5);
    const [first, second, third] = days;
    const some = await chartOf({ period: 'Daily', productName: 'Millet', startDate: second!, endDate: third! });
    expect(some.points.map((p) => p.changeDateTime.slice(0, 10))).toEqual([second, third]);
    const fromBody = await chart(subscriber, { period: 'Daily' }, { productName: 'Millet', endDate: first }, 'charts');
    expect(ChartSchema.parse(fromBody.json()).points.map((p) => p.changeDateTime.slice(0, 10))).toEqual([first]);
    expect((await chartOf({ period: 'Daily', productName: 'Millet', startDate: '2030-01-01' })).points).toEqual([]);
  });

  it('Monthly and Yearly with dates: only the days inside the dates count, months cut short at either end', async () => {
    const all = await chartOf({ period: 'Monthly', productName: 'Sorghum' });
    const within = await chartOf({
      period: 'Monthly',
      productName: 'Sorghum',
      startDate: '2025-10-15',
      endDate: '2026-02-14',
    });
    // 15 October is in, 15 February (the WFP day) is out.
    expect(within.points.map((p) => p.changeDateTime.slice(0, 7))).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(within.points).toEqual(
      all.points.filter((p) => p.changeDateTime >= '2025-10' && p.changeDateTime < '2026-02'),
    );
    const yearly = await chartOf({
      period: 'Yearly',
      productName: 'Sorghum',
      startDate: '2025-12-16',
      endDate: '2026-01-15',
    });
    expect(yearly.points.map((p) => [p.changeDateTime, p.price])).toEqual([
      ['2026-01-01T00:00:00+01:00', all.points.find((p) => p.changeDateTime.startsWith('2026-01'))!.price],
    ]);
  });

  it('lists the product names for the form, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/price-analysis/products' });
    const names = ChartProductListSchema.parse(res.json()).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Rice (imported)', 'Millet', 'Sorghum']));
    expect(new Set(names).size).toBe(new Set(rows.map((r) => r.commodity)).size);
  });
});

describe("areas' averages beside a chart", () => {
  it("draws Borno's and the nation's NBS rice (per kg) scaled to WFP's 2.7 kg bag, within the chart's months; an unknown area is a 404", async () => {
    const header = 'date,state,item,unit,price_ngn,source_id,unit_basis';
    await t.services.sources.importFile(
      'nbs',
      [
        header,
        '2022-10,Borno,Rice local sold loose,1Kg,610.25,x,source-2016-unit-row',
        '2022-11,Borno,Rice local sold loose,1Kg,620.5,x,source-2016-unit-row',
        '2021-11,Borno,Rice local sold loose,1Kg,450,x,source-2016-unit-row',
      ].join('\n'),
    );
    await t.services.sources.importFile(
      'nbs',
      ['date,area,item,unit,price_ngn,source_id,unit_basis', '2022-11,National,Rice local sold loose,1Kg,700,x,x'].join(
        '\n',
      ),
    );
    const rice = await chartOf({ period: 'Monthly', productName: 'Rice (local)', areas: 'borno,National' });
    expect(rice.areas.map((a) => [a.area, a.source, a.unit])).toEqual([
      ['borno', 'nbs', 'KG'],
      ['national', 'nbs', 'KG'],
    ]);
    // ₦/kg × 2.7 kg, to the kobo.
    expect(rice.areas[0]!.points).toEqual([
      { month: '2021-11', price: 1215 },
      { month: '2022-10', price: 1647.68 },
      { month: '2022-11', price: 1675.35 },
    ]);
    const window = await chartOf({
      period: 'Monthly',
      productName: 'Rice (local)',
      areas: 'Borno',
      startDate: '2022-01-01',
      endDate: '2022-10-31',
    });
    expect(window.areas[0]!.points.map((p) => p.month)).toEqual(['2022-10']);
    expect((await chartOf({ period: 'Monthly', productName: 'Rice (local)' })).areas).toEqual([]);
    expectProblem(await chart(subscriber, { period: 'Monthly', productName: 'Rice (local)', areas: 'Atlantis' }), 404);
    expectProblem(await chart(subscriber, { period: 'Monthly', productName: 'Rice (local)', areas: 'a,b,c,d' }), 400);
  });
});

describe('the gate and bad input', () => {
  const valid = { period: 'Monthly', productName: 'Sorghum' };
  it('anonymous → 401; signed in without a subscription → 402 SUBSCRIPTION_REQUIRED; subscriber and admin → 200', async () => {
    expectProblem(await chart(undefined, valid), 401, 'UNAUTHORIZED');
    const refused = expectProblem(await chart(shopper, valid), 402, 'SUBSCRIPTION_REQUIRED');
    expect(refused.message).toMatch(/subscription/);
    expect((await chart(subscriber, valid)).statusCode).toBe(200);
    expect((await chart(admin, valid)).statusCode).toBe(200);
    const product = ProductHitListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?query=sorghum' })).json(),
    )[0]!;
    for (const url of [
      `/api/price-analysis/get-price-history/${product.id}`,
      `/api/price-analysis/get-dynamic-price-history?productId=${product.id}&timeInterval=Weekly`,
    ]) {
      expectProblem(await t.app.inject({ method: 'GET', url }), 401);
      expectProblem(await t.app.inject({ method: 'GET', url, headers: shopper.headers }), 402, 'SUBSCRIPTION_REQUIRED');
      expect((await t.app.inject({ method: 'GET', url, headers: subscriber.headers })).statusCode).toBe(200);
    }
  });

  it('validates: start after end, unknown period, no product, bad ids → 400; unknown names and ids → 404', async () => {
    const bad = expectProblem(
      await chart(subscriber, { ...valid, startDate: '2026-05-02', endDate: '2026-05-01' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.errors).toEqual([
      { path: 'querystring.endDate', message: 'The start date must be on or before the end date.' },
    ]);
    expectProblem(await chart(subscriber, { ...valid, period: 'Hourly' }), 400, 'VALIDATION_FAILED');
    expectProblem(await chart(subscriber, { period: 'Daily' }), 400, 'VALIDATION_FAILED');
    expectProblem(await chart(subscriber, { ...valid, startDate: '2026-13-45' }), 400, 'VALIDATION_FAILED');
    // Real dates the charts cannot mean (they were a 500): named by field.
    for (const [field, date] of [
      ['startDate', '0001-01-01'],
      ['endDate', '9999-12-31'],
      ['startDate', '1999-12-31'],
    ] as const) {
      const far = expectProblem(await chart(subscriber, { ...valid, [field]: date }), 400, 'VALIDATION_FAILED');
      expect(far.errors?.map((e) => e.path)).toEqual([`querystring.${field}`]);
    }
    expectProblem(await chart(subscriber, { ...valid, marketId: 'nope' }), 400, 'VALIDATION_FAILED');
    expectProblem(await chart(subscriber, { ...valid, marketId: UNKNOWN }), 404, 'NOT_FOUND');
    expectProblem(await chart(subscriber, { ...valid, productName: 'Caviar' }), 404, 'NOT_FOUND');
    expectProblem(await chart(subscriber, valid, [1, 2] as unknown as object), 400);
    const headers = subscriber.headers;
    expectProblem(
      await t.app.inject({ method: 'GET', url: `/api/price-analysis/get-price-history/${UNKNOWN}`, headers }),
      404,
    );
    expectProblem(
      await t.app.inject({ method: 'GET', url: '/api/price-analysis/get-dynamic-price-history', headers }),
      400,
    );
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/price-analysis/get-price-history/${UNKNOWN}?timeInterval=Hourly`,
        headers,
      }),
      400,
    );
  });
});

describe('prices from several sources', () => {
  /** Today in Lagos, and `n` days before. */
  const day = (n: number) => new Date(t.clock.now().getTime() + 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
  /** The Lagos month (YYYY-MM) or year (YYYY) of an instant. */
  const lagos = (iso: string, length: 7 | 4) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, length);
  const historyOf = async (productId: string, query = '') => {
    const res = await send(t, 'GET', `/api/price-analysis/get-price-history/${productId}${query}`, subscriber.headers);
    expect(res.statusCode, res.body).toBe(200);
    return PriceHistorySchema.parse(res.json());
  };
  /** Observations averaged by Lagos month or year, each with its sources in order, as the chart should answer. */
  const averaged = (observations: PriceHistoryPoint[], length: 7 | 4) => {
    const groups = new Map<string, PriceHistoryPoint[]>();
    for (const o of observations)
      groups.set(lagos(o.timestamp, length), [...(groups.get(lagos(o.timestamp, length)) ?? []), o]);
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([at, group]) => ({
        changeDateTime: `${at}${length === 4 ? '-01' : ''}-01T00:00:00+01:00`,
        price: Math.round(group.reduce((sum, o) => sum + kobo(String(o.price)), 0) / group.length) / 100,
        count: group.length,
        sources: [...new Set(group.flatMap((o) => o.sources))].sort(),
      }));
  };
  const pointsOf = (answer: Chart) =>
    answer.points.map(({ changeDateTime, price, count, sources }) => ({ changeDateTime, price, count, sources }));

  // Cowpeas at Monday market: WFP's monthly survey, and two shoppers' prices a kg sent by an admin as
  // a file of reports (an admin's report counts at once), for its 2.5 kg pack.
  let cowpeas: ProductHit;
  const shoppers = [
    { price: 1500 * 2.5, daysAgo: 3 },
    { price: 1520 * 2.5, daysAgo: 2 },
  ];
  beforeAll(async () => {
    cowpeas = ProductHitListSchema.parse((await send(t, 'GET', '/api/products?query=cowpeas%20monday')).json()).find(
      (p) => p.name === 'Cowpeas' && p.marketName === 'Monday',
    )!;
    const csv = [
      BULK_COLUMNS.join(','),
      `${cowpeas.marketId},${cowpeas.commodityId},1,kg,1500,true,${day(3)},`,
      `${cowpeas.marketId},${cowpeas.commodityId},1,kg,1520,true,${day(2)},`,
    ].join('\n');
    const file = multipart(csv, { filename: 'reports.csv', type: 'text/csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/price-reports/bulk',
      payload: file.payload,
      headers: { ...file.headers, ...admin.headers },
    });
    expect(res.json()).toMatchObject({ confirmed: 2, pending: 0 });
  });

  it("the history says each observation's source; ?source keeps to one source's", async () => {
    const fromWfp = rows
      .filter((r) => r.commodity === 'Cowpeas' && r.market === 'Monday')
      .sort((a, b) => a.date!.localeCompare(b.date!))
      .map((r) => ({ timestamp: `${r.date}T00:00:00.000Z`, price: kobo(r.price!) / 100, sources: ['wfp'] }));
    expect(fromWfp.length).toBeGreaterThan(5);
    // A report of a past day is observed at noon in Lagos.
    const fromShoppers = shoppers.map((s) => ({
      timestamp: `${day(s.daysAgo)}T11:00:00.000Z`,
      price: s.price,
      sources: ['shoppers'],
    }));
    expect(await historyOf(cowpeas.id)).toEqual([...fromWfp, ...fromShoppers]);
    expect(await historyOf(cowpeas.id, '?source=shoppers')).toEqual(fromShoppers);
    expect(await historyOf(cowpeas.id, '?source=WFP')).toEqual(fromWfp);
    // By period: the same averages, from one source or every source.
    const all = [...fromWfp, ...fromShoppers];
    const monthly = await send(
      t,
      'GET',
      `/api/price-analysis/get-dynamic-price-history?productId=${cowpeas.id}&timeInterval=Monthly&source=wfp`,
      subscriber.headers,
    );
    // One survey a month: each month's average is its survey's price.
    expect(PriceHistorySchema.parse(monthly.json()).map((p) => [p.price, p.sources])).toEqual(
      fromWfp.map((o) => [o.price, ['wfp']]),
    );
    const yearly = await historyOf(cowpeas.id, '?timeInterval=Yearly');
    expect(yearly.map((p) => [p.price, p.sources])).toEqual(averaged(all, 4).map((p) => [p.price, p.sources]));
  });

  it("a chart's points say their sources, ?source keeps to one, and the answer lists the sources it has", async () => {
    const observations = await historyOf(cowpeas.id);
    const at = { productName: 'Cowpeas', marketId: cowpeas.marketId };
    // Every period reads the daily rollups, kept per source.
    const all = await chartOf({ ...at, period: 'Monthly' });
    expect(all.source).toBeNull();
    expect(all.sources).toEqual(['shoppers', 'wfp']);
    expect(pointsOf(all)).toEqual(averaged(observations, 7));
    const yearly = await chartOf({ ...at, period: 'Yearly' });
    expect(pointsOf(yearly)).toEqual(averaged(observations, 4));

    const ofShoppers = observations.filter((o) => o.sources[0] === 'shoppers');
    const mine = await chartOf({ ...at, period: 'Monthly', source: 'shoppers' });
    expect(mine.source).toBe('shoppers');
    // The filter offers every source of the product still, whichever is chosen.
    expect(mine.sources).toEqual(['shoppers', 'wfp']);
    expect(pointsOf(mine)).toEqual(averaged(ofShoppers, 7));
    expect(mine.insight).toMatchObject({
      low30Days: { price: shoppers[0]!.price, marketName: 'Monday' },
      typicalRange: { observations: 2 },
    });
    const daily = await chartOf({ ...at, period: 'Daily', source: 'wfp' });
    expect(daily.points.map((p) => [p.changeDateTime.slice(0, 10), p.sources])).toEqual(
      observations.filter((o) => o.sources[0] === 'wfp').map((o) => [o.timestamp.slice(0, 10), ['wfp']]),
    );
    // Across every market that sells it: the shoppers' prices are Monday's only.
    const everywhere = await chartOf({ productName: 'Cowpeas', period: 'Monthly', source: 'shoppers' });
    expect(pointsOf(everywhere)).toEqual(averaged(ofShoppers, 7));
    expect(everywhere.sources).toEqual(['shoppers', 'wfp']);
    // A source with no prices of this product: no points.
    expect((await chartOf({ ...at, period: 'Monthly', source: 'nbs' })).points).toEqual([]);
  });

  it("a shopper's price taken back leaves its day's sums of that source", async () => {
    const [reported] = PublicReportListSchema.parse(
      (
        await send(t, 'GET', `/api/price-reports?marketId=${cowpeas.marketId}&commodityId=${cowpeas.commodityId}`)
      ).json(),
    ).filter((r) => r.observedOn === day(2));
    const flagger = await givenUser(t);
    const flagged = await send(t, 'POST', `/api/price-reports/${reported!.id}/flags`, flagger.headers, {
      reason: 'wrong-price',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    const left = (await historyOf(cowpeas.id, '?source=shoppers')).map((o) => o.price);
    expect(left).toEqual([shoppers[0]!.price]);
    const at = { productName: 'Cowpeas', marketId: cowpeas.marketId, period: 'Monthly' };
    expect(pointsOf(await chartOf({ ...at, source: 'shoppers' }))).toEqual([
      {
        changeDateTime: `${day(3).slice(0, 7)}-01T00:00:00+01:00`,
        price: shoppers[0]!.price,
        count: 1,
        sources: ['shoppers'],
      },
    ]);
    expect(pointsOf(await chartOf(at))).toEqual(averaged(await historyOf(cowpeas.id), 7));
  });

  it('a source switched off leaves the charts and the history, and comes back when switched on', async () => {
    const switchShoppers = async (enabled: boolean) =>
      expect((await send(t, 'PUT', '/api/admin/sources/shoppers', admin.headers, { enabled })).statusCode).toBe(200);
    const at = { productName: 'Cowpeas', marketId: cowpeas.marketId, period: 'Monthly' };
    const before = await chartOf(at);
    await switchShoppers(false);
    try {
      const off = await chartOf(at);
      expect(off.sources).toEqual(['wfp']);
      expect(off.points.every((p) => p.sources.every((s) => s === 'wfp'))).toBe(true);
      expect((await chartOf({ ...at, source: 'shoppers' })).points).toEqual([]);
      expect(await historyOf(cowpeas.id, '?source=shoppers')).toEqual([]);
      expect((await historyOf(cowpeas.id)).every((o) => o.sources[0] === 'wfp')).toBe(true);
    } finally {
      await switchShoppers(true);
    }
    expect(await chartOf(at)).toEqual(before);
  });

  it('an unknown source is a 400 naming source, listing the known ones', async () => {
    const at = { productName: 'Cowpeas', period: 'Monthly' };
    for (const res of [
      await chart(subscriber, { ...at, source: 'supermarket' }),
      await chart(subscriber, at, { source: 'supermarket' }),
      await send(
        t,
        'GET',
        `/api/price-analysis/get-price-history/${cowpeas.id}?source=supermarket`,
        subscriber.headers,
      ),
    ]) {
      const refused = expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(refused.errors).toEqual([{ path: 'querystring.source', message: expect.stringMatching(/wfp/) }]);
      expect(refused.message).toMatch(/shoppers/);
    }
    const malformed = expectProblem(await chart(subscriber, { ...at, source: 'wfp; drop' }), 400, 'VALIDATION_FAILED');
    expect(malformed.errors?.map((e) => e.path)).toEqual(['querystring.source']);
    // Empty is every source.
    expect((await chartOf({ ...at, source: '' })).source).toBeNull();
  });
});

// Tests that move the clock far ahead come last: scheduled clean-ups then end every session made before.
describe('time moves on', () => {
  const valid = { period: 'Monthly', productName: 'Sorghum' };
  it('a subscription that has run out closes the charts again', async () => {
    const lapsed = await givenUser(t);
    const plan = await givenSubscriber(t, lapsed);
    expect((await chart(lapsed, valid)).statusCode).toBe(200);
    t.clock.advance(plan.durationInSeconds * 1000 + 1000);
    try {
      // The token may have expired too: sign in again.
      const again = await t.services.accounts.authenticate({ username: lapsed.userName, password: lapsed.password });
      const headers = { authorization: `Bearer ${again.accessToken}` };
      expectProblem(
        await t.app.inject({ method: 'POST', url: `/api/price-analysis/chart?${new URLSearchParams(valid)}`, headers }),
        402,
        'SUBSCRIPTION_REQUIRED',
      );
    } finally {
      t.clock.reset();
    }
  });

  it('days, ISO weeks, months and years start at Lagos midnight, not UTC', async () => {
    const spinach = ProductHitListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?query=spinach%20monday' })).json(),
    )[0]!;
    // Observations by admin edits at chosen instants (UTC): each pair straddles a Lagos midnight.
    const instants: Array<[string, number]> = [
      ['2027-12-31T22:30:00Z', 100], // Fri 31 Dec 2027, 23:30 in Lagos
      ['2027-12-31T23:30:00Z', 200], // Sat 1 Jan 2028, 00:30 in Lagos
      ['2028-01-02T22:30:00Z', 300], // Sun 2 Jan, 23:30 in Lagos: still ISO week 2027-W52
      ['2028-01-02T23:30:00Z', 400], // Mon 3 Jan, 00:30 in Lagos: week 2028-W01
      ['2028-01-31T22:30:00Z', 500], // Mon 31 Jan, 23:30 in Lagos
      ['2028-01-31T23:30:00Z', 600], // Tue 1 Feb, 00:30 in Lagos
    ];
    for (const [at, price] of instants) {
      t.clock.reset();
      t.clock.advance(Date.parse(at) - t.clock.now().getTime());
      // Signed in at that moment: a token from today has run out by then.
      const { accessToken } = await t.services.accounts.authenticate({
        username: admin.userName,
        password: admin.password,
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/markets/products/${spinach.id}`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { price },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    t.clock.reset();
    const { accessToken } = await t.services.accounts.authenticate({
      username: subscriber.userName,
      password: subscriber.password,
    });
    const headers = { authorization: `Bearer ${accessToken}` };
    const of = async (period: string, startDate = '2027-12-31', endDate = '2028-02-01') =>
      ChartSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/price-analysis/chart?${new URLSearchParams({ period, productName: spinach.name, marketId: spinach.marketId, startDate, endDate })}`,
            headers,
          })
        ).json(),
      ).points.map((p) => [p.changeDateTime, p.price, p.count]);
    expect(await of('Daily')).toEqual([
      ['2027-12-31T00:00:00+01:00', 100, 1],
      ['2028-01-01T00:00:00+01:00', 200, 1],
      ['2028-01-02T00:00:00+01:00', 300, 1],
      ['2028-01-03T00:00:00+01:00', 400, 1],
      ['2028-01-31T00:00:00+01:00', 500, 1],
      ['2028-02-01T00:00:00+01:00', 600, 1],
    ]);
    expect(await of('Weekly')).toEqual([
      ['2027-12-27T00:00:00+01:00', 200, 3],
      ['2028-01-03T00:00:00+01:00', 400, 1],
      ['2028-01-31T00:00:00+01:00', 550, 2],
    ]);
    expect(await of('Monthly')).toEqual([
      ['2027-12-01T00:00:00+01:00', 100, 1],
      ['2028-01-01T00:00:00+01:00', 350, 4],
      ['2028-02-01T00:00:00+01:00', 600, 1],
    ]);
    expect(await of('Yearly')).toEqual([
      ['2027-01-01T00:00:00+01:00', 100, 1],
      ['2028-01-01T00:00:00+01:00', 400, 5],
    ]);
    // The end day is whole in Lagos: 31 Dec ends at 23:00 UTC, so New Year's first half hour is out.
    expect(await of('Daily', '2027-12-31', '2027-12-31')).toEqual([['2027-12-31T00:00:00+01:00', 100, 1]]);
    expect(await of('Daily', '2028-02-01', '2028-02-01')).toEqual([['2028-02-01T00:00:00+01:00', 600, 1]]);
  });
});
