import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceReportListSchema, REPORT_RULES } from '../../../contract/reports.js';
import { queryRows } from '../../db/client.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';
import { send } from '../../testing/requests.js';

const august = readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8');

let t: TestApp;
let moderator: TestUser;
let monday: { id: string };
let rice: { id: string; commodityId: string; price: number };
beforeAll(async () => {
  t = await buildTestApp();
  await t.services.sources.importFile('wfp', august);
  moderator = await givenUser(t, { role: 'moderator' });
  [monday] = (await t.app.inject({ method: 'GET', url: '/api/markets/GetAllMarkets?search=monday' })).json();
  rice = await productAtMonday('Rice (local)');
});

/** A product of Monday market by its commodity's name. */
async function productAtMonday(name: string) {
  const [row] = await queryRows<{ id: string; commodity_id: string; price_kobo: string }>(
    t.database.db,
    sql`select p.id, p.commodity_id, p.price_kobo from product p join commodity c on c.id = p.commodity_id
        where p.market_id = ${monday.id} and c.name = ${name}`,
  );
  return { id: row!.id, commodityId: row!.commodity_id, price: Number(row!.price_kobo) / 100 };
}
afterAll(() => t.close());

/** Today in Lagos, and `n` days before. */
const day = (n = 0) => new Date(t.clock.now().getTime() + 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** A multipart form of text fields and, optionally, a file `photo`. */
function form(fields: Record<string, string>, photo?: Buffer) {
  const boundary = '----kasuwa-report';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(photo
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="tag.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          photo,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const riceReport = (priceNaira: string, over: Record<string, string> = {}) => ({
  marketId: monday.id,
  commodityId: rice.commodityId,
  quantity: '1',
  measure: 'kg',
  priceNaira,
  paid: 'true',
  observedOn: day(),
  ...over,
});

function report(who: TestUser | null, fields: Record<string, string>, photo?: Buffer, ip = '198.51.100.7') {
  const body = form(fields, photo);
  return t.app.inject({
    method: 'POST',
    url: '/api/price-reports',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
    remoteAddress: ip,
  });
}

const mine = async (who: TestUser) =>
  PriceReportListSchema.parse((await send(t, 'GET', '/api/price-reports/mine', who.headers)).json());
const notifications = async (who: TestUser) =>
  (await send(t, 'GET', '/api/notifications', who.headers)).json().items as Array<Record<string, unknown>>;
const product = async (id: string) =>
  (await send(t, 'GET', `/api/markets/products/${id}`)).json().product as {
    price: number;
    priceSource: string;
  };

/** A photo from a phone: its EXIF holds a GPS position and a camera serial. */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10' },
      IFD2: { BodySerialNumber: 'SN-998877' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 49/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 9/1 0/1' },
    })
    .toBuffer();

