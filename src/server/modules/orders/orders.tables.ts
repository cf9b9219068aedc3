import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';
import { product } from '../catalogue/catalogue.tables.js';
import { payment } from '../payments/payments.tables.js';

const STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;

/** An order: made only from a verified payment, at most one per payment (the unique payment id). */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'restrict' }),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('Pending'),
    billingAddress: text('billing_address').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_order_payment_key').on(t.paymentId),
    index('customer_order_user_created_idx').on(t.userId, t.createdAt),
    index('customer_order_created_idx').on(t.createdAt),
  ],
);

/** A line of an order, with the name, market and unit price as they were paid. */
export const orderItem = pgTable(
  'order_item',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    marketName: text('market_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_item_order_idx').on(t.orderId), check('order_item_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status an order has had: when, and who set it. */
export const orderStatusChange = pgTable(
  'order_status_change',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STATUSES }).notNull(),
    actor: text('actor', { enum: ['system', 'admin', 'shopper'] }).notNull(),
    actorId: uuid('actor_id'),
    at: timestampTz('at').notNull(),
  },
  (t) => [index('order_status_change_order_idx').on(t.orderId, t.at)],
);
