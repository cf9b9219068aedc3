import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { InitiatePaymentSchema, type PaymentType, PaymentTypeSchema } from '../../../../contract/payments';
import { PAYMENT_MESSAGES } from '../../../../contract/payments.constants';
import { paths } from '../../../app/paths';
import { Button, Card, Input, TextArea } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { formatTotal } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useInitiatePayment } from '../api/initiate-payment';
import { paymentMessage } from '../messages';
import { amountFrom, PaymentForm, type PaymentFormInput, type PaymentFormValues, toInitiatePayment } from '../forms';

const TYPE_NAMES: Record<PaymentType, MessageDescriptor> = {
  product: msg({ message: 'Product', comment: 'A payment for the goods of an order' }),
  subscription: msg({ message: 'Subscription', comment: 'A payment for a subscription plan' }),
};

interface Failure {
  message: string;
  /** The cart or the plan changed since the shopper saw the amount: send them back to look again. */
  review: boolean;
}

/** The form's words for a refused or failed start (spec §8), and whether to offer a way back. */
function failureOf(err: unknown, i18n: I18n): Failure {
  if (err instanceof ApiError && err.status === 409) return { message: err.message, review: true };
  if (err instanceof ApiError && err.status === 400 && err.message) return { message: err.message, review: false };
  return { message: i18n._(msg`Failed to initiate payment. Please try again later.`), review: false };
}

function PaymentFields({
  amount,
  paymentType,
  subscriptionTypeId,
  prefillEmail,
}: {
  amount: number;
  paymentType: string;
  subscriptionTypeId: string | null;
  prefillEmail: string | undefined;
}) {
  const { userId } = useSession();
  const initiate = useInitiatePayment();
  const { t, i18n } = useLingui();
  // The contract's rules; their messages in the active language.
  const said = (text: string | undefined) => paymentMessage(i18n, text);
  const { register, handleSubmit, setValue, getFieldState, getValues, setError, formState } = useForm<
    PaymentFormInput,
    unknown,
    PaymentFormValues
  >({
    resolver: zodResolver(PaymentForm),
    mode: 'onTouched',
    defaultValues: {
      amount,
      paymentType: paymentType as PaymentType,
      email: '',
      shippingAddress: '',
      billingAddress: '',
    },
  });
  const { errors } = formState;
  // A ref, not state: two clicks (or Enter twice) in one frame both see it at once.
  const busy = useRef(false);
  const [inProgress, setInProgress] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const isProduct = paymentType === 'product';
  const knownType = PaymentTypeSchema.safeParse(paymentType);
  const amountOk = InitiatePaymentSchema.shape.amount.safeParse(amount).success;

  // The signed-in shopper's address, once the profile arrives, unless they typed one already.
  useEffect(() => {
    if (prefillEmail && !getFieldState('email').isDirty && !getValues('email')) {
      setValue('email', prefillEmail, { shouldValidate: true });
    }
  }, [prefillEmail, getFieldState, getValues, setValue]);

  const submit = async (values: PaymentFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setInProgress(true);
    setFailure(null);
    try {
      const { data } = await initiate.mutateAsync(toInitiatePayment(values, { userId, subscriptionTypeId }));
      // The provider's page (or the sandbox's) takes over; the button stays busy while the browser leaves.
      window.location.assign(data.authorization_url);
    } catch (err) {
      busy.current = false;
      setInProgress(false);
      if (err instanceof ApiError) {
        for (const e of err.errors) {
          const name = e.path.replace(/^body\./, '');
          if (name === 'email' || name === 'shippingAddress' || name === 'billingAddress')
            setError(name, { message: e.message });
        }
      }
      setFailure(failureOf(err, i18n));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="mt-6 space-y-4">
      {/* Amount and type come from the cart or the plan and cannot be typed into, so a bad one is
          said at once rather than once touched. */}
      <Input
        label={t`Amount`}
        readOnly
        value={Number.isFinite(amount) ? formatTotal(amount) : ''}
        error={amountOk ? undefined : said(PAYMENT_MESSAGES.amount)}
        className="[&_input]:bg-stone-50 [&_input]:font-semibold"
      />
      {!amountOk && (
        // Nothing on this page can fix the amount: the cart or the plans can.
        <p className="-mt-2 text-sm">
          <Link
            to={paymentType === 'subscription' ? paths.subscription : paths.cart}
            className="inline-block py-1 font-semibold underline"
          >
            {paymentType === 'subscription' ? <Trans>See the plans</Trans> : <Trans>Back to your cart</Trans>}
          </Link>
        </p>
      )}
      <Input
        label={t`Payment type`}
        readOnly
        value={knownType.success ? i18n._(TYPE_NAMES[knownType.data]) : paymentType}
        error={knownType.success ? undefined : said(knownType.error.issues[0]?.message)}
        className="[&_input]:bg-stone-50"
      />
      <Input
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
        error={said(errors.email?.message)}
      />
      {isProduct && (
        <>
          <TextArea
            label={t`Shipping address`}
            rows={2}
            autoComplete="shipping street-address"
            {...register('shippingAddress')}
            error={said(errors.shippingAddress?.message)}
          />
          <TextArea
            label={t`Billing address`}
            rows={2}
            autoComplete="billing street-address"
            {...register('billingAddress')}
            error={said(errors.billingAddress?.message)}
          />
        </>
      )}
      {failure && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{failure.message}</p>
          {failure.review &&
            (isProduct ? (
              <Link to={paths.cart} className="mt-1 inline-block py-1 font-semibold underline">
                <Trans>Review your cart</Trans>
              </Link>
            ) : (
              <Link to={paths.subscription} className="mt-1 inline-block py-1 font-semibold underline">
                <Trans>See the plans</Trans>
              </Link>
            ))}
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!formState.isValid}
        loading={inProgress}
        aria-describedby={inProgress ? 'payment-progress' : undefined}
      >
        <Trans>Initiate Payment</Trans>
      </Button>
      {inProgress && (
        <p id="payment-progress" role="status" className="text-center text-sm text-stone-600">
          <Trans>Starting your payment…</Trans>
        </p>
      )}
    </form>
  );
}

/**
 * The payment form (spec §2, §5): the amount the shopper saw and the payment type, read-only; an
 * e-mail; for a product the shipping and billing addresses. The server decides what is charged and
 * answers the provider's page, where the browser goes next.
 */
export function PaymentFormScreen({
  amountParam,
  prefillEmail,
}: {
  /** The query parameter with the amount: `totalPrice` (/payment-form) or `subscriptionPrice` (/checkpayment). */
  amountParam: 'totalPrice' | 'subscriptionPrice';
  prefillEmail?: string | undefined;
}) {
  const [params] = useSearchParams();
  const amount = amountFrom(params.get(amountParam));
  const paymentType = params.get('paymentType') ?? '';
  const subscriptionTypeId = params.get('subscriptionTypeId');
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">
        <Trans>Payment</Trans>
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>You pay by card on the payment provider’s page; we never see your card details.</Trans>
      </p>
      {/* A new amount or type (another link followed while here) starts a fresh form. */}
      <PaymentFields
        key={`${amount}|${paymentType}|${subscriptionTypeId}`}
        amount={amount}
        paymentType={paymentType}
        subscriptionTypeId={subscriptionTypeId}
        prefillEmail={prefillEmail}
      />
    </Card>
  );
}
