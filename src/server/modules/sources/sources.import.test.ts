import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SourceImport } from '../../../contract/sources.js';
import { queryRows } from '../../db/client.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { expectProblem } from '../../testing/problems.js';

const wfp = (month: string) => readFileSync(join(projectRoot, 'data/wfp-nga', `prices-${month}.csv`), 'utf8');
const MONTHS = [
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-07',
  '2026-08',
];

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/** POST /api/admin/import of a price file as an admin uploads it (field "file" unless said), with a person's headers. */
const postImport = (text: string, headers: Record<string, string> = {}, field = 'file') => {
  const file = multipart(text, { field, filename: 'prices.csv', type: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: file.payload,
    headers: { ...file.headers, ...headers },
  });
};

describe('importing WFP price files', () => {
  it('the 2026-08 file into an empty database: 24 markets, 27 commodities, 639 products and prices; again: nothing new', async () => {
    const first = await t.services.sources.importFile('wfp', wfp('2026-08'));
    expect(first).toEqual({
      marketsCreated: 24,
      marketsUpdated: 0,
      commoditiesCreated: 27,
      productsCreated: 639,
      pricesRecorded: 639,
      pricesUpdated: 0,
      pricesUnchanged: 0,
      rowsSkipped: [],
    });
    expect([
      await count('market'),
      await count('commodity'),
      await count('product'),
      await count('price_history'),
    ]).toEqual([24, 27, 639, 639]);

    const again = await t.services.sources.importFile('wfp', wfp('2026-08'));
    expect(again).toEqual({
      marketsCreated: 0,
      marketsUpdated: 0,
      commoditiesCreated: 0,
      productsCreated: 0,
      pricesRecorded: 0,
      pricesUpdated: 0,
      pricesUnchanged: 639,
      rowsSkipped: [],
    });
    expect(await count('price_history')).toBe(639);
  });

  it('reports a bad row with its line and reason and imports the other 638', async () => {
    const lines = wfp('2026-08').split('\n');
    // Line 11 of the file (the header is line 1): Monguno's price becomes "abc".
    lines[10] = lines[10]!.replace(/,NGN,[^,]+,/, ',NGN,abc,');
    const summary = await t.services.sources.importFile('wfp', lines.join('\n'));
    expect(summary.rowsSkipped).toEqual([{ line: 11, reason: 'price "abc" is not a positive number' }]);
    expect(summary.productsCreated).toBe(638);
    expect(summary.pricesRecorded).toBe(638);
  });

  it('skips rows with a missing field, another currency, a bad date or coordinates out of range', async () => {
    const header = wfp('2026-08').split('\n')[0];
    const row = (over: Record<number, string>) => {
      const f =
        '2026-08-15,Borno,Guzamala,Monguno,3171,12.67,13.62,cereals and tubers,Millet,73,2.6 KG,aggregate,Retail,NGN,1300,0.96'.split(
          ',',
        );
      for (const [i, v] of Object.entries(over)) f[Number(i)] = v;
      return f.join(',');
    };
    const text = [
      header,
      '#date,#adm1+name,#adm2+name,#loc+market+name,#loc+market+code,#geo+lat,#geo+lon,#item+type,#item+name,#item+code,#item+unit,#item+price+flag,#item+price+type,#currency,#value,#value+usd',
      row({ 8: '' }),
      row({ 13: 'USD' }),
      row({ 0: '2026-02-30' }),
      row({ 5: '95' }),
      row({ 14: '-5' }),
      row({}),
      // Each of these failed the whole 5,000-row chunk with a 500, or became a wrong date.
      row({ 14: '0.004' }),
      row({ 4: '2147483648' }),
      row({ 9: '99999999999' }),
      row({ 0: '0000-06-15' }),
      row({ 0: '1999-12-31' }),
      row({ 0: '9999-12-31' }),
      row({ 5: '5e-324' }),
      row({ 5: '0.0000000000001', 8: 'Sorghum' }),
    ].join('\r\n');
    const summary = await t.services.sources.importFile('wfp', text);
    expect(summary.rowsSkipped).toEqual([
      { line: 3, reason: 'commodity is missing' },
      { line: 4, reason: 'currency "USD" is not NGN' },
      { line: 5, reason: 'date "2026-02-30" is not a date (YYYY-MM-DD)' },
      { line: 6, reason: 'coordinates 95, 13.62 are out of range' },
      { line: 7, reason: 'price "-5" is not a positive number' },
      { line: 9, reason: 'price "0.004" is less than 1 kobo' },
      { line: 10, reason: 'market_id "2147483648" is not a whole number from 1 to 2147483647' },
      { line: 11, reason: 'commodity_id "99999999999" is not a whole number from 1 to 2147483647' },
      { line: 12, reason: 'date "0000-06-15" is before 2000 or in the future' },
      { line: 13, reason: 'date "1999-12-31" is before 2000 or in the future' },
      { line: 14, reason: 'date "9999-12-31" is before 2000 or in the future' },
      { line: 15, reason: 'coordinates 5e-324, 13.62 are out of range' },
    ]);
    // The good lines are kept: the plain row, and a latitude of 1e-13 stored as 0.
    expect(summary.productsCreated).toBe(2);
    const markets = await queryRows<{ latitude: number }>(
      t.database.db,
      sql`select latitude from market where source_key = 'wfp' and source_ref = '3171'`,
    );
    expect(markets).toEqual([{ latitude: 0 }]);
  });

  it('every bundled month gives 41 markets; an older month imported after a newer one changes no current price', async () => {
    for (const month of MONTHS) await t.services.sources.importFile('wfp', wfp(month));
    expect(await count('market')).toBe(41);
    const before = await queryRows<{ id: string; price_kobo: string; price_observed_at: string }>(
      t.database.db,
      sql`select id, price_kobo, price_observed_at from product order by id`,
    );
    const again = await t.services.sources.importFile('wfp', wfp('2025-12'));
    expect(again.pricesRecorded).toBe(0);
    const after = await queryRows<{ id: string; price_kobo: string; price_observed_at: string }>(
      t.database.db,
      sql`select id, price_kobo, price_observed_at from product order by id`,
    );
    expect(after).toEqual(before);
    // Monday market's local rice: the newest observation is its price, the one before is its previous price.
    const [rice] = await queryRows<{ price_kobo: string; previous_price_kobo: string | null; price_observed_at: Date }>(
      t.database.db,
      sql`select p.price_kobo, p.previous_price_kobo, p.price_observed_at from product p
          join market m on m.id = p.market_id join commodity c on c.id = p.commodity_id
          where m.name = 'Monday' and c.name = 'Rice (local)'`,
    );
    expect(new Date(rice!.price_observed_at).toISOString()).toBe('2026-08-15T00:00:00.000Z');
    expect(rice!.previous_price_kobo).not.toBeNull();
  });

  it('the same (product, date) with another price replaces that observation', async () => {
    await t.services.sources.importFile('wfp', wfp('2026-08'));
    const changed = wfp('2026-08').replace(
      '2026-08-15,Borno,Guzamala,Monguno,3171,12.67,13.62,cereals and tubers,Millet,73,2.6 KG,aggregate,Retail,NGN,1300,',
      '2026-08-15,Borno,Guzamala,Monguno,3171,12.67,13.62,cereals and tubers,Millet,73,2.6 KG,aggregate,Retail,NGN,1400,',
    );
    const summary = await t.services.sources.importFile('wfp', changed);
    expect(summary).toMatchObject({ pricesRecorded: 0, pricesUpdated: 1, productsCreated: 0 });
    const [millet] = await queryRows<{ price_kobo: string }>(
      t.database.db,
      sql`select p.price_kobo from product p join market m on m.id = p.market_id join commodity c on c.id = p.commodity_id
          where m.name = 'Monguno' and c.name = 'Millet'`,
    );
    expect(Number(millet!.price_kobo)).toBe(140_000);
  });
});