describe('reporting a price', () => {
  it('a visitor gets 401; bad fields get 400 naming the field and store nothing', async () => {
    expectProblem(await report(null, riceReport('1300')), 401);
    const ada = await givenUser(t);
    const cases: Array<[Record<string, string>, string]> = [
      [riceReport('0'), 'priceNaira'],
      [riceReport('12.345'), 'priceNaira'],
      [riceReport('99999999'), 'priceNaira'],
      [riceReport('1300', { measure: 'calabash' }), 'measure'],
      [riceReport('1300', { quantity: '-2' }), 'quantity'],
      [riceReport('1300', { paid: 'maybe' }), 'paid'],
      [riceReport('1300', { observedOn: day(-1) }), 'observedOn'],
      [riceReport('1300', { observedOn: day(REPORT_RULES.MAX_AGE_DAYS + 1) }), 'observedOn'],
      [riceReport('1300', { observedOn: '2026-02-30' }), 'observedOn'],
      [riceReport('1300', { marketId: '0190c0de-0000-7000-8000-000000000000' }), 'marketId'],
      [riceReport('1300', { itemName: 'Rice' }), 'commodityId'],
    ];
    for (const [fields, path] of cases) {
      const res = await report(ada, fields);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await mine(ada)).toEqual([]);
  });

  it("a first report waits; a second shopper's agreeing report confirms both and the market's price is theirs", async () => {
    const amina = await givenUser(t);
    const bello = await givenUser(t);
    // Bello reads Kasuwa in Hausa: his notes are written in it.
    const hausa = await send(t, 'PUT', '/api/user/user-profile', bello.headers, {
      firstName: bello.firstName,
      lastName: bello.lastName,
      userName: bello.userName,
      language: 'ha',
    });
    expect(hausa.statusCode, hausa.body).toBe(200);
    const first = await report(amina, riceReport('1300'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: 'pending' });
    expect((await mine(amina))[0]).toMatchObject({ state: 'pending', reason: expect.stringMatching(/first reports/) });
    // Why it waits is said in the reader's language (the app's cookie): here Hausa.
    const inHausa = PriceReportListSchema.parse(
      (await send(t, 'GET', '/api/price-reports/mine', { ...amina.headers, cookie: 'kasuwa-lang=ha' })).json(),
    );
    expect(inHausa[0]!.reason).toBe(
      'Rahotannin farko na asusu suna jiran rahoton wani mai siyayya da ya yi daidai ko mai tantancewa.',
    );
    expect((await product(rice.id)).priceSource).toBe('wfp');

    const second = await report(bello, riceReport('1250'));
    expect(second.json()).toMatchObject({ state: 'confirmed' });
    expect((await mine(amina))[0]).toMatchObject({
      state: 'confirmed',
      reason: null,
      unitPrice: { amount: 1300, per: 'kg' },
    });
    // The newest confirmed report is the market's price, for its 2.7 kg pack: 1,250 × 2.7.
    expect(await product(rice.id)).toMatchObject({ price: 3375, priceSource: 'shoppers' });
    // Both shoppers hear of it, each in their language, with the price as they read naira.
    expect((await notifications(amina))[0]).toMatchObject({
      kind: 'price_report',
      title: 'Your price report is confirmed',
      body: 'Your price of Rice (local) (₦1,300) is confirmed (agrees with another shopper’s report). It counts in Kasuwa’s prices now. Thank you!',
      productId: rice.id,
    });
    expect((await notifications(bello))[0]).toMatchObject({
      kind: 'price_report',
      title: 'An tabbatar da rahoton farashinka',
      body: expect.stringMatching(
        /^An tabbatar da farashinka na Rice \(local\) \(₦\s?1,250\) \(ya yi daidai da rahoton wani mai siyayya\)\./,
      ) as unknown,
      productId: rice.id,
    });
    // Everyone sees the confirmed reports, without who sent them.
    const shown = (
      await send(t, 'GET', `/api/price-reports?marketId=${monday.id}&commodityId=${rice.commodityId}`)
    ).json();
    expect(shown.map((r: { priceNaira: number }) => r.priceNaira)).toEqual([1250, 1300]);
    expect(shown[0]).not.toHaveProperty('reporterId');
    expect(shown[0]).not.toHaveProperty('note');
  });

  it("a price ten times the state's usual one waits; a moderator rejects it with a reason its reporter reads", async () => {
    const chidi = await givenUser(t);
    const res = await report(chidi, riceReport('13000'));
    expect(res.json()).toMatchObject({ state: 'pending' });
    const queue = (await send(t, 'GET', '/api/moderation/price-reports?state=pending', moderator.headers)).json();
    const held = queue.find((r: { id: string }) => r.id === res.json().id);
    expect(held).toMatchObject({
      reason: expect.stringMatching(/Far from the usual price/),
      reporter: { confirmed: 0 },
    });
    expect(held.recentPrices.length).toBeGreaterThan(0);

    const decided = await send(t, 'POST', `/api/moderation/price-reports/${held.id}/decision`, moderator.headers, {
      decision: 'reject',
      reason: 'Ten times the price at the stalls around it.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await mine(chidi))[0]).toMatchObject({
      state: 'rejected',
      reason: 'Ten times the price at the stalls around it.',
    });
    expect((await notifications(chidi))[0]).toMatchObject({
      title: 'Your price report was not accepted',
      body: expect.stringContaining('Ten times the price at the stalls around it.') as unknown,
    });
    expect((await product(rice.id)).price).toBe(3375);
  });

  it('a shopper cannot moderate, a visitor cannot read the queue, and a rejection needs a reason', async () => {
    const shopper = await givenUser(t);
    expectProblem(await send(t, 'GET', '/api/moderation/price-reports', shopper.headers), 403);
    expectProblem(await send(t, 'GET', '/api/moderation/price-reports'), 401);
    const id = (await report(shopper, riceReport('1200'))).json().id;
    expectProblem(
      await send(t, 'POST', `/api/moderation/price-reports/${id}/decision`, shopper.headers, { decision: 'approve' }),
      403,
    );
    const bare = await send(t, 'POST', `/api/moderation/price-reports/${id}/decision`, moderator.headers, {
      decision: 'reject',
    });
    expectProblem(bare, 400);
    expect(bare.json().errors[0].path).toBe('body.reason');
  });

  it('a flagged report goes back to the queue and its price stops counting until it is approved again', async () => {
    const [dayo, efe, flagger] = [await givenUser(t), await givenUser(t), await givenUser(t)];
    const imported = await productAtMonday('Rice (imported)');
    const fields = (priceNaira: string) => riceReport(priceNaira, { commodityId: imported.commodityId });
    await report(dayo, fields('2400'));
    const confirmed = (await report(efe, fields('2350'))).json();
    expect(confirmed.state).toBe('confirmed');
    // The newest confirmed report is the price of the 2.8 kg pack: 2,350 × 2.8.
    expect(await product(imported.id)).toMatchObject({ price: 6580, priceSource: 'shoppers' });

    expectProblem(
      await send(t, 'POST', `/api/price-reports/${confirmed.id}/flags`, efe.headers, { reason: 'spam' }),
      409,
    );
    const flagged = await send(t, 'POST', `/api/price-reports/${confirmed.id}/flags`, flagger.headers, {
      reason: 'wrong-price',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect((await mine(efe))[0]).toMatchObject({ state: 'pending', reason: expect.stringMatching(/Flagged/) });
    // Its price is taken back: the other confirmed report's is the market's again (2,400 × 2.8).
    expect((await product(imported.id)).price).toBe(6720);
    // No longer shown, it cannot be flagged again.
    expectProblem(
      await send(t, 'POST', `/api/price-reports/${confirmed.id}/flags`, flagger.headers, { reason: 'spam' }),
      404,
    );
    const queue = (await send(t, 'GET', '/api/moderation/price-reports', moderator.headers)).json();
    expect(queue.find((r: { id: string }) => r.id === confirmed.id).flags).toEqual([
      { reason: 'wrong-price', createdAt: expect.any(String) as unknown },
    ]);
    const approved = await send(
      t,
      'POST',
      `/api/moderation/price-reports/${confirmed.id}/decision`,
      moderator.headers,
      {
        decision: 'approve',
      },
    );
    expect(approved.json()).toMatchObject({ state: 'confirmed' });
    expect((await product(imported.id)).price).toBe(6580);
  });
});

describe('photos as proof', () => {
  it('are stored re-encoded without GPS or camera serial, shown to the reporter and moderators, to others once confirmed', async () => {
    const femi = await givenUser(t);
    const other = await givenUser(t);
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await report(femi, riceReport('1310'), original);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const photoUrl = `/api/price-reports/${id}/photo`;
    const own = await send(t, 'GET', photoUrl, femi.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const stored = own.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(stored.includes(Buffer.from('SN-998877'))).toBe(false);
    expect(stored.includes(Buffer.from('Tecno'))).toBe(false);
    const [row] = await queryRows<{ jpeg: Buffer }>(t.database.db, sql`select jpeg from report_photo limit 1`);
    expect((await sharp(Buffer.from(row!.jpeg)).metadata()).exif).toBeUndefined();
    expect((await send(t, 'GET', photoUrl, moderator.headers)).statusCode).toBe(200);
    expect((await send(t, 'GET', `${photoUrl}?size=thumb`, femi.headers)).statusCode).toBe(200);
    // Agreeing with the confirmed reports of the day, it is confirmed: now everyone sees it.
    const state = (await mine(femi))[0]!.state;
    expect((await send(t, 'GET', photoUrl, other.headers)).statusCode).toBe(state === 'confirmed' ? 200 : 404);
  });

  it("a phone camera's HEIC is read, and stored as a JPEG without its GPS or camera serial", async () => {
    // A 640 × 480 price tag in HEVC, its EXIF holding a GPS position, a maker and a serial (made with heif-enc).
    const heic = readFileSync(join(projectRoot, 'src/server/modules/reports/testdata/price-tag.heic'));
    expect(heic.includes(Buffer.from('SN-998877'))).toBe(true);
    const ngozi = await givenUser(t);
    const res = await report(ngozi, riceReport('1290'), heic);
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await send(t, 'GET', `/api/price-reports/${res.json().id}/photo`, ngozi.headers)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SN-998877'))).toBe(false);
    // The picture is the tag's: its red background survives the trip.
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
  });

  it('a photo that does not decode, or is over 10 MB, is a 4xx and nothing is stored', async () => {
    const gina = await givenUser(t);
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from price_report`))[0]!.n;
    const before = await count();
    const corrupt = await report(gina, riceReport('1300'), Buffer.from('this is not a jpeg at all, just text'));
    expectProblem(corrupt, 400);
    expect(corrupt.json().errors[0].path).toBe('photo');
    const huge = await report(gina, riceReport('1300'), Buffer.alloc(REPORT_RULES.MAX_PHOTO_BYTES + 1024, 1));
    expectProblem(huge, 413);
    expect(await count()).toBe(before);
    expect(await mine(gina)).toEqual([]);
  });

  it("another shopper's pending report's photo is not visible", async () => {
    const hauwa = await givenUser(t);
    const ike = await givenUser(t);
    const id = (
      await report(hauwa, { ...riceReport('1'), itemName: 'Ofada rice', commodityId: '' }, await phonePhoto())
    ).json().id as string | undefined;
    expect(id).toBeUndefined(); // commodityId '' is not an id
    const res = await report(
      hauwa,
      {
        marketId: monday.id,
        itemName: 'Ofada rice',
        quantity: '1',
        measure: 'derica',
        priceNaira: '900',
        paid: 'false',
        observedOn: day(2),
      },
      await phonePhoto(),
    );
    expect(res.json()).toMatchObject({ state: 'pending' });
    expect((await mine(hauwa))[0]).toMatchObject({
      itemName: 'Ofada rice',
      reason: expect.stringMatching(/new to Kasuwa/),
    });
    expectProblem(await send(t, 'GET', `/api/price-reports/${res.json().id}/photo`, ike.headers), 404);
    expectProblem(await send(t, 'GET', `/api/price-reports/${res.json().id}/photo`), 404);
    // Approving a new item needs the commodity it is.
    const approve = await send(
      t,
      'POST',
      `/api/moderation/price-reports/${res.json().id}/decision`,
      moderator.headers,
      {
        decision: 'approve',
      },
    );
    expectProblem(approve, 400);
    expect(approve.json().errors[0].path).toBe('commodityId');
  });
});

describe('limits', () => {
  it(`answers 429 past ${REPORT_RULES.REPORTS_PER_DAY} reports a day from one address, whoever sends them`, async () => {
    const users = [await givenUser(t), await givenUser(t)];
    const fields = {
      marketId: monday.id,
      itemName: 'Garden egg',
      quantity: '1',
      measure: 'heap',
      priceNaira: '500',
      paid: 'true',
      observedOn: day(),
    };
    for (let i = 0; i < REPORT_RULES.REPORTS_PER_DAY; i++) {
      const res = await report(users[i % 2]!, { ...fields, priceNaira: String(500 + i) }, undefined, '203.0.113.50');
      expect(res.statusCode, res.body).toBe(201);
    }
    expectProblem(await report(users[0]!, fields, undefined, '203.0.113.50'), 429);
    // Another address is not held back by this one (a price not reported yet: the same one again is a 409).
    expect((await report(users[0]!, { ...fields, priceNaira: '560' }, undefined, '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('many shoppers at once', () => {
  it('50 reports sent together lose nothing, and each agreeing pair is confirmed exactly once', async () => {
    const items = await queryRows<{ commodity_id: string }>(
      t.database.db,
      sql`select commodity_id from product where market_id = ${monday.id} order by commodity_id limit 25`,
    );
    expect(items).toHaveLength(25);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => givenUser(t)));
    // Two shoppers a heap of each item, at prices within the band of each other.
    const sent = await Promise.all(
      shoppers.map((s, i) =>
        report(
          s,
          {
            marketId: monday.id,
            commodityId: items[i >> 1]!.commodity_id,
            quantity: '1',
            measure: 'heap',
            priceNaira: i % 2 ? '520' : '500',
            paid: 'true',
            observedOn: day(),
          },
          undefined,
          `192.0.2.${i + 1}`,
        ),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = sent.map((r) => r.json().id as string);
    const rows = await queryRows<{ state: string; confirmations: number; reported: number }>(
      t.database.db,
      sql`select r.state,
                 (select count(*)::int from report_event e where e.report_id = r.id and e.action = 'confirmed') as confirmations,
                 (select count(*)::int from report_event e where e.report_id = r.id and e.action = 'reported') as reported
          from price_report r where r.id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.state === 'confirmed' && r.confirmations === 1 && r.reported === 1)).toBe(true);
  });
});

describe('what can be reported', () => {
  it('GET /api/commodities lists every item once by name, with its category', async () => {
    const res = await send(t, 'GET', '/api/commodities');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ id: string; name: string; category: string }>;
    expect(items.filter((i) => i.name === 'Rice (local)')).toEqual([
      { id: rice.commodityId, name: 'Rice (local)', category: 'cereals and tubers' },
    ]);
  });
});

