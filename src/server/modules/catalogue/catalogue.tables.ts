import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, createdAt, id, timestampTz, updatedAt } from '../../db/columns.js';
import { market } from '../markets/markets.tables.js';

/** Categories are global; a market's categories are those of its products. */
export const category = pgTable(
  'category',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_name_key').on(sql`lower(${t.name})`)],
);

/**
 * The same item wherever it is sold: a name and a pack size ("2.8 KG"), parsed into a quantity of
 * a base unit (g, ml or piece) so that prices of different packs compare (decision record 005).
 */
export const commodity = pgTable(
  'commodity',
  {
    id: id(),
    name: text('name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    /** The pack size as written ("2.8 KG", "L", "30 pcs"); '' when none was given. */
    unit: text('unit').notNull().default(''),
    /** name and unit trimmed, case-folded, inner spaces collapsed: what "the same item" means. */
    nameKey: text('name_key').notNull(),
    unitKey: text('unit_key').notNull(),
    /** The pack in its base unit, or null when the pack size is not one we can read. */
    quantity: doublePrecision('quantity'),
    baseUnit: text('base_unit', { enum: ['g', 'ml', 'piece'] }),
    /** The price source that first named this item (a `price_source` key) and its own id for it, if it gave one. */
    sourceKey: text('source_key'),
    sourceRef: text('source_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commodity_name_unit_key').on(t.nameKey, t.unitKey),
    index('commodity_category_idx').on(t.categoryId),
  ],
);

/** One commodity on sale at one market, at its current price in integer kobo. */
export const product = pgTable(
  'product',
  {
    id: id(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => market.id, { onDelete: 'restrict' }),
    commodityId: uuid('commodity_id')
      .notNull()
      .references(() => commodity.id, { onDelete: 'restrict' }),
    /** The commodity's category, kept here so a market's categories and a category's products are one index away. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    /** When the current price was observed (the newest observation in price_history). */
    priceObservedAt: timestampTz('price_observed_at').notNull(),
    /**
     * The current price's source: the `price_source` key of its newest observation (price_history
     * holds the foreign key; a copy here, as the price itself is).
     */
    priceSource: text('price_source').notNull(),
    /** The observation before the current one; the product is "On Sale" when the price is below it. */
    previousPriceKobo: bigint('previous_price_kobo', { mode: 'number' }),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Set when an admin removes it: gone from lists and search, kept for history and orders. */
    archivedAt: timestampTz('archived_at'),
    /**
     * False while none of its observations comes from a source that counts (every one it has is
     * from a source an admin switched off): kept, but out of lists, search and comparisons until a
     * counted price arrives or the source is switched on again.
     */
    counted: boolean('counted').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_market_commodity_key').on(t.marketId, t.commodityId),
    index('product_market_category_idx').on(t.marketId, t.categoryId),
    index('product_category_idx').on(t.categoryId),
    // One item across markets, cheapest first: search and comparison walk it per commodity.
    index('product_commodity_price_idx')
      .on(t.commodityId, t.priceKobo, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('product_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured} and ${t.archivedAt} is null`),
    check('product_price_kobo_positive', sql`${t.priceKobo} > 0`),
  ],
);

/** An uploaded image, re-encoded to JPEG and kept by the SHA-256 of those bytes (its URL names it). */
export const image = pgTable('image', {
  sha256: text('sha256').primaryKey(),
  jpeg: bytes('jpeg').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});
