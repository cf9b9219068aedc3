import { useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../../contract/cart';
import type { Split } from '../../../../contract/comparison';
import { DEFAULT_COST_PER_KM } from '../../../../contract/comparison.constants';
import { paths } from '../../../app/paths';
import { Card, EmptyState, Input, QueryState, Select, Spinner } from '../../../components/ui';
import { formatPrice, formatTotal } from '../../../lib/format';
import type { Point } from '../../../lib/location';
import { useBestSplit } from '../api/best-split';
import type { PaidRangeSlot } from '../paid-range-slot';
import type { StartingPoint } from '../starting-point';

interface SplitControls {
  maxMarkets: number;
  setMaxMarkets: (n: number) => void;
  costText: string;
  setCostText: (s: string) => void;
  costValid: boolean;
}

/**
 * The panel's choices, and the split they ask for (also shared by the Share action); the trip cost
 * and whether old prices count are the comparison's too.
 */
export function useSplitControls(userId: string, cart: Cart, at: Point | null, includeOld: boolean) {
  const [maxMarkets, setMaxMarkets] = useState(2);
  const [costText, setCostText] = useState(String(DEFAULT_COST_PER_KM));
  const cost = Number(costText);
  const costValid = costText.trim() !== '' && Number.isFinite(cost) && cost >= 0 && cost <= 100_000;
  const split = useBestSplit(userId, cart, at && costValid ? { at, maxMarkets, costPerKm: cost, includeOld } : null);
  return {
    controls: { maxMarkets, setMaxMarkets, costText, setCostText, costValid },
    split,
    costPerKm: costValid ? cost : DEFAULT_COST_PER_KM,
  };
}

/** The best split of the basket over up to three nearby markets, with the trip's cost counted. */
export function BestSplitPanel({
  start,
  controls: { maxMarkets, setMaxMarkets, costText, setCostText, costValid },
  split,
  cart,
  paidRange,
}: {
  start: StartingPoint;
  controls: SplitControls;
  split: ReturnType<typeof useBestSplit>;
  cart: Cart;
  /** Under the price of an item bought in the cart's own pack. */
  paidRange?: PaidRangeSlot;
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
          {(s) => <SplitResult split={s} cart={cart} paidRange={paidRange} />}
        </QueryState>
      )}
    </Card>
  );
}

/**
 * The market and item of each line the split buys in the cart's own pack (the product there is of
 * the cart item's item), by stop and cart item; a line from another pack size has none.
 */
function itemsBought(split: Split, cart: Cart) {
  const itemOf = new Map(cart.items.map((i) => [i.cartItemId, i.product.commodityId]));
  const bought = new Map<string, { marketId: string; commodityId: string }>();
  for (const stop of split.stops)
    for (const i of stop.items) {
      const commodityId = itemOf.get(i.cartItemId);
      if (i.samePack && commodityId)
        bought.set(`${stop.marketId}:${i.cartItemId}`, { marketId: stop.marketId, commodityId });
    }
  return bought;
}

function SplitResult({ split, cart, paidRange }: { split: Split; cart: Cart; paidRange?: PaidRangeSlot }) {
  const bought = itemsBought(split, cart);
  const shown = [...bought.values()];
  const priceNote = (marketId: string, cartItemId: string) => {
    const item = bought.get(`${marketId}:${cartItemId}`);
    return item && paidRange?.(item, shown);
  };
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
                  {priceNote(stop.marketId, i.cartItemId)}
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