describe('what shoppers paid', () => {
  it('says how many shoppers confirmed an item at a market, and from three paid reports, the fair-price range', async () => {
    const beans = await productAtMonday('Beans (white)');
    const summary = async () =>
      (
        await send(t, 'GET', `/api/price-reports/summary?marketId=${monday.id}&commodityId=${beans.commodityId}`)
      ).json();
    // Shoppers may have confirmed heaps of it already (no price per kg: no range from them).
    const before = await summary();
    expect(before.paidRange).toBeNull();
    const fields = (priceNaira: string) => riceReport(priceNaira, { commodityId: beans.commodityId });
    await report(await givenUser(t), fields('1000'));
    await report(await givenUser(t), fields('1050'));
    expect(await summary()).toMatchObject({
      shoppers: before.shoppers + 2,
      newestAt: expect.any(String) as unknown,
      paidRange: null,
    });
    expect((await report(await givenUser(t), fields('1100'))).json().state).toBe('confirmed');
    // An asked price is not what people paid.
    await report(await givenUser(t), { ...fields('1080'), paid: 'false' });
    expect(await summary()).toMatchObject({
      shoppers: before.shoppers + 4,
      paidRange: { low: 1025, high: 1075, per: 'kg', reports: 3 },
    });
    expectProblem(await send(t, 'GET', `/api/price-reports/summary?marketId=${monday.id}&commodityId=x`), 400);
  });

  it('says how old the newest price is by the day it was seen, not the day it was sent', async () => {
    // An item at a market no other test reports at.
    const [elsewhere] = await queryRows<{ market_id: string; commodity_id: string }>(
      t.database.db,
      sql`select p.market_id, p.commodity_id from product p join market m on m.id = p.market_id
          where m.name <> 'Monday' order by m.name, p.commodity_id limit 1`,
    );
    const q = `marketId=${elsewhere!.market_id}&commodityId=${elsewhere!.commodity_id}`;
    const fields = (priceNaira: string, daysAgo: number) =>
      riceReport(priceNaira, {
        marketId: elsewhere!.market_id,
        commodityId: elsewhere!.commodity_id,
        observedOn: day(daysAgo),
      });
    // Sent today, both: one seen 3 days ago, then one 5 days ago, far apart (no agreement); a moderator confirms them.
    for (const sent of [
      await report(await givenUser(t), fields('1400', 3)),
      await report(await givenUser(t), fields('2000', 5)),
    ]) {
      const decided = await send(
        t,
        'POST',
        `/api/moderation/price-reports/${sent.json().id}/decision`,
        moderator.headers,
        {
          decision: 'approve',
        },
      );
      expect(decided.json()).toMatchObject({ state: 'confirmed' });
    }
    const { newestAt } = (await send(t, 'GET', `/api/price-reports/summary?${q}`)).json();
    expect(newestAt).toBe(new Date(`${day(3)}T12:00:00+01:00`).toISOString());
    const listed = (await send(t, 'GET', `/api/price-reports?${q}`)).json() as Array<{ observedOn: string }>;
    expect(listed.map((r) => r.observedOn)).toEqual([day(3), day(5)]);
  });
});