describe('POST /api/admin/import', () => {
  it('imports a file for an admin, and refuses visitors (401) and shoppers (403)', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const shopper = await givenUser(t);
    const visitor = await postImport(wfp('2026-08'));
    expectProblem(visitor, 401);
    expectProblem(await postImport(wfp('2026-08'), shopper.headers), 403);
    expect(await count('market')).toBe(0);
    const res = await postImport(wfp('2026-08'), admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ marketsCreated: 24, productsCreated: 639, rowsSkipped: [] });
  });

  it('answers 400 for a file that is not a WFP price file, and for a missing file field', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const bad = await postImport('name,age\nAda,36\n', admin.headers);
    expect(expectProblem(bad, 400).detail).toMatch(/Not a WFP price file: The header has no column date/);
    expectProblem(await postImport(wfp('2026-08'), admin.headers, 'upload'), 400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      payload: { file: 'x' },
      headers: admin.headers,
    });
    expectProblem(json, 415);
    expect(await count('market')).toBe(0);
  });

  it("says a refused line's reason and an import's failure in the admin's language (Hausa by the cookie), as answered and as listed", async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const hausa = { ...admin.headers, cookie: 'kasuwa-lang=ha' };
    const lines = wfp('2026-08').split('\n');
    lines[10] = lines[10]!.replace(/,NGN,[^,]+,/, ',NGN,abc,');
    const file = lines.join('\n');
    expect((await postImport(file, admin.headers)).json().rowsSkipped).toEqual([
      { line: 11, reason: 'price "abc" is not a positive number' },
    ]);
    expect((await postImport(file, hausa)).json().rowsSkipped).toEqual([
      { line: 11, reason: 'price "abc" ba lamba ce da ta fi sifili ba' },
    ]);
    expectProblem(await postImport('name,age\nAda,36\n', admin.headers), 400);

    // The Sources page: each import keeps words, worded in the reader's language when listed.
    const listed = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/sources', headers });
      expect(res.statusCode, res.body).toBe(200);
      const wfpSource = (res.json() as Array<{ key: string; imports: SourceImport[] }>).find((s) => s.key === 'wfp')!;
      return {
        done: wfpSource.imports.filter((i) => i.status === 'done').map((i) => i.rejected),
        failed: wfpSource.imports.find((i) => i.status === 'failed')!.message,
      };
    };
    const inHausa = await listed(hausa);
    expect(inHausa.done).toEqual([
      [{ line: 11, reason: 'price "abc" ba lamba ce da ta fi sifili ba' }],
      [{ line: 11, reason: 'price "abc" ba lamba ce da ta fi sifili ba' }],
    ]);
    expect(inHausa.failed).toMatch(/^Ba fayil ɗin farashin WFP ba ne: Kan fayil ɗin ba shi da ginshiƙi date, admin1,/);
    expect((await listed(admin.headers)).failed).toMatch(
      /^Not a WFP price file: The header has no column date, admin1,/,
    );

    // What an import kept as text, before imports kept words, is listed as it was.
    const before = JSON.stringify([{ line: 4, reason: 'currency "USD" is not NGN' }]);
    await t.database.db.execute(sql`update source_import set rejected = ${before}::jsonb where status = 'done'`);
    await t.database.db.execute(
      sql`update source_import set message = to_jsonb('The feed sent an empty file.'::text) where status = 'failed'`,
    );
    expect(await listed(hausa)).toEqual({
      done: [[{ line: 4, reason: 'currency "USD" is not NGN' }], [{ line: 4, reason: 'currency "USD" is not NGN' }]],
      failed: 'The feed sent an empty file.',
    });
  });
});

