import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';
import { product } from '../catalogue/catalogue.tables.js';

/** A product a shopper watches, once per shopper, with the price that would make them buy. */
export const watchlistItem = pgTable(
  'watchlist_item',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    thresholdKobo: bigint('threshold_kobo', { mode: 'number' }).notNull(),
    /** The product's price when it was added (the spec's previousPrice). */
    previousPriceKobo: bigint('previous_price_kobo', { mode: 'number' }).notNull(),
    /**
     * True while the price is above the threshold, so the next drop to it alerts. An alert disarms it;
     * only a rise above the threshold plus the margin arms it again (hysteresis: no alert storm
     * while a price wobbles around the threshold).
     */
    armed: boolean('armed').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('watchlist_item_user_product_key').on(t.userId, t.productId),
    // Price changes find their watchers by product.
    index('watchlist_item_product_idx').on(t.productId),
    check('watchlist_item_threshold_positive', sql`${t.thresholdKobo} > 0`),
  ],
);

/** An in-app message to one user; the bell counts the unread ones. */
export const notification = pgTable(
  'notification',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['price_alert', 'price_report'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    productId: uuid('product_id').references(() => product.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestampTz('read_at'),
  },
  (t) => [
    index('notification_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notification_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
