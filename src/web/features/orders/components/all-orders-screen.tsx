import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { NEXT_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../../contract/orders.constants';
import { href, paths } from '../../../app/paths';
import {
  Button,
  buttonClass,
  type Column,
  EmptyState,
  Pagination,
  QueryState,
  Select,
  Table,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice, lagosDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAllOrders } from '../api/all-orders';
import { useUpdateOrder } from '../api/update-order';
import { isOrderStatus } from '../status';
import { StatusBadge, useStatusName } from './order-status';

const PAGE_SIZE = 20;

/** Moves one order to a status its state allows; the server's refusal (409) is shown as it says it. */
function StatusControl({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const [next, setNext] = useState<OrderStatus | ''>('');
  const selectId = useId();
  const { t } = useLingui();
  const name = useStatusName();
  const choices = NEXT_STATUSES[order.status];
  const id = order.orderId;
  if (choices.length === 0)
    return (
      <span className="text-xs text-stone-600">
        <Trans>No further changes</Trans>
      </span>
    );
  return (
    // relative: keeps the hidden label inside the table's scroll box (else it widens the page on a phone).
    <form
      className="relative flex items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!next) return;
        // mutateAsync: the answer is shown even if the row has re-rendered away meanwhile.
        try {
          const saved = await update.mutateAsync({ orderId: order.orderId, status: next });
          setNext('');
          const status = name(saved.status);
          toast.success(t`The order is now ${status}.`, { title: t`SUCCESS` });
        } catch (err) {
          toast.error(errorMessage(err), { title: t`ERROR`, duration: 5000 });
        }
      }}
    >
      <label htmlFor={selectId} className="sr-only">
        <Trans>New status of order {id}</Trans>
      </label>
      <select
        id={selectId}
        value={next}
        onChange={(e) => setNext(e.target.value as OrderStatus | '')}
        className="h-8 rounded-lg border border-stone-300 bg-white px-2 text-sm focus:outline-2 focus:outline-brand-600"
      >
        <option value="">{t`Change to…`}</option>
        {choices.map((s) => (
          <option key={s} value={s}>
            {name(s)}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" disabled={!next} loading={update.isPending}>
        <Trans>Update</Trans>
        <span className="sr-only">
          {' '}
          <Trans comment="After Update: what it updates, read by screen readers">status of order {id}</Trans>
        </span>
      </Button>
    </form>
  );
}

const address = (text: string) => <span className="block max-w-48 min-w-36 break-words">{text}</span>;

function useColumns(): Column<Order>[] {
  const { t } = useLingui();
  return [
    { header: t`Order ID`, cell: (o) => <span className="block w-36 font-mono text-xs break-all">{o.orderId}</span> },
    {
      header: t`Order Date`,
      cell: (o) => (
        <time dateTime={o.orderDate} className="whitespace-nowrap tabular-nums">
          {lagosDateTime(o.orderDate)}
        </time>
      ),
    },
    { header: t`Total Price`, numeric: true, cell: (o) => formatPrice(o.totalPrice) },
    {
      header: t`Status`,
      cell: (o) => (
        <div className="flex flex-col items-start gap-2">
          <StatusBadge status={o.status} />
          <StatusControl order={o} />
        </div>
      ),
    },
    { header: t`Billing Address`, cell: (o) => address(o.billingAddress) },
    { header: t`Shipping Address`, cell: (o) => address(o.shippingAddress) },
    {
      header: t`Action`,
      cell: ({ orderId }) => (
        <Link to={href(paths.order, { orderId })} className={buttonClass('secondary', 'sm', 'relative')}>
          <Trans>View</Trans>
          <span className="sr-only">
            {' '}
            <Trans comment="After View: which order it opens, read by screen readers">order {orderId}</Trans>
          </span>
        </Link>
      ),
    },
  ];
}

/** "3 orders", or "3 orders with status Pending" when a status is chosen. */
function OrderCount({ total, statusName }: { total: number; statusName: string | undefined }) {
  const { t } = useLingui();
  return statusName
    ? t`${plural(total, { one: `# order with status ${statusName}`, other: `# orders with status ${statusName}` })}`
    : t`${plural(total, { one: '# order', other: '# orders' })}`;
}

/**
 * All orders (spec §2, admin): every order a page at a time, filtered by status, each with its
 * status control and a View link. The page and filter live in the address, so Back returns to them.
 */
export function AllOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const orders = useAllOrders({ page, pageSize: PAGE_SIZE, status });
  const { t } = useLingui();
  const name = useStatusName();
  const columns = useColumns();
  const statusName = status && name(status);

  const show = (next: { page?: number; status?: OrderStatus | undefined }) => {
    const search = new URLSearchParams();
    const s = 'status' in next ? next.status : status;
    if (s) search.set('status', s);
    const p = next.page ?? 1;
    if (p > 1) search.set('page', String(p));
    setParams(search);
  };

  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>All orders</Trans>
      </h1>
      <div className="mt-4 max-w-xs">
        <Select
          label={t`Filter by status`}
          value={status ?? ''}
          onChange={(e) => show({ status: isOrderStatus(e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t`All statuses`}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {name(s)}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={orders}
        loading={t`Loading orders`}
        isEmpty={(p) => p.items.length === 0}
        empty={
          <div className="mt-4">
            <EmptyState
              title={statusName ? t`There are no orders with status ${statusName}.` : t`There are no orders yet.`}
            />
          </div>
        }
      >
        {(p) => (
          <>
            <p className="mt-4 text-sm text-stone-600" aria-live="polite">
              <OrderCount total={p.total} statusName={statusName} />
            </p>
            <div className="mt-2">
              <Table columns={columns} rows={p.items} rowKey={(o) => o.orderId} caption={t`All orders`} />
            </div>
            <Pagination page={p.page} totalPages={Math.max(1, p.totalPages)} onPageChange={(n) => show({ page: n })} />
          </>
        )}
      </QueryState>
    </section>
  );
}
