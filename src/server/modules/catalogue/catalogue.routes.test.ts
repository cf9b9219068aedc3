import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ProductDetailsSchema,
  type ProductHit,
  ProductHitListSchema,
  ProductListSchema,
  ProductSearchPageSchema,
} from '../../../contract/catalogue.js';
import { NEW_ENTITY_ID } from '../../../contract/common.js';
import { queryRows } from '../../db/client.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { expectProblem } from '../../testing/problems.js';

const august = readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8');
const UNKNOWN = '0190c0de-0000-7000-8000-000000000000';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let monday: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  await t.services.sources.importFile('wfp', august);
  admin = await givenUser(t, { role: 'admin' });
  shopper = await givenUser(t);
  [monday] = (await t.app.inject({ method: 'GET', url: '/api/markets/GetAllMarkets?search=monday' })).json();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const products = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ProductListSchema.parse(res.json());
};
/** Search results (the spec's call and /api/products): what the result cards show. */
const hits = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ProductHitListSchema.parse(res.json());
};
/** A page of the search screens' call. */
const searchPage = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ProductSearchPageSchema.parse(res.json());
};

async function upload(content: Buffer | string, who: TestUser | null = admin, filename?: string) {
  const body = multipart(content, { filename: filename ?? 'photo.jpg', type: 'image/jpeg' });
  return t.app.inject({
    method: 'POST',
    url: '/api/markets/uploadImage',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
}

const photo = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 49/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 9/1 0/1' },
    })
    .toBuffer();

