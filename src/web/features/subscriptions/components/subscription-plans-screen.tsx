import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SubscriptionStatus, SubscriptionType } from '../../../../contract/subscriptions';
import { loginPath, paths } from '../../../app/paths';
import { buttonClass, Card, EmptyState, QueryState } from '../../../components/ui';
import { duration, formatTotal, lagosDayTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSubscriptionStatus } from '../api/subscription-status';
import { useSubscriptionTypes } from '../api/subscription-types';

/** The payment form for a plan; a visitor logs in first and comes back to it. */
function subscribeLink(plan: SubscriptionType, signedIn: boolean): string {
  const search = `?${new URLSearchParams({
    totalPrice: String(plan.price),
    paymentType: 'subscription',
    subscriptionTypeId: plan.id,
  })}`;
  return signedIn ? `${paths.paymentForm}${search}` : loginPath({ pathname: paths.paymentForm, search });
}

function PlanCard({ plan, signedIn, current }: { plan: SubscriptionType; signedIn: boolean; current: boolean }) {
  const nameId = useId();
  const price = formatTotal(plan.price);
  const seconds = plan.durationInSeconds;
  const length = duration(plan.durationInSeconds);
  const { t } = useLingui();
  const inSeconds = t`${plural(seconds, { one: `${seconds} second`, other: `${seconds} seconds` })}`;
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2">
        <h2 id={nameId} className="text-xl font-bold">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <Trans>Your plan</Trans>
          </span>
        )}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">
        <Trans>{price} per month</Trans>
      </p>
      <p className="mt-2 flex-1 text-stone-700">{plan.description}</p>
      <p className="mt-3 text-sm text-stone-600">
        <Trans comment="A plan's length in seconds, then in days or months">
          Duration: {inSeconds} ({length})
        </Trans>
      </p>
      <Link
        to={subscribeLink(plan, signedIn)}
        aria-describedby={nameId}
        className={buttonClass('primary', 'md', 'mt-4 w-full')}
      >
        <Trans>Subscribe</Trans>
      </Link>
    </Card>
  );
}

/** The signed-in user's plan now, from the server (never guessed from a past payment page). */
function CurrentSubscription({ status }: { status: SubscriptionStatus }) {
  if (status.active && status.plan && status.endsAt) {
    const plan = status.plan.name;
    const until = lagosDayTime(status.endsAt);
    return (
      <p className="mt-4 rounded-lg bg-brand-50 p-3 text-brand-900">
        <Trans>
          Your {plan} subscription is active until {until}.
        </Trans>
      </p>
    );
  }
  return (
    <p className="mt-4 rounded-lg bg-stone-100 p-3 text-stone-800">
      <Trans>You have no active subscription. Choose a plan to open the price charts.</Trans>
    </p>
  );
}

/**
 * Subscription plans (spec §2): a card per plan with its monthly price in NGN, description and
 * duration, each with Subscribe; a signed-in user also sees their current plan and its end.
 */
export function SubscriptionPlansScreen() {
  const plans = useSubscriptionTypes();
  const { signedIn, userId } = useSession();
  const status = useSubscriptionStatus(signedIn ? userId : null);
  const currentPlanId = status.data?.active ? status.data.plan?.id : undefined;
  const { t } = useLingui();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Subscription plans</Trans>
      </h1>
      <p className="mt-1 text-stone-700">
        <Trans>A subscription unlocks the price-history charts of every market.</Trans>
      </p>
      {/* What the server says of the plan in force; a failure here leaves the plans usable (spec §8: logged only). */}
      {status.isSuccess && <CurrentSubscription status={status.data} />}
      <QueryState
        query={plans}
        loading={t`Loading subscription plans`}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="mt-6">
            <EmptyState title={t`No plans are available right now.`} />
          </div>
        }
      >
        {(list) => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Plans`}>
            {list.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} signedIn={signedIn} current={plan.id === currentPlanId} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
