import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type PaymentVerification, ReferenceSchema } from '../../../../contract/payments';
import { href, paths } from '../../../app/paths';
import { Button, buttonClass, Card, QueryState, Spinner } from '../../../components/ui';
import { formatTotal, lagosDayTime } from '../../../lib/format';
import { useVerifyPayment } from '../api/verify-payment';
import { isPaymentKey } from '../payments.keys';

/** How often, and for how long, to ask again while the provider has not confirmed the payment. */
export const POLL_MS = 2_000;
export const POLL_FOR_MS = 60_000;

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 space-y-2 text-stone-800">{children}</div>
    </>
  );
}

/** The amount and reference the server recorded (never the query's amount: anyone can type that). */
function Receipt({ v }: { v: PaymentVerification }) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm">
      <dt className="text-stone-600">
        <Trans>Amount</Trans>
      </dt>
      <dd className="font-semibold tabular-nums">{formatTotal(v.amount)}</dd>
      <dt className="text-stone-600">
        <Trans>Reference</Trans>
      </dt>
      <dd className="font-mono break-all">{v.reference}</dd>
    </dl>
  );
}

function Verified({ v, gaveUp, onCheckAgain }: { v: PaymentVerification; gaveUp: boolean; onCheckAgain: () => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const product = v.paymentType === 'product';
  const home = (
    <Button variant="secondary" onClick={() => navigate(paths.dashboard)}>
      <Trans>Back to Home</Trans>
    </Button>
  );
  const myOrders = (
    <Link to={paths.userOrders} className={buttonClass('secondary')}>
      <Trans>My Orders</Trans>
    </Link>
  );
  const endsAt = v.subscriptionEndsAt && lagosDayTime(v.subscriptionEndsAt);

  switch (v.status) {
    case 'success':
      return (
        <Outcome title={t`Payment Successful!`}>
          <p>
            <Trans>Thank you for your payment.</Trans>
          </p>
          {product ? (
            <p>
              <Trans>Your order has been processed successfully.</Trans>
            </p>
          ) : (
            <p>{endsAt ? t`Your subscription is active until ${endsAt}.` : t`Your subscription is active.`}</p>
          )}
          <Receipt v={v} />
          <div className="flex flex-wrap gap-3 pt-4">
            <Button onClick={() => navigate(paths.dashboard)}>
              <Trans>Back to Home</Trans>
            </Button>
            {product && v.orderId && (
              <Link to={href(paths.order, { orderId: v.orderId })} className={buttonClass('secondary')}>
                <Trans>View your order</Trans>
              </Link>
            )}
            {product && myOrders}
            {!product && (
              <Link to={paths.chart} className={buttonClass('secondary')}>
                <Trans>Open the price charts</Trans>
              </Link>
            )}
          </div>
        </Outcome>
      );
    case 'pending':
      return gaveUp ? (
        <Outcome title={t`Payment being confirmed`}>
          <p>
            <Trans>Your payment will be confirmed shortly.</Trans>
          </p>
          <p>
            {product ? (
              <Trans>Your order appears in My Orders as soon as it is.</Trans>
            ) : (
              <Trans>Your subscription starts as soon as it is.</Trans>
            )}
          </p>
          <Receipt v={v} />
          <div className="flex flex-wrap gap-3 pt-4">
            <Button onClick={onCheckAgain}>
              <Trans>Check again</Trans>
            </Button>
            {product && myOrders}
            {home}
          </div>
        </Outcome>
      ) : (
        <Outcome title={t`Confirming your payment`}>
          <Spinner label={t`Waiting for the payment provider to confirm your payment…`} />
          <Receipt v={v} />
        </Outcome>
      );
    case 'flagged':
      return (
        <Outcome title={t`Payment received`}>
          <p>
            <Trans>We received your payment but could not match its amount; our team will contact you.</Trans>
          </p>
          <Receipt v={v} />
          <div className="flex flex-wrap gap-3 pt-4">{home}</div>
        </Outcome>
      );
    default:
      // failed, abandoned, superseded: nothing was created; no money moved, or (a replaced checkout
      // paid all the same) it is going back.
      return (
        <Outcome title={v.refunding ? t`Payment being refunded` : t`Payment not completed`}>
          {v.refunding ? (
            <p>{v.message}</p>
          ) : (
            <p>
              {product ? (
                <Trans>Your payment did not go through. Nothing was charged and your cart is as you left it.</Trans>
              ) : (
                <Trans>Your payment did not go through. Nothing was charged.</Trans>
              )}
            </p>
          )}
          <Receipt v={v} />
          <div className="flex flex-wrap gap-3 pt-4">
            <Button onClick={() => navigate(product ? paths.cart : paths.subscription)}>
              <Trans>Try again</Trans>
            </Button>
            {home}
          </div>
        </Outcome>
      );
  }
}

/**
 * Where the payment provider sends the shopper back (`?reference=` or Paystack's `?trxref=`). The
 * page only asks the server to verify the payment; the server creates the order or subscription.
 * While the provider has not confirmed, it asks again every 2 s for about a minute.
 */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const given = params.get('reference') || params.get('trxref');
  const reference = given && ReferenceSchema.safeParse(given).success ? given : null;
  const [gaveUp, setGaveUp] = useState(false);
  const verify = useVerifyPayment(reference, gaveUp ? false : POLL_MS);
  const status = verify.data?.status;
  const client = useQueryClient();
  const { t } = useLingui();

  useEffect(() => {
    if (status !== 'pending' || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [status, gaveUp]);

  useEffect(() => {
    // The server emptied the cart into an order or started a subscription: what was cached is old.
    if (status === 'success') void client.invalidateQueries({ predicate: (q) => !isPaymentKey(q.queryKey) });
  }, [status, client]);

  if (!reference) {
    return (
      <Card className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold">
          <Trans>Payment</Trans>
        </h1>
        <p role="alert" className="mt-3 text-red-700">
          <Trans>This link has no valid payment reference, so there is no payment to check.</Trans>
        </p>
        <p className="mt-2 text-stone-700">
          <Trans>Your orders, paid ones included, are listed in My Orders.</Trans>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={paths.userOrders} className={buttonClass('primary')}>
            <Trans>My Orders</Trans>
          </Link>
          <Link to={paths.dashboard} className={buttonClass('secondary')}>
            <Trans>Back to Home</Trans>
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-lg">
      {!verify.isSuccess && (
        <h1 className="text-2xl font-bold">
          <Trans>Payment</Trans>
        </h1>
      )}
      <QueryState query={verify} loading={t`Checking your payment…`}>
        {(v) => (
          <div aria-live="polite">
            <Verified
              v={v}
              gaveUp={gaveUp}
              onCheckAgain={() => {
                setGaveUp(false);
                void verify.refetch();
              }}
            />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
