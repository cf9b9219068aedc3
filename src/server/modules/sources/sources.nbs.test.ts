import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaPrice, AreaSeries } from '../../../contract/areas.js';
import type { AdminSource, Source } from '../../../contract/sources.js';
import { queryRows } from '../../db/client.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';
import { send } from '../../testing/requests.js';

const NBS = join(projectRoot, 'data/nbs-nga');
const stateFile = gunzipSync(readFileSync(join(NBS, 'nbs-state-food-prices-2016-01-to-2022-11.csv.gz'))).toString();
const nationalFile = readFileSync(join(NBS, 'nbs-national-zone-food-prices.csv'), 'utf8');
const [HEADER, ...STATE_ROWS] = stateFile.trim().split('\n');
const mapping = readFileSync(join(NBS, 'items.csv'), 'utf8');

/** A CSV line's fields (the NBS files quote a field only when it holds a comma). */
const fieldsOf = (line: string) =>
  [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => (m[2] !== undefined ? m[2] : m[1]!));

/** NBS's naira, written with at most 4 decimals, in kobo rounded half up on the decimal digits. */
function kobo(naira: string): number {
  const [whole, fraction = ''] = naira.split('.');
  const tenThousandths = BigInt(whole! + fraction.padEnd(4, '0'));
  return Number((tenThousandths + 50n) / 100n);
}

/** NBS's (item, unit) → the commodity name and pack the mapping says it is. */
const commodityOf = new Map(
  mapping
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [item, unit, name, pack] = fieldsOf(line);
      return [`${item}|${unit}`, { name: name!, unit: pack! || null }];
    }),
);

/** The rows of one state, as the file has them. */
const rowsOf = (state: string) =>
  STATE_ROWS.map(fieldsOf)
    .filter((f) => f[1] === state)
    .map(([date, , item, unit, price]) => ({ date: date!, item: item!, unit: unit!, price: price! }));

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await givenUser(t, { role: 'admin' });
  // Lagos's every month, and the national and zone averages.
  const lagos = [HEADER, ...STATE_ROWS.filter((l) => l.includes(',Lagos,'))].join('\n');
  await t.services.sources.importFile('nbs', lagos, { origin: 'lagos.csv' });
  await t.services.sources.importFile('nbs', nationalFile, { origin: 'nbs-national-zone-food-prices.csv' });
});
afterAll(() => t.close());

