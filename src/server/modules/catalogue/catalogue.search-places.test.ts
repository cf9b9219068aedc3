import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductHit, ProductSearchPageSchema } from '../../../contract/catalogue.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

/**
 * Search with the name of a place, whichever way the statement finds that place's markets
 * (catalogue.search-queries.ts): a state with more than 50 markets (counted on market_state_idx),
 * a word more than 50 markets hold though fewer are in the state of that name (the trigram index),
 * and a state of a few markets (read from those markets). Each is paged through and checked against
 * the rows the markets were made from.
 */
interface Row {
  state: string;
  lga: string;
  market: string;
  latitude: number;
  longitude: number;
  commodity: string;
  price: number;
}

const PLACES: Array<{ state: string; markets: number; name?: string }> = [
  { state: 'Kebbi', markets: 60 },
  { state: 'Sokoto', markets: 2, name: 'Kebbi Road' },
  { state: 'Kogi', markets: 40 },
  { state: 'Kwara', markets: 15, name: 'Kogi Junction' },
  { state: 'Ekiti', markets: 3 },
  { state: 'Oyo', markets: 10 },
];
const ITEMS = [
  ['Rice (local)', '2.7 KG'],
  ['Rice (imported)', '2.8 KG'],
  ['Beans (white)', '2.5 KG'],
] as const;

const rows: Row[] = PLACES.flatMap(({ state, markets, name }, p) =>
  Array.from({ length: markets }, (_, k) =>
    ITEMS.map(([commodity], i) => ({
      state,
      lga: `${state} LGA ${k % 4}`,
      market: `${name ?? 'Market'} ${p}-${k}`,
      latitude: 6 + ((k * 7 + p * 13) % 70) / 10,
      longitude: 3.5 + ((k * 11 + p * 5) % 90) / 10,
      commodity,
      // Oyo's rice is the cheapest: it must not come in for another state's name.
      price: state === 'Oyo' ? 500 + k : 1000 + ((k * 37 + i * 101 + p * 53) % 400) * 5,
    })),
  ).flat(),
);

function wfpFile(): string {
  const ids = new Map([...new Set(rows.map((r) => r.market))].map((m, i) => [m, 9000 + i]));
  return [
    'date,admin1,admin2,market,market_id,latitude,longitude,category,commodity,commodity_id,unit,priceflag,pricetype,currency,price,usdprice',
    ...rows.map((r) => {
      const [, unit] = ITEMS.find(([c]) => c === r.commodity)!;
      const category = r.commodity.startsWith('Beans') ? 'pulses and nuts' : 'cereals and tubers';
      return `2026-08-15,${r.state},${r.lga},${r.market},${ids.get(r.market)},${r.latitude},${r.longitude},${category},${r.commodity},${ITEMS.findIndex(([c]) => c === r.commodity) + 1},${unit},aggregate,Retail,NGN,${r.price},1`;
    }),
  ].join('\n');
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const report = await t.services.sources.importFile('wfp', wfpFile());
  expect(report.rowsSkipped).toEqual([]);
  expect(report.marketsCreated).toBe(130);
});
afterAll(() => t.close());

/** Every hit of a search, page after page of 7 until one says none follows. */
async function everyPage(query: string, located = ''): Promise<ProductHit[]> {
  const all: ProductHit[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/search?query=${encodeURIComponent(query)}&page=${page}&pageSize=7${located}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ProductSearchPageSchema.parse(res.json());
    all.push(...answer.items);
    if (!answer.hasMore) return all;
    expect(answer.items).toHaveLength(7);
  }
  throw new Error(`${query}: more than 99 pages`);
}

describe('search with the name of a place', () => {
  it.each([
    ['kebbi', 'a state of 60 markets, and two markets elsewhere named after it', 124],
    ['kogi', 'a state of 40 markets, and 15 markets elsewhere named after it', 110],
    ['ekiti', 'a state of three markets', 6],
  ])(
    '"rice %s" (%s): the rice of every market that holds the name, each item cheapest first, or nearest first',
    async (place, _, count) => {
      const expected = rows
        .filter((r) => r.commodity.startsWith('Rice'))
        .filter((r) => `${r.market} ${r.lga} ${r.state}`.toLowerCase().includes(place))
        .map((r) => `${r.commodity} at ${r.market} for ${r.price}`)
        .sort();
      expect(expected).toHaveLength(count);
      for (const located of ['', '&latitude=11.5&longitude=4.2']) {
        const found = await everyPage(`rice ${place}`, located);
        expect(new Set(found.map((h) => h.id)).size, located).toBe(found.length);
        expect(found.map((h) => `${h.name} at ${h.marketName} for ${h.price}`).sort(), located).toEqual(expected);
        // Each item's products together, in order: cheapest first, or nearest first when located.
        const items = found.map((h) => h.name);
        expect(new Set(items).size).toBe(items.filter((item, i) => item !== items[i - 1]).length);
        found.forEach((h, i) => {
          const before = found[i - 1];
          if (!before || before.name !== h.name) return;
          if (located) expect(h.distanceKm!).toBeGreaterThanOrEqual(before.distanceKm!);
          else expect(h.price).toBeGreaterThanOrEqual(before.price);
        });
      }
    },
  );
});
