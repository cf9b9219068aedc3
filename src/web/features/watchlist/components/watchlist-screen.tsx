import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../contract/catalogue';
import type { WatchlistEntry } from '../../../../contract/watchlist';
import { href, paths } from '../../../app/paths';
import {
  Button,
  buttonClass,
  type Column,
  EmptyState,
  Input,
  ItemName,
  NoUserAlert,
  QueryState,
  Table,
  PhoneOrWide,
} from '../../../components/ui';
import { ApiError, errorMessage, showFieldErrors } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteWatchlistItem } from '../api/delete-watchlist-item';
import { useUpdateWatchlist } from '../api/update-watchlist';
import { useWatchlist } from '../api/watchlist';
import { useThresholdForm } from '../forms';
import { thresholdMessage } from '../messages';

/** The item's name as the shopper reads it (in the app's language when it has one), for labels. */
const nameOf = (e: WatchlistEntry) => e.watchlistItem.product.localName ?? e.watchlistItem.product.name;

function ProductLink({ entry }: { entry: WatchlistEntry }) {
  return (
    <Link to={href(paths.product, { productId: entry.watchlistItem.productId })} className="font-medium underline">
      <ItemName product={entry.watchlistItem.product} />
    </Link>
  );
}

/** Today's price, with a badge when it is at or below the threshold. */
function CurrentPrice({ entry }: { entry: WatchlistEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      {formatPrice(entry.currentPrice)}
      {entry.thresholdMet && (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          <Trans>Threshold met</Trans>
        </span>
      )}
    </span>
  );
}

/** The threshold and its Edit button, or, while editing, the new threshold with Save and Cancel. */
function Threshold({ entry }: { entry: WatchlistEntry }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateWatchlist();
  const { t } = useLingui();
  // The field's messages follow the language.
  const { _ } = useLinguiContext();
  const shown = useRef<HTMLSpanElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useThresholdForm();
  const { ref, ...thresholdField } = register('thresholdPrice');
  // Focus follows the change: into the field on Edit, back to Edit when the field goes.
  const [focusEdit, setFocusEdit] = useState(false);
  useEffect(() => {
    if (editing) field.current?.focus();
    else if (focusEdit) shown.current?.querySelector('button')?.focus();
  }, [editing, focusEdit]);

  const close = () => {
    setEditing(false);
    setFocusEdit(true);
  };
  const name = nameOf(entry);

  if (!editing) {
    return (
      <span ref={shown} className="inline-flex flex-wrap items-center justify-end gap-2">
        {formatPrice(entry.watchlistItem.thresholdPrice)}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            reset({ thresholdPrice: String(entry.watchlistItem.thresholdPrice) });
            setEditing(true);
          }}
        >
          <Trans>
            Edit<span className="sr-only"> threshold of {name}</span>
          </Trans>
        </Button>
      </span>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-wrap items-start justify-end gap-2 text-left"
      onKeyDown={(e) => e.key === 'Escape' && close()}
      onSubmit={(e) =>
        void handleSubmit(({ thresholdPrice }) =>
          update.mutateAsync({ id: entry.watchlistItem.id, thresholdPrice }).then(
            () => {
              toast.success(t`Threshold saved.`, { duration: 3000 });
              close();
            },
            (err: unknown) => {
              const message = showFieldErrors(err, ['thresholdPrice'], setError);
              // Field errors are shown on the field; anything else (a 404, a lost connection) too.
              if (!(err instanceof ApiError && err.errors.length)) setError('thresholdPrice', { message });
            },
          ),
        )(e)
      }
    >
      <Input
        label={t`New threshold for ${name} (N)`}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        className="w-40 [&_label]:sr-only"
        ref={(el) => {
          ref(el);
          field.current = el;
        }}
        {...thresholdField}
        error={thresholdMessage(_, formState.errors.thresholdPrice?.message)}
      />
      <Button type="submit" size="sm" className="h-10" loading={update.isPending}>
        <Trans>Save</Trans>
      </Button>
      <Button variant="secondary" size="sm" className="h-10" onClick={close}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}