const json = async <T>(url: string) => {
  const res = await send(t, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as T;
};

describe("NBS's state averages: area prices", () => {
  it("Lagos's latest average of every item is the file's November 2022 figure, to the kobo, with its month and source", async () => {
    const prices = await json<AreaPrice[]>('/api/areas/lagos/prices');
    const november = rowsOf('Lagos').filter((r) => r.date === '2022-11');
    expect(prices).toHaveLength(november.length);
    for (const row of november) {
      const item = commodityOf.get(`${row.item}|${row.unit}`)!;
      const shown = prices.find((p) => p.name === item.name && p.unit === item.unit);
      expect(shown, `${row.item} (${row.unit})`).toMatchObject({
        area: 'lagos',
        price: kobo(row.price) / 100,
        month: '2022-11',
        source: 'nbs',
      });
    }
  });

  it("one item's series in Lagos is every month of the file, oldest first, to the kobo", async () => {
    const prices = await json<AreaPrice[]>('/api/areas/Lagos/prices');
    const rice = prices.find((p) => p.name === 'Rice (local)' && p.unit === 'KG')!;
    const series = await json<AreaSeries>(`/api/areas/LAGOS/prices/${rice.commodityId}`);
    const expected = rowsOf('Lagos')
      .filter((r) => r.item === 'Rice local sold loose')
      .map((r) => ({ month: r.date, price: kobo(r.price) / 100, source: 'nbs' }));
    expect(expected.length).toBeGreaterThan(80);
    expect(series).toEqual(expected);
    // A window of months, inclusive.
    expect(await json<AreaSeries>(`/api/areas/lagos/prices/${rice.commodityId}?from=2020-01&to=2020-12`)).toEqual(
      expected.filter((e) => e.month >= '2020-01' && e.month <= '2020-12'),
    );
  });

  it('says what a unit price is only where NBS states the unit: per kg, per piece, never for a bottle or no unit', async () => {
    const prices = await json<AreaPrice[]>('/api/areas/lagos/prices');
    const named = (name: string, unit: string | null) => prices.find((p) => p.name === name && p.unit === unit)!;
    expect(named('Tomatoes', 'KG').unitPrice).toEqual({ amount: named('Tomatoes', 'KG').price, per: 'kg' });
    const dozen = named('Eggs', '12 pcs');
    expect(dozen.unitPrice).toEqual({ amount: Math.round((dozen.price * 100) / 12) / 100, per: 'piece' });
    expect(named('Oil (palm)', '1 bottle').unitPrice).toBeNull();
    expect(named('Irish potato', null).unitPrice).toBeNull();
  });

  it('gives the year before and the first month beside the latest', async () => {
    const tomatoes = (await json<AreaPrice[]>('/api/areas/lagos/prices')).find((p) => p.name === 'Tomatoes')!;
    const row = (month: string) => rowsOf('Lagos').find((r) => r.item === 'Tomato' && r.date === month)!;
    expect(tomatoes.yearBefore).toEqual({ month: '2021-11', price: kobo(row('2021-11').price) / 100 });
    expect(tomatoes.first).toEqual({ month: '2016-01', price: kobo(row('2016-01').price) / 100 });
  });

  it('knows the nation and the zones from the national file', async () => {
    const national = await json<AreaPrice[]>('/api/areas/National/prices');
    expect(national.find((p) => p.name === 'Rice (local)')).toMatchObject({ month: '2024-10' });
    expect((await json<AreaPrice[]>('/api/areas/south-west/prices')).length).toBeGreaterThan(0);
    expect(await json<AreaPrice[]>('/api/areas/Kano/prices')).toEqual([]);
  });

  it('answers an unknown area 404 and a bad month 400 naming the field', async () => {
    expectProblem(await send(t, 'GET', '/api/areas/Atlantis/prices'), 404, 'NOT_FOUND');
    const rice = (await json<AreaPrice[]>('/api/areas/lagos/prices'))[0]!;
    expectProblem(await send(t, 'GET', `/api/areas/Atlantis/prices/${rice.commodityId}`), 404, 'NOT_FOUND');
    expectProblem(
      await send(t, 'GET', '/api/areas/lagos/prices/0190c0de-0000-7000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
    for (const month of ['2022-13', '22-01', '2022-1', 'abc']) {
      const bad = expectProblem(await send(t, 'GET', `/api/areas/lagos/prices/${rice.commodityId}?from=${month}`), 400);
      expect(bad.errors?.[0]?.path).toBe('querystring.from');
    }
    const reversed = expectProblem(
      await send(t, 'GET', `/api/areas/lagos/prices/${rice.commodityId}?from=2022-01&to=2021-01`),
      400,
    );
    expect(reversed.errors?.[0]?.path).toBe('querystring.to');
    expectProblem(await send(t, 'GET', `/api/areas/${'x'.repeat(61)}/prices`), 400);
  });
});

describe('an NBS file of a month not seen before', () => {
  /** December 2022 for three states, as NBS would write it: the November rows at new prices. */
  const december = [
    HEADER,
    ...STATE_ROWS.filter((l) => l.startsWith('2022-11,') && /,(Kano|Enugu|Akwa Ibom),/.test(l)).map((l) => {
      const f = fieldsOf(l);
      const price = (Number(f[4]) * 1.05).toFixed(4);
      return ['2022-12', f[1], f[2], f[3], price, f[5], f[6]].map((v) => (v!.includes(',') ? `"${v}"` : v)).join(',');
    }),
  ].join('\n');

  it('imports with its prices to the kobo, and again changes nothing', async () => {
    const first = await t.services.sources.importFile('nbs', december, { origin: 'december.csv' });
    const lines = december.split('\n').length - 1;
    expect(first).toMatchObject({ pricesRecorded: lines, pricesUpdated: 0, pricesUnchanged: 0, rowsSkipped: [] });
    const kano = await json<AreaPrice[]>('/api/areas/kano/prices');
    const onion = fieldsOf(december.split('\n').find((l) => l.includes(',Kano,Onion bulb,'))!);
    expect(kano.find((p) => p.name === 'Onions')).toMatchObject({ month: '2022-12', price: kobo(onion[4]!) / 100 });
    const again = await t.services.sources.importFile('nbs', december, { origin: 'december.csv' });
    expect(again).toMatchObject({ pricesRecorded: 0, pricesUpdated: 0, pricesUnchanged: lines, rowsSkipped: [] });
  });

  it('keeps the good lines and reports each bad one by number and reason', async () => {
    const good = '2022-12,Kogi,Tomato,1Kg,812.5,nbs-x,source-2016-unit-row';
    const file = [
      HEADER,
      good,
      '2022-12,Kogi,Caviar,1Kg,99,nbs-x,item-label',
      '2022-13,Kogi,Tomato,1Kg,800,nbs-x,source-2016-unit-row',
      '2022-12,Kogi,Tomato,1Kg,,nbs-x,source-2016-unit-row',
      '2022-12,Atlantis,Tomato,1Kg,800,nbs-x,source-2016-unit-row',
      '2022-12,Kogi,Onion bulb,1Kg,-4,nbs-x,source-2016-unit-row',
      '2099-01,Kogi,Onion bulb,1Kg,400,nbs-x,source-2016-unit-row',
    ].join('\n');
    const summary = await t.services.sources.importFile('nbs', file, { origin: 'bad.csv' });
    expect(summary.pricesRecorded).toBe(1);
    expect(summary.rowsSkipped).toEqual([
      { line: 3, reason: 'item "Caviar" in unit "1Kg" is not in the NBS item mapping (data/nbs-nga/items.csv)' },
      { line: 4, reason: 'date "2022-13" is not a month from 2000-01 to this month (YYYY-MM)' },
      { line: 5, reason: 'price_ngn is missing' },
      { line: 6, reason: '"Atlantis" is not a Nigerian state, the FCT, a zone or National' },
      { line: 7, reason: 'price_ngn "-4" is not a positive number of naira' },
      { line: 8, reason: 'date "2099-01" is not a month from 2000-01 to this month (YYYY-MM)' },
    ]);
    expect((await json<AreaPrice[]>('/api/areas/kogi/prices')).find((p) => p.name === 'Tomatoes')).toMatchObject({
      price: 812.5,
      month: '2022-12',
    });
  });
});

describe('sources as rows: credited, kept in a history, switched off and on', () => {
  it('GET /api/sources credits each source with its licence, coverage and newest month', async () => {
    const sources = await json<Source[]>('/api/sources');
    expect(sources.map((s) => s.key).sort()).toEqual(['admin', 'nbs', 'shoppers', 'wfp']);
    const nbs = sources.find((s) => s.key === 'nbs')!;
    expect(nbs).toMatchObject({ kind: 'area', enabled: true, oldestMonth: '2016-01', newestMonth: '2024-10' });
    expect(nbs.attribution).toMatch(/National Bureau of Statistics/);
    expect(nbs.coverage).not.toBe('');
  });

  it("an admin sees each import: when, which file, new / unchanged / rejected, and the rejected lines' reasons", async () => {
    expectProblem(await send(t, 'GET', '/api/admin/sources'), 401);
    const shopper = await givenUser(t);
    expectProblem(await send(t, 'GET', '/api/admin/sources', shopper.headers), 403);
    const res = await send(t, 'GET', '/api/admin/sources', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const nbs = (JSON.parse(res.body) as AdminSource[]).find((s) => s.key === 'nbs')!;
    const bad = nbs.imports.find((i) => i.origin === 'bad.csv')!;
    expect(bad).toMatchObject({ status: 'done', rowsNew: 1, rowsRejected: 6 });
    expect(bad.rejected[0]).toEqual({ line: 3, reason: expect.stringMatching(/Caviar/) });
    const twice = nbs.imports.filter((i) => i.origin === 'december.csv');
    expect(twice.map((i) => [i.rowsNew, i.rowsUnchanged])).toEqual([
      [0, twice[0]!.rowsUnchanged],
      [twice[0]!.rowsUnchanged, 0],
    ]);
  });

  it('switched off, a source stops counting and nothing is deleted; switched on, it counts again', async () => {
    const rows = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from area_price`))[0]!.n;
    const before = await rows();
    const put = (enabled: unknown, headers = admin.headers) =>
      send(t, 'PUT', '/api/admin/sources/nbs', headers, { enabled });
    expectProblem(await put(false, {}), 401);
    expectProblem(await put('no'), 400);
    expectProblem(await send(t, 'PUT', '/api/admin/sources/nobody', admin.headers, { enabled: false }), 404);

    const off = await put(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(JSON.parse(off.body)).toMatchObject({ key: 'nbs', enabled: false });
    expect(await json<AreaPrice[]>('/api/areas/lagos/prices')).toEqual([]);
    expect(await rows()).toBe(before);
    // A source switched off takes no prices either.
    await expect(t.services.sources.importFile('nbs', nationalFile)).rejects.toMatchObject({ code: 'CONFLICT' });

    expect((await put(true)).statusCode).toBe(200);
    expect((await json<AreaPrice[]>('/api/areas/lagos/prices')).length).toBeGreaterThan(40);
  });
});
