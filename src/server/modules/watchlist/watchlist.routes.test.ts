import { englishOf } from '../../../contract/words.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product, ProductHitListSchema } from '../../../contract/catalogue.js';
import {
  NotificationPageSchema,
  UnreadCountSchema,
  WatchlistEntrySchema,
  WatchlistSchema,
} from '../../../contract/watchlist.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { type RequestParts, send } from '../../testing/requests.js';
import { expectProblem } from '../../testing/problems.js';
import { givenProducts } from '../../testing/shopping.js';
import { WATCHLIST_MESSAGES } from './watchlist.service.js';

const UNKNOWN = '0190c0de-0000-7000-8000-000000000000';
/** Monday market's Rice (local) in the WFP file of August 2026 (NGN 3,371.67), at another date and price. */
const riceRow = (date: string, price: number) =>
  `${date},Borno,Maiduguri,Monday,2397,11.83,13.15,cereals and tubers,Rice (local),71,2.7 KG,aggregate,Retail,NGN,${price},2.5`;
const WFP_HEADER =
  'date,admin1,admin2,market,market_id,latitude,longitude,category,commodity,commodity_id,unit,priceflag,pricetype,currency,price,usdprice';

let t: TestApp;
let admin: TestUser;
let rice: Product;
let beans: Product;
beforeAll(async () => {
  t = await buildTestApp();
  ({ rice, beans } = await givenProducts(t));
  admin = await givenUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const call = (...parts: RequestParts) => send(t, ...parts);
const watch = (u: TestUser, productId: string, thresholdPrice: unknown) =>
  call('POST', '/api/Watchlist/addToWatchlist', u.headers, { productId, thresholdPrice });
const listOf = async (u: TestUser) =>
  WatchlistSchema.parse((await call('GET', `/api/Watchlist/getUserWatchlist/${u.id}`, u.headers)).json());
const unread = async (u: TestUser) =>
  UnreadCountSchema.parse((await call('GET', '/api/notifications/unread-count', u.headers)).json()).unread;
const notificationsOf = async (u: TestUser) =>
  NotificationPageSchema.parse((await call('GET', '/api/notifications?pageSize=100', u.headers)).json());
const setPrice = async (productId: string, price: number) => {
  const res = await call('PUT', `/api/markets/products/${productId}`, admin.headers, { price });
  expect(res.statusCode, res.body).toBe(200);
  await t.settle();
};
const alertsTo = (u: TestUser) => t.sent.filter((m) => m.to === u.email && /is now|don reach/.test(m.subject));

describe('the watchlist', () => {
  it("adds at today's price, lists the spec's entries with the current price, changes the threshold and deletes", async () => {
    const u = await givenUser(t);
    const res = await watch(u, rice.id, 3000);
    expect(res.statusCode, res.body).toBe(201);
    const added = WatchlistEntrySchema.parse(res.json());
    expect(added).toMatchObject({
      marketName: rice.marketName,
      currentPrice: rice.price,
      thresholdMet: false,
      watchlistItem: { userId: u.id, productId: rice.id, thresholdPrice: 3000, previousPrice: rice.price },
    });
    expect(added.watchlistItem.product.id).toBe(rice.id);

    const changed = await call('PUT', `/api/Watchlist/updateWatchlist/${added.watchlistItem.id}`, u.headers, {
      thresholdPrice: rice.price + 0.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(WatchlistEntrySchema.parse(changed.json())).toMatchObject({
      thresholdMet: true,
      watchlistItem: { thresholdPrice: rice.price + 0.5 },
    });
    expect((await listOf(u)).map((e) => [e.watchlistItem.productId, e.thresholdMet])).toEqual([[rice.id, true]]);

    const gone = await call('DELETE', `/api/Watchlist/deleteWatchlistItem/${added.watchlistItem.id}`, u.headers);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: 'Removed from your watchlist.' });
    expect(await listOf(u)).toEqual([]);
  });

  it('watches a product once per shopper (409), two adds at once included, and only products that exist (404)', async () => {
    const u = await givenUser(t);
    const both = await Promise.all([watch(u, beans.id, 100), watch(u, beans.id, 200)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(expectProblem(both.find((r) => r.statusCode === 409)!, 409, 'CONFLICT').message).toBe(
      englishOf(WATCHLIST_MESSAGES.duplicate),
    );
    expect(expectProblem(await watch(u, UNKNOWN, 100), 404, 'NOT_FOUND').message).toBe(
      englishOf(WATCHLIST_MESSAGES.noProduct),
    );
    expect(await listOf(u)).toHaveLength(1);
  });

  it('refuses a bad threshold or body with a 400 that names the field, and changes nothing', async () => {
    const u = await givenUser(t);
    // 1e-9 and 0.004 have no decimals past the kobo once rounded, but round to 0 kobo.
    for (const bad of [0, -5, 12.345, '1000', null, Number.MAX_SAFE_INTEGER, 1e-9, 0.004]) {
      const body = expectProblem(await watch(u, rice.id, bad), 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.path)).toContain('body.thresholdPrice');
    }
    expectProblem(await call('POST', '/api/Watchlist/addToWatchlist', u.headers, { thresholdPrice: 5 }), 400);
    expectProblem(
      await call('POST', '/api/Watchlist/addToWatchlist', u.headers, { productId: 'x', thresholdPrice: 5 }),
      400,
    );
    const added = WatchlistEntrySchema.parse((await watch(u, rice.id, 99.99)).json());
    expectProblem(
      await call('PUT', `/api/Watchlist/updateWatchlist/${added.watchlistItem.id}`, u.headers, { thresholdPrice: -1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await listOf(u))[0]!.watchlistItem.thresholdPrice).toBe(99.99);
    // Listed in Yorùbá (the app's cookie), the item has its Yorùbá name beside its English one.
    const inYoruba = WatchlistSchema.parse(
      (await call('GET', `/api/Watchlist/getUserWatchlist/${u.id}`, { ...u.headers, cookie: 'kasuwa-lang=yo' })).json(),
    );
    expect(inYoruba[0]!.watchlistItem.product).toMatchObject({ name: 'Rice (local)', localName: 'ìrẹsì ìbílẹ̀' });
    expect((await listOf(u))[0]!.watchlistItem.product).not.toHaveProperty('localName');
  });

  it("needs a signed-in user, and keeps each shopper to their own items (another's → 404, unchanged)", async () => {
    const owner = await givenUser(t);
    const other = await givenUser(t);
    const item = WatchlistEntrySchema.parse((await watch(owner, rice.id, 1000)).json()).watchlistItem;
    expectProblem(
      await call('POST', '/api/Watchlist/addToWatchlist', {}, { productId: rice.id, thresholdPrice: 5 }),
      401,
    );
    expectProblem(await call('GET', `/api/Watchlist/getUserWatchlist/${owner.id}`), 401);
    expectProblem(await call('GET', `/api/Watchlist/getUserWatchlist/${owner.id}`, other.headers), 404, 'NOT_FOUND');
    expectProblem(await call('GET', `/api/Watchlist/getUserWatchlist/${owner.id}`, admin.headers), 404, 'NOT_FOUND');
    expectProblem(
      await call('PUT', `/api/Watchlist/updateWatchlist/${item.id}`, other.headers, { thresholdPrice: 1 }),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await call('DELETE', `/api/Watchlist/deleteWatchlistItem/${item.id}`, other.headers),
      404,
      'NOT_FOUND',
    );
    expectProblem(await call('DELETE', `/api/Watchlist/deleteWatchlistItem/not-an-id`, owner.headers), 400);
    // The body's userId is never whose item it is.
    const res = await call('POST', '/api/Watchlist/addToWatchlist', other.headers, {
      productId: beans.id,
      thresholdPrice: 5,
      userId: owner.id,
    });
    expect(WatchlistEntrySchema.parse(res.json()).watchlistItem.userId).toBe(other.id);
    expect((await listOf(owner)).map((e) => [e.watchlistItem.id, e.watchlistItem.thresholdPrice])).toEqual([
      [item.id, 1000],
    ]);
  });
});

describe('price alerts', () => {
  it("alert once when an admin's price reaches the threshold, not again below it, and again only after rising past the margin", async () => {
    const u = await givenUser(t);
    const bystander = await givenUser(t);
    const start = (await t.services.catalogue.priced([beans.id])).get(beans.id)!.product.price;
    await setPrice(beans.id, 1000);
    expect(WatchlistEntrySchema.parse((await watch(u, beans.id, 800)).json()).thresholdMet).toBe(false);
    await watch(bystander, beans.id, 500);

    await setPrice(beans.id, 790);
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);
    expect(alertsTo(u)[0]!.text).toContain('₦790 at');
    expect(alertsTo(u)[0]!.text).toContain(`/products/${beans.id}`);
    const [first] = (await notificationsOf(u)).items;
    expect(first).toMatchObject({ kind: 'price_alert', productId: beans.id, readAt: null });
    expect(first!.title).toContain('₦790 at');
    expect(first!.body).toBe('It has reached your threshold price of ₦800.');

    await setPrice(beans.id, 700); // lower still: no new alert
    await setPrice(beans.id, 830); // back above, but within 5 % of 800 (840): still no new alert when it drops
    await setPrice(beans.id, 800);
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);

    await setPrice(beans.id, 841); // past the margin: armed again
    await setPrice(beans.id, 799);
    expect(await unread(u)).toBe(2);
    expect(alertsTo(u)).toHaveLength(2);
    expect(await unread(bystander)).toBe(0);
    expect(alertsTo(bystander)).toHaveLength(0);
    await setPrice(beans.id, start);
  });

  it('alerts through the WFP importer the same way, and importing the same file again alerts nobody', async () => {
    const u = await givenUser(t);
    const threshold = 3000;
    await watch(u, rice.id, threshold);
    const importRows = async (...rows: string[]) => {
      await t.services.sources.importFile('wfp', [WFP_HEADER, ...rows].join('\n'));
      await t.settle();
    };
    // Survey days of the last few weeks (only a recent price alerts: the next test).
    const day = (daysAgo: number) =>
      new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await importRows(riceRow(day(40), 2950));
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);
    await importRows(riceRow(day(40), 2950));
    await importRows(riceRow(day(36), 2900), riceRow(day(40), 2950));
    expect(await unread(u)).toBe(1);
    // An older month never becomes the current price, so it cannot re-arm the alert.
    await importRows(riceRow(day(300), 5000));
    await importRows(riceRow(day(31), 3100)); // within the margin (3,150)
    await importRows(riceRow(day(26), 2990));
    expect(await unread(u)).toBe(1);
    await importRows(riceRow(day(21), 3200), riceRow(day(16), 2999));
    expect(await unread(u)).toBe(1); // one file, one current price: the later day's
    await importRows(riceRow(day(10), 3200));
    await importRows(riceRow(day(5), 2999));
    expect(await unread(u)).toBe(2);
    expect(alertsTo(u)).toHaveLength(2);
  });

  it('an old price alerts nobody: a survey month imported late, over 60 days old, is no news', async () => {
    const u = await givenUser(t);
    const day = (daysAgo: number) =>
      new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const sugarRow = (date: string, price: number) =>
      `${date},Borno,Maiduguri,Old Corner,99002,11.84,13.16,miscellaneous food,Sugar,97,500 G,aggregate,Retail,NGN,${price},4`;
    const importRows = async (...rows: string[]) => {
      await t.services.sources.importFile('wfp', [WFP_HEADER, ...rows].join('\n'));
      await t.settle();
    };
    await importRows(sugarRow(day(100), 5000));
    const [sugar] = ProductHitListSchema.parse((await call('GET', '/api/products?query=sugar%20old%20corner')).json());
    await watch(u, sugar!.id, 4000);
    await t.settle();
    expect(await unread(u)).toBe(0);
    // The newest price now, under the threshold, but observed 70 days ago.
    await importRows(sugarRow(day(70), 3000));
    expect(await unread(u)).toBe(0);
    expect(alertsTo(u)).toHaveLength(0);
    // The same price seen three days ago is news.
    await importRows(sugarRow(day(3), 3000));
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);
  });

  it('a new watch whose threshold the price already meets alerts once at once (in-app and e-mail), then by the usual rule', async () => {
    const u = await givenUser(t);
    await setPrice(beans.id, 3200);
    const added = WatchlistEntrySchema.parse((await watch(u, beans.id, 5000)).json());
    expect(added.thresholdMet).toBe(true);
    await t.settle();
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);
    expect(alertsTo(u)[0]!.text).toContain('₦3,200 at');
    expect((await notificationsOf(u)).items[0]!.body).toBe('It has reached your threshold price of ₦5,000.');
    await setPrice(beans.id, 3100); // still met: no second alert
    expect(await unread(u)).toBe(1);
    await setPrice(beans.id, 5300); // past the margin (5,250): armed again
    await setPrice(beans.id, 4900);
    expect(await unread(u)).toBe(2);
    // A new threshold that today's price meets alerts once too; one it does not meet, not.
    await call('PUT', `/api/Watchlist/updateWatchlist/${added.watchlistItem.id}`, u.headers, { thresholdPrice: 4000 });
    await call('PUT', `/api/Watchlist/updateWatchlist/${added.watchlistItem.id}`, u.headers, { thresholdPrice: 4950 });
    await t.settle();
    expect(await unread(u)).toBe(3);
    expect(alertsTo(u)).toHaveLength(3);
  });

  it('fires exactly once when many price changes cross the threshold at once', async () => {
    const u = await givenUser(t);
    await setPrice(rice.id, 5000);
    await watch(u, rice.id, 4000);
    const prices = Array.from({ length: 10 }, (_, i) => 3990 - i);
    const answers = await Promise.all(
      prices.map((price) => call('PUT', `/api/markets/products/${rice.id}`, admin.headers, { price })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(prices.map(() => 200));
    await t.settle();
    expect(await unread(u)).toBe(1);
    expect(alertsTo(u)).toHaveLength(1);
  });
});

describe('notifications', () => {
  it("marks one read, then all read; another user's notification is 404 and stays unread", async () => {
    const u = await givenUser(t);
    const other = await givenUser(t);
    await setPrice(beans.id, 2000);
    await watch(u, beans.id, 1500);
    await watch(other, beans.id, 1500);
    await watch(u, rice.id, 1);
    await setPrice(beans.id, 1400);
    await setPrice(beans.id, 2000);
    await setPrice(beans.id, 1300);
    expect(await unread(u)).toBe(2);
    const [newest, older] = (await notificationsOf(u)).items;
    expect(newest!.title).toContain('is now ₦1,300 at');
    expect(older!.title).toContain('is now ₦1,400 at');
    const theirs = (await notificationsOf(other)).items[0]!;

    expectProblem(await call('POST', `/api/notifications/${theirs.id}/read`, u.headers), 404, 'NOT_FOUND');
    expect(await unread(other)).toBe(2);
    const one = await call('POST', `/api/notifications/${older!.id}/read`, u.headers);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unread: 1 });
    const all = await call('POST', '/api/notifications/read-all', u.headers);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(u)).items.every((n) => n.readAt !== null)).toBe(true);
    expect(await unread(other)).toBe(2);
    expectProblem(await call('GET', '/api/notifications'), 401);
  });
});

