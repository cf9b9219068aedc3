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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A physical market shoppers can travel to. */
export const market = pgTable(
  'market',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull(),
    /** WFP market id for imported markets; null for markets added by an admin. */
    sourceId: integer('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Nearby search: a bounding box on these two columns, then exact haversine.
    index('market_lat_lng_idx').on(t.latitude, t.longitude),
    uniqueIndex('market_source_id_key').on(t.sourceId),
  ],
);

/** Categories are global; a market's categories are those of its products. */
export const category = pgTable(
  'category',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_name_key').on(sql`lower(${t.name})`)],
);

/** An item for sale at one market, at a price in integer kobo. */
export const product = pgTable(
  'product',
  {
    id: uuid('id').primaryKey(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => market.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    /** Pack size as sold, e.g. "2.8 KG", "L", "30 pcs". */
    unit: text('unit'),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_market_category_idx').on(t.marketId, t.categoryId),
    index('product_category_idx').on(t.categoryId),
    index('product_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    check('product_price_kobo_nonnegative', sql`${t.priceKobo} >= 0`),
  ],
);

/** Every price a product has had, appended in the same transaction as the change. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** Where the price came from: admin, import or seed. */
    source: text('source').notNull(),
  },
  (t) => [
    index('price_history_product_changed_idx').on(t.productId, t.changedAt),
    check('price_history_price_kobo_nonnegative', sql`${t.priceKobo} >= 0`),
  ],
);
