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
 * The daily rollups (decision record 014): each product's prices summed by Lagos day and source,
 * written by the price log in the same transaction as the observations (and rebuilt from them by
 * `npm run rollups:rebuild`). Every chart period (days, ISO weeks, months, years) and every
 * chart's dates (whole Lagos days) are sums of these rows, so a chart never reads observations; a
 * product is a commodity at a market, so one market's chart reads its product's days, and a
 * state's days are its markets' products' days.
 */
export const priceDay = pgTable(
  'price_day',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The day in Africa/Lagos. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Whose observations these are: a `price_source` key. */
    source: text('source')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
    observations: integer('observations').notNull(),
    sumKobo: bigint('sum_kobo', { mode: 'number' }).notNull(),
    minKobo: bigint('min_kobo', { mode: 'number' }).notNull(),
    maxKobo: bigint('max_kobo', { mode: 'number' }).notNull(),
    /** The day's newest price, and when it was seen. */
    lastKobo: bigint('last_kobo', { mode: 'number' }).notNull(),
    lastAt: timestampTz('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.source] })],
);

/**
 * The same sums for a commodity across every market that sells it (its products on sale), by Lagos
 * day and source: the nationwide chart reads a row per day and source instead of one per market.
 * Kept from `price_day` in the same transaction, and again when a product is taken off sale.
 */
export const commodityPriceDay = pgTable(
  'commodity_price_day',
  {
    commodityId: uuid('commodity_id')
      .notNull()
      .references(() => commodity.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
    observations: integer('observations').notNull(),
    sumKobo: bigint('sum_kobo', { mode: 'number' }).notNull(),
    minKobo: bigint('min_kobo', { mode: 'number' }).notNull(),
    maxKobo: bigint('max_kobo', { mode: 'number' }).notNull(),
    /** The newest price of the day at any market (the lowest of those seen at that moment). */
    lastKobo: bigint('last_kobo', { mode: 'number' }).notNull(),
    lastAt: timestampTz('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commodityId, t.day, t.source] })],
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
