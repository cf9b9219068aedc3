import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../db/columns.js';
import { product } from '../catalogue/catalogue.tables.js';
import { priceSource } from '../sources/sources.tables.js';

/** Every observed price of a product, appended in the same transaction as the change. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    /** When the price was observed: the survey date (midnight UTC) for WFP rows, the moment of an admin edit. */
    changedAt: timestampTz('changed_at').notNull(),
    /** Who observed it: a `price_source` key. */
    source: text('source')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
  },
  (t) => [
    // One observation per product and moment; an import of the same date replaces it.
    uniqueIndex('price_history_product_changed_key').on(t.productId, t.changedAt),
    check('price_history_price_kobo_positive', sql`${t.priceKobo} > 0`),
  ],
);

/**
 * Each product's prices summed by calendar month in Lagos, kept by the price log in the same
 * statement batch as the observations: a Monthly or Yearly chart reads a row per product and
 * month instead of every observation (see price-history.repository.ts).
 */
export const priceMonth = pgTable(
  'price_month',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The month's first day in Africa/Lagos. */
    month: date('month', { mode: 'string' }).notNull(),
    sumKobo: bigint('sum_kobo', { mode: 'number' }).notNull(),
    observations: integer('observations').notNull(),
    minKobo: bigint('min_kobo', { mode: 'number' }).notNull(),
    maxKobo: bigint('max_kobo', { mode: 'number' }).notNull(),
    /** The month's newest price, and when it was seen. */
    lastKobo: bigint('last_kobo', { mode: 'number' }).notNull(),
    lastAt: timestampTz('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.month] })],
);
