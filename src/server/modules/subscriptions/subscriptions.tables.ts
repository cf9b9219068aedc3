import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../db/columns.js';
import { appUser } from '../accounts/accounts.tables.js';

/** A plan shoppers can buy (the spec's subscription type): its price per period and the period's length. */
export const subscriptionPlan = pgTable(
  'subscription_plan',
  {
    id: id(),
    name: text('name').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_plan_name_key').on(t.name),
    check('subscription_plan_price_positive', sql`${t.priceKobo} >= 100`),
    check('subscription_plan_duration_positive', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * One paid period of a plan. It exists only because a payment was verified, and one payment makes
 * at most one (the unique payment id), however often the payment is verified.
 */
export const userSubscription = pgTable(
  'user_subscription',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlan.id, { onDelete: 'restrict' }),
    /** The payment that bought it (payments' table; no foreign key, which would make the two tables depend on each other). */
    paymentId: uuid('payment_id').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_subscription_payment_key').on(t.paymentId),
    index('user_subscription_user_ends_idx').on(t.userId, t.endsAt),
    check('user_subscription_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
