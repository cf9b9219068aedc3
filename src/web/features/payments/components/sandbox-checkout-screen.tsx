import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SandboxAction, SandboxCheckout } from '../../../../contract/payments';
import { paths } from '../../../app/paths';
import { Button, Card, QueryState } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatTotal } from '../../../lib/format';
import { useSandboxAction } from '../api/sandbox-action';
import { useSandboxCheckout } from '../api/sandbox-checkout';

/** Where a closed checkout stands, in "This payment is already …". */
const STATUS_TEXT: Record<SandboxCheckout['status'], MessageDescriptor> = {
  pending: msg`This payment is already waiting for payment.`,
  success: msg`This payment is already paid.`,
  failed: msg`This payment is already declined.`,
  abandoned: msg`This payment is already cancelled.`,
};

const ACTIONS: Array<{
  action: SandboxAction;
  label: MessageDescriptor;
  variant: 'primary' | 'danger' | 'secondary';
  what: MessageDescriptor;
}> = [
  {
    action: 'pay',
    label: msg({ message: 'Pay', comment: "The test checkout's button" }),
    variant: 'primary',
    what: msg`Pay: the payment goes through.`,
  },
  {
    action: 'decline',
    label: msg({ message: 'Decline', comment: "The test checkout's button" }),
    variant: 'danger',
    what: msg`Decline: the bank refuses the card.`,
  },
  {
    action: 'cancel',
    label: msg({ message: 'Cancel', comment: "The test checkout's button" }),
    variant: 'secondary',
    what: msg`Cancel: you leave without paying.`,
  },
];

/**
 * Where the sandbox sends the browser next. Its answer is a path of this site (the result page), so
 * the app goes there itself: a full page load would fetch and start the whole app again before the
 * result page could even ask the server, which has known the outcome since it answered.
 */
function useGoBack(): (redirectUrl: string) => void {
  const navigate = useNavigate();
  return (redirectUrl) =>
    // '/x' only: '//host' is another site to a browser, as is a full URL.
    /^\/(?![/\\])/.test(redirectUrl) ? navigate(redirectUrl, { replace: true }) : window.location.assign(redirectUrl);
}

function Checkout({ checkout, onRefused }: { checkout: SandboxCheckout; onRefused: () => void }) {
  const act = useSandboxAction();
  const goBack = useGoBack();
  // A ref, not state: a second click in the same frame is refused before React re-renders.
  const busy = useRef(false);
  const [running, setRunning] = useState<SandboxAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = checkout.status === 'pending';
  const { t, i18n } = useLingui();

  const run = (action: SandboxAction) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(action);
    setRefusal(null);
    act.mutate(
      { reference: checkout.reference, action },
      {
        // Back to Kasuwa's result page, as Paystack does (in place of the checkout, so Back skips a
        // closed checkout); the buttons stay busy until the page changes.
        onSuccess: ({ redirectUrl }) => goBack(redirectUrl),
        onError: (err) => {
          busy.current = false;
          setRunning(null);
          setRefusal(errorMessage(err, t`The sandbox could not record that. Please try again.`));
          // Paid, declined or cancelled meanwhile (another tab): show what it is now.
          if (err instanceof ApiError && err.status === 409) onRefused();
        },
      },
    );
  };

  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-stone-600">
          <Trans>Amount</Trans>
        </dt>
        <dd className="text-2xl font-bold tabular-nums">{formatTotal(checkout.amount)}</dd>
        <dt className="text-stone-600">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{checkout.email}</dd>
        <dt className="text-stone-600">
          <Trans>Reference</Trans>
        </dt>
        <dd className="font-mono text-sm break-all">{checkout.reference}</dd>
      </dl>
      {!open && (
        <p className="mt-4 rounded-lg bg-stone-100 p-3 text-stone-800">
          {i18n._(STATUS_TEXT[checkout.status])}{' '}
          <Link
            to={`${paths.paymentSuccess}?${new URLSearchParams({ reference: checkout.reference })}`}
            className="font-semibold underline"
          >
            <Trans>See the result</Trans>
          </Link>
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ action, label, variant }) => (
          <Button
            key={action}
            variant={variant}
            size="lg"
            disabled={!open || (running !== null && running !== action)}
            loading={running === action}
            onClick={() => run(action)}
          >
            {i18n._(label)}
          </Button>
        ))}
      </div>
      <ul className="mt-4 space-y-1 text-sm text-stone-600">
        {ACTIONS.map(({ action, what }) => (
          <li key={action}>{i18n._(what)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The sandbox provider's hosted checkout (stands in for Paystack's page when no Paystack key is
 * set): what is being paid, and Pay, Decline or Cancel. It runs on our server, so it is its payer's
 * alone: signed in (the route's guard), and anyone else's checkout is not found.
 */
export function SandboxCheckoutScreen({ reference }: { reference: string }) {
  const checkout = useSandboxCheckout(reference);
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-lg">
      <p className="rounded-t-xl border border-b-0 border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
        <Trans>Kasuwa sandbox — test payments, no real money</Trans>
      </p>
      <Card className="rounded-t-none border-amber-300">
        <h1 className="text-2xl font-bold">
          <Trans>Sandbox checkout</Trans>
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>This page stands in for the card payment provider. Choose what happens to this payment.</Trans>
        </p>
        <QueryState query={checkout} loading={t`Loading the checkout`}>
          {(c) => <Checkout checkout={c} onRefused={() => void checkout.refetch()} />}
        </QueryState>
      </Card>
    </div>
  );
}
