import { useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../../contract/cart';
import type { CartComparisonEntry, Split } from '../../../../contract/comparison';
import { paths } from '../../../app/paths';
import { Button, Card, type Column, linkClass, QueryState, Spinner, Table } from '../../../components/ui';
import { formatPrice, formatTotal, monthOf } from '../../../lib/format';
import { useCompareCart } from '../api/compare-cart';
import { dateText, km } from '../figures';
import { useStartingPoint } from '../starting-point';
import type { PaidRangeSlot } from '../paid-range-slot';
import { BestSplitPanel, useSplitControls } from './best-split-panel';

/** The comparison as text, for Web Share or WhatsApp. */
function shareText(entries: CartComparisonEntry[], split: Split | undefined): string {
  const [yours, ...markets] = entries;
  const lines = [`My Kasuwa basket: ${formatTotal(yours?.totalPrice ?? 0)} as picked.`];
  const best = markets.find((m) => m.itemsFound === m.itemsTotal);
  if (best)
    lines.push(`Cheapest complete market: ${best.marketName}, ${formatTotal(best.grandTotal ?? best.totalPrice)}.`);
  if (split?.total && split.stops.length)
    lines.push(
      `Best split: ${split.stops.map((s) => s.marketName).join(' → ')}, ${formatTotal(split.total.grandTotal)} with the trip.`,
    );
  return lines.join('\n');
}

function ShareButton({ text }: { text: string }) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (navigator.share) void navigator.share({ title: 'Kasuwa price comparison', text }).catch(() => {});
        else window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
      }}
    >
      Share
    </Button>
  );
}

/** Against Your Cart's price of the same items: what this market saves, or what it costs more; never a negative saving. */
function differenceText(e: CartComparisonEntry): string {
  if ((e.costsMore ?? 0) > 0) return `Costs ${formatTotal(e.costsMore!)} more`;
  if ((e.savings ?? 0) > 0) return `You save ${formatTotal(e.savings!)}`;
  return e.savings === undefined ? '—' : 'Same price';
}

/** How many of its prices are recent (the last 60 days); the others are older, and say so. */
const recentText = (e: CartComparisonEntry) =>
  e.itemsFound === 0 ? 'No current price' : `${e.recentItems} of ${e.itemsFound} prices recent`;

/** The cart items this market has only a price older than six months for: what it asked, and when. */
function LastSeen({ entry }: { entry: CartComparisonEntry }) {
  if (!entry.lastSeen?.length) return null;
  return (
    <span className="block text-xs text-amber-900">
      Last seen: {entry.lastSeen.map((s) => `${s.name} ${formatPrice(s.price)} in ${monthOf(s.observedAt)}`).join('; ')}{' '}
      (not counted)
    </span>
  );
}

const marketColumns = (cheapestId: string | undefined): Column<CartComparisonEntry>[] => [
  {
    header: 'Market',
    cell: (e) => (
      <span>
        <span className="font-medium">{e.marketName}</span>
        {e.marketId === cheapestId && (
          <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            Cheapest complete
          </span>
        )}
        <span className="block text-xs text-stone-600">
          {e.itemsFound} of {e.itemsTotal} items · {recentText(e)}
          {e.missingItems.length > 0 && ` · no ${e.missingItems.join(', ')}`}
          {e.scaledItems.length > 0 && ` · ${e.scaledItems.join(', ')} from another pack size`}
        </span>
        <LastSeen entry={e} />
      </span>
    ),
  },
  { header: 'Goods (NGN)', numeric: true, cell: (e) => formatTotal(e.totalPrice) },
  {
    header: 'With trip (NGN)',
    numeric: true,
    cell: (e) => (e.grandTotal === undefined ? '—' : formatTotal(e.grandTotal)),
  },
  { header: 'Against your cart', numeric: true, cell: differenceText },
  { header: 'Prices as of', cell: (e) => dateText(e.pricesAsOf) },
  { header: 'Distance', numeric: true, cell: (e) => km(e.distanceKm) },
];

const FIRST_MARKETS = 10;

