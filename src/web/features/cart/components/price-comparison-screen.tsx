import { useState } from 'react';
import { Link } from 'react-router';
import type { CartComparisonEntry, ProductComparisonEntry, Split } from '../../../../contract/comparison';
import { DEFAULT_COST_PER_KM } from '../../../../contract/comparison';
import { href, paths } from '../../../app/paths';
import {
  Button,
  Card,
  type Column,
  EmptyState,
  Input,
  linkClass,
  QueryState,
  Select,
  Spinner,
  Table,
} from '../../../components/ui';
import { formatPrice, formatTotal, observedOn, unitPriceText } from '../../../lib/format';
import { type Point, rememberedPlace, useDeviceLocation } from '../../../lib/location';
import { useSession } from '../../../lib/session';
import { useBestSplit } from '../api/best-split';
import { useCart } from '../api/cart';
import { useCompareCart } from '../api/compare-cart';
import { useCompareProduct } from '../api/compare-product';

const dateText = (iso: string | null) => (iso ? observedOn(iso) : '—');
const km = (n: number | undefined | null) => (n === undefined || n === null ? '—' : `${n.toFixed(1)} km`);

/** Where trips start: the device, else the area picked on Markets; says which. */
function useStartingPoint(): { at: Point | null; label: string; asking: boolean } {
  const device = useDeviceLocation();
  if (device.state === 'found') return { at: device.at, label: 'your location', asking: false };
  const place = rememberedPlace();
  if (place) return { at: place, label: place.label, asking: false };
  return { at: null, label: '', asking: device.state === 'asking' };
}

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

interface SplitControls {
  maxMarkets: number;
  setMaxMarkets: (n: number) => void;
  costText: string;
  setCostText: (s: string) => void;
  costValid: boolean;
}

/** The panel's choices, and the split they ask for (also shared by the Share action). */
function useSplitControls(userId: string, at: Point | null) {
  const [maxMarkets, setMaxMarkets] = useState(2);
  const [costText, setCostText] = useState(String(DEFAULT_COST_PER_KM));
  const cost = Number(costText);
  const costValid = costText.trim() !== '' && Number.isFinite(cost) && cost >= 0 && cost <= 100_000;
  const split = useBestSplit(userId, at && costValid ? { at, maxMarkets, costPerKm: cost } : null);
  return { controls: { maxMarkets, setMaxMarkets, costText, setCostText, costValid }, split };
}

function BestSplitPanel({
  start,
  controls: { maxMarkets, setMaxMarkets, costText, setCostText, costValid },
  split,
}: {
  start: ReturnType<typeof useStartingPoint>;
  controls: SplitControls;
  split: ReturnType<typeof useBestSplit>;
}) {
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">Best split</h2>
      <p className="mt-1 text-sm text-stone-700">
        The cheapest way to buy your basket from up to {maxMarkets} of the 25 markets nearest {start.label || 'you'},
        with the round trip counted.
      </p>
      <div className="mt-3 grid gap-4 sm:max-w-md sm:grid-cols-2">
        <Select
          label="Markets to visit"
          value={String(maxMarkets)}
          onChange={(e) => setMaxMarkets(Number(e.target.value))}
        >
          <option value="1">1 market</option>
          <option value="2">Up to 2 markets</option>
          <option value="3">Up to 3 markets</option>
        </Select>
        <Input
          label="Trip cost per km (N)"
          inputMode="decimal"
          value={costText}
          onChange={(e) => setCostText(e.target.value)}
          error={costValid ? undefined : 'Enter a number of naira from 0 to 100000.'}
        />
      </div>
      {!start.at ? (
        start.asking ? (
          <Spinner label="Asking for your location" />
        ) : (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">
            Share your location, or pick your state and LGA on{' '}
            <Link to={paths.markets} className="underline">
              Markets
            </Link>
            , to plan the trip.
          </p>
        )
      ) : (
        <QueryState
          query={split}
          loading="Working out the best split"
          error="The best split is not available right now."
        >
          {(s) => <SplitResult split={s} />}
        </QueryState>
      )}
    </Card>
  );
}

