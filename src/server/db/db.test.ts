import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../lib/ids.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { createTestDatabase } from '../testing/test-db.js';
import { type Database, queryRows } from './client.js';
import { category, commodity, market, product } from './schema.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newMarket() {
  const id = uuidv7();
  await database.db.insert(market).values({
    id,
    name: 'Monguno',
    address: 'Guzamala, Borno',
    latitude: 12.67,
    longitude: 13.62,
    openingHours: 'Mon–Sat 07:00–18:00',
  });
  return id;
}

describe('migrations', () => {
  it('create the catalogue tables and can run again without change', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['category', 'commodity', 'image', 'market', 'price_history', 'product', 'app_user']),
    );
    await database.migrate();
    const again = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(again).toEqual([{ n: names.length }]);
  });
});

describe('plans', () => {
  it('of a repeated statement are kept, not made again on every run, on either engine (decision record 016)', async () => {
    const named = (n: number) =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from market where name = ${`Plans ${n}`}`);
    for (let i = 0; i < 8; i++) expect(await named(i)).toEqual([{ n: 0 }]);
    const plans = await queryRows<{ generic: number }>(
      database.db,
      sql`select generic_plans::int as generic from pg_prepared_statements
          where statement like '%from market where name = $1'`,
    );
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.reduce((sum, p) => sum + p.generic, 0)).toBeGreaterThan(0);
  });
});

describe('constraints', () => {
  async function newCommodity(name = 'Rice (local)', unit = '2.7 KG') {
    const categoryId = uuidv7();
    await database.db.insert(category).values({ id: categoryId, name: `Cereals ${categoryId}` });
    const id = uuidv7();
    await database.db
      .insert(commodity)
      .values({ id, name, categoryId, unit, nameKey: name.toLowerCase(), unitKey: unit.toLowerCase() });
    return { id, categoryId };
  }
  const productOf = (marketId: string, c: { id: string; categoryId: string }, priceKobo: number) => ({
    id: uuidv7(),
    marketId,
    commodityId: c.id,
    categoryId: c.categoryId,
    priceKobo,
    priceObservedAt: new Date(),
    priceSource: 'admin' as const,
  });

  it('refuse a price that is not positive, and one product of a commodity per market', async () => {
    const marketId = await newMarket();
    const rice = await newCommodity();
    await expect(database.db.insert(product).values(productOf(marketId, rice, -1))).rejects.toThrow();
    await expect(database.db.insert(product).values(productOf(marketId, rice, 0))).rejects.toThrow();
    await database.db.insert(product).values(productOf(marketId, rice, 403_333));
    await expect(database.db.insert(product).values(productOf(marketId, rice, 500_000))).rejects.toThrow();
    const rows = await database.db.select().from(product).where(eq(product.marketId, marketId));
    expect(rows.map((r) => r.priceKobo)).toEqual([403_333]);
  });

  it('keep category names unique whatever their case, and a commodity unique by name and pack', async () => {
    await database.db.insert(category).values({ id: uuidv7(), name: 'Pulses and nuts' });
    await expect(database.db.insert(category).values({ id: uuidv7(), name: 'PULSES AND NUTS' })).rejects.toThrow();
    await newCommodity('Beans (red)', 'KG');
    await expect(newCommodity('Beans (red)', 'KG')).rejects.toThrow();
    await expect(newCommodity('Beans (red)', '2.5 KG')).resolves.toBeTruthy();
  });

  it('refuse a product of a market that does not exist', async () => {
    const beans = await newCommodity('Beans (white)', 'KG');
    await expect(database.db.insert(product).values(productOf(uuidv7(), beans, 100))).rejects.toThrow();
  });
});

describe('health when the database does not answer', () => {
  it('answers 503 problem+json', async () => {
    const broken: Database = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const t = await buildTestApp({ database: broken });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      detail: 'The database is not answering.',
    });
    expect(res.body).not.toContain('connection refused');
    await t.close();
  });
});

describe('locks', () => {
  it('let one holder of a name work at a time: a try meanwhile is busy, a wait waits, a throw lets go', async () => {
    const { locks } = database;
    const order: string[] = [];
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = locks.holding('test:lock', async () => {
      order.push('first in');
      entered();
      await gate;
      order.push('first out');
      return 1;
    });
    await inside;
    expect(await locks.tryHolding('test:lock', async () => 'ran')).toEqual({ busy: true });
    expect(await locks.tryHolding('test:another', async () => 'ran')).toEqual({ busy: false, value: 'ran' });
    const second = locks.holding('test:lock', async () => {
      order.push('second');
      return 2;
    });
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first in', 'first out', 'second']);

    await expect(
      locks.holding('test:lock', async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await locks.tryHolding('test:lock', async () => 'free')).toEqual({ busy: false, value: 'free' });
  });
});
