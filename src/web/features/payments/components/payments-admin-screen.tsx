import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { type PaymentTransaction, PaymentStateSchema, PaymentTypeSchema } from '../../../../contract/payments';
import { PAYMENT_STATES, PAYMENT_TYPES } from '../../../../contract/payments.constants';
import { type Column, cx, EmptyState, Pagination, QueryState, Select, Table } from '../../../components/ui';
import { formatTotal, lagosDateTime } from '../../../lib/format';
import { useTransactions } from '../api/transactions';

const TRANSACTIONS_PAGE_SIZE = 20;
/** The address's page parameter. */
const PAGE = 'page' as const;

const STATE_NAMES: Record<PaymentTransaction['state'], MessageDescriptor> = {
  pending: msg({ message: 'Pending', comment: "A payment's state: not settled yet" }),
  success: msg({ message: 'Success', comment: "A payment's state: paid" }),
  failed: msg({ message: 'Failed', comment: "A payment's state: not paid" }),
  abandoned: msg({ message: 'Abandoned', comment: "A payment's state: the payer left without paying" }),
  flagged: msg({ message: 'Flagged', comment: "A payment's state: paid, but the amount did not match" }),
  superseded: msg({ message: 'Superseded', comment: "A payment's state: replaced by a newer checkout" }),
};

const TYPE_NAMES: Record<PaymentTransaction['paymentType'], MessageDescriptor> = {
  product: msg({ message: 'Product', comment: 'A payment for the goods of an order' }),
  subscription: msg({ message: 'Subscription', comment: 'A payment for a subscription plan' }),
};

/**
 * Success in green and Failed in red (spec §2: `status` true or false); a payment that has not
 * settled says where it stands instead: Pending or Superseded in grey, Flagged (paid, amount did
 * not match) in amber, Abandoned in red as a failure.
 */
function StatusText({ t: payment }: { t: PaymentTransaction }) {
  const { i18n } = useLingui();
  const name = (state: PaymentTransaction['state']) => i18n._(STATE_NAMES[state]);
  const { success, flagged, failed, abandoned } = STATE_NAMES;
  if (payment.status) return <span className="font-semibold text-green-700">{i18n._(success)}</span>;
  if (payment.state === 'flagged') {
    return (
      <span className="font-semibold text-amber-800">
        {i18n._(flagged)}
        {payment.flagReason && (
          <span className="block w-48 text-xs font-normal text-stone-600">{payment.flagReason}</span>
        )}
      </span>
    );
  }
  if (payment.state === 'pending' || payment.state === 'superseded') {
    return <span className="font-semibold text-stone-600">{name(payment.state)}</span>;
  }
  return (
    <span className="font-semibold text-red-700">
      {i18n._(failed)}
      {payment.state === 'abandoned' && (
        <span className="block text-xs font-normal text-stone-600">{i18n._(abandoned)}</span>
      )}
    </span>
  );
}

const text = (value: string | null) => value ?? <span className="text-stone-500">—</span>;

function useColumns(): Column<PaymentTransaction>[] {
  const { t, i18n } = useLingui();
  return [
    {
      header: t({ message: 'ID', comment: "A payment's id" }),
      cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.id}</span>,
    },
    { header: t`User ID`, cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.userId}</span> },
    { header: t`Email`, cell: (t) => <span className="whitespace-nowrap">{t.email}</span> },
    {
      header: t`Amount`,
      numeric: true,
      cell: (t) => (
        <span className="whitespace-nowrap">
          {formatTotal(t.amount)}
          {t.refundedAmount !== null && <Refunded amount={t.refundedAmount} />}
        </span>
      ),
    },
    {
      header: t`Transaction Reference`,
      cell: (t) => <span className="font-mono text-xs whitespace-nowrap">{t.transactionReference}</span>,
    },
    { header: t`Status`, cell: (t) => <StatusText t={t} /> },
    {
      header: t`Created At`,
      cell: (t) => <span className="whitespace-nowrap tabular-nums">{lagosDateTime(t.createdAt)}</span>,
    },
    { header: t`Payment Type`, cell: (p) => i18n._(TYPE_NAMES[p.paymentType]) },
    {
      header: t`BillingAddress`,
      cell: (t) => <span className="block min-w-40 max-w-64">{text(t.billingAddress)}</span>,
    },
    {
      header: t`ShippingAddress`,
      cell: (t) => <span className="block min-w-40 max-w-64">{text(t.shippingAddress)}</span>,
    },
  ];
}

function Refunded({ amount }: { amount: number }) {
  const refunded = formatTotal(amount);
  return (
    <span className="block text-xs text-stone-600">
      <Trans comment="Under a payment's amount: how much of it went back">refunded {refunded}</Trans>
    </span>
  );
}

function TransactionCount({ total }: { total: number }) {
  const { t } = useLingui();
  return t`${plural(total, { one: '# transaction', other: '# transactions' })}`;
}

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
  const { t, i18n } = useLingui();
  const columns = useColumns();

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
      <h1 className="text-2xl font-bold">
        <Trans>Payment transactions</Trans>
      </h1>
      <div className="mt-4 flex flex-wrap gap-4">
        <Select
          label={t`Status`}
          value={status ?? ''}
          onChange={(e) => change('status', e.target.value)}
          className="w-full sm:w-48"
        >
          <option value="">{t({ message: 'All', comment: 'No filter: every state' })}</option>
          {PAYMENT_STATES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATE_NAMES[s])}
            </option>
          ))}
        </Select>
        <Select
          label={t`Payment type`}
          value={paymentType ?? ''}
          onChange={(e) => change('paymentType', e.target.value)}
          className="w-full sm:w-48"
        >
          <option value="">{t({ message: 'All', comment: 'No filter: every state' })}</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(TYPE_NAMES[type])}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={transactions}
        loading={t`Loading payment transactions...`}
        // A page past the end (the list shrank meanwhile) keeps its pager, to go back.
        isEmpty={(p) => p.items.length === 0 && p.page <= 1}
        empty={
          <div className="mt-4">
            <EmptyState title={t`No payment transactions found.`} />
          </div>
        }
      >
        {(p) => (
          <>
            <p className="mt-4 text-sm text-stone-600" aria-live="polite">
              <TransactionCount total={p.total} />
            </p>
            {/* The table scrolls sideways inside its frame on a phone; the page itself stays put. */}
            <div className={cx('mt-2', transactions.isPlaceholderData && 'opacity-60')}>
              <Table
                columns={columns}
                rows={p.items}
                rowKey={(t) => t.id}
                caption={t`Payment transactions`}
                keyboardScroll
              />
            </div>
            {(p.totalPages > 1 || p.page > 1) && (
              <Pagination
                page={p.page}
                totalPages={p.totalPages}
                onPageChange={(n) => change(PAGE, n === 1 ? '' : String(n))}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