describe('categories', () => {
  it('every alias of "all categories" answers the same list', async () => {
    const all = (await get('/api/markets/getAllCategories')).json();
    expect(all.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['cereals and tubers', 'pulses and nuts']),
    );
    expect((await get('/categories')).json()).toEqual(all);
    expect((await get('/api/categories')).json()).toEqual(all);
  });

  it("a market's categories at all four paths; unknown market 404, malformed id 400", async () => {
    const mine = (await get(`/api/markets/${monday.id}/categories`)).json();
    expect(mine.length).toBeGreaterThan(3);
    for (const url of [
      `/api/markets/product-categories/${monday.id}`,
      `/${monday.id}/product-categories`,
      `/api/markets/${monday.id}/product-categories`,
    ])
      expect((await get(url)).json()).toEqual(mine);
    expectProblem(await get(`/api/markets/${UNKNOWN}/categories`), 404);
    expectProblem(await get('/api/markets/product-categories/123'), 400);
  });

  it('AddCategory: admins only; a name that exists in any case is a 409', async () => {
    const payload = { id: NEW_ENTITY_ID, name: 'Beverages' };
    expectProblem(await t.app.inject({ method: 'POST', url: '/api/markets/AddCategory', payload }), 401);
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/markets/AddCategory', payload, headers: shopper.headers }),
      403,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/markets/AddCategory',
      payload,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).not.toBe(NEW_ENTITY_ID);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/markets/AddCategory',
      payload: { name: 'BEVERAGES' },
      headers: admin.headers,
    });
    expect(expectProblem(again, 409, 'CONFLICT').detail).toBe('A category with this name already exists.');
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: '/api/markets/AddCategory',
        payload: { name: '' },
        headers: admin.headers,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('products', () => {
  it('a category at a market: the same products at both paths, with unit price, price date and X-Total-Count', async () => {
    const cereals = (await get(`/api/markets/${monday.id}/categories`))
      .json()
      .find((c: { name: string }) => c.name === 'cereals and tubers');
    const list = await products(`/api/markets/market/${monday.id}/category/${cereals.id}/products`);
    expect(list.length).toBeGreaterThan(2);
    expect(await products(`/products-by-category-and-market/${cereals.id}/${monday.id}`)).toEqual(list);
    expect(await products(`/api/markets/products-by-category-and-market/${cereals.id}/${monday.id}`)).toEqual(list);
    const rice = list.find((p) => p.name === 'Rice (local)')!;
    expect(rice).toMatchObject({ unit: '2.7 KG', marketName: 'Monday', categoryName: 'cereals and tubers' });
    expect(rice.priceObservedAt).toBe('2026-08-15T00:00:00.000Z');
    expect(rice.unitPrice).toEqual({ amount: Math.round((rice.price / 2.7) * 100) / 100, per: 'kg' });
    const paged = await get(`/api/markets/market/${monday.id}/category/${cereals.id}/products?limit=1&offset=1`);
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe(String(list.length));
    expectProblem(await get(`/api/markets/market/${monday.id}/category/${cereals.id}/products?limit=500`), 400);
  });

  it('by market and by category, at every path', async () => {
    const mine = await products(`/api/markets/by-market/${monday.id}?limit=200`);
    expect(mine.every((p) => p.marketId === monday.id)).toBe(true);
    const categoryId = mine[0]!.categoryId;
    const byCategory = await products(`/api/markets/by-category/${categoryId}?limit=200`);
    expect(byCategory.every((p) => p.categoryId === categoryId)).toBe(true);
    expect(await products(`/api/categories/${categoryId}/products?limit=200`)).toEqual(byCategory);
  });

  it('details: the product and null imageData for a generated picture; unknown 404, malformed 400', async () => {
    const [first] = await products(`/api/markets/by-market/${monday.id}?limit=1`);
    const res = await get(`/api/markets/products/${first!.id}`);
    const details = ProductDetailsSchema.parse(res.json());
    expect(details.product).toEqual(first);
    expect(details.imageData).toBeNull();
    expect(details.product.description).toMatch(
      /^Retail price from the WFP market survey, .+ pack, Monday, Maiduguri, Borno\.$/,
    );
    const picture = await get(first!.imageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Its own policy, not the app's: a picture opened on its own runs nothing and loads nothing.
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    // No words in the picture (the card names the item, in the shopper's language): a shape on a colour.
    expect(picture.body).toMatch(/^<svg [^>]*><rect [^>]*fill="#[0-9a-f]{6}"\/>/);
    expect(picture.body).not.toMatch(/<text|<foreignObject/);
    expect(picture.body).not.toContain(first!.name.split(' ')[0]);
    expectProblem(await get(`/api/markets/products/${UNKNOWN}`), 404, 'NOT_FOUND');
    expectProblem(await get('/api/markets/products/xyz'), 400);
  });
});

describe('search', () => {
  it('"rice" finds rice at several markets; "tomatoe" finds Tomatoes; words narrow ("rice monday")', async () => {
    const rice = await hits('/api/products?query=rice&limit=200');
    expect(new Set(rice.map((p) => p.marketName)).size).toBeGreaterThan(3);
    expect(rice.every((p) => /rice/i.test(p.name))).toBe(true);
    const tomatoes = await hits('/api/markets/GetAllProducts?search=tomatoe');
    expect(tomatoes.length).toBeGreaterThan(0);
    expect(tomatoes[0]!.name).toBe('Tomatoes');
    // A word found nowhere as typed is matched with a small typo allowed.
    const typo = await hits('/api/products?query=tomatos%20maidugri');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((p) => p.name === 'Tomatoes')).toBe(true);
    const narrowed = await hits('/api/products?query=RICE%20monday');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((p) => p.marketName === 'Monday' && /rice/i.test(p.name))).toBe(true);
    expect(await hits('/api/products?query=%25%25%25')).toEqual([]);
  });

  it('pages through every match once, a page of 20 unless asked: best item first, each item cheapest first', async () => {
    // The search screens' call, page after page until one says no other follows.
    const all: ProductHit[] = [];
    for (let page = 1; ; page++) {
      const answer = await searchPage(`/api/products/search?query=rice&page=${page}&pageSize=7`);
      expect(answer).toMatchObject({ page, pageSize: 7 });
      all.push(...answer.items);
      if (!answer.hasMore) break;
      expect(answer.items).toHaveLength(7);
    }
    // Every live rice product of the demo data, counted on its own through the market lists.
    const riceIds = new Set<string>();
    for (const m of (await get('/api/markets/GetAllMarkets?limit=200')).json() as Array<{ id: string }>)
      for (const p of await products(`/api/markets/by-market/${m.id}?limit=200`))
        if (/rice/i.test(p.name)) riceIds.add(p.id);
    expect(riceIds.size).toBeGreaterThan(27);
    expect(all.map((p) => p.id).sort()).toEqual([...riceIds].sort());
    // Grouped by item (each item's products together), each group cheapest first.
    const items = all.map((p) => `${p.name} ${p.unit}`);
    expect(new Set(items).size).toBe(items.filter((item, i) => item !== items[i - 1]).length);
    all.forEach((p, i) => {
      if (i > 0 && items[i] === items[i - 1]) expect(p.price).toBeGreaterThanOrEqual(all[i - 1]!.price);
    });
    // The default page is 20, and past the last page there is nothing.
    const first = await searchPage('/api/products/search?query=rice');
    expect(first).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    expect(first.items.map((p) => p.id)).toEqual(all.slice(0, 20).map((p) => p.id));
    expect(await searchPage('/api/products/search?query=rice&page=40')).toEqual({
      items: [],
      page: 40,
      pageSize: 20,
      hasMore: false,
    });
    // The spec's call answers the same results as a plain array: limit (20) from offset.
    expect((await hits('/api/products?query=rice')).map((p) => p.id)).toEqual(all.slice(0, 20).map((p) => p.id));
    expect((await hits('/api/markets/GetAllProducts?search=rice&offset=20&limit=7')).map((p) => p.id)).toEqual(
      all.slice(20, 27).map((p) => p.id),
    );
  });

  it('answers only what a result card shows', async () => {
    const [hit] = (await get('/api/products?query=rice%20monday')).json() as Array<Record<string, unknown>>;
    expect(Object.keys(hit!).sort()).toEqual(
      [
        'commodityId',
        'id',
        'imageUrl',
        'marketId',
        'marketName',
        'name',
        'price',
        'priceAge',
        'priceObservedAt',
        'priceSource',
        'unit',
        'unitPrice',
      ].sort(),
    );
  });

  it('refuses a page size, page or limit out of range, naming it', async () => {
    for (const [url, field] of [
      ['/api/products/search?query=rice&pageSize=101', 'pageSize'],
      ['/api/products/search?query=rice&page=0', 'page'],
      ['/api/products/search?query=rice&page=50001', 'page'],
      ['/api/products?query=rice&limit=201', 'limit'],
      ['/api/products/search?query=rice&latitude=12', 'longitude'],
    ] as const)
      expect(
        expectProblem(await get(url), 400).errors?.map((e) => e.path),
        url,
      ).toContain(`querystring.${field}`);
  });

  it('asks the database one statement a page; a misspelt word, two', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    await hits('/api/products?query=rice'); // the items are read once, before the first search
    const statements = vi.spyOn(client, 'query');
    try {
      const pages: Array<[string, () => Promise<ProductHit[]>]> = [
        ['rice monday', () => hits('/api/products?query=rice%20monday')],
        ['beans, page 2', async () => (await searchPage('/api/products/search?query=beans&page=2&pageSize=5')).items],
        ['located', () => hits('/api/products?query=tomatoe&latitude=12.89&longitude=11.93')],
        // Names in other languages are the items' own words: found as typed, tone marks or not.
        ['a Yorùbá name without its tone marks', () => hits('/api/products?query=iresi%20monday')],
        ['a Hausa name with its hooked letter', () => hits(`/api/products?query=${encodeURIComponent('gyaɗa')}`)],
      ];
      for (const [what, page] of pages) {
        statements.mockClear();
        expect((await page()).length, what).toBeGreaterThan(0);
        expect(statements, what).toHaveBeenCalledTimes(1);
      }
      statements.mockClear();
      expect((await hits('/api/products?query=rcie%20monday')).every((p) => /rice/i.test(p.name))).toBe(true);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});

describe("item names in the request's language (data/names)", () => {
  const inLanguage = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const riceOf = (list: ProductHit[]) => list.find((p) => p.name === 'Rice (local)')!;

  it('search, lists and details give the name in the language of the cookie, else of Accept-Language; English has none', async () => {
    const url = '/api/products?query=rice%20local&limit=5';
    const yoruba = ProductHitListSchema.parse(await inLanguage(url, { cookie: 'kasuwa-lang=yo' }));
    expect(riceOf(yoruba).localName).toBe('ìrẹsì ìbílẹ̀');
    const hausa = ProductHitListSchema.parse(await inLanguage(url, { 'accept-language': 'ha-NG, en;q=0.5' }));
    expect(riceOf(hausa).localName).toBe('shinkafar gida');
    // The cookie (the visitor's choice) wins over the browser's languages.
    const igbo = ProductHitListSchema.parse(
      await inLanguage(url, { cookie: 'kasuwa-lang=ig', 'accept-language': 'ha' }),
    );
    expect(riceOf(igbo).localName).toBe('osikapa obodo');
    const english: Array<Record<string, string>> = [{}, { cookie: 'kasuwa-lang=en' }, { 'accept-language': 'fr-FR' }];
    for (const headers of english)
      expect(riceOf(ProductHitListSchema.parse(await inLanguage(url, headers)))).not.toHaveProperty('localName');

    const page = ProductSearchPageSchema.parse(
      await inLanguage('/api/products/search?query=rice%20local', { cookie: 'kasuwa-lang=pcm' }),
    );
    expect(riceOf(page.items).localName).toBe('Local rice');
    const listed = ProductListSchema.parse(
      await inLanguage(`/api/markets/by-market/${monday.id}?limit=200`, { cookie: 'kasuwa-lang=ha' }),
    );
    const rice = listed.find((p) => p.name === 'Rice (local)')!;
    expect(rice.localName).toBe('shinkafar gida');
    const details = ProductDetailsSchema.parse(
      await inLanguage(`/api/markets/products/${rice.id}`, { cookie: 'kasuwa-lang=yo' }),
    );
    expect(details.product).toMatchObject({ name: 'Rice (local)', localName: 'ìrẹsì ìbílẹ̀' });
  });

  it('no local name where the language says it as English does, nor where the name is only a doubt (unsure)', async () => {
    const url = '/api/products?query=salt&limit=1';
    expect(ProductHitListSchema.parse(await inLanguage(url, { cookie: 'kasuwa-lang=pcm' }))[0]).not.toHaveProperty(
      'localName',
    );
    expect(ProductHitListSchema.parse(await inLanguage(url, { cookie: 'kasuwa-lang=yo' }))[0]!.localName).toBe('iyọ̀');
    // Igbo's name for watermelon (anyụ) is marked unsure: found by search, not shown.
    const [melon] = ProductHitListSchema.parse(
      await inLanguage(`/api/products?query=${encodeURIComponent('anyụ')}&limit=1`, { cookie: 'kasuwa-lang=ig' }),
    );
    expect(melon!.name).toBe('Watermelons');
    expect(melon).not.toHaveProperty('localName');
  });
});

describe('search located', () => {
  const GEIDAM = 'latitude=12.89&longitude=11.93';

  it("ranks an item's products nearest first when the shopper is located, each with its distance, and says how old each price is", async () => {
    const near = await hits(`/api/products?query=rice%20local&${GEIDAM}`);
    expect(near.length).toBeGreaterThan(5);
    const km = near.map((p) => p.distanceKm!);
    expect(km.every((d) => d >= 0)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(near.every((p) => p.priceSource === 'wfp' && ['recent', 'old', 'stale'].includes(p.priceAge))).toBe(true);
    // Not located: no distance, the cheapest first.
    const anywhere = await hits('/api/products?query=rice%20local');
    expect(anywhere.every((p) => p.distanceKm === undefined)).toBe(true);
    expect(anywhere.map((p) => p.price)).toEqual([...anywhere.map((p) => p.price)].sort((a, b) => a - b));
    expectProblem(await get('/api/products?query=rice&latitude=12'), 400);
  });
});

describe('images', () => {
  it('an upload is re-encoded to JPEG of at most 1024 px with no EXIF (no GPS) and served immutable with an ETag', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.jpg$/);
    const served = await get(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 576 });
    expect(meta.exif).toBeUndefined();
    const etag = served.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('refuses a text file named .jpg (400), a 6 MB file (413), visitors (401) and shoppers (403)', async () => {
    expectProblem(await upload('just some text, not a picture', admin, 'photo.jpg'), 400);
    expectProblem(await upload(Buffer.alloc(6 * 1024 * 1024, 7)), 413, 'PAYLOAD_TOO_LARGE');
    expectProblem(await upload(await photo(10, 10), null), 401);
    expectProblem(await upload(await photo(10, 10), shopper), 403);
    const missing = await get(`/api/images/${'0'.repeat(64)}.jpg`);
    expectProblem(missing, 404);
    // A 404 is never cached for long: the image may be uploaded later.
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('refuses a decompression bomb (a small file that decodes to a huge bitmap)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expectProblem(await upload(bomb, admin, 'bomb.png'), 400);
  });
});

describe('admin product writes', () => {
  async function newProduct(overrides: Record<string, unknown> = {}) {
    const { url } = (await upload(await photo(400, 300))).json();
    const categories = (await get('/api/markets/getAllCategories')).json();
    const cereals = categories.find((c: { name: string }) => c.name === 'cereals and tubers');
    return {
      id: NEW_ENTITY_ID,
      name: 'Garri (white)',
      price: 1250.5,
      description: 'White garri, dry and crisp.',
      imageUrl: url,
      marketId: monday.id,
      categoryId: cereals.id,
      isFeatured: true,
      unit: '1.5 KG',
      ...overrides,
    };
  }
  const add = (payload: object, who: TestUser | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/markets/addProduct', payload, headers: who?.headers ?? {} });

  it('adds a product that appears in its market, in search and in the featured list', async () => {
    const payload = await newProduct();
    expectProblem(await add(payload, null), 401);
    expectProblem(await add(payload, shopper), 403);
    const res = await add(payload);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Garri (white)',
      price: 1250.5,
      unit: '1.5 KG',
      unitPrice: { amount: 833.67, per: 'kg' },
    });
    expect((await products(`/api/markets/by-market/${monday.id}?limit=200`)).map((p) => p.id)).toContain(created.id);
    expect((await hits('/api/products?query=garri')).map((p) => p.id)).toContain(created.id);
    expect((await products('/api/markets/featuredProducts')).map((p) => p.id)).toContain(created.id);
    const details = ProductDetailsSchema.parse((await get(`/api/markets/products/${created.id}`)).json());
    expect(Buffer.from(details.imageData!, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expectProblem(await add(payload), 409, 'CONFLICT');
  });

  it('matches an existing commodity by normalised name and pack size', async () => {
    const other = await t.services.markets.add({
      name: 'Baga Road Market',
      address: 'Baga Road, Maiduguri',
      latitude: 11.86,
      longitude: 13.13,
      openingHours: 'Daily 07:00–18:00',
    });
    const [mondayRice] = await hits('/api/products?query=rice%20local%20monday');
    const res = await add(
      await newProduct({ name: '  rice   (LOCAL) ', unit: '2.7 kg', marketId: other.id, price: 100 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ commodityId: mondayRice!.commodityId, name: 'Rice (local)', unit: '2.7 KG' });
  });

  it('validates: name, price > 0 with 2 decimals, description and an uploaded image; market and category must exist', async () => {
    const bad = await add({
      name: '',
      price: 1.234,
      description: '',
      imageUrl: 'http://evil.example/x.jpg',
      marketId: 'x',
    });
    const problem = expectProblem(bad, 400, 'VALIDATION_FAILED');
    expect(problem.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.price',
        'body.description',
        'body.imageUrl',
        'body.marketId',
        'body.categoryId',
      ]),
    );
    expectProblem(await add(await newProduct({ price: 0 })), 400);
    // Round to 0 kobo: refused by name, never a 500 from the database's check.
    for (const price of [1e-9, 0.004]) {
      const tiny = expectProblem(await add(await newProduct({ name: 'Yam', price })), 400, 'VALIDATION_FAILED');
      expect(tiny.errors?.map((e) => e.path)).toEqual(['body.price']);
    }
    // 19.99 is 1999 kobo, though 19.99 * 100 is 1998.9999999999998 in floating point.
    expect((await add(await newProduct({ name: 'Yam', price: 19.99 }))).json()).toMatchObject({ price: 19.99 });
    expectProblem(await add(await newProduct({ name: 'Yam', marketId: UNKNOWN })), 404);
    expectProblem(await add(await newProduct({ name: 'Yam', categoryId: UNKNOWN })), 404);
    expectProblem(await add(await newProduct({ name: 'Yam', imageUrl: `/api/images/${'a'.repeat(64)}.jpg` })), 400);
  });

  it('a price change appends to the history in the same transaction; archived products leave lists and search', async () => {
    const created = (await add(await newProduct({ name: 'Plantain', unit: '' }))).json();
    const put = (payload: object, who: TestUser = admin, id = created.id) =>
      t.app.inject({ method: 'PUT', url: `/api/markets/products/${id}`, payload, headers: who.headers });
    expectProblem(await put({ price: 900 }, shopper), 403);
    t.clock.advance(60_000);
    const res = await put({ price: 900, isFeatured: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 900, previousPrice: 1250.5, isFeatured: false, unitPrice: null });
    const history = await queryRows<{ price_kobo: string; source: string }>(
      t.database.db,
      sql`select price_kobo, source from price_history where product_id = ${created.id} order by changed_at`,
    );
    expect(history.map((h) => [Number(h.price_kobo), h.source])).toEqual([
      [125_050, 'admin'],
      [90_000, 'admin'],
    ]);
    expectProblem(await put({}), 400);
    expectProblem(await put({ price: 1 }, admin, UNKNOWN), 404);
    expect(expectProblem(await put({ price: 1e-9 }), 400, 'VALIDATION_FAILED').errors?.[0]?.path).toBe('body.price');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/markets/products/${created.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await hits('/api/products?query=plantain')).map((p) => p.id)).not.toContain(created.id);
    expectProblem(await get(`/api/markets/products/${created.id}`), 404);
    const kept = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from price_history where product_id = ${created.id}`,
    );
    expect(kept[0]!.n).toBe(2);
  });
});
