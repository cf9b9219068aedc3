import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';
import { product } from '../catalogue/catalogue.tables.js';

/** A shopper's one cart (created with their first item). */
export const cart = pgTable(
  'cart',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_user_key').on(t.userId)],
);

/** One product in a cart, once: adding it again raises its quantity, two adds at once leave one row. */
export const cartItem = pgTable(
  'cart_item',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_item_cart_product_key').on(t.cartId, t.productId),
    check('cart_item_quantity_range', sql`${t.quantity} between 1 and 999`),
  ],
);