describe('what people paid, for lists of prices', () => {
  const ranges = (items: string) => send(t, 'GET', `/api/price-reports/ranges?${new URLSearchParams({ items })}`);
  const pair = (commodityId: string) => `${monday.id}:${commodityId}`;

  it('answers the pairs with three paid reports of the last 30 days with their range, and leaves the others out', async () => {
    const [groundnuts, cowpeas, redBeans] = [
      await productAtMonday('Groundnuts'),
      await productAtMonday('Cowpeas'),
      await productAtMonday('Beans (red)'),
    ];
    // Shoppers may have confirmed heaps of them already (no price per kg: no range from them).
    const shoppersBefore = (
      await send(t, 'GET', `/api/price-reports/summary?marketId=${monday.id}&commodityId=${groundnuts.commodityId}`)
    ).json().shoppers as number;
    for (const price of ['2500', '2600', '2700'])
      await report(await givenUser(t), riceReport(price, { commodityId: groundnuts.commodityId }));
    for (const price of ['1500', '1550'])
      await report(await givenUser(t), riceReport(price, { commodityId: cowpeas.commodityId }));
    const asked = [cowpeas, groundnuts, redBeans, groundnuts].map((p) => pair(p.commodityId)).join(',');

    const res = await ranges(asked);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual([
      {
        marketId: monday.id,
        commodityId: groundnuts.commodityId,
        shoppers: shoppersBefore + 3,
        newestAt: expect.any(String) as unknown,
        paidRange: { low: 2550, high: 2650, per: 'kg', reports: 3 },
      },
    ]);
    // The web app sends the pairs unescaped (ids, colons and commas are safe in a query).
    expect((await send(t, 'GET', `/api/price-reports/ranges?items=${asked}`)).json()).toEqual(res.json());
    // The same figures as the product page's summary.
    const summary = (
      await send(t, 'GET', `/api/price-reports/summary?marketId=${monday.id}&commodityId=${groundnuts.commodityId}`)
    ).json();
    expect(summary).toEqual({
      shoppers: shoppersBefore + 3,
      newestAt: res.json()[0].newestAt,
      paidRange: res.json()[0].paidRange,
    });
    // A third paid report of cowpeas gives it a range too.
    await report(await givenUser(t), riceReport('1600', { commodityId: cowpeas.commodityId }));
    expect((await ranges(asked)).json().map((r: { commodityId: string }) => r.commodityId)).toEqual([
      cowpeas.commodityId,
      groundnuts.commodityId,
    ]);
  });

  it(`takes up to ${REPORT_RULES.RANGES_AT_ONCE} pairs of ids, and answers anything else 400 naming items`, async () => {
    const other = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
    const many = (count: number) =>
      Array.from({ length: count }, (_, n) => `${other(n)}:${rice.commodityId}`).join(',');
    expect((await ranges(many(REPORT_RULES.RANGES_AT_ONCE))).statusCode).toBe(200);
    const cases: Array<[string, RegExp]> = [
      [many(REPORT_RULES.RANGES_AT_ONCE + 1), /At most 100 pairs/],
      ['', /Pair 1 is not/],
      [monday.id, /Pair 1 is not/],
      [`${pair(rice.commodityId)},${monday.id}:x`, /Pair 2 is not/],
      [`${pair(rice.commodityId)}:${rice.commodityId}`, /Pair 1 is not/],
    ];
    for (const [items, message] of cases) {
      const body = expectProblem(await ranges(items), 400, 'VALIDATION_FAILED');
      expect(body.errors, items.slice(0, 80)).toEqual([
        { path: 'querystring.items', message: expect.stringMatching(message) as unknown },
      ]);
    }
    const none = expectProblem(await send(t, 'GET', '/api/price-reports/ranges'), 400);
    expect(none.errors?.map((e) => e.path)).toEqual(['querystring.items']);
  });
});