function SplitResult({ split }: { split: Split }) {
  if (!split.total)
    return (
      <EmptyState title="No nearby market, or set of markets, sells your whole basket.">
        Try more markets, or remove what is sold only far away.
      </EmptyState>
    );
  return (
    <div className="mt-4">
      <ol className="space-y-3">
        {split.stops.map((stop, n) => (
          <li key={stop.marketId} className="rounded-lg border border-stone-200 p-3">
            <p className="font-semibold">
              {n + 1}. {stop.marketName}{' '}
              <span className="font-normal text-stone-700">· {formatTotal(stop.goodsTotal)}</span>
            </p>
            <ul className="mt-1 text-sm text-stone-700">
              {stop.items.map((i) => (
                <li key={i.cartItemId}>
                  {i.quantity} × {i.name} at {formatPrice(i.price)}
                  {!i.samePack && ' (from another pack size)'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid max-w-md grid-cols-2 gap-y-1 text-sm">
        <dt>Goods</dt>
        <dd className="text-right tabular-nums">{formatTotal(split.total.goodsTotal)}</dd>
        <dt>
          Trip ({split.total.tripKm.toFixed(1)} km at {formatPrice(split.costPerKm)}/km)
        </dt>
        <dd className="text-right tabular-nums">{formatTotal(split.total.tripCost)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatTotal(split.total.grandTotal)}</dd>
      </dl>
      <p className="mt-3 text-sm">
        {split.bestSingle &&
          `Against the best single market (${split.bestSingle.marketName}, ${formatTotal(split.bestSingle.grandTotal)} with its trip): you save ${formatTotal(split.savingsVsBestSingle ?? 0)}. `}
        {split.savingsVsYourCart !== null &&
          `Against your cart as picked (${formatTotal(split.yourCart.grandTotal)} with its trip): you save ${formatTotal(split.savingsVsYourCart)}.`}
      </p>
      {split.unavailable.length > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          No nearby market sells: {split.unavailable.map((u) => u.name).join(', ')}. Not counted above.
        </p>
      )}
    </div>
  );
}

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

function CartComparison({ userId }: { userId: string }) {
  const start = useStartingPoint();
  const compare = useCompareCart(userId, start.at);
  const { controls, split } = useSplitControls(userId, start.at);
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

const productColumns: Column<ProductComparisonEntry>[] = [
  {
    header: 'Market',
    cell: (e) => (
      <Link to={href(paths.product, { productId: e.product.id })} className="font-medium underline">
        {e.product.marketName}
      </Link>
    ),
  },
  {
    header: 'Price (NGN)',
    numeric: true,
    cell: (e) => (
      <span>
        {formatTotal(e.priceForPack)}
        {!e.samePack && (
          <span className="block text-xs text-stone-600">
            {formatPrice(e.product.price)} for {e.product.unit}
          </span>
        )}
      </span>
    ),
  },
  {
    header: 'Unit price',
    numeric: true,
    cell: (e) => unitPriceText(e) ?? '—',
  },
  { header: 'Price date', cell: (e) => dateText(e.product.priceObservedAt) },
  { header: 'Distance', numeric: true, cell: (e) => km(e.distanceKm) },
];

function ProductAcrossMarkets({ productId }: { productId: string }) {
  const start = useStartingPoint();
  const across = useCompareProduct(productId, true, start.at);
  return (
    <QueryState
      query={across}
      loading="Comparing markets"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No market sells this product now." />}
    >
      {(list) => (
        <>
          <p className="mt-4 text-lg">
            <strong>{list[0]!.product.name}</strong> at {list.length} market{list.length === 1 ? '' : 's'}, cheapest
            first.
          </p>
          <ul className="mt-4 space-y-2 md:hidden" aria-label="This product at each market">
            {list.map((e) => (
              <li key={e.product.id} className="rounded-xl border border-stone-200 bg-white p-3">
                <div className="flex items-start justify-between gap-2">
                  {productColumns[0]!.cell(e)}
                  <span className="text-right font-semibold tabular-nums">{productColumns[1]!.cell(e)}</span>
                </div>
                <p className="mt-1 text-xs text-stone-600">
                  {productColumns[2]!.cell(e)} · observed {dateText(e.product.priceObservedAt)}
                  {e.distanceKm !== null && ` · ${km(e.distanceKm)}`}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden md:block">
            <Table
              columns={productColumns}
              rows={list}
              rowKey={(e) => e.product.id}
              caption="This product at each market"
            />
          </div>
        </>
      )}
    </QueryState>
  );
}

/**
 * Price comparison (spec §2): for the shopper's cart id, what the cart costs at each market and
 * the best split; for a product id (from product details), that product across markets.
 */
export function PriceComparisonScreen({ id }: { id: string }) {
  const { signedIn, userId } = useSession();
  const cart = useCart();
  const isCart = signedIn && cart.data?.cartId === id;
  return (
    <section>
      {isCart || (signedIn && cart.isPending) ? (
        <Link to={paths.cart} className={linkClass()}>
          Back to Cart
        </Link>
      ) : (
        <Link to={href(paths.product, { productId: id })} className={linkClass()}>
          Back to the product
        </Link>
      )}
      <h1 className="mt-2 text-2xl font-bold">Price comparison</h1>
      {signedIn && cart.isPending ? (
        <Spinner label="Loading your cart" />
      ) : isCart && userId ? (
        <CartComparison userId={userId} />
      ) : (
        <ProductAcrossMarkets productId={id} />
      )}
    </section>
  );
}
