import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ENTITY_ID } from '../../../contract/common.js';
import { NearbyMarketListSchema, TravelTimeSchema } from '../../../contract/markets.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';
import type { TravelTimeProvider } from './index.js';
import { createOsrmProvider } from './index.js';

const MAIDUGURI = { latitude: 11.83, longitude: 13.15 };
const august = readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8');

/** Travel times from a routing engine that can be switched off mid-test. */
let routingDown = false;
const travel: TravelTimeProvider = {
  async legs(_origin, destinations) {
    if (routingDown) throw new Error('connect ECONNREFUSED 127.0.0.1:5000');
    return destinations.map((_, i) => ({ seconds: 600 + i * 60, metres: 5_000 + i * 1_000 }));
  },
  async distances(points) {
    if (routingDown) throw new Error('connect ECONNREFUSED 127.0.0.1:5000');
    return points.map((_, i) => points.map((_, j) => Math.abs(i - j) * 5));
  },
};

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ providers: { travel } });
  await t.services.sources.importFile('wfp', august);
  admin = await givenUser(t, { role: 'admin' });
  shopper = await givenUser(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/markets/nearby', () => {
  it('lists the markets near Maiduguri nearest first, Monday market first, with distance and travel time', async () => {
    routingDown = false;
    const res = await get(`/api/markets/nearby?latitude=${MAIDUGURI.latitude}&longitude=${MAIDUGURI.longitude}`);
    expect(res.statusCode, res.body).toBe(200);
    const markets = NearbyMarketListSchema.parse(res.json());
    expect(markets[0]).toMatchObject({ name: 'Monday', state: 'Borno', distanceKm: 0, estimatedTime: 10 });
    expect(markets.map((m) => m.name).slice(0, 4)).toEqual(['Monday', 'Budum', 'Custom', 'Abba Gamaram']);
    const distances = markets.map((m) => m.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(markets.every((m) => m.distanceKm <= 50)).toBe(true);
    expect(markets[1]!.estimatedTime).toBe(11);
  });

  it('keeps to radiusKm and limit', async () => {
    const res = await get('/api/markets/nearby?latitude=11.83&longitude=13.15&radiusKm=3.2&limit=2');
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(['Monday', 'Budum']);
    const none = await get('/api/markets/nearby?latitude=6.45&longitude=3.39&radiusKm=10');
    expect(none.json()).toEqual([]);
  });

  it('still answers with estimatedTime null when the routing provider is down', async () => {
    routingDown = true;
    const res = await get('/api/markets/nearby?latitude=11.83&longitude=13.15&limit=3');
    routingDown = false;
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { estimatedTime: number | null }) => m.estimatedTime)).toEqual([null, null, null]);
  });

  it('answers 400 for missing or out-of-range coordinates and limits', async () => {
    expectProblem(await get('/api/markets/nearby?longitude=13.15'), 400, 'VALIDATION_FAILED');
    expect(expectProblem(await get('/api/markets/nearby?latitude=91&longitude=13'), 400).detail).toMatch(
      /Latitude must be between -90 and 90/,
    );
    expectProblem(await get('/api/markets/nearby?latitude=abc&longitude=13'), 400);
    expectProblem(await get('/api/markets/nearby?latitude=11&longitude=13&radiusKm=5000'), 400);
    expectProblem(await get('/api/markets/nearby?latitude=11&longitude=13&limit=1000'), 400);
    // Numbers in range that the database cannot hold as they are: a coordinate is rounded to 1e-7
    // degrees (5e-324 is 0), a radius has a floor; never a 500.
    expect((await get('/api/markets/nearby?latitude=5e-324&longitude=13.15&radiusKm=1000')).statusCode).toBe(200);
    expect((await get('/api/markets/nearby?latitude=11.83&longitude=-5e-324')).statusCode).toBe(200);
    const tiny = expectProblem(await get('/api/markets/nearby?latitude=11&longitude=13&radiusKm=5e-324'), 400);
    expect(tiny.errors?.map((e) => e.path)).toEqual(['querystring.radiusKm']);
  });
});

