import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../db/client.js';

/** Lagos is UTC+1 all year. */
const LAGOS_MS = 60 * 60 * 1000;

/** An observation as the price log keeps it, with its product's item and whether it is on sale. */
export interface Seen {
  productId: string;
  commodityId: string;
  onSale: boolean;
  priceKobo: number;
  at: number;
  source: string;
}

/** Every observation in the database, read from the tables themselves. */
export async function observations(db: Db): Promise<Seen[]> {
  const rows = await queryRows<{
    product_id: string;
    commodity_id: string;
    on_sale: boolean;
    price_kobo: string | number;
    at_ms: string | number;
    source: string;
  }>(
    db,
    sql`select h.product_id, p.commodity_id, p.archived_at is null as on_sale, h.price_kobo,
               extract(epoch from h.changed_at) * 1000 as at_ms, h.source
        from price_history h join product p on p.id = h.product_id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    commodityId: r.commodity_id,
    onSale: r.on_sale,
    priceKobo: Number(r.price_kobo),
    at: Number(r.at_ms),
    source: r.source,
  }));
}

/** The Lagos day (YYYY-MM-DD) of an instant in ms. */
export const lagosDayOf = (ms: number) => new Date(ms + LAGOS_MS).toISOString().slice(0, 10);

interface DaySums {
  observations: number;
  sumKobo: number;
  minKobo: number;
  maxKobo: number;
  lastKobo: number;
  lastAt: number;
}

/** Observations summed by `keyOf`: count, sum, lowest, highest, and the newest price (the lowest of a tie). */
function sums(seen: Seen[], keyOf: (o: Seen) => string): Array<{ key: string } & DaySums> {
  const out = new Map<string, DaySums>();
  for (const o of seen) {
    const key = keyOf(o);
    const s = out.get(key);
    if (!s) {
      out.set(key, {
        observations: 1,
        sumKobo: o.priceKobo,
        minKobo: o.priceKobo,
        maxKobo: o.priceKobo,
        lastKobo: o.priceKobo,
        lastAt: o.at,
      });
      continue;
    }
    s.observations += 1;
    s.sumKobo += o.priceKobo;
    s.minKobo = Math.min(s.minKobo, o.priceKobo);
    s.maxKobo = Math.max(s.maxKobo, o.priceKobo);
    if (o.at > s.lastAt || (o.at === s.lastAt && o.priceKobo < s.lastKobo))
      [s.lastKobo, s.lastAt] = [o.priceKobo, o.at];
  }
  return [...out.entries()].map(([key, s]) => ({ key, ...s })).sort((a, b) => a.key.localeCompare(b.key));
}

/** A rollup table's rows as `sums` answers them, keyed by its first three columns. */
async function rollupRows(db: Db, table: 'price_day' | 'commodity_price_day', owner: string) {
  const rows = await queryRows<{
    owner: string;
    day: string;
    source: string;
    observations: string | number;
    sum_kobo: string | number;
    min_kobo: string | number;
    max_kobo: string | number;
    last_kobo: string | number;
    last_ms: string | number;
  }>(
    db,
    sql`select ${sql.raw(owner)} as owner, day::text as day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo,
               extract(epoch from last_at) * 1000 as last_ms
        from ${sql.raw(table)}`,
  );
  return rows
    .map((r) => ({
      key: `${r.owner} ${r.day} ${r.source}`,
      observations: Number(r.observations),
      sumKobo: Number(r.sum_kobo),
      minKobo: Number(r.min_kobo),
      maxKobo: Number(r.max_kobo),
      lastKobo: Number(r.last_kobo),
      lastAt: Number(r.last_ms),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The daily rollups hold exactly what the observations add up to, summed here apart from the code
 * that keeps them: each product's Lagos days by source, and each item's days across its products on
 * sale. Answers how many rows each has.
 */
export async function expectRollupsInStep(db: Db): Promise<{ productDays: number; commodityDays: number }> {
  const seen = await observations(db);
  const productDays = sums(seen, (o) => `${o.productId} ${lagosDayOf(o.at)} ${o.source}`);
  const commodityDays = sums(
    seen.filter((o) => o.onSale),
    (o) => `${o.commodityId} ${lagosDayOf(o.at)} ${o.source}`,
  );
  expect(await rollupRows(db, 'price_day', 'product_id')).toEqual(productDays);
  expect(await rollupRows(db, 'commodity_price_day', 'commodity_id')).toEqual(commodityDays);
  return { productDays: productDays.length, commodityDays: commodityDays.length };
}
