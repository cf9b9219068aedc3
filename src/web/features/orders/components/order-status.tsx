import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../../contract/orders.constants';
import { cx } from '../../../components/ui';
import { ORDER_STEPS } from '../status';

/* eslint-disable lingui/no-unlocalized-strings -- class names, not texts */
const BADGE: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  Shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  Delivered: 'bg-green-100 text-green-900 ring-green-300',
  Canceled: 'bg-red-100 text-red-900 ring-red-300',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** An order's status in words (the API's value is its English name). */
const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', comment: "An order's status: placed, not yet prepared" }),
  Processing: msg({ message: 'Processing', comment: "An order's status: being prepared" }),
  Shipped: msg({ message: 'Shipped', comment: "An order's status: on its way" }),
  Delivered: msg({ message: 'Delivered', comment: "An order's status: arrived" }),
  Canceled: msg({ message: 'Canceled', comment: "An order's status: canceled" }),
};

/** An order status's name in the active language. */
export function useStatusName(): (status: OrderStatus) => string {
  const { i18n } = useLingui();
  return (status) => i18n._(STATUS_NAMES[status]);
}

/** An order's status as words on a colour (the colour only repeats what the words say). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const name = useStatusName();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BADGE[status],
      )}
    >
      {name(status)}
    </span>
  );
}

/**
 * Where an order is on its way, Pending → Processing → Shipped → Delivered, each step saying in
 * words whether it is done, current or to come; a canceled order says so instead.
 */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  const name = useStatusName();
  if (status === 'Canceled') {
    return (
      <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <span aria-hidden="true">✕ </span>
        <Trans>This order was canceled. It will not be delivered.</Trans>
      </p>
    );
  }
  const current = ORDER_STEPS.indexOf(status);
  return (
    <ol aria-label={t`Order progress`} className="grid grid-cols-4 gap-1">
      {ORDER_STEPS.map((step, i) => {
        const done = i < current || (i === current && step === 'Delivered');
        const here = i === current;
        return (
          <li
            key={step}
            aria-current={here ? 'step' : undefined}
            className="flex min-w-0 flex-col items-center gap-1 text-center text-xs sm:text-sm"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex h-8 w-8 items-center justify-center rounded-full border-2 font-semibold',
                done && 'border-brand-700 bg-brand-700 text-white',
                here && !done && 'border-brand-700 bg-white text-brand-800',
                !done && !here && 'border-stone-300 bg-white text-stone-500',
              )}
            >
              {done ? '✓' : i + 1}
            </span>
            <span className={cx('max-w-full break-words', here ? 'font-semibold text-stone-900' : 'text-stone-600')}>
              {name(step)}
            </span>
            <span className="sr-only">{done ? t`(done)` : here ? t`(current step)` : t`(to come)`}</span>
          </li>
        );
      })}
    </ol>
  );
}
