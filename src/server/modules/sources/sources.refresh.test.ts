import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';

/** The bundled WFP months (data/wfp-nga, copied from HDX's wfp_food_prices_nga.csv). */
const WFP_DIR = join(projectRoot, 'data/wfp-nga');
const rowsOf = (month: string) =>
  readFileSync(join(WFP_DIR, `prices-${month}.csv`), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1);
const HEADER = readFileSync(join(WFP_DIR, 'prices-2026-08.csv'), 'utf8').split('\n')[0]!;
/** HDX's second row: the HXL hashtags of the columns. */
const HXL =
  '#date,#adm1+name,#adm2+name,#loc+market+name,#loc+market+code,#geo+lat,#geo+lon,#item+type,#item+name,#item+code,#item+unit,#item+price+flag,#item+price+type,#currency+code,#value,#value+usd';
/** Every bundled month before August 2026, the newest. */
const BEFORE_AUGUST = readdirSync(WFP_DIR)
  .flatMap((f) => /^prices-(\d{4}-\d{2})\.csv$/.exec(f)?.[1] ?? [])
  .filter((m) => m < '2026-08')
  .sort();

/** WFP's CSV as HDX publishes it (header, HXL row, one price a row, oldest first) of these months. */
const hdxFile = (months: string[]) => [HEADER, HXL, ...months.flatMap(rowsOf)].join('\n') + '\n';

/** What the loopback HDX serves: a file under its ETag, and how it sends it. */
interface Served {
  body: string;
  etag: string;
  type?: string;
  /** whole; cut off (Content-Length of the whole, half sent, socket destroyed); or headers and a little, then nothing. */
  send?: 'whole' | 'cut-off' | 'hang';
  /** A slow publisher: told when asked, it answers once `until` settles. */
  held?: { asked(): void; until: Promise<void> };
}

let t: TestApp;
let server: Server;
let feedUrl: string;
let serving: Served;
const asked: IncomingHttpHeaders[] = [];
const LAST_MODIFIED = 'Tue, 01 Sep 2026 06:00:00 GMT';

