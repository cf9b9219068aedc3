import { useSearchParams } from 'react-router';
import { type PaymentTransaction, PaymentStateSchema, PaymentTypeSchema } from '../../../../contract/payments';
import { PAYMENT_STATES, PAYMENT_TYPES } from '../../../../contract/payments.constants';
import { type Column, cx, EmptyState, Pagination, QueryState, Select, Table } from '../../../components/ui';
import { formatTotal, lagosDateTime } from '../../../lib/format';
import { useTransactions } from '../api/transactions';

const TRANSACTIONS_PAGE_SIZE = 20;

const STATE_NAMES: Record<PaymentTransaction['state'], string> = {
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
  abandoned: 'Abandoned',
  flagged: 'Flagged',
  superseded: 'Superseded',
};

/**
 * Success in green and Failed in red (spec §2: `status` true or false); a payment that has not
 * settled says where it stands instead: Pending or Superseded in grey, Flagged (paid, amount did
 * not match) in amber, Abandoned in red as a failure.
 */
function StatusText({ t }: { t: PaymentTransaction }) {
  if (t.status) return <span className="font-semibold text-green-700">Success</span>;
  if (t.state === 'flagged') {
    return (
      <span className="font-semibold text-amber-800">
        Flagged
        {t.flagReason && <span className="block w-48 text-xs font-normal text-stone-600">{t.flagReason}</span>}
      </span>
    );
  }
  if (t.state === 'pending' || t.state === 'superseded') {
    return <span className="font-semibold text-stone-600">{STATE_NAMES[t.state]}</span>;
  }
  return (
    <span className="font-semibold text-red-700">
      Failed
      {t.state === 'abandoned' && <span className="block text-xs font-normal text-stone-600">Abandoned</span>}
    </span>
  );
}

const text = (value: string | null) => value ?? <span className="text-stone-500">—</span>;

const columns: Column<PaymentTransaction>[] = [
  { header: 'ID', cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.id}</span> },
  { header: 'User ID', cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.userId}</span> },
  { header: 'Email', cell: (t) => <span className="whitespace-nowrap">{t.email}</span> },
  {
    header: 'Amount',
    numeric: true,
    cell: (t) => (
      <span className="whitespace-nowrap">
        {formatTotal(t.amount)}
        {t.refundedAmount !== null && (
          <span className="block text-xs text-stone-600">refunded {formatTotal(t.refundedAmount)}</span>
        )}
      </span>
    ),
  },
  {
    header: 'Transaction Reference',
    cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.transactionReference}</span>,
  },
  { header: 'Status', cell: (t) => <StatusText t={t} /> },
  {
    header: 'Created At',
    cell: (t) => <span className="whitespace-nowrap tabular-nums">{lagosDateTime(t.createdAt)}</span>,
  },
  { header: 'Payment Type', cell: (t) => (t.paymentType === 'product' ? 'Product' : 'Subscription') },
  { header: 'BillingAddress', cell: (t) => <span className="block min-w-40 max-w-64">{text(t.billingAddress)}</span> },
  {
    header: 'ShippingAddress',
    cell: (t) => <span className="block min-w-40 max-w-64">{text(t.shippingAddress)}</span>,
  },
];

/** A positive whole page number from the query, else 1. */
const pageFrom = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * Payment transactions (spec §2, admin): every payment, newest first, filtered by state and type,
 * a page at a time. Filters and page live in the address, so Back and a shared link keep them.
 */
export function PaymentsAdminScreen() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const status = PaymentStateSchema.safeParse(params.get('status')).data;
  const paymentType = PaymentTypeSchema.safeParse(params.get('paymentType')).data;
  const transactions = useTransactions({ page, pageSize: TRANSACTIONS_PAGE_SIZE, status, paymentType });

  const change = (key: 'status' | 'paymentType' | 'page', value: string) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (value) next.set(key, value);
      else next.delete(key);
      // Another filter is another list: start it at its first page.
      if (key !== 'page') next.delete('page');
      return next;
    });

  return (
    <section className="min-w-0">
      <h1 className="text-2xl font-bold">Payment transactions</h1>
      <div className="mt-4 flex flex-wrap gap-4">
        <Select
          label="Status"
          value={status ?? ''}
          onChange={(e) => change('status', e.target.value)}
          className="w-full sm:w-48"
        >
          <option value="">All</option>
          {PAYMENT_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_NAMES[s]}
            </option>
          ))}
        </Select>
        <Select
          label="Payment type"
          value={paymentType ?? ''}
          onChange={(e) => change('paymentType', e.target.value)}
          className="w-full sm:w-48"
        >
          <option value="">All</option>
          {PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'product' ? 'Product' : 'Subscription'}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={transactions}
        loading="Loading payment transactions..."
        // A page past the end (the list shrank meanwhile) keeps its pager, to go back.
        isEmpty={(p) => p.items.length === 0 && p.page <= 1}
        empty={
          <div className="mt-4">
            <EmptyState title="No payment transactions found." />
          </div>
        }
      >
        {(p) => (
          <>
            <p className="mt-4 text-sm text-stone-600" aria-live="polite">
              {p.total} {p.total === 1 ? 'transaction' : 'transactions'}
            </p>
            {/* The table scrolls sideways inside its frame on a phone; the page itself stays put. */}
            <div className={cx('mt-2', transactions.isPlaceholderData && 'opacity-60')}>
              <Table
                columns={columns}
                rows={p.items}
                rowKey={(t) => t.id}
                caption="Payment transactions"
                keyboardScroll
              />
            </div>
            {(p.totalPages > 1 || p.page > 1) && (
              <Pagination
                page={p.page}
                totalPages={p.totalPages}
                onPageChange={(n) => change('page', n === 1 ? '' : String(n))}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