/** The markets' totals: the first ten, then all on request; cards on a phone, the table when wider. */
function MarketTotals({ markets, cheapestId }: { markets: CartComparisonEntry[]; cheapestId: string | undefined }) {
  const [all, setAll] = useState(false);
  const shown = all ? markets : markets.slice(0, FIRST_MARKETS);
  const columns = marketColumns(cheapestId);
  return (
    <>
      <ul className="mt-4 space-y-2 md:hidden" aria-label="What your cart costs at each market">
        {shown.map((e) => (
          <li key={e.marketId} className="rounded-xl border border-stone-200 bg-white p-3">
            <div className="flex items-start justify-between gap-2">
              {columns[0]!.cell(e)}
              <span className="text-right font-semibold tabular-nums">
                {formatTotal(e.totalPrice)}
                {e.grandTotal !== undefined && (
                  <span className="block text-xs font-normal text-stone-600">
                    {formatTotal(e.grandTotal)} with trip
                  </span>
                )}
              </span>
            </div>
            <p className="mt-1 text-xs text-stone-600">
              {differenceText(e)} · Prices as of {dateText(e.pricesAsOf)}
              {e.distanceKm !== undefined && ` · ${km(e.distanceKm)}`}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden md:block">
        <Table
          columns={columns}
          rows={shown}
          rowKey={(e) => e.marketId ?? e.marketName}
          caption="What your cart costs at each market"
        />
      </div>
      {markets.length > FIRST_MARKETS && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_MARKETS}` : `Show all ${markets.length} markets`}
        </Button>
      )}
    </>
  );
}

/** Whether prices older than six months count: off by default (they are shown as last seen). */
function IncludeOldToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="mt-3 flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      Include prices older than 6 months (shown as “last seen”)
    </label>
  );
}

function CartComparison({ userId, cart, paidRange }: { userId: string; cart: Cart; paidRange?: PaidRangeSlot }) {
  const start = useStartingPoint();
  const [includeOld, setIncludeOld] = useState(false);
  const { controls, split, costPerKm } = useSplitControls(userId, cart, start.at, includeOld);
  const compare = useCompareCart(userId, cart, { at: start.at, costPerKm, includeOld });
  return (
    <QueryState query={compare} loading="Comparing markets" error="Error comparing prices. Please try again later.">
      {(entries) => {
        const [yours, ...markets] = entries;
        // The server lists complete markets first, cheapest with the trip first.
        const cheapest = markets.find((m) => m.itemsFound === m.itemsTotal);
        return (
          <>
            <p className="mt-4 text-lg">
              Your Cart Total: <strong>{formatTotal(yours?.totalPrice ?? 0)}</strong>
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {start.at
                ? `Markets within reach of ${start.label}: the 25 nearest, the round trip counted at ${formatPrice(costPerKm)} a km.`
                : 'Every market: share your location, or pick your state on Markets, to count only those within reach and the trip.'}{' '}
              Prices older than 2 months are marked; older than 6 months they are left out unless you include them.
            </p>
            <IncludeOldToggle checked={includeOld} onChange={setIncludeOld} />
            {markets.length === 0 ? (
              <Card className="mt-4">
                <p className="font-semibold">{yours?.marketName}</p>
                <p className="text-2xl font-bold">{formatTotal(yours?.totalPrice ?? 0)}</p>
                <p className="mt-1 text-sm text-stone-700">
                  {start.at ? 'No market within reach sells these items yet.' : 'No market sells these items yet.'}
                </p>
              </Card>
            ) : (
              <>
                {cheapest ? (
                  <p className="mt-2 text-emerald-900">
                    Cheapest complete market{start.at ? ' within reach' : ''}: <strong>{cheapest.marketName}</strong>,{' '}
                    {formatTotal(cheapest.totalPrice)}
                    {cheapest.grandTotal !== undefined &&
                      ` + ${formatTotal(cheapest.tripCost ?? 0)} trip = ${formatTotal(cheapest.grandTotal)}`}
                    {(cheapest.savings ?? 0) > 0 && ` (you save ${formatTotal(cheapest.savings ?? 0)} on the goods)`}.
                  </p>
                ) : (
                  <p className="mt-2 text-stone-800">
                    No market{start.at ? ' within reach' : ''} has a current price for every item: see the best split
                    below.
                  </p>
                )}
                <MarketTotals markets={markets} cheapestId={cheapest?.marketId} />
                <BestSplitPanel start={start} controls={controls} split={split} cart={cart} paidRange={paidRange} />
              </>
            )}
            <div className="mt-4">
              <ShareButton text={shareText(entries, split.data)} />
            </div>
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * Price comparison of the shopper's cart (spec §2): what it costs at each market and the best
 * split. `cart` is undefined while the cart loads.
 */
export function CartComparisonScreen({
  userId,
  cart,
  paidRange,
}: {
  userId: string | null;
  cart: Cart | undefined;
  /** What people paid, under the price of an item the best split buys. */
  paidRange?: PaidRangeSlot;
}) {
  return (
    <section>
      <Link to={paths.cart} className={linkClass()}>
        Back to Cart
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Price comparison</h1>
      {userId && cart ? (
        <CartComparison userId={userId} cart={cart} paidRange={paidRange} />
      ) : (
        <Spinner label="Loading your cart" />
      )}
    </section>
  );
}