describe("alerts in the watcher's language", () => {
  it('a watcher whose language is Naijá gets the e-mail and the bell in Pidgin; one with none, in English', async () => {
    const naija = await givenUser(t, { firstName: 'Chinedu' });
    const language = await call('PUT', '/api/user/user-profile', naija.headers, {
      firstName: naija.firstName,
      lastName: naija.lastName,
      userName: naija.userName,
      language: 'pcm',
    });
    expect(language.statusCode, language.body).toBe(200);
    const english = await givenUser(t, { firstName: 'Amina' });
    await setPrice(beans.id, 2000);
    await watch(naija, beans.id, 1500);
    await watch(english, beans.id, 1500);
    await setPrice(beans.id, 1450.5);

    const [pidgin] = alertsTo(naija);
    expect(pidgin).toBeDefined();
    expect(pidgin!.subject).toMatch(/^Beans .* don reach ₦1,450\.50 for Monday/);
    expect(pidgin!.text).toContain('How far Chinedu,');
    expect(pidgin!.text).toContain('E don reach the price wey you set, ₦1,500.');
    expect(pidgin!.text).toContain(`See the product: http://kasuwa.test/products/${beans.id}`);
    expect(pidgin!.text).not.toContain('threshold');
    expect(pidgin!.html).toContain('lang="pcm-NG"');
    expect((await notificationsOf(naija)).items[0]).toMatchObject({
      body: 'E don reach the price wey you set, ₦1,500.',
    });

    const [plain] = alertsTo(english);
    expect(plain!.subject).toMatch(/^Beans .* is now ₦1,450\.50 at Monday/);
    expect(plain!.text).toContain('Hello Amina,');
    expect(plain!.text).toContain('It has reached your threshold price of ₦1,500.');
    expect(plain!.html).toContain('lang="en-NG"');
  });
});
