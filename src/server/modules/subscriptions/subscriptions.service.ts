import type { SubscriptionStatus, SubscriptionType, UserSubscription } from '../../../contract/subscriptions.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { koboToNaira } from '../../lib/money.js';
import { type Caller, checkOwner, ownerScopeOf } from '../../plugins/auth.js';
import { uuidv7 } from '../../lib/ids.js';
import type { PlanRow, SubscriptionsRepository, UserSubscriptionRow } from './subscriptions.repository.js';

const SUBSCRIPTION_MESSAGES = {
  noPlan: /*i18n*/ { id: 'There is no subscription plan with this id.' },
  noPlanPriced: /*i18n*/ { id: 'No subscription plan costs this amount.' },
  noUser: /*i18n*/ { id: 'There is no user with this id.' },
} as const;

export interface SubscriptionsDeps {
  repo: SubscriptionsRepository;
  clock: Clock;
}

/** A plan as the API shows it: naira, seconds. */
const toSubscriptionType = (plan: PlanRow): SubscriptionType => ({
  id: plan.id,
  name: plan.name,
  price: koboToNaira(plan.priceKobo),
  description: plan.description,
  durationInSeconds: plan.durationSeconds,
});

const toUserSubscription = (row: UserSubscriptionRow & { plan: PlanRow }, reference: string): UserSubscription => ({
  id: row.id,
  userId: row.userId,
  subscriptionTypeId: row.planId,
  planName: row.plan.name,
  amount: koboToNaira(row.amountKobo),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  transactionReference: reference,
});

export function createSubscriptionsService({ repo, clock }: SubscriptionsDeps) {
  return {
    /** Every plan on sale, cheapest first. */
    plans: async (): Promise<SubscriptionType[]> => (await repo.plans()).map(toSubscriptionType),

    /** The plan a checkout buys: by id, or (the spec's way) the plan whose price is `priceKobo`. */
    async planFor(input: { planId?: string; priceKobo: number }): Promise<PlanRow> {
      const plan = input.planId ? await repo.plan(input.planId) : await repo.planPriced(input.priceKobo);
      if (!plan)
        throw new AppError(
          'NOT_FOUND',
          input.planId ? SUBSCRIPTION_MESSAGES.noPlan : SUBSCRIPTION_MESSAGES.noPlanPriced,
        );
      return plan;
    },

    /** Whether `userId` may open the price charts now: the one answer every gate asks. */
    async hasActive(userId: string): Promise<boolean> {
      return Boolean(await repo.current(userId, clock.now()));
    },

    /** The user's (or, for an admin, anyone's) subscription now; another shopper's id → 404. */
    async status(caller: Caller, userId: string): Promise<SubscriptionStatus> {
      checkOwner(ownerScopeOf(caller), userId, () => new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.noUser));
      const row = await repo.current(userId, clock.now());
      if (!row) return { active: false, plan: null, startsAt: null, endsAt: null };
      return {
        active: true,
        plan: toSubscriptionType(row.plan),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      };
    },

    /**
     * Activates what a verified payment bought, inside the payment's transaction `tx`: a period of
     * the plan's length that starts now, or at the end of the time already paid for, so buying
     * again early extends rather than overlaps. One payment activates once (its unique id).
     */
    async activateInTransaction(
      tx: Db,
      paid: { paymentId: string; userId: string; planId: string; amountKobo: number; durationSeconds: number },
    ): Promise<void> {
      const q = repo.within(tx);
      const now = clock.now();
      const paidUntil = await q.lockedEndOfPaidTime(paid.userId);
      const startsAt = paidUntil && paidUntil > now ? paidUntil : now;
      await q.insert({
        id: uuidv7(),
        userId: paid.userId,
        planId: paid.planId,
        paymentId: paid.paymentId,
        amountKobo: paid.amountKobo,
        startsAt,
        endsAt: new Date(startsAt.getTime() + paid.durationSeconds * 1000),
        createdAt: now,
      });
    },

    /** The period a payment bought, if it has been activated. */
    async boughtBy(paymentId: string, reference: string): Promise<UserSubscription | undefined> {
      const row = await repo.byPayment(paymentId);
      return row && toUserSubscription(row, reference);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
