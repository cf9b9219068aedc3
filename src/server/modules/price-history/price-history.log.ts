import { inArray, sql } from 'drizzle-orm';
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

const BATCH = 1_000;

export const priceLog: PriceLog = {
  async record(tx, observations) {
    let recorded = 0;
    let updated = 0;
    for (let i = 0; i < observations.length; i += BATCH) {
      const rows = await tx
        .insert(priceHistory)
        .values(observations.slice(i, i + BATCH).map((o) => ({ id: uuidv7(), ...o })))
        .onConflictDoUpdate({
          target: [priceHistory.productId, priceHistory.changedAt],
          set: { priceKobo: sql`excluded.price_kobo`, source: sql`excluded.source` },
          setWhere: sql`${priceHistory.priceKobo} <> excluded.price_kobo`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows)
        if (row.inserted) recorded++;
        else updated++;
    }
    return { recorded, updated };
  },

  async current(tx, productIds) {
    const out: CurrentPrice[] = [];
    for (let i = 0; i < productIds.length; i += BATCH) {
      const ids = productIds.slice(i, i + BATCH);
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
              from ${priceHistory} where ${inArray(priceHistory.productId, ids)}
            ) newest where n = 1`,
      );
      for (const r of rows)
        out.push({
          productId: r.product_id,
          priceKobo: Number(r.price_kobo),
          changedAt: new Date(r.changed_at),
          source: r.source,
          previousPriceKobo: r.previous === null ? null : Number(r.previous),
        });
    }
    return out;
  },
};
