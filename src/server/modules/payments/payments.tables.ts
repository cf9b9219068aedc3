import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';
import { subscriptionPlan } from '../subscriptions/subscriptions.tables.js';

/** What a product payment buys, fixed when the checkout starts: the order is made from this, not the cart. */
export interface ProductSnapshot {
  kind: 'product';
  items: Array<{
    productId: string;
    productName: string;
    marketName: string;
    quantity: number;
    unitPriceKobo: number;
  }>;
}

/** What a subscription payment buys. */
export interface SubscriptionSnapshot {
  kind: 'subscription';
  planId: string;
  planName: string;
  durationSeconds: number;
}

export type PurchaseSnapshot = ProductSnapshot | SubscriptionSnapshot;

/**
 * One payment attempt, from checkout to its outcome. The amount is decided by the server; the
 * provider's word (verified by us) moves the state; `success` and `flagged` never change again.
 */
export const payment = pgTable(
  'payment',
  {
    id: id(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['product', 'subscription'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'paystack'] }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    state: text('state', {
      enum: ['pending', 'success', 'failed', 'abandoned', 'flagged', 'superseded'],
    })
      .notNull()
      .default('pending'),
    /** Why an admin must look at it (the provider reported another amount or currency). */
    flagReason: text('flag_reason'),
    snapshot: jsonb('snapshot').$type<PurchaseSnapshot>().notNull(),
    planId: uuid('plan_id').references(() => subscriptionPlan.id, { onDelete: 'restrict' }),
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    channel: text('channel'),
    paidAt: timestampTz('paid_at'),
    lastCheckedAt: timestampTz('last_checked_at'),
    refundRequestedAt: timestampTz('refund_requested_at'),
    refundedAt: timestampTz('refunded_at'),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_reference_key').on(t.reference),
    index('payment_user_created_idx').on(t.userId, t.createdAt),
    index('payment_created_idx').on(t.createdAt),
    // Reconciliation reads the open ones oldest first.
    index('payment_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('pending', 'failed')`),
    check('payment_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/** Webhook events already received, by the provider's id: a duplicate delivery changes nothing. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    reference: text('reference').notNull(),
    event: text('event').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_event_provider_event_key').on(t.provider, t.eventId)],
);

/** The sandbox provider's own ledger (it stands in for Paystack's), kept in the database so a restart keeps it. */
export const sandboxCheckout = pgTable('sandbox_checkout', {
  reference: text('reference').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  state: text('state', { enum: ['pending', 'success', 'failed', 'abandoned'] })
    .notNull()
    .default('pending'),
  paidAt: timestampTz('paid_at'),
  refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
