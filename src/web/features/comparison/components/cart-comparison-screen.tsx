import { useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../../contract/cart';
import type { CartComparisonEntry, Split } from '../../../../contract/comparison';
import { paths } from '../../../app/paths';
import { Button, Card, type Column, linkClass, QueryState, Spinner, Table } from '../../../components/ui';
import { formatTotal } from '../../../lib/format';
import { useCompareCart } from '../api/compare-cart';
import { dateText, km } from '../figures';
import { useStartingPoint } from '../starting-point';
import { BestSplitPanel, useSplitControls } from './best-split-panel';

/** The comparison as text, for Web Share or WhatsApp. */
function shareText(entries: CartComparisonEntry[], split: Split | undefined): string {
  const [yours, ...markets] = entries;
  const lines = [`My Kasuwa basket: ${formatTotal(yours?.totalPrice ?? 0)} as picked.`];
  const best = markets.find((m) => m.itemsFound === m.itemsTotal);
  if (best) lines.push(`Cheapest complete market: ${best.marketName}, ${formatTotal(best.totalPrice)}.`);
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
          {e.itemsFound} of {e.itemsTotal} items
          {e.missingItems.length > 0 && ` · no ${e.missingItems.join(', ')}`}
          {e.scaledItems.length > 0 && ` · ${e.scaledItems.join(', ')} from another pack size`}
        </span>
      </span>
    ),
  },
  { header: 'Total Price (NGN)', numeric: true, cell: (e) => formatTotal(e.totalPrice) },
  {
    header: 'You save',
    numeric: true,
    cell: (e) => (e.savings === undefined ? '—' : formatTotal(e.savings)),
  },
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
              <span className="font-semibold tabular-nums">{formatTotal(e.totalPrice)}</span>
            </div>
            <p className="mt-1 text-xs text-stone-600">
              {e.savings !== undefined && `You save ${formatTotal(e.savings)} · `}
              Prices as of {dateText(e.pricesAsOf)}
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

function CartComparison({ userId, cart }: { userId: string; cart: Cart }) {
  const start = useStartingPoint();
  const compare = useCompareCart(userId, cart, start.at);
  const { controls, split } = useSplitControls(userId, cart, start.at);
  return (
    <QueryState query={compare} loading="Comparing markets" error="Error comparing prices. Please try again later.">
      {(entries) => {
        const [yours, ...markets] = entries;
        const cheapest = markets.find((m) => m.itemsFound === m.itemsTotal);
        return (
          <>
            <p className="mt-4 text-lg">
              Your Cart Total: <strong>{formatTotal(yours?.totalPrice ?? 0)}</strong>
            </p>
            {markets.length === 0 ? (
              <Card className="mt-4">
                <p className="font-semibold">{yours?.marketName}</p>
                <p className="text-2xl font-bold">{formatTotal(yours?.totalPrice ?? 0)}</p>
                <p className="mt-1 text-sm text-stone-700">No market sells these items yet.</p>
              </Card>
            ) : (
              <>
                {cheapest && (
                  <p className="mt-2 text-emerald-900">
                    Cheapest complete market: <strong>{cheapest.marketName}</strong>, {formatTotal(cheapest.totalPrice)}
                    {(cheapest.savings ?? 0) > 0 && ` (you save ${formatTotal(cheapest.savings ?? 0)})`}.
                  </p>
                )}
                <MarketTotals markets={markets} cheapestId={cheapest?.marketId} />
                <BestSplitPanel start={start} controls={controls} split={split} />
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
export function CartComparisonScreen({ userId, cart }: { userId: string | null; cart: Cart | undefined }) {
  return (
    <section>
      <Link to={paths.cart} className={linkClass()}>
        Back to Cart
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Price comparison</h1>
      {userId && cart ? <CartComparison userId={userId} cart={cart} /> : <Spinner label="Loading your cart" />}
    </section>
  );
}
