import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../db/columns.js';
import { product } from '../catalogue/catalogue.tables.js';

/** Every price a product has had, appended in the same transaction as the change. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    changedAt: timestampTz('changed_at').notNull(),
    /** Where the price came from: admin, import or seed. */
    source: text('source').notNull(),
  },
  (t) => [
    index('price_history_product_changed_idx').on(t.productId, t.changedAt),
    check('price_history_price_kobo_nonnegative', sql`${t.priceKobo} >= 0`),
  ],
);