describe("WFP's list of markets", () => {
  const list = readFileSync(join(projectRoot, 'data/wfp-nga/markets.csv'), 'utf8');

  it('places every market WFP surveys, priced or not (68 in 14 states); again changes nothing; its price files find them', async () => {
    const first = await t.services.sources.importFile('wfp', list, { origin: 'markets.csv' });
    expect(first).toMatchObject({ marketsCreated: 68, marketsUpdated: 0, pricesRecorded: 0, rowsSkipped: [] });
    const states = await queryRows<{ state: string }>(t.database.db, sql`select distinct state from market order by 1`);
    expect(states).toHaveLength(14);
    expect(states.map((s) => s.state)).toEqual(expect.arrayContaining(['Lagos', 'Kano', 'Oyo', 'Abia', 'Borno']));
    expect(await t.services.sources.importFile('wfp', list)).toMatchObject({ marketsCreated: 0, marketsUpdated: 0 });
    await t.services.sources.importFile('wfp', wfp('2026-08'));
    expect(await count('market')).toBe(68);
    const [dawanau] = await queryRows<{ lga: string; state: string }>(
      t.database.db,
      sql`select lga, state from market where name ilike 'dawanau%'`,
    );
    expect(dawanau).toEqual({ lga: 'Dawakin Tofa', state: 'Kano' });
  });
});

describe('price sources are rows', () => {
  const setEnabled = (key: string, enabled: boolean) =>
    t.database.db.execute(sql`update price_source set enabled = ${enabled} where key = ${key}`);

  it('the migrations name wfp, nbs, admin and shoppers, with who publishes them, their licence and the credit to show', async () => {
    const rows = await queryRows<{ key: string; publisher: string; licence: string; attribution: string }>(
      t.database.db,
      sql`select key, publisher, licence, attribution from price_source order by key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['admin', 'nbs', 'shoppers', 'wfp']);
    expect(rows.find((r) => r.key === 'wfp')).toMatchObject({ licence: 'CC BY-IGO' });
    expect(rows.every((r) => r.publisher !== '' && r.attribution !== '')).toBe(true);
  });

  it('every observation an import records names its source, a row the database checks', async () => {
    await t.services.sources.importFile('wfp', wfp('2026-08'));
    const sources = await queryRows<{ source: string; n: number }>(
      t.database.db,
      sql`select source, count(*)::int as n from price_history group by source`,
    );
    expect(sources).toEqual([{ source: 'wfp', n: 639 }]);
    await expect(t.database.db.execute(sql`update price_history set source = 'nobody'`)).rejects.toThrow();
  });

  it('a source switched off takes no prices (409), and nothing is written', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    await setEnabled('wfp', false);
    try {
      const res = await postImport(wfp('2026-08'), admin.headers);
      expect(expectProblem(res, 409, 'CONFLICT').detail).toMatch(/switched off/);
      expect([await count('market'), await count('price_history')]).toEqual([0, 0]);
    } finally {
      await setEnabled('wfp', true);
    }
    await expect(t.services.sources.importFile('wfp', wfp('2026-08'))).resolves.toMatchObject({ pricesRecorded: 639 });
  });

  it('refuses a source that sends no files (admin) and one that does not exist, writing nothing', async () => {
    await expect(t.services.sources.importFile('admin', wfp('2026-08'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.services.sources.importFile('nobody', wfp('2026-08'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A WFP file sent as NBS's: its header is not NBS's.
    await expect(t.services.sources.importFile('nbs', wfp('2026-08'))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await count('market')).toBe(0);
  });
});
