import { sql } from 'drizzle-orm';
import { pgArray, unnestRows } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { uuidv7 } from '../../lib/ids.js';
import { priceHistory, priceMonth } from './price-history.tables.js';

/** Every date is cut in Nigeria's time: a price seen at 00:30 in Lagos on the 1st belongs to the 1st. */
export const ZONE = 'Africa/Lagos';

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
  /** Adds observations (the same (product, moment) with another price replaces it) and recounts their months. */
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
    // Every month an observation fell in is summed again from its observations: a replaced price
    // can lower a month's highest, which no running total could undo.
    await tx.execute(sql`
      insert into ${priceMonth} (product_id, month, sum_kobo, observations, min_kobo, max_kobo, last_kobo, last_at)
      select h.product_id, t.month, sum(h.price_kobo), count(*), min(h.price_kobo), max(h.price_kobo),
             (array_agg(h.price_kobo order by h.changed_at desc))[1], max(h.changed_at)
      from (select distinct product_id, date_trunc('month', changed_at at time zone ${ZONE})::date as month
            from ${unnestRows('o', observations, {
              product_id: ['uuid', (o) => o.productId],
              changed_at: ['timestamptz', (o) => o.changedAt],
            })}) t
      join ${priceHistory} h on h.product_id = t.product_id
        and h.changed_at >= t.month::timestamp at time zone ${ZONE}
        and h.changed_at < (t.month + interval '1 month')::timestamp at time zone ${ZONE}
      group by h.product_id, t.month
      on conflict (product_id, month) do update set
        sum_kobo = excluded.sum_kobo, observations = excluded.observations, min_kobo = excluded.min_kobo,
        max_kobo = excluded.max_kobo, last_kobo = excluded.last_kobo, last_at = excluded.last_at`);
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
