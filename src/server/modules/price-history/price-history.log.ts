import { sql } from 'drizzle-orm';
import { pgArray, unnestRows } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { uuidv7 } from '../../lib/ids.js';
import { priceHistory } from './price-history.tables.js';

export interface Observation {
  productId: string;
  priceKobo: number;
  changedAt: Date;
  source: 'wfp' | 'admin';
}

export interface CurrentPrice {
  productId: string;
  priceKobo: number;
  changedAt: Date;
  source: 'wfp' | 'admin';
  /** The observation before the newest, if any. */
  previousPriceKobo: number | null;
}

/**
 * The price log the catalogue writes into inside its own transactions (the composition root hands
 * it over, so the catalogue never imports this module): one row per product and moment.
 */
export interface PriceLog {
  /** Adds observations; the same (product, moment) with another price replaces it. */
  record(tx: Db, observations: Observation[]): Promise<{ recorded: number; updated: number }>;
  /** The newest observation of each product, with the one before it. */
  current(tx: Db, productIds: string[]): Promise<CurrentPrice[]>;
}

export const priceLog: PriceLog = {
  async record(tx, observations) {
    if (!observations.length) return { recorded: 0, updated: 0 };
    const rows = await queryRows<{ inserted: boolean }>(
      tx,
      sql`insert into ${priceHistory} (id, product_id, price_kobo, changed_at, source)
          select * from ${unnestRows('o', observations, {
            id: ['uuid', () => uuidv7()],
            product_id: ['uuid', (o) => o.productId],
            price_kobo: ['bigint', (o) => o.priceKobo],
            changed_at: ['timestamptz', (o) => o.changedAt],
            source: ['text', (o) => o.source],
          })}
          on conflict (product_id, changed_at) do update
            set price_kobo = excluded.price_kobo, source = excluded.source
            where ${priceHistory.priceKobo} <> excluded.price_kobo
          returning (xmax = 0) as inserted`,
    );
    const recorded = rows.filter((r) => r.inserted).length;
    return { recorded, updated: rows.length - recorded };
  },

  async current(tx, productIds) {
    if (!productIds.length) return [];
    const rows = await queryRows<{
      product_id: string;
      price_kobo: string | number;
      changed_at: string | Date;
      source: 'wfp' | 'admin';
      previous: string | number | null;
    }>(
      tx,
      sql`select product_id, price_kobo, changed_at, source, previous from (
            select product_id, price_kobo, changed_at, source,
                   lead(price_kobo) over (partition by product_id order by changed_at desc) as previous,
                   row_number() over (partition by product_id order by changed_at desc) as n
            from ${priceHistory} where ${priceHistory.productId} = any(${pgArray(productIds, 'uuid')})
          ) newest where n = 1`,
    );
    return rows.map((r) => ({
      productId: r.product_id,
      priceKobo: Number(r.price_kobo),
      changedAt: new Date(r.changed_at),
      source: r.source,
      previousPriceKobo: r.previous === null ? null : Number(r.previous),
    }));
  },
};