describe('a file of reports', () => {
  const upload = (who: TestUser, csv: string) => {
    const boundary = '----kasuwa-bulk';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="reports.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/price-reports/bulk',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...who.headers },
    });
  };

  it('keeps the good lines, lists the bad ones by number and reason, and the same file twice changes nothing', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    const template = await send(t, 'GET', '/api/price-reports/bulk/template');
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    const header = template.body.split('\n')[0]!;
    expect(header).toBe('market_id,commodity_id,quantity,measure,price_naira,paid,observed_on,note');
    const sorghum = await productAtMonday('Sorghum');
    const millet = await productAtMonday('Millet');
    const csv = [
      header,
      `${monday.id},${sorghum.commodityId},1,kg,430,true,${day()},"Stall 3, by the gate"`,
      `${monday.id},${sorghum.commodityId},1,calabash,430,true,${day()},`,
      `${monday.id},${millet.commodityId},2,kg,940,false,${day(1)},`,
      `0190c0de-0000-7000-8000-000000000000,${millet.commodityId},1,kg,470,true,${day()},`,
      `${monday.id},${millet.commodityId},1,kg,470,true,${day(-2)},`,
      `${monday.id},,1,kg,470,true,${day()},`,
      `${monday.id},${millet.commodityId},1,heap,300,true,${day()},`,
    ].join('\n');
    const first = await upload(admin, csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      confirmed: 3,
      pending: 0,
      unchanged: 0,
      rejected: [
        { line: 3, reason: expect.stringMatching(/^measure: /) as unknown },
        { line: 5, reason: 'market_id: there is no market with this id' },
        { line: 6, reason: 'observed_on: Date cannot be in the future.' },
        { line: 7, reason: expect.stringMatching(/^commodity_id: /) as unknown },
      ],
    });
    // An admin's report counts at once: sorghum's market price is 430 a kg × its 2.7 kg pack.
    expect(await product(sorghum.id)).toMatchObject({ price: 1161, priceSource: 'shoppers' });
    const again = await upload(admin, csv);
    expect(again.json()).toMatchObject({ confirmed: 0, pending: 0, unchanged: 3 });
    expect(again.json().rejected).toHaveLength(4);
    // Asked in Hausa (the app's cookie), the same lines are refused in Hausa; the columns stay as the file names them.
    const inHausa = await upload({ ...admin, headers: { ...admin.headers, cookie: 'kasuwa-lang=ha' } }, csv);
    expect(inHausa.json().rejected).toEqual([
      { line: 3, reason: expect.stringMatching(/^measure: Ma’auni dole ya zama ɗaya daga cikin /) as unknown },
      { line: 5, reason: 'market_id: babu kasuwa mai wannan id' },
      { line: 6, reason: 'observed_on: Kwanan wata ba zai iya zama nan gaba ba.' },
      { line: 7, reason: expect.stringMatching(/^commodity_id: /) as unknown },
    ]);
  });

  it('is for an account whose trust grows with confirmed reports and falls with rejected ones', async () => {
    const nkechi = await givenUser(t);
    const header = 'market_id,commodity_id,quantity,measure,price_naira,paid,observed_on,note';
    const decide = (id: string, decision: 'approve' | 'reject') =>
      send(t, 'POST', `/api/moderation/price-reports/${id}/decision`, moderator.headers, {
        decision,
        ...(decision === 'reject' && { reason: 'Not the price on the receipt.' }),
      });
    // Prices far apart, so no report agrees with another shopper's: each waits for a moderator.
    const ids: string[] = [];
    for (const [i, price] of ['1100', '1700', '2000', '1900'].entries())
      ids.push((await report(nkechi, riceReport(price, { observedOn: day(20 + i) }))).json().id);
    for (const id of ids.slice(0, 3)) expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await upload(nkechi, `${header}\n`)).statusCode).toBe(200);
    // One rejected report weighs two confirmed ones: 3 - 2 is below the trust a file needs.
    expect((await decide(ids[3]!, 'reject')).statusCode).toBe(200);
    expectProblem(await upload(nkechi, `${header}\n`), 403);
  });

  it('is for admins and trusted contributors, and takes only the template’s columns', async () => {
    const newcomer = await givenUser(t);
    expectProblem(
      await upload(newcomer, 'market_id,commodity_id,quantity,measure,price_naira,paid,observed_on,note\n'),
      403,
    );
    const admin = await givenUser(t, { role: 'admin' });
    const wrong = await upload(admin, 'market,item,price\nx,y,1\n');
    expectProblem(wrong, 400);
    expect(wrong.json().detail).toMatch(/template/);
  });
});

