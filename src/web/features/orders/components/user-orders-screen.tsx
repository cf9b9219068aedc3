import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { href, paths } from '../../../app/paths';
import { buttonClass, EmptyState, NoUserAlert, QueryState } from '../../../components/ui';
import { formatTotal, lagosMediumDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useUserOrders } from '../api/user-orders';
import { CancelOrderButton } from './cancel-order-button';
import { OrderItemsTable } from './order-items';
import { StatusBadge } from './order-status';

/** One order on My Orders: what it cost, when, where it goes, its items and what can be done. */
function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = lagosMediumDateTime(order.orderDate);
  const { t } = useLingui();
  const context = t({ message: `placed ${placed}`, comment: 'Which order a button is for, read by screen readers' });
  const { userId } = useSession();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        <Trans>
          Order of <time dateTime={order.orderDate}>{placed}</time>
        </Trans>
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">
            <Trans>Total Price</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">{formatTotal(order.totalPrice)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">
            <Trans>Shipping Address</Trans>
          </dt>
          <dd className="break-words">{order.shippingAddress}</dd>
        </div>
        <div>
          <dt className="text-stone-600">
            <Trans>Billing Address</Trans>
          </dt>
          <dd className="break-words">{order.billingAddress}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">
            <Trans>Order ID</Trans>
          </dt>
          <dd className="font-mono text-xs break-all">{order.orderId}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <OrderItemsTable items={order.orderItems} caption={t`Items of the order ${context}`} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={href(paths.track, { orderId: order.orderId })} className={buttonClass('secondary', 'sm')}>
          <Trans>Track Order</Trans>
          <span className="sr-only"> {context}</span>
        </Link>
        <Link to={href(paths.order, { orderId: order.orderId })} className={buttonClass('ghost', 'sm')}>
          <Trans>View</Trans>
          <span className="sr-only">
            {' '}
            <Trans comment="After View: which order it opens, read by screen readers">order {context}</Trans>
          </span>
        </Link>
        {order.canCancel && order.userId === userId && (
          <CancelOrderButton order={order} context={context} onDone={() => heading.current?.focus()} />
        )}
      </div>
    </article>
  );
}

/** My Orders (spec §2): the signed-in shopper's orders, newest first, one card each. */
export function UserOrdersScreen() {
  const orders = useUserOrders();
  const { userId } = useSession();
  const { t } = useLingui();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>My Orders</Trans>
      </h1>
      {!userId ? (
        <NoUserAlert />
      ) : (
        <QueryState
          query={orders}
          loading={t`Loading your orders`}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="mt-4">
              <EmptyState title={t`You have no orders yet.`}>
                <Link to={paths.markets} className={buttonClass('primary', 'md', 'mt-3')}>
                  <Trans>Find a market</Trans>
                </Link>
              </EmptyState>
            </div>
          }
        >
          {(list) => (
            <ul className="mt-4 space-y-4" aria-label={t`Your orders`}>
              {list.map((o) => (
                <li key={o.orderId}>
                  <OrderCard order={o} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