describe('GET /api/markets/getTravelTime', () => {
  it("answers the spec's shape: seconds at rows[0].elements[0].duration.value", async () => {
    const res = await get('/api/markets/getTravelTime?origins=11.83,13.15&destinations=11.85,13.16');
    expect(res.statusCode, res.body).toBe(200);
    expect(TravelTimeSchema.parse(res.json()).rows[0]!.elements[0]!.duration.value).toBe(600);
  });

  it('answers 400 for bad coordinates and 502 when the provider is down', async () => {
    expectProblem(await get('/api/markets/getTravelTime?origins=11.83&destinations=11.85,13.16'), 400);
    expectProblem(await get('/api/markets/getTravelTime?origins=100,13&destinations=11.85,13.16'), 400);
    routingDown = true;
    const down = await get('/api/markets/getTravelTime?origins=11.83,13.15&destinations=11.85,13.16');
    routingDown = false;
    const problem = expectProblem(down, 502, 'BAD_GATEWAY');
    expect(problem.detail).not.toContain('ECONNREFUSED');
  });
});

describe('markets by id and by search', () => {
  it('GET /api/markets/{id}: the market; unknown id 404; malformed id 400', async () => {
    const [monday] = (await get('/api/markets/GetAllMarkets?search=monday')).json();
    const res = await get(`/api/markets/${monday.id}`);
    expect(res.json()).toMatchObject({
      name: 'Monday',
      address: 'Maiduguri, Borno',
      openingHours: 'Not surveyed',
      lga: 'Maiduguri',
    });
    expectProblem(await get('/api/markets/0190c0de-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    expectProblem(await get('/api/markets/not-an-id'), 400);
  });

  it('GetAllMarkets?search: by name, LGA or state, with small typos, and X-Total-Count', async () => {
    const borno = await get('/api/markets/GetAllMarkets?search=borno&limit=5');
    expect(borno.json()).toHaveLength(5);
    expect(Number(borno.headers['x-total-count'])).toBeGreaterThan(5);
    const typo = await get('/api/markets/GetAllMarkets?search=mondy');
    expect(typo.json().map((m: { name: string }) => m.name)).toContain('Monday');
    const all = await get('/api/markets/GetAllMarkets');
    expect(all.headers['x-total-count']).toBe('24');
    const yobe = await get('/api/markets/GetAllMarkets?state=Yobe&limit=200');
    expect(yobe.json().every((m: { state: string }) => m.state === 'Yobe')).toBe(true);
  });

  it('GET /api/markets/places lists the states and LGAs that have markets', async () => {
    const places = (await get('/api/markets/places')).json();
    expect(places).toContainEqual({ state: 'Borno', lga: 'Maiduguri', markets: expect.any(Number) });
  });
});

describe('admin writes', () => {
  const body = {
    id: NEW_ENTITY_ID,
    name: 'Wuse Market',
    address: 'Wuse Zone 5, Abuja',
    latitude: 9.0765,
    longitude: 7.4651,
    openingHours: 'Mon–Sat 07:00–19:00',
  };

  it('POST /api/markets: 401 for visitors, 403 for shoppers, 201 for admins with a server-made id', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: '/api/markets', payload: body }), 401);
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/markets', payload: body, headers: shopper.headers }),
      403,
    );
    const chosen = '0190c0de-1111-7000-8000-000000000001';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/markets/',
      payload: { ...body, id: chosen },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).not.toBe(chosen);
    expect(res.json().id).not.toBe(NEW_ENTITY_ID);
    expect((await get(`/api/markets/${res.json().id}`)).json()).toMatchObject({ name: 'Wuse Market' });
  });

  it('POST /api/markets: every field required, coordinates in range (400 with field messages)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/markets',
      payload: { name: ' ', latitude: 120, longitude: 'x' },
      headers: admin.headers,
    });
    const problem = expectProblem(res, 400, 'VALIDATION_FAILED');
    expect(problem.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.address', 'body.latitude', 'body.longitude', 'body.openingHours']),
    );
  });

  it('PUT /api/markets/{id}: an admin renames a market and product search follows', async () => {
    const [monday] = (await get('/api/markets/GetAllMarkets?search=monday')).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/markets/${monday.id}`,
      payload: { ...monday, name: 'Monday Market', openingHours: 'Daily 06:00–18:00' },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Monday Market', openingHours: 'Daily 06:00–18:00' });
    const found = (await get('/api/products?query=rice%20monday%20market')).json();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: { marketName: string }) => p.marketName === 'Monday Market')).toBe(true);
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: `/api/markets/${monday.id}`,
        payload: monday,
        headers: shopper.headers,
      }),
      403,
    );
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: '/api/markets/0190c0de-0000-7000-8000-000000000000',
        payload: monday,
        headers: admin.headers,
      }),
      404,
    );
  });
});

describe('the OSRM adapter against a fake OSRM on loopback', () => {
  let osrm: Server;
  let url: string;
  const asked: string[] = [];
  beforeAll(async () => {
    // Speaks OSRM's table service: GET /table/v1/driving/{lng,lat;...}?sources=0&annotations=duration,distance.
    osrm = createServer((req, res) => {
      asked.push(req.url ?? '');
      const m = /^\/table\/v1\/driving\/([^?]+)\?(.*)$/.exec(req.url ?? '');
      if (!m) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"InvalidUrl"}');
        return;
      }
      const points = m[1]!.split(';').map((p) => p.split(',').map(Number) as [number, number]);
      const nowhere = (i: number) => points[i]![0] === 0 && points[i]![1] === 0;
      // From each source to each point: 100 s and 1,000 m per step along the list; no route to (0, 0).
      const sources = m[2]!.includes('sources=0') ? [0] : points.map((_, i) => i);
      const durations = sources.map((s) =>
        points.map((_, j) => (nowhere(j) || nowhere(s) ? null : 100 * Math.abs(j - s))),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          code: 'Ok',
          durations,
          distances: durations.map((row) => row.map((d) => (d === null ? null : d * 10))),
        }),
      );
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => osrm.close(() => resolve())));

  it('asks once for every destination (longitude first) and reads durations and distances', async () => {
    const provider = createOsrmProvider(url);
    const legs = await provider.legs(MAIDUGURI, [
      { latitude: 11.85, longitude: 13.16 },
      { latitude: 0, longitude: 0 },
      { latitude: 12.67, longitude: 13.62 },
    ]);
    expect(asked.at(-1)).toBe(
      '/table/v1/driving/13.150000,11.830000;13.160000,11.850000;0.000000,0.000000;13.620000,12.670000?sources=0&annotations=duration,distance',
    );
    expect(legs).toEqual([{ seconds: 100, metres: 1000 }, null, { seconds: 300, metres: 3000 }]);
  });

  it('asks once for the whole distance table between points (no sources) and reads it in km', async () => {
    const provider = createOsrmProvider(url);
    const before = asked.length;
    const km = await provider.distances([
      MAIDUGURI,
      { latitude: 11.85, longitude: 13.16 },
      { latitude: 0, longitude: 0 },
    ]);
    expect(asked.slice(before)).toEqual([
      '/table/v1/driving/13.150000,11.830000;13.160000,11.850000;0.000000,0.000000?annotations=distance',
    ]);
    expect(km).toEqual([
      [0, 1, null],
      [1, 0, null],
      [null, null, null],
    ]);
    await expect(createOsrmProvider('http://127.0.0.1:9', 1_000).distances([MAIDUGURI])).rejects.toThrow();
  });

  it('throws when OSRM is down, and nearby answers without times', async () => {
    const closed = createOsrmProvider('http://127.0.0.1:9', 1_000);
    await expect(closed.legs(MAIDUGURI, [{ latitude: 11.85, longitude: 13.16 }])).rejects.toThrow();
    const app = await buildTestApp({ database: t.database, providers: { travel: closed } });
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/markets/nearby?latitude=11.83&longitude=13.15&limit=2',
    });
    expect(res.json().map((m: { estimatedTime: null }) => m.estimatedTime)).toEqual([null, null]);
    await app.close();
  });
});