describe('a missing market', () => {
  it('is proposed by a shopper, listed for everyone only once a moderator approves it, and its proposer is told', async () => {
    const kemi = await givenUser(t);
    const proposal = {
      name: 'Oyingbo Market',
      address: 'Oyingbo, Ebute Metta, Lagos',
      latitude: 6.4848,
      longitude: 3.3846,
      openingHours: 'Every day, 7 am to 7 pm',
      state: 'Lagos',
      lga: 'Lagos Mainland',
    };
    expectProblem(await send(t, 'POST', '/api/market-proposals', undefined, proposal), 401);
    const bad = await send(t, 'POST', '/api/market-proposals', kemi.headers, { ...proposal, latitude: 123 });
    expectProblem(bad, 400);
    expect(bad.json().errors[0].path).toBe('body.latitude');
    const made = await send(t, 'POST', '/api/market-proposals', kemi.headers, proposal);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'pending', marketId: null });
    const listed = async () =>
      (await send(t, 'GET', '/api/markets/GetAllMarkets?search=oyingbo')).json() as Array<{ name: string }>;
    expect(await listed()).toEqual([]);

    const shopper = await givenUser(t);
    expectProblem(
      await send(t, 'POST', `/api/moderation/market-proposals/${made.json().id}/decision`, shopper.headers, {
        decision: 'approve',
      }),
      403,
    );
    const queue = (await send(t, 'GET', '/api/moderation/market-proposals', moderator.headers)).json();
    expect(queue.map((p: { name: string }) => p.name)).toContain('Oyingbo Market');
    const approved = await send(
      t,
      'POST',
      `/api/moderation/market-proposals/${made.json().id}/decision`,
      moderator.headers,
      {
        decision: 'approve',
      },
    );
    expect(approved.json()).toMatchObject({ status: 'approved', marketId: expect.any(String) as unknown });
    expect((await listed()).map((m) => m.name)).toEqual(['Oyingbo Market']);
    expectProblem(
      await send(t, 'POST', `/api/moderation/market-proposals/${made.json().id}/decision`, moderator.headers, {
        decision: 'reject',
        reason: 'Twice.',
      }),
      409,
    );
    expect((await send(t, 'GET', '/api/market-proposals/mine', kemi.headers)).json()[0]).toMatchObject({
      status: 'approved',
    });
    expect((await notifications(kemi))[0]).toMatchObject({ title: 'Your proposed market is on Kasuwa' });
  });

  it('rejected, its proposer reads why and nothing is listed', async () => {
    const lanre = await givenUser(t);
    const made = await send(t, 'POST', '/api/market-proposals', lanre.headers, {
      name: 'Not A Market',
      address: 'Nowhere',
      latitude: 9.05,
      longitude: 7.49,
      openingHours: 'Never',
    });
    const rejected = await send(
      t,
      'POST',
      `/api/moderation/market-proposals/${made.json().id}/decision`,
      moderator.headers,
      {
        decision: 'reject',
        reason: 'No market at this place.',
      },
    );
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'No market at this place.', marketId: null });
    expect((await send(t, 'GET', '/api/markets/GetAllMarkets?search=not%20a%20market')).json()).toEqual([]);
    expect((await notifications(lanre))[0]).toMatchObject({
      body: expect.stringContaining('No market at this place.') as unknown,
    });
  });
});

