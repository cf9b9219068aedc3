import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
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
  const { t } = useLingui();
  const place = start.place;
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">
        <Trans>Best split</Trans>
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {place ? (
          <Plural
            value={maxMarkets}
            one={`The cheapest way to buy your basket from one of the 25 markets nearest ${place}, with the round trip counted.`}
            other={`The cheapest way to buy your basket from up to # of the 25 markets nearest ${place}, with the round trip counted.`}
          />
        ) : (
          <Plural
            value={maxMarkets}
            one="The cheapest way to buy your basket from one of the 25 markets nearest you, with the round trip counted."
            other="The cheapest way to buy your basket from up to # of the 25 markets nearest you, with the round trip counted."
          />
        )}
      </p>
      <div className="mt-3 grid gap-4 sm:max-w-md sm:grid-cols-2">
        <Select
          label={t`Markets to visit`}
          value={String(maxMarkets)}
          onChange={(e) => setMaxMarkets(Number(e.target.value))}
        >
          <option value="1">{t`1 market`}</option>
          <option value="2">{t`Up to 2 markets`}</option>
          <option value="3">{t`Up to 3 markets`}</option>
        </Select>
        <Input
          label={t`Trip cost per km (N)`}
          inputMode="decimal"
          value={costText}
          onChange={(e) => setCostText(e.target.value)}
          error={costValid ? undefined : t`Enter a number of naira from 0 to 100000.`}
        />
      </div>
      {!start.at ? (
        start.asking ? (
          <Spinner label={t`Asking for your location`} />
        ) : (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">
            <Trans>
              Share your location, or pick your state and LGA on{' '}
              <Link to={paths.markets} className="underline">
                Markets
              </Link>
              , to plan the trip.
            </Trans>
          </p>
        )
      ) : (
        <QueryState
          query={split}
          loading={t`Working out the best split`}
          error={t`The best split is not available right now.`}
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

/** A line the split buys at a stop: how many, what, at what price. */
function SplitLine({ item, note }: { item: Split['stops'][number]['items'][number]; note: ReactNode }) {
  const { quantity, name } = item;
  const price = formatPrice(item.price);
  return (
    <li>
      {item.samePack ? (
        <Trans>
          {quantity} × {name} at {price}
        </Trans>
      ) : (
        <Trans>
          {quantity} × {name} at {price} (from another pack size)
        </Trans>
      )}
      {note}
    </li>
  );
}

/** What the split saves: against the best single market, and against the cart as picked. */
function Savings({ split }: { split: Split }) {
  const best = split.bestSingle;
  const market = best?.marketName;
  const bestTotal = best && formatTotal(best.grandTotal);
  const saving = formatTotal(split.savingsVsBestSingle ?? 0);
  const yourTotal = formatTotal(split.yourCart.grandTotal);
  const yourSaving = formatTotal(split.savingsVsYourCart ?? 0);
  return (
    <p className="mt-3 text-sm">
      {best && (
        <Trans>
          Against the best single market ({market}, {bestTotal} with its trip): you save {saving}.
        </Trans>
      )}
      {best && split.savingsVsYourCart !== null && ' '}
      {split.savingsVsYourCart !== null && (
        <Trans>
          Against your cart as picked ({yourTotal} with its trip): you save {yourSaving}.
        </Trans>
      )}
    </p>
  );
}

function SplitResult({ split, cart, paidRange }: { split: Split; cart: Cart; paidRange?: PaidRangeSlot }) {
  const { t } = useLingui();
  const bought = itemsBought(split, cart);
  const shown = [...bought.values()];
  const priceNote = (marketId: string, cartItemId: string) => {
    const item = bought.get(`${marketId}:${cartItemId}`);
    return item && paidRange?.(item, shown);
  };
  if (!split.total)
    return (
      <EmptyState title={t`No nearby market, or set of markets, sells your whole basket.`}>
        <Trans>Try more markets, or remove what is sold only far away.</Trans>
      </EmptyState>
    );
  const tripKm = split.total.tripKm.toFixed(1);
  const perKm = formatPrice(split.costPerKm);
  const missing = split.unavailable.map((u) => u.name).join(', ');
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
                <SplitLine key={i.cartItemId} item={i} note={priceNote(stop.marketId, i.cartItemId)} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid max-w-md grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
        <dt>
          <Trans>Goods</Trans>
        </dt>
        <dd className="text-right tabular-nums">{formatTotal(split.total.goodsTotal)}</dd>
        <dt>
          <Trans>
            Trip ({tripKm} km at {perKm}/km)
          </Trans>
        </dt>
        <dd className="text-right tabular-nums">{formatTotal(split.total.tripCost)}</dd>
        <dt className="font-semibold">
          <Trans>Total</Trans>
        </dt>
        <dd className="text-right font-semibold tabular-nums">{formatTotal(split.total.grandTotal)}</dd>
      </dl>
      <Savings split={split} />
      {split.unavailable.length > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>No nearby market sells: {missing}. Not counted above.</Trans>
        </p>
      )}
    </div>
  );
}
