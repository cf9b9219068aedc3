import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/ownership.js';
import { withTransactions } from '../../db/transactional.js';
import { subscriptionPlan, userSubscription } from './subscriptions.tables.js';

export type PlanRow = typeof subscriptionPlan.$inferSelect;
export type UserSubscriptionRow = typeof userSubscription.$inferSelect;

/** Queries of plans and paid periods (activation runs inside the payment's transaction: `within(tx)`). */
function queries(db: Db) {
  return {
    plans: (): Promise<PlanRow[]> =>
      db.select().from(subscriptionPlan).orderBy(asc(subscriptionPlan.priceKobo), asc(subscriptionPlan.name)),

    async plan(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlan).where(eq(subscriptionPlan.id, id));
      return row;
    },

    async planPriced(priceKobo: number): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionPlan)
        .where(eq(subscriptionPlan.priceKobo, priceKobo))
        .orderBy(asc(subscriptionPlan.name))
        .limit(1);
      return row;
    },

    /** The period running at `at`, or the latest one when several overlap. */
    async current(userId: string, at: Date): Promise<(UserSubscriptionRow & { plan: PlanRow }) | undefined> {
      const [row] = await db
        .select({ sub: userSubscription, plan: subscriptionPlan })
        .from(userSubscription)
        .innerJoin(subscriptionPlan, eq(subscriptionPlan.id, userSubscription.planId))
        .where(
          and(
            ownedBy(userSubscription.userId, userId),
            lte(userSubscription.startsAt, at),
            gt(userSubscription.endsAt, at),
          ),
        )
        .orderBy(desc(userSubscription.endsAt))
        .limit(1);
      return row && { ...row.sub, plan: row.plan };
    },

    /** When the user's paid time ends (the last period's end), after taking the user's lock. */
    async lockedEndOfPaidTime(userId: string): Promise<Date | undefined> {
      // Two payments of one user applied at once must queue, or both would start at the same end.
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${userId}`}, 0))`);
      const [row] = await db
        .select({ endsAt: sql<Date | string | null>`max(${userSubscription.endsAt})` })
        .from(userSubscription)
        .where(ownedBy(userSubscription.userId, userId));
      return row?.endsAt ? new Date(row.endsAt) : undefined;
    },

    /** Inserts a period; undefined when this payment already made one. */
    async insert(row: typeof userSubscription.$inferInsert): Promise<UserSubscriptionRow | undefined> {
      const [inserted] = await db.insert(userSubscription).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async byPayment(paymentId: string): Promise<(UserSubscriptionRow & { plan: PlanRow }) | undefined> {
      const [row] = await db
        .select({ sub: userSubscription, plan: subscriptionPlan })
        .from(userSubscription)
        .innerJoin(subscriptionPlan, eq(subscriptionPlan.id, userSubscription.planId))
        .where(eq(userSubscription.paymentId, paymentId));
      return row && { ...row.sub, plan: row.plan };
    },
  };
}

export const createSubscriptionsRepository = (db: Db) => withTransactions(db, queries);

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