describe('a report at a missing market', () => {
  const oja = {
    name: 'Oja Oba Market',
    address: 'Oja Oba, Ibadan',
    latitude: 7.3878,
    longitude: 3.8967,
    openingHours: 'Every day, 6 am to 8 pm',
    state: 'Oyo',
    lga: 'Ibadan North',
  };

  it('waits with its market, moves to it once approved, and is decided there', async () => {
    const [bola, other] = [await givenUser(t), await givenUser(t)];
    const proposal = (await send(t, 'POST', '/api/market-proposals', bola.headers, oja)).json();
    // Only its proposer reports at a market still proposed.
    const elsewhere = await report(other, riceReport('1300', { marketId: proposal.id }));
    expectProblem(elsewhere, 400);
    expect(elsewhere.json().errors[0].path).toBe('marketId');
    const sent = await report(bola, riceReport('1300', { marketId: proposal.id }));
    expect(sent.json()).toMatchObject({ state: 'pending' });
    expect((await mine(bola))[0]).toMatchObject({
      marketId: null,
      proposalId: proposal.id,
      marketName: 'Oja Oba Market (proposed)',
      reason: expect.stringMatching(/market new to Kasuwa/) as unknown,
    });
    const early = await send(t, 'POST', `/api/moderation/price-reports/${sent.json().id}/decision`, moderator.headers, {
      decision: 'approve',
    });
    expectProblem(early, 409);

    const market = (
      await send(t, 'POST', `/api/moderation/market-proposals/${proposal.id}/decision`, moderator.headers, {
        decision: 'approve',
      })
    ).json().marketId as string;
    expect((await mine(bola))[0]).toMatchObject({
      marketId: market,
      marketName: 'Oja Oba Market',
      state: 'pending',
      reason: expect.stringMatching(/just added/) as unknown,
    });
    // The proposal's id still finds the market it became.
    expect((await report(bola, riceReport('1320', { marketId: proposal.id }))).statusCode).toBe(201);
    const approved = await send(
      t,
      'POST',
      `/api/moderation/price-reports/${sent.json().id}/decision`,
      moderator.headers,
      { decision: 'approve' },
    );
    expect(approved.json()).toMatchObject({ state: 'confirmed', marketId: market });
  });

  it('is rejected with its market, with the reason', async () => {
    const wale = await givenUser(t);
    const proposal = (
      await send(t, 'POST', '/api/market-proposals', wale.headers, { ...oja, name: 'Oja Tuntun' })
    ).json();
    const sent = (await report(wale, riceReport('1300', { marketId: proposal.id }))).json();
    await send(t, 'POST', `/api/moderation/market-proposals/${proposal.id}/decision`, moderator.headers, {
      decision: 'reject',
      reason: 'Oja Oba already, by another name.',
    });
    expect((await mine(wale)).find((r) => r.id === sent.id)).toMatchObject({
      state: 'rejected',
      reason: 'Its market was not added: Oja Oba already, by another name.',
    });
  });
});

