import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../db/columns.js';
import { product } from '../catalogue/catalogue.tables.js';

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
    source: text('source', { enum: ['wfp', 'admin'] }).notNull(),
  },
  (t) => [
    // One observation per product and moment; an import of the same date replaces it.
    uniqueIndex('price_history_product_changed_key').on(t.productId, t.changedAt),
    check('price_history_price_kobo_positive', sql`${t.priceKobo} > 0`),
  ],
);
