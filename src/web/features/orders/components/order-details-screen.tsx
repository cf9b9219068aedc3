import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { IdSchema } from '../../../../contract/common';
import type { Order } from '../../../../contract/orders';
import { href, paths } from '../../../app/paths';
import { buttonClass, Card, EmptyState, QueryState } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { formatTotal, lagosDate, lagosMediumDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useOrder } from '../api/order';
import { CancelOrderButton } from './cancel-order-button';
import { OrderItemsTable } from './order-items';
import { OrderProgress, StatusBadge } from './order-status';

/** Who changed an order's status, after the status and its time. */
const BY: Record<Order['history'][number]['by'], MessageDescriptor> = {
  system: msg({ message: 'automatically', comment: "Who changed an order's status: the system" }),
  admin: msg({ message: 'by an admin', comment: "Who changed an order's status" }),
  shopper: msg({ message: 'by the shopper', comment: "Who changed an order's status" }),
};

function Details({ order }: { order: Order }) {
  const { userId } = useSession();
  const status = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();
  const fields: Array<[string, ReactNode]> = [
    [t`Order ID`, <span className="font-mono text-xs break-all">{order.orderId}</span>],
    [t`Order Date`, <time dateTime={order.orderDate}>{lagosDate(order.orderDate)}</time>],
    [t`Total Price`, <span className="font-semibold tabular-nums">{formatTotal(order.totalPrice)}</span>],
    [t`Status`, <StatusBadge status={order.status} />],
    [t`Shipping Address`, order.shippingAddress],
    [t`Billing Address`, order.billingAddress],
    [t`Payment reference`, <span className="font-mono text-xs break-all">{order.transactionReference}</span>],
  ];
  return (
    <>
      <Card className="mt-4">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={href(paths.track, { orderId: order.orderId })} className={buttonClass('secondary', 'sm')}>
            <Trans>Track Order</Trans>
          </Link>
          {order.canCancel && order.userId === userId && (
            <CancelOrderButton order={order} onDone={() => status.current?.focus()} />
          )}
        </div>
      </Card>

      <h2 ref={status} tabIndex={-1} className="mt-8 text-xl font-semibold">
        <Trans>Progress</Trans>
      </h2>
      <div className="mt-3">
        <OrderProgress status={order.status} />
      </div>

      <h2 className="mt-8 text-xl font-semibold">
        <Trans>Items</Trans>
      </h2>
      <div className="mt-3">
        <OrderItemsTable items={order.orderItems} caption={t`Items of this order`} />
      </div>

      <h2 className="mt-8 text-xl font-semibold">
        <Trans>Status history</Trans>
      </h2>
      {order.history.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          <Trans>No status changes yet.</Trans>
        </p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {order.history.map((change) => (
            <li
              key={`${change.at}-${change.status}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-white px-3 py-2"
            >
              <StatusBadge status={change.status} />
              <time dateTime={change.at} className="tabular-nums">
                {lagosMediumDateTime(change.at)}
              </time>
              <span className="text-stone-600">{i18n._(BY[change.by])}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * Order details (spec §2): the order, its progress, items and status history. An id that is not
 * an order of the caller's (or not an id at all) gets the same answer as one that does not exist.
 */
export function OrderDetailsScreen({ orderId }: { orderId: string }) {
  const valid = IdSchema.safeParse(orderId).success;
  const order = useOrder(orderId, valid);
  const { isAdmin } = useSession();
  const notFound = !valid || (order.error instanceof ApiError && order.error.status === 404);
  const back = isAdmin ? paths.orders : paths.userOrders;
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>Order details</Trans>
        </h1>
        <Link to={back} className={buttonClass('secondary')}>
          <Trans>Back</Trans>
          <span className="sr-only"> {isAdmin ? t`to all orders` : t`to My Orders`}</span>
        </Link>
      </div>
      {notFound ? (
        <div className="mt-4">
          <EmptyState title={t`There is no order with this id.`}>
            {isAdmin ? (
              <Trans>Check the id, or find the order on All orders.</Trans>
            ) : (
              <Trans>Check the id, or find the order on My Orders.</Trans>
            )}
          </EmptyState>
        </div>
      ) : (
        <QueryState query={order} loading={t`Loading the order`}>
          {(o) => <Details order={o} />}
        </QueryState>
      )}
    </section>
  );
}
