import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartItemSchema } from '../../../contract/cart.js';
import {
  ProductDetailsSchema,
  type ProductHit,
  ProductHitListSchema,
  ProductSchema,
} from '../../../contract/catalogue.js';
import { CartComparisonSchema, ProductComparisonSchema, SplitSchema } from '../../../contract/comparison.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';
import { SPLITS_PER_MINUTE } from './comparison.routes.js';

const dataDir = join(projectRoot, 'data/wfp-nga');
const months = readdirSync(dataDir).filter((f) => /^prices-.*\.csv$/.test(f));
const MAIDUGURI = 'latitude=11.83&longitude=13.15';

/** The bundled files read on their own: each market's newest observation of each commodity, in kobo. */
function newestPrices(): Map<string, Map<string, number>> {
  const newest = new Map<string, { date: string; kobo: number }>();
  for (const file of months) {
    const [header, ...lines] = readFileSync(join(dataDir, file), 'utf8').trim().split('\n');
    const col = header!.split(',');
    for (const line of lines) {
      if (line.startsWith('#')) continue;
      // Fields are plain except a quoted category ("meat, fish and eggs").
      const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''));
      const row = Object.fromEntries(col.map((name, i) => [name, cells[i]!]));
      const key = `${row.market}\u0000${row.commodity}`;
      const seen = newest.get(key);
      if (!seen || row.date! > seen.date)
        newest.set(key, { date: row.date!, kobo: Math.round(Number(row.price) * 100) });
    }
  }
  const byMarket = new Map<string, Map<string, number>>();
  for (const [key, { kobo }] of newest) {
    const [marketName, commodity] = key.split('\u0000') as [string, string];
    if (!byMarket.has(marketName)) byMarket.set(marketName, new Map());
    byMarket.get(marketName)!.set(commodity, kobo);
  }
  return byMarket;
}

