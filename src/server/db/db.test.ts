import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../lib/ids.js';
import { category, product } from '../modules/catalogue/index.js';
import { market } from '../modules/markets/index.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { createTestDatabase } from '../testing/test-db.js';
import { type Database, queryRows } from './client.js';

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
    expect(names).toEqual(expect.arrayContaining(['category', 'market', 'price_history', 'product', 'app_user']));
    await database.migrate();
    const again = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(again).toEqual([{ n: names.length }]);
  });
});

describe('constraints', () => {
  it('refuse a negative price', async () => {
    const marketId = await newMarket();
    const categoryId = uuidv7();
    await database.db.insert(category).values({ id: categoryId, name: 'Cereals and tubers' });
    await expect(
      database.db.insert(product).values({ id: uuidv7(), marketId, categoryId, name: 'Rice', priceKobo: -1 }),
    ).rejects.toThrow();
    await database.db.insert(product).values({ id: uuidv7(), marketId, categoryId, name: 'Rice', priceKobo: 403_333 });
    const rows = await database.db.select().from(product);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.priceKobo).toBe(403_333);
  });

  it('keep category names unique whatever their case', async () => {
    await database.db.insert(category).values({ id: uuidv7(), name: 'Pulses and nuts' });
    await expect(database.db.insert(category).values({ id: uuidv7(), name: 'PULSES AND NUTS' })).rejects.toThrow();
  });

  it('refuse a product of a market that does not exist', async () => {
    const [cat] = await database.db.select().from(category).limit(1);
    await expect(
      database.db
        .insert(product)
        .values({ id: uuidv7(), marketId: uuidv7(), categoryId: cat!.id, name: 'Beans', priceKobo: 1 }),
    ).rejects.toThrow();
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