function DeleteButton({ entry }: { entry: WatchlistEntry }) {
  const remove = useDeleteWatchlistItem();
  const { t } = useLingui();
  const name = nameOf(entry);
  return (
    <Button
      variant="danger"
      size="sm"
      loading={remove.isPending}
      onClick={(event) => {
        // The row takes its focused button with it: focus goes to the screen's heading, not the page's top.
        const heading = event.currentTarget.closest('section')?.querySelector('h1');
        // Told through the promise, not mutate's callbacks: the row (and this button) is gone by the
        // time the server's answer is settled, and a callback of mutate is dropped with its button.
        remove.mutateAsync(entry.watchlistItem.id).then(
          () => {
            toast.success(t`Removed from your watchlist.`, { duration: 3000 });
            heading?.focus();
          },
          (err: unknown) => toast.error(errorMessage(err), { title: t`ERROR`, duration: 5000 }),
        );
      }}
    >
      <Trans>
        Delete<span className="sr-only"> {name}</span>
      </Trans>
    </Button>
  );
}

/** The spec's columns plus Current Price, headed in the active language; `priceNote` goes under today's price. */
function useColumns(priceNote: (e: WatchlistEntry) => ReactNode): Column<WatchlistEntry>[] {
  const { t } = useLingui();
  return [
    { header: t`Product Name`, cell: (e) => <ProductLink entry={e} /> },
    { header: t`Previous Price`, numeric: true, cell: (e) => formatPrice(e.watchlistItem.previousPrice) },
    {
      header: t`Current Price`,
      numeric: true,
      cell: (e) => (
        <>
          <CurrentPrice entry={e} />
          {priceNote(e)}
        </>
      ),
    },
    { header: t`Market`, cell: (e) => e.marketName },
    { header: t`Threshold Price`, numeric: true, cell: (e) => <Threshold entry={e} /> },
    { header: t`Actions`, cell: (e) => <DeleteButton entry={e} /> },
  ];
}

/**
 * My Watchlist (spec §2): the products the shopper watches, their prices and thresholds. Under
 * today's price, what people paid for it (`paidRange`, given by the app: shoppers' reports).
 */
export function WatchlistScreen({
  paidRange,
}: {
  paidRange?: (product: Product, shown: readonly Product[]) => ReactNode;
}) {
  const watchlist = useWatchlist();
  const products = watchlist.data?.map((e) => e.watchlistItem.product) ?? [];
  const priceNote = (e: WatchlistEntry) => paidRange?.(e.watchlistItem.product, products);
  const columns = useColumns(priceNote);
  const { userId } = useSession();
  const { t } = useLingui();
  return (
    <section>
      <h1 tabIndex={-1} className="text-2xl font-bold">
        <Trans>My Watchlist</Trans>
      </h1>
      {!userId ? (
        <NoUserAlert />
      ) : (
        <QueryState
          query={watchlist}
          loading={t`Loading your watchlist`}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="mt-4">
              <EmptyState title={t`Your watchlist is empty.`}>
                <p>
                  <Trans>Set a threshold price on a product and we tell you when it is time to buy.</Trans>
                </p>
                <Link to={paths.markets} className={buttonClass('primary', 'md', 'mt-3')}>
                  <Trans>Browse markets</Trans>
                </Link>
              </EmptyState>
            </div>
          }
        >
          {(list) => (
            <>
              {/* A phone gets one card per product; wider screens the spec's table. */}
              <PhoneOrWide
                className="mt-4"
                phone={
                  <ul className="space-y-3" aria-label={t`Products you watch`}>
                    {list.map((e) => (
                      <li key={e.watchlistItem.id} className="rounded-xl border border-stone-200 bg-white p-3">
                        <div className="flex items-start justify-between gap-2">
                          <ProductLink entry={e} />
                          <DeleteButton entry={e} />
                        </div>
                        <p className="text-sm text-stone-700">{e.marketName}</p>
                        <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
                          <dt className="text-stone-600">
                            <Trans>Previous Price</Trans>
                          </dt>
                          <dd className="text-right tabular-nums">{formatPrice(e.watchlistItem.previousPrice)}</dd>
                          <dt className="text-stone-600">
                            <Trans>Current Price</Trans>
                          </dt>
                          <dd className="text-right tabular-nums">
                            <CurrentPrice entry={e} />
                            {priceNote(e)}
                          </dd>
                          <dt className="text-stone-600">
                            <Trans>Threshold Price</Trans>
                          </dt>
                          <dd className="text-right tabular-nums">
                            <Threshold entry={e} />
                          </dd>
                        </dl>
                      </li>
                    ))}
                  </ul>
                }
                wide={
                  <Table
                    columns={columns}
                    rows={list}
                    rowKey={(e) => e.watchlistItem.id}
                    caption={t`Products you watch`}
                  />
                }
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