let t: TestApp;
let admin: TestUser;
const search = async (q: string) =>
  ProductHitListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products?query=${q}` })).json());
/** A product's category (search results do not carry it): from the details call. */
const categoryOf = async (productId: string) =>
  ProductDetailsSchema.parse((await t.app.inject({ method: 'GET', url: `/api/markets/products/${productId}` })).json())
    .product.categoryId;
beforeAll(async () => {
  t = await buildTestApp();
  for (const file of months) await t.services.sources.importFile('wfp', readFileSync(join(dataDir, file), 'utf8'));
  admin = await givenUser(t, { role: 'admin' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const add = async (u: TestUser, productId: string, quantity: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/carts/add?productId=${productId}&quantity=${quantity}`,
    headers: u.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return CartItemSchema.parse(res.json());
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An admin adds a market. */
async function newMarket(name: string, latitude: number, longitude: number): Promise<{ id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/markets/',
    headers: admin.headers,
    payload: { name, address: name, latitude, longitude, openingHours: 'Daily' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An admin adds a product (with a picture) at a market. */
async function newProduct(marketId: string, categoryId: string, name: string, unit: string, price: number) {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/markets/uploadImage',
    headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=b' },
    payload: Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from('\r\n--b--\r\n'),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/markets/addProduct',
    headers: admin.headers,
    payload: { name, unit, price, description: name, imageUrl: upload.json().url, marketId, categoryId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ProductSchema.parse(res.json());
}

describe('cart comparison', () => {
  it('every market total equals the sum computed from the bundled CSV files, right to the kobo', async () => {
    const u = await givenUser(t);
    const basket: Array<[string, number]> = [
      ['rice local monday', 2],
      ['beans white monday', 1],
      ['oil palm monday', 3],
      ['onions monday', 5],
      ['sugar monday', 4],
    ];
    const picked: Array<{ product: ProductHit; quantity: number }> = [];
    for (const [q, quantity] of basket) {
      const [product] = await search(encodeURIComponent(q));
      expect(product, q).toBeDefined();
      picked.push({ product: product!, quantity });
      await add(u, product!.id, quantity);
    }
    // Every market, whatever its distance and the age of its prices (the checks of reach and age follow).
    const res = await get(`/api/markets/ComparePrices/cart/${u.id}?includeOld=true`, u.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [yourCart, ...markets] = CartComparisonSchema.parse(res.json());

    const kobo = (naira: number) => Math.round(naira * 100);
    expect(yourCart).toMatchObject({ marketName: 'Your Cart', itemsFound: 5, itemsTotal: 5 });
    expect(kobo(yourCart!.totalPrice)).toBe(picked.reduce((s, p) => s + kobo(p.product.price) * p.quantity, 0));

    const csv = newestPrices();
    const sellers = [...csv].filter(([, prices]) => picked.some((p) => prices.has(p.product.name)));
    expect(markets.map((m) => m.marketName).sort()).toEqual(sellers.map(([name]) => name).sort());
    for (const entry of markets) {
      const prices = csv.get(entry.marketName)!;
      const sold = picked.filter((p) => prices.has(p.product.name));
      expect(kobo(entry.totalPrice), entry.marketName).toBe(
        sold.reduce((s, p) => s + prices.get(p.product.name)! * p.quantity, 0),
      );
      expect(entry.itemsFound).toBe(sold.length);
      expect(entry.missingItems.sort()).toEqual(
        picked
          .filter((p) => !sold.includes(p))
          .map((p) => p.product.name)
          .sort(),
      );
      expect(entry.pricesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Complete markets first, cheapest first; then by coverage.
    for (let i = 1; i < markets.length; i++) {
      const [a, b] = [markets[i - 1]!, markets[i]!];
      expect(a.itemsFound > b.itemsFound || (a.itemsFound === b.itemsFound && a.totalPrice <= b.totalPrice)).toBe(true);
    }
    // Monday sells all five at the prices in the cart: no savings there.
    expect(markets.find((m) => m.marketName === 'Monday')).toMatchObject({ itemsFound: 5, savings: 0, costsMore: 0 });
    // A dearer market says how much more it costs, never a negative saving.
    for (const m of markets) {
      expect(m.savings).toBeGreaterThanOrEqual(0);
      expect(m.costsMore).toBeGreaterThanOrEqual(0);
      expect(m.savings! > 0 && m.costsMore! > 0).toBe(false);
    }
  });

  it('located, counts only the 25 markets nearest the shopper (or within maxKm), each with its round trip, cheapest with the trip first', async () => {
    const u = await givenUser(t);
    for (const q of ['rice local monday', 'onions monday'])
      await add(u, (await search(encodeURIComponent(q)))[0]!.id, 1);
    const [, ...near] = CartComparisonSchema.parse(
      (
        await get(`/api/markets/ComparePrices/cart/${u.id}?${MAIDUGURI}&includeOld=true&costPerKm=100`, u.headers)
      ).json(),
    );
    expect(near.length).toBeGreaterThan(5);
    expect(near.length).toBeLessThanOrEqual(25);
    for (const m of near) {
      expect(m.distanceKm).toBeGreaterThanOrEqual(0);
      expect(m.tripKm).toBeGreaterThanOrEqual(2 * m.distanceKm!);
      expect(m.tripCost).toBeCloseTo(m.tripKm! * 100, 0);
      expect(Math.round(m.grandTotal! * 100)).toBe(Math.round(m.totalPrice * 100) + Math.round(m.tripCost! * 100));
    }
    const complete = near.filter((m) => m.itemsFound === 2);
    for (let i = 1; i < complete.length; i++)
      expect(complete[i - 1]!.grandTotal!).toBeLessThanOrEqual(complete[i]!.grandTotal!);
    // Within 20 km: Maiduguri's own markets only.
    const close = CartComparisonSchema.parse(
      (await get(`/api/markets/ComparePrices/cart/${u.id}?${MAIDUGURI}&includeOld=true&maxKm=20`, u.headers)).json(),
    ).slice(1);
    expect(close.length).toBeGreaterThan(0);
    expect(close.every((m) => m.distanceKm! <= 20)).toBe(true);
    expect(close.length).toBeLessThan(near.length);
    expectProblem(await get(`/api/markets/ComparePrices/cart/${u.id}?${MAIDUGURI}&maxKm=0`, u.headers), 400);
    expectProblem(await get(`/api/markets/ComparePrices/cart/${u.id}?includeOld=maybe`, u.headers), 400);
  });

  it('leaves out a price older than 180 days unless included (it is shown as last seen), and counts the recent ones', async () => {
    const u = await givenUser(t);
    const [rice] = await search('rice%20local%20monday');
    await add(u, rice!.id, 1);
    // A market whose only rice price is from January 2025, near Maiduguri.
    const header =
      'date,admin1,admin2,market,market_id,latitude,longitude,category,commodity,commodity_id,unit,priceflag,pricetype,currency,price,usdprice';
    await t.services.sources.importFile(
      'wfp',
      `${header}\n2025-01-15,Borno,Maiduguri,Old Stall,99001,11.84,13.16,cereals and tubers,Rice (local),71,2.7 KG,aggregate,Retail,NGN,1000,0.7`,
    );
    const compare = async (query: string) =>
      CartComparisonSchema.parse((await get(`/api/markets/ComparePrices/cart/${u.id}?${query}`, u.headers)).json());
    const old = (await compare(MAIDUGURI)).find((e) => e.marketName === 'Old Stall')!;
    expect(old).toMatchObject({ itemsFound: 0, totalPrice: 0, recentItems: 0 });
    expect(old.lastSeen).toEqual([{ name: 'Rice (local)', price: 1000, observedAt: '2025-01-15T00:00:00.000Z' }]);
    const included = (await compare(`${MAIDUGURI}&includeOld=true`)).find((e) => e.marketName === 'Old Stall')!;
    expect(included).toMatchObject({ itemsFound: 1, totalPrice: 1000, recentItems: 0, lastSeen: [] });
    // August's survey is over 60 days old today: priced, counted, but not recent.
    const monday = (await compare(MAIDUGURI)).find((e) => e.marketName === 'Monday')!;
    expect(monday).toMatchObject({ itemsFound: 1, recentItems: 0 });

    // The best split leaves the old price out too, unless it is included.
    const split = async (query: string) =>
      SplitSchema.parse(
        (await get(`/api/markets/ComparePrices/cart/${u.id}/split?${MAIDUGURI}&${query}`, u.headers)).json(),
      );
    expect((await split('maxMarkets=1')).stops.map((s) => s.marketName)).not.toContain('Old Stall');
    expect((await split('maxMarkets=1&includeOld=true')).stops.map((s) => s.marketName)).toEqual(['Old Stall']);
  });

  it('prices another pack of the same item scaled to the cart item’s pack, and says so', async () => {
    const u = await givenUser(t);
    const [rice] = await search('rice%20local%20monday');
    await add(u, rice!.id, 1);
    // An admin sells Rice (local) in a 5 KG bag at a new market.
    const market = await newMarket('Bulk Rice Depot', 11.84, 13.16);
    await newProduct(market.id, await categoryOf(rice!.id), 'Rice (local)', '5 KG', 10_000);
    const entries = CartComparisonSchema.parse(
      (await get(`/api/markets/ComparePrices/cart/${u.id}`, u.headers)).json(),
    );
    // ₦10,000 for 5 kg is ₦2,000 a kg: ₦5,400 for the cart's 2.7 kg.
    expect(entries.find((e) => e.marketName === 'Bulk Rice Depot')).toMatchObject({
      totalPrice: 5_400,
      scaledItems: ['Rice (local)'],
    });
    const across = ProductComparisonSchema.parse((await get(`/api/products/${rice!.id}/compare?${MAIDUGURI}`)).json());
    const depot = across.find((e) => e.product.marketName === 'Bulk Rice Depot')!;
    expect(depot).toMatchObject({ priceForPack: 5_400, samePack: false });
    expect(depot.product.price).toBe(10_000);
    expect(across.map((e) => e.priceForPack)).toEqual([...across.map((e) => e.priceForPack)].sort((a, b) => a - b));
    expect(across.map((e) => e.product.id)).toContain(rice!.id);
    expect(across.every((e) => e.distanceKm !== null)).toBe(true);
  });

  it('adds up, at one market, an item in the cart’s own pack and another from a different pack: both counted, one scaled', async () => {
    const u = await givenUser(t);
    const [rice] = await search('rice%20local%20monday');
    const [beans] = await search('beans%20white%20monday');
    await add(u, rice!.id, 2);
    await add(u, beans!.id, 1);
    // A new market sells the cart's beans in their own pack, and its rice only in a 5 KG bag.
    const market = await newMarket('Mixed Depot', 11.85, 13.17);
    await newProduct(market.id, await categoryOf(rice!.id), 'Rice (local)', '5 KG', 10_000);
    await newProduct(market.id, await categoryOf(beans!.id), beans!.name, beans!.unit!, 900);
    const entries = CartComparisonSchema.parse(
      (await get(`/api/markets/ComparePrices/cart/${u.id}`, u.headers)).json(),
    );
    const kobo = (naira: number) => Math.round(naira * 100);
    // Rice: ₦10,000 for 5 kg is ₦5,400 for the cart's 2.7 kg, twice; beans: ₦900 once.
    const total = 2 * 5_400 + 900;
    const own = 2 * kobo(rice!.price) + kobo(beans!.price);
    expect(entries.find((e) => e.marketName === 'Mixed Depot')).toMatchObject({
      totalPrice: total,
      itemsFound: 2,
      itemsTotal: 2,
      missingItems: [],
      scaledItems: ['Rice (local)'],
      recentItems: 2,
      pricesAsOf: t.clock.now().toISOString().slice(0, 10),
      savings: Math.max(0, own - kobo(total)) / 100,
      costsMore: Math.max(0, kobo(total) - own) / 100,
      lastSeen: [],
    });
  });

  it('is the caller’s own: another user’s id → 403, anonymous → 401, bad location → 400', async () => {
    const a = await givenUser(t);
    const b = await givenUser(t);
    expectProblem(await get(`/api/markets/ComparePrices/cart/${b.id}`, a.headers), 403, 'FORBIDDEN');
    expectProblem(await get(`/api/markets/ComparePrices/cart/${b.id}/split?${MAIDUGURI}`, a.headers), 403, 'FORBIDDEN');
    expectProblem(await get(`/api/markets/ComparePrices/cart/${a.id}`), 401, 'UNAUTHORIZED');
    expectProblem(await get(`/api/markets/ComparePrices/cart/${a.id}?latitude=95&longitude=1`, a.headers), 400);
    expectProblem(await get(`/api/markets/ComparePrices/cart/${a.id}?latitude=11`, a.headers), 400);
    for (const bad of ['maxMarkets=4', 'maxMarkets=0', 'maxMarkets=x', 'costPerKm=-1'])
      expectProblem(await get(`/api/markets/ComparePrices/cart/${a.id}/split?${MAIDUGURI}&${bad}`, a.headers), 400);
    expectProblem(await get(`/api/markets/ComparePrices/cart/${a.id}/split`, a.headers), 400);
    expect(
      CartComparisonSchema.parse((await get(`/api/markets/ComparePrices/cart/${a.id}`, a.headers)).json()),
    ).toEqual([expect.objectContaining({ marketName: 'Your Cart', totalPrice: 0 })]);
    expectProblem(await get('/api/products/0190c0de-0000-7000-8000-000000000000/compare'), 404, 'NOT_FOUND');
  });
  it('prices a cart of 70 different items (past what the bit mask holds) at the market that sells them', async () => {
    const u = await givenUser(t);
    const market = await newMarket('Everything Store', 11.85, 13.14);
    const [rice] = await search('rice%20local%20monday');
    const expected: number[] = [];
    for (let n = 1; n <= 70; n++) {
      const product = await newProduct(market.id, await categoryOf(rice!.id), `Store item ${n}`, '1 KG', 100 + n);
      await add(u, product.id, 1 + (n % 3));
      expected.push((100 + n) * 100 * (1 + (n % 3)));
    }
    const entries = CartComparisonSchema.parse(
      (await get(`/api/markets/ComparePrices/cart/${u.id}`, u.headers)).json(),
    );
    const store = entries.find((e) => e.marketName === 'Everything Store')!;
    expect(store).toMatchObject({ itemsFound: 70, itemsTotal: 70, missingItems: [] });
    expect(Math.round(store.totalPrice * 100)).toBe(expected.reduce((a, b) => a + b, 0));
  });
});

describe('best split', () => {
  it('buys the basket from at most maxMarkets nearby markets, trip included, and lists what none sells', async () => {
    const u = await givenUser(t);
    for (const [q, n] of [
      ['rice local monday', 2],
      ['tomatoes monday', 3],
      ['sugar monday', 1],
      ['yam monday', 2],
    ] as const)
      await add(u, (await search(encodeURIComponent(q)))[0]!.id, n);
    // An item sold only far away (Lagos): not part of the split, listed.
    const lagos = await newMarket('Mile 12', 6.6, 3.4);
    const [yam] = await search('yam%20monday');
    const gari = await newProduct(lagos.id, await categoryOf(yam!.id), 'Garri (yellow)', '1 KG', 900);
    const gariItem = await add(u, gari.id, 1);

    for (const maxMarkets of [1, 2, 3]) {
      const res = await get(
        `/api/markets/ComparePrices/cart/${u.id}/split?${MAIDUGURI}&maxMarkets=${maxMarkets}&costPerKm=100`,
        u.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const split = SplitSchema.parse(res.json());
      expect(split.stops.length).toBeGreaterThan(0);
      expect(split.stops.length).toBeLessThanOrEqual(maxMarkets);
      expect(split.stops.flatMap((s) => s.items).length).toBe(4);
      expect(split.stops.flatMap((s) => s.items).map((i) => i.name)).not.toContain('Garri (yellow)');
      const kobo = (n: number) => Math.round(n * 100);
      const goods = split.stops.flatMap((s) => s.items).reduce((sum, i) => sum + kobo(i.price) * i.quantity, 0);
      expect(kobo(split.total!.goodsTotal)).toBe(goods);
      expect(kobo(split.total!.grandTotal)).toBe(goods + kobo(split.total!.tripCost));
      expect(split.total!.tripCost).toBeCloseTo(split.total!.tripKm * 100, 0);
      expect(split.savingsVsBestSingle).toBeGreaterThanOrEqual(0);
      if (maxMarkets === 1) expect(split.savingsVsBestSingle).toBe(0);
      expect(split.unavailable).toEqual([{ cartItemId: gariItem.cartItemId, name: 'Garri (yellow)' }]);
      expect(split.yourCart.goodsTotal).toBeGreaterThan(0);
    }
  });

  it(`is limited to ${SPLITS_PER_MINUTE} a minute per shopper (each asks the routing provider for a table)`, async () => {
    const u = await givenUser(t);
    const other = await givenUser(t);
    const split = (who: TestUser) => get(`/api/markets/ComparePrices/cart/${who.id}/split?${MAIDUGURI}`, who.headers);
    for (let i = 0; i < SPLITS_PER_MINUTE; i++) expect((await split(u)).statusCode).toBe(200);
    expectProblem(await split(u), 429, 'RATE_LIMITED');
    expect((await split(other)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await split(u)).statusCode).toBe(200);
  });
});