beforeAll(async () => {
  server = createServer(async (req, res) => {
    asked.push(req.headers);
    const { body, etag, type = 'text/csv; charset=utf-8', send = 'whole', held } = serving;
    if (held) {
      held.asked();
      await held.until;
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    const bytes = Buffer.from(body);
    res.writeHead(200, { 'content-type': type, 'content-length': bytes.length, etag, 'last-modified': LAST_MODIFIED });
    if (send === 'whole') res.end(bytes);
    else if (send === 'cut-off') res.write(bytes.subarray(0, bytes.length >> 1), () => res.destroy());
    else res.write(bytes.subarray(0, 1024));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  feedUrl = `http://127.0.0.1:${port}/wfp_food_prices_nga.csv`;
  t = await buildTestApp({ env: { WFP_FEED_URL: feedUrl, WFP_FEED_TIMEOUT_MS: '1000' } });
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
const feedRow = async () =>
  (
    await queryRows<{ etag: string | null; checked_at: Date | null }>(
      t.database.db,
      sql`select etag, checked_at from source_feed where source_key = 'wfp'`,
    )
  )[0];
const feedTempDirs = () => readdirSync(tmpdir()).filter((f) => f.startsWith('kasuwa-feed-'));
const wfpMonths = async () => (await t.services.sources.sources()).find((s) => s.key === 'wfp')!;

describe('refreshing WFP from its feed', () => {
  it('a first refresh imports every line of the file; the prices are there', async () => {
    serving = { body: hdxFile(BEFORE_AUGUST), etag: '"v1"' };
    const done = await t.services.sources.refreshFeed('wfp');
    expect(done).toMatchObject({ status: 'done', rowsUpdated: 0, rowsRejected: 0, message: null });
    expect(done.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wfp_food_prices_nga\.csv$/);
    expect(asked.at(-1)!['if-none-match']).toBeUndefined();
    const prices = await count('price_history');
    expect(done.rowsNew).toBe(prices);
    expect(prices).toBeGreaterThan(6000);
    expect(await wfpMonths()).toMatchObject({ oldestMonth: '2025-09', newestMonth: '2026-07' });
    expect(await feedRow()).toMatchObject({ etag: '"v1"' });
    expect(feedTempDirs()).toEqual([]);
  });

  it('the same file again: asked with its ETag, answered 304, kept as not-modified, nothing else changes', async () => {
    const prices = await count('price_history');
    const before = (await feedRow())!.checked_at!;
    t.clock.advance(60_000);
    const again = await t.services.sources.refreshFeed('wfp');
    expect(asked.at(-1)).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': LAST_MODIFIED });
    expect(again).toMatchObject({ status: 'not-modified', rowsNew: 0, rowsUpdated: 0, rowsUnchanged: 0 });
    expect(await count('price_history')).toBe(prices);
    const feed = (await feedRow())!;
    expect(feed.etag).toBe('"v1"');
    expect(new Date(feed.checked_at!).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('a new month appears: only its rows are new, and only the last months are read again', async () => {
    const prices = await count('price_history');
    serving = { body: hdxFile([...BEFORE_AUGUST, '2026-08']), etag: '"v2"' };
    const done = await t.services.sources.refreshFeed('wfp');
    // 639 prices of August; July and May (from 2026-05-01, 2 months before July) unchanged; older lines passed over.
    expect(done).toMatchObject({ status: 'done', rowsNew: 639, rowsUpdated: 0, rowsUnchanged: 477 + 468 });
    expect(await count('price_history')).toBe(prices + 639);
    expect((await wfpMonths()).newestMonth).toBe('2026-08');
    expect(await feedRow()).toMatchObject({ etag: '"v2"' });
  });

  /** A refresh that must fail: kept with why, no price written, the feed's validators as they were. */
  async function expectFailed(served: Served, why: RegExp) {
    const [prices, imports] = [await count('price_history'), await count('source_import')];
    serving = served;
    const failed = await t.services.sources.refreshFeed('wfp');
    expect(failed).toMatchObject({ status: 'failed', rowsNew: 0 });
    expect(failed.message).toMatch(why);
    expect(await count('price_history')).toBe(prices);
    expect(await count('source_import')).toBe(imports + 1);
    expect(await feedRow()).toMatchObject({ etag: '"v2"' });
    expect(feedTempDirs()).toEqual([]);
  }
  // The next month, with a changed price: imported, it would write.
  const september = () =>
    hdxFile([...BEFORE_AUGUST, '2026-08']) +
    rowsOf('2026-08')
      .map((r) => r.replace('2026-08-15', '2026-09-15'))
      .join('\n');

  it('a download cut off (fewer bytes than Content-Length) fails and writes nothing', async () => {
    await expectFailed({ body: september(), etag: '"v3"', send: 'cut-off' }, /cut off/);
  });

  it('a web page answered 200 fails and writes nothing', async () => {
    const page = '<!doctype html><html><body>Dataset moved</body></html>';
    await expectFailed({ body: page, etag: '"v3"', type: 'text/html; charset=utf-8' }, /web page/);
    // Said to be CSV, still a page: its header is not WFP's.
    await expectFailed({ body: page, etag: '"v3"' }, /Not a WFP price file/);
  });

  it('a server that sends its headers and never the rest times out and writes nothing', async () => {
    await expectFailed({ body: september(), etag: '"v3"', send: 'hang' }, /did not send the whole file within 1000 ms/);
  });

  it('after the failures the next refresh asks for the file it has (ETag "v2")', async () => {
    serving = { body: hdxFile([...BEFORE_AUGUST, '2026-08']), etag: '"v2"' };
    expect(await t.services.sources.refreshFeed('wfp')).toMatchObject({ status: 'not-modified' });
    expect(asked.at(-1)!['if-none-match']).toBe('"v2"');
  });
});

describe('POST /api/admin/sources/:key/refresh', () => {
  const refresh = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/admin/sources/${key}/refresh`, headers });

  it('refreshes for an admin and answers the import; refuses visitors (401) and shoppers (403)', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const shopper = await givenUser(t);
    const imports = await count('source_import');
    expectProblem(await refresh('wfp'), 401);
    expectProblem(await refresh('wfp', shopper.headers), 403);
    expect(await count('source_import')).toBe(imports);
    const res = await refresh('wfp', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sourceKey: 'wfp', status: 'not-modified', rowsNew: 0 });
    const listed = (await t.services.sources.adminSources()).find((s) => s.key === 'wfp')!;
    expect(listed.imports[0]).toEqual(res.json());
  });

  it('answers 409 to a refresh asked while one runs, on this app or another on the same database', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    // A second instance of the app, as behind a load balancer.
    const other = await buildTestApp({ database: t.database, env: { WFP_FEED_URL: feedUrl } });
    try {
      let asking!: () => void;
      const reached = new Promise<void>((resolve) => (asking = resolve));
      let answer!: () => void;
      const until = new Promise<void>((resolve) => (answer = resolve));
      serving = { body: hdxFile([...BEFORE_AUGUST, '2026-08']), etag: '"v2"', held: { asked: asking, until } };
      const imports = await count('source_import');
      const running = refresh('wfp', admin.headers);
      await reached;
      for (const app of [t.app, other.app]) {
        const res = await app.inject({ method: 'POST', url: '/api/admin/sources/wfp/refresh', headers: admin.headers });
        expect(expectProblem(res, 409, 'CONFLICT').detail).toBe('WFP market prices is being refreshed already.');
      }
      answer();
      expect((await running).json()).toMatchObject({ status: 'not-modified' });
      expect(await count('source_import')).toBe(imports + 1);
      // Done, the next refresh runs, on either.
      serving = { body: hdxFile([...BEFORE_AUGUST, '2026-08']), etag: '"v2"' };
      const again = await other.app.inject({
        method: 'POST',
        url: '/api/admin/sources/wfp/refresh',
        headers: admin.headers,
      });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for an unknown source and 409 for a source without a feed', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    expectProblem(await refresh('nope', admin.headers), 404, 'NOT_FOUND');
    expect(expectProblem(await refresh('nbs', admin.headers), 409, 'CONFLICT').detail).toMatch(/no feed/);
  });
});

describe('the daily job', () => {
  it('refreshes WFP at 03:15 UTC', async () => {
    const imports = await count('source_import');
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.settle();
    expect(await count('source_import')).toBe(imports + 1);
    expect((await t.services.sources.adminSources()).find((s) => s.key === 'wfp')!.imports[0]).toMatchObject({
      status: 'not-modified',
    });
  });

  it('is not scheduled without a feed (APP_ENV=test leaves WFP_FEED_URL off)', async () => {
    const plain = await buildTestApp({ database: t.database });
    try {
      const imports = await count('source_import');
      plain.clock.advance(24 * 60 * 60 * 1000);
      await plain.settle();
      expect(await count('source_import')).toBe(imports);
      expect(plain.services.sources.feeds()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
