import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';
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

/** An item for sale at one market, at a price in integer kobo. */
export const product = pgTable(
  'product',
  {
    id: id(),
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
    updatedAt: updatedAt(),
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
