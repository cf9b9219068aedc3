import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { IdSchema } from '../../../../contract/common';
import { href, paths } from '../../../app/paths';
import { Button, buttonClass, Card, Input, QueryState } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useTrackOrder } from '../api/track-order';
import { trackOrderForm, type TrackOrderFormValues } from '../forms';
import { OrderProgress, StatusBadge } from './order-status';

/** What an order id looks like (not a text to translate). */
const EXAMPLE_ID = '0190c0de-7a1b-7c2d-8e3f-0123456789ab' as const;

/** The order id field and 'Track Order', which opens /track/{orderId}. */
function TrackForm({ another }: { another: boolean }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => trackOrderForm(_), [_]);
  const { register, handleSubmit, formState } = useForm<TrackOrderFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { orderId: '' },
  });
  const onSubmit = handleSubmit(({ orderId }) => navigate(href(paths.track, { orderId: orderId.toLowerCase() })));
  return (
    <Card>
      {another && (
        <h2 className="mb-3 text-lg font-semibold">
          <Trans>Track another order</Trans>
        </h2>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          label={t`Order ID`}
          className="flex-1"
          autoComplete="off"
          spellCheck={false}
          placeholder={EXAMPLE_ID}
          hint={t`You will find it on My Orders.`}
          {...register('orderId')}
          error={formState.errors.orderId?.message}
        />
        <Button type="submit" className="sm:mt-6">
          <Trans>Track Order</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** Where one order is: 'Order ID' and 'Order Status', with its steps. */
function TrackingResult({ orderId }: { orderId: string }) {
  const tracking = useTrackOrder(orderId);
  const notFound = tracking.error instanceof ApiError && tracking.error.status === 404;
  const { t } = useLingui();
  return (
    <QueryState
      query={tracking}
      loading={t`Tracking your order`}
      error={
        notFound
          ? t`Error tracking the order. Please try again later. There is no order with this id.`
          : t`Error tracking the order. Please try again later.`
      }
    >
      {(tracked) => (
        <Card>
          <h2 className="text-lg font-semibold">
            <Trans>Your order</Trans>
          </h2>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-stone-600">
              <Trans>Order ID</Trans>
            </dt>
            <dd className="font-mono text-xs break-all sm:text-sm">{tracked.orderId}</dd>
            <dt className="text-stone-600">
              <Trans>Order Status</Trans>
            </dt>
            <dd>
              <StatusBadge status={tracked.status} />
            </dd>
          </dl>
          <div className="mt-5">
            <OrderProgress status={tracked.status} />
          </div>
          <Link to={href(paths.order, { orderId: tracked.orderId })} className={buttonClass('secondary', 'sm', 'mt-5')}>
            <Trans>View order details</Trans>
          </Link>
        </Card>
      )}
    </QueryState>
  );
}

/**
 * Order tracking (spec §2): without an id, the Track Order form; with one, where that order is
 * and the form to track another. An id that cannot be an order's is not sent to the server.
 */
export function TrackOrderScreen({ orderId }: { orderId?: string | undefined }) {
  const id = orderId?.trim().toLowerCase() ?? '';
  const valid = IdSchema.safeParse(id).success;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">
        <Trans>Track Order</Trans>
      </h1>
      {orderId && !valid && (
        <p role="alert" className="text-red-700">
          <Trans>“{orderId}” is not an order id. Copy the id from My Orders and try again.</Trans>
        </p>
      )}
      {valid && <TrackingResult orderId={id} />}
      <TrackForm key={id} another={valid} />
    </section>
  );
}
