import type { OrderStatus } from '../../../../contract/orders';
import { cx } from '../../../components/ui';
import { ORDER_STEPS } from '../status';

const BADGE: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  Shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  Delivered: 'bg-green-100 text-green-900 ring-green-300',
  Canceled: 'bg-red-100 text-red-900 ring-red-300',
};

/** An order's status as words on a colour (the colour only repeats what the words say). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BADGE[status],
      )}
    >
      {status}
    </span>
  );
}

/**
 * Where an order is on its way, Pending → Processing → Shipped → Delivered, each step saying in
 * words whether it is done, current or to come; a canceled order says so instead.
 */
export function OrderProgress({ status }: { status: OrderStatus }) {
  if (status === 'Canceled') {
    return (
      <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <span aria-hidden="true">✕ </span>This order was canceled. It will not be delivered.
      </p>
    );
  }
  const current = ORDER_STEPS.indexOf(status);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1">
      {ORDER_STEPS.map((step, i) => {
        const done = i < current || (i === current && step === 'Delivered');
        const here = i === current;
        return (
          <li
            key={step}
            aria-current={here ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center text-xs sm:text-sm"
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
            <span className={cx(here ? 'font-semibold text-stone-900' : 'text-stone-600')}>{step}</span>
            <span className="sr-only">{done ? '(done)' : here ? '(current step)' : '(to come)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