describe('a correction to a known market', () => {
  it('is suggested by a shopper, listed for moderators beside the market as it is, and made once approved', async () => {
    const [tunde, shopper] = [await givenUser(t), await givenUser(t)];
    const correction = { marketId: monday.id, openingHours: 'Monday to Saturday, 7 am to 6 pm' };
    expectProblem(await send(t, 'POST', '/api/market-corrections', undefined, correction), 401);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ marketId: monday.id }, 'body.openingHours'],
      [{ marketId: monday.id, latitude: 11.8 }, 'body.latitude'],
      [{ ...correction, marketId: 'nope' }, 'body.marketId'],
      [{ ...correction, marketId: '0190c0de-0000-7000-8000-000000000000' }, 'marketId'],
    ];
    for (const [body, path] of cases) {
      const res = await send(t, 'POST', '/api/market-corrections', tunde.headers, body);
      expectProblem(res, 400);
      expect(res.json().errors[0].path, JSON.stringify(body)).toBe(path);
    }
    const before = (await send(t, 'GET', `/api/markets/GetAllMarkets?search=monday`)).json()[0];
    const same = await send(t, 'POST', '/api/market-corrections', tunde.headers, {
      marketId: monday.id,
      openingHours: before.openingHours,
    });
    expectProblem(same, 400);

    const made = await send(t, 'POST', '/api/market-corrections', tunde.headers, {
      ...correction,
      latitude: 11.8405,
      longitude: 13.1571,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'correction', status: 'pending', marketId: monday.id });
    const queue = (await send(t, 'GET', '/api/moderation/market-proposals', moderator.headers)).json();
    expect(queue.find((p: { id: string }) => p.id === made.json().id)).toMatchObject({
      name: before.name,
      openingHours: correction.openingHours,
      was: { openingHours: before.openingHours, latitude: before.latitude, longitude: before.longitude },
    });
    // Not made until approved; a shopper cannot approve it.
    expect((await send(t, 'GET', `/api/markets/GetAllMarkets?search=monday`)).json()[0].openingHours).toBe(
      before.openingHours,
    );
    expectProblem(
      await send(t, 'POST', `/api/moderation/market-proposals/${made.json().id}/decision`, shopper.headers, {
        decision: 'approve',
      }),
      403,
    );
    const approved = await send(
      t,
      'POST',
      `/api/moderation/market-proposals/${made.json().id}/decision`,
      moderator.headers,
      { decision: 'approve' },
    );
    expect(approved.json()).toMatchObject({ status: 'approved', marketId: monday.id });
    expect((await send(t, 'GET', `/api/markets/GetAllMarkets?search=monday`)).json()[0]).toMatchObject({
      id: monday.id,
      name: before.name,
      address: before.address,
      openingHours: correction.openingHours,
      latitude: 11.8405,
      longitude: 13.1571,
    });
    expect((await notifications(tunde))[0]).toMatchObject({ title: 'Your correction is made' });
    // Put back as it was, for the other tests.
    await t.services.markets.update(monday.id, before);
  });
});

describe("a report's photo as the product's picture", () => {
  it("is a moderator's choice, of a confirmed report's photo", async () => {
    const [pam, quincy] = [await givenUser(t), await givenUser(t)];
    const beans = await productAtMonday('Beans (red)');
    const fields = (price: string) => riceReport(price, { commodityId: beans.commodityId });
    const pending = (await report(pam, fields('1500'), await phonePhoto())).json();
    const url = `/api/moderation/price-reports/${pending.id}/picture`;
    expectProblem(await send(t, 'POST', url, moderator.headers), 409);
    expect((await report(quincy, fields('1520'))).json().state).toBe('confirmed');
    expectProblem(await send(t, 'POST', url, pam.headers), 403);
    const used = await send(t, 'POST', url, moderator.headers);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({
      productId: beans.id,
      imageUrl: expect.stringMatching(/^\/api\/images\//) as unknown,
    });
    const details = (await send(t, 'GET', `/api/markets/products/${beans.id}`)).json();
    expect(details.product.imageUrl).toBe(used.json().imageUrl);
    expect(details.imageData).toEqual(expect.any(String));
  });
});
