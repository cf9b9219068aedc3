import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../db/columns.js';
import { commodity, product } from '../catalogue/catalogue.tables.js';
import { area } from '../markets/markets.tables.js';

/**
 * Where prices come from, one row a source (decision record 009): the short key every observation
 * carries ('wfp', 'nbs', 'admin', …), and what showing its figures needs: who publishes them, under
 * which licence, the credit to show beside them, what they cover, where they are published, and
 * whether its prices count at all (a source switched off keeps its rows; nothing counts them).
 * Price history owns it: what an observation is worth depends on its source.
 */
export const priceSource = pgTable('price_source', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  publisher: text('publisher').notNull(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  url: text('url'),
  /** What its prices are of: a market's stalls, or an area's average (a state, a zone, the nation). */
  kind: text('kind', { enum: ['market', 'area'] })
    .notNull()
    .default('market'),
  /** What it covers, in a sentence for the Data sources page. */
  coverage: text('coverage').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

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
 * Each product's prices summed by calendar month in Lagos and source, kept by the price log in the
 * same statement batch as the observations: a Monthly or Yearly chart reads a row per product,
 * month and source instead of every observation, and can keep to one source (see
 * price-history.repository.ts).
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
    /** Whose observations these are: a `price_source` key. */
    source: text('source')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.month, t.source] })],
);

/**
 * An area's average price of an item for a month, as a statistics office publishes it (NBS's
 * state, zone and national averages): history and context, never a market's price. The price is
 * for the commodity's own pack (its unit), the source's figure to the kobo.
 */
export const areaPrice = pgTable(
  'area_price',
  {
    areaKey: text('area_key')
      .notNull()
      .references(() => area.key, { onDelete: 'restrict' }),
    commodityId: uuid('commodity_id')
      .notNull()
      .references(() => commodity.id, { onDelete: 'restrict' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    source: text('source')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.areaKey, t.commodityId, t.month, t.source] }),
    // One item across areas (a state against the national average) and the newest month first.
    index('area_price_commodity_month_idx').on(t.commodityId, t.month),
    check('area_price_price_kobo_positive', sql`${t.priceKobo} > 0`),
  ],
);
