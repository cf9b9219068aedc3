import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../../contract/cart';
import type { CartComparisonEntry, Split } from '../../../../contract/comparison';
import { paths } from '../../../app/paths';
import { Button, Card, type Column, linkClass, QueryState, Spinner, Table, PhoneOrWide } from '../../../components/ui';
import { formatPrice, formatTotal, monthOf } from '../../../lib/format';
import { useCompareCart } from '../api/compare-cart';
import { dateText, km } from '../figures';
import { useStartingPoint } from '../starting-point';
import type { PaidRangeSlot } from '../paid-range-slot';
import { BestSplitPanel, useSplitControls } from './best-split-panel';

/** The comparison as text in the active language, for Web Share or WhatsApp. */
function shareText(i18n: I18n, entries: CartComparisonEntry[], split: Split | undefined): string {
  const [yours, ...markets] = entries;
  const picked = formatTotal(yours?.totalPrice ?? 0);
  const lines = [i18n._(msg`My Kasuwa basket: ${picked} as picked.`)];
  const best = markets.find((m) => m.itemsFound === m.itemsTotal);
  if (best) {
    const market = best.marketName;
    const total = formatTotal(best.grandTotal ?? best.totalPrice);
    lines.push(i18n._(msg`Cheapest complete market: ${market}, ${total}.`));
  }
  if (split?.total && split.stops.length) {
    const stops = split.stops.map((s) => s.marketName).join(' → ');
    const total = formatTotal(split.total.grandTotal);
    lines.push(i18n._(msg`Best split: ${stops}, ${total} with the trip.`));
  }
  return lines.join('\n');
}

function ShareButton({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (navigator.share) void navigator.share({ title: t`Kasuwa price comparison`, text }).catch(() => {});
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an address and a window's options, not texts
        else window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
      }}
    >
      <Trans>Share</Trans>
    </Button>
  );
}

/** Against Your Cart's price of the same items: what this market saves, or what it costs more; never a negative saving. */
function differenceText(i18n: I18n, e: CartComparisonEntry): string {
  if ((e.costsMore ?? 0) > 0) {
    const amount = formatTotal(e.costsMore!);
    return i18n._(msg`Costs ${amount} more`);
  }
  if ((e.savings ?? 0) > 0) {
    const amount = formatTotal(e.savings!);
    return i18n._(msg`You save ${amount}`);
  }
  return e.savings === undefined ? '—' : i18n._(msg`Same price`);
}

/** How many of its prices are recent (the last 60 days); the others are older, and say so. */
function recentText(i18n: I18n, e: CartComparisonEntry): string {
  if (e.itemsFound === 0) return i18n._(msg`No current price`);
  const { recentItems: recent, itemsFound: found } = e;
  return i18n._(msg`${plural(found, { one: `${recent} of # price recent`, other: `${recent} of # prices recent` })}`);
}

/** The cart items this market has only a price older than six months for: what it asked, and when. */
function LastSeen({ entry }: { entry: CartComparisonEntry }) {
  const { t } = useLingui();
  if (!entry.lastSeen?.length) return null;
  const seen = entry.lastSeen
    .map(({ name, price, observedAt }) => {
      const [asked, month] = [formatPrice(price), monthOf(observedAt)];
      return t({ message: `${name} ${asked} in ${month}`, comment: 'An item, its price and the month it was seen' });
    })
    .join('; ');
  return (
    <span className="block text-xs text-amber-900">
      <Trans>Last seen: {seen} (not counted)</Trans>
    </span>
  );
}

/** What a market has of the cart: how many items, how many prices recent, what it lacks or sells in another pack. */
function ItemsFound({ entry: e }: { entry: CartComparisonEntry }) {
  const { i18n, t } = useLingui();
  const { itemsFound: found, itemsTotal: total } = e;
  const recent = recentText(i18n, e);
  const missing = e.missingItems.join(', ');
  const scaled = e.scaledItems.join(', ');
  return (
    <span className="block text-xs text-stone-600">
      {t`${plural(total, { one: `${found} of # item`, other: `${found} of # items` })}`} · {recent}
      {e.missingItems.length > 0 &&
        ` · ${t({ message: `no ${missing}`, comment: 'The items of the cart a market does not sell: “no rice, beans”' })}`}
      {e.scaledItems.length > 0 && ` · ${t`${scaled} from another pack size`}`}
    </span>
  );
}

function useMarketColumns(cheapestId: string | undefined): Column<CartComparisonEntry>[] {
  const { i18n, t } = useLingui();
  return [
    {
      header: t`Market`,
      cell: (e) => (
        <span className="min-w-0">
          <span className="font-medium">{e.marketName}</span>
          {e.marketId === cheapestId && (
            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              <Trans>Cheapest complete</Trans>
            </span>
          )}
          <ItemsFound entry={e} />
          <LastSeen entry={e} />
        </span>
      ),
    },
    { header: t`Goods (NGN)`, numeric: true, cell: (e) => formatTotal(e.totalPrice) },
    {
      header: t`With trip (NGN)`,
      numeric: true,
      cell: (e) => (e.grandTotal === undefined ? '—' : formatTotal(e.grandTotal)),
    },
    { header: t`Against your cart`, numeric: true, cell: (e) => differenceText(i18n, e) },
    { header: t`Prices as of`, cell: (e) => dateText(e.pricesAsOf) },
    { header: t`Distance`, numeric: true, cell: (e) => km(e.distanceKm) },
  ];
}

const FIRST_MARKETS = 10;

/** A market's totals as a card, for a phone. */
function MarketCard({ entry: e, name }: { entry: CartComparisonEntry; name: ReactNode }) {
  const { i18n } = useLingui();
  const withTrip = e.grandTotal === undefined ? undefined : formatTotal(e.grandTotal);
  const difference = differenceText(i18n, e);
  const asOf = dateText(e.pricesAsOf);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">{name}</div>
        <span className="max-w-[50%] text-right font-semibold tabular-nums">
          {formatTotal(e.totalPrice)}
          {withTrip !== undefined && (
            <span className="block text-xs font-normal text-stone-600">
              <Trans>{withTrip} with trip</Trans>
            </span>
          )}
        </span>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        <Trans>
          {difference} · Prices as of {asOf}
        </Trans>
        {e.distanceKm !== undefined && ` · ${km(e.distanceKm)}`}
      </p>
    </li>
  );
}

/** The markets' totals: the first ten, then all on request; cards on a phone, the table when wider. */
function MarketTotals({ markets, cheapestId }: { markets: CartComparisonEntry[]; cheapestId: string | undefined }) {
  const [all, setAll] = useState(false);
  const { t } = useLingui();
  const shown = all ? markets : markets.slice(0, FIRST_MARKETS);
  const columns = useMarketColumns(cheapestId);
  const first = FIRST_MARKETS;
  const count = markets.length;
  return (
    <>
      <PhoneOrWide
        className="mt-4"
        phone={
          <ul className="space-y-2" aria-label={t`What your cart costs at each market`}>
            {shown.map((e) => (
              <MarketCard key={e.marketId} entry={e} name={columns[0]!.cell(e)} />
            ))}
          </ul>
        }
        wide={
          <Table
            columns={columns}
            rows={shown}
            rowKey={(e) => e.marketId ?? e.marketName}
            caption={t`What your cart costs at each market`}
          />
        }
      />
      {markets.length > FIRST_MARKETS && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)}>
          {all ? (
            <Trans>Show the first {first}</Trans>
          ) : (
            <Plural value={count} one="Show the # market" other="Show all # markets" />
          )}
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
        className="h-5 w-5 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0">
        <Trans>Include prices older than 6 months (shown as “last seen”)</Trans>
      </span>
    </label>
  );
}

/** Which markets are compared: those within reach of where trips start, or every market. */
function WhichMarkets({ place, located, costPerKm }: { place: string | null; located: boolean; costPerKm: number }) {
  const perKm = formatPrice(costPerKm);
  return (
    <p className="mt-1 text-sm text-stone-700">
      {!located ? (
        <Trans>
          Every market: share your location, or pick your state on Markets, to count only those within reach and the
          trip.
        </Trans>
      ) : place ? (
        <Trans>
          Markets within reach of {place}: the 25 nearest, the round trip counted at {perKm} a km.
        </Trans>
      ) : (
        <Trans>Markets within reach of your location: the 25 nearest, the round trip counted at {perKm} a km.</Trans>
      )}{' '}
      <Trans>
        Prices older than 2 months are marked; older than 6 months they are left out unless you include them.
      </Trans>
    </p>
  );
}

/** The cheapest market that has every item, and what it costs with the trip and saves on the goods. */
function Cheapest({ market, withinReach }: { market: CartComparisonEntry; withinReach: boolean }) {
  const { t } = useLingui();
  const name = market.marketName;
  const goods = formatTotal(market.totalPrice);
  const trip = formatTotal(market.tripCost ?? 0);
  const grand = market.grandTotal === undefined ? undefined : formatTotal(market.grandTotal);
  const cost = grand === undefined ? goods : t`${goods} + ${trip} trip = ${grand}`;
  const saving = (market.savings ?? 0) > 0 ? formatTotal(market.savings ?? 0) : undefined;
  return (
    <p className="mt-2 text-emerald-900">
      {withinReach ? (
        saving ? (
          <Trans>
            Cheapest complete market within reach: <strong>{name}</strong>, {cost} (you save {saving} on the goods).
          </Trans>
        ) : (
          <Trans>
            Cheapest complete market within reach: <strong>{name}</strong>, {cost}.
          </Trans>
        )
      ) : saving ? (
        <Trans>
          Cheapest complete market: <strong>{name}</strong>, {cost} (you save {saving} on the goods).
        </Trans>
      ) : (
        <Trans>
          Cheapest complete market: <strong>{name}</strong>, {cost}.
        </Trans>
      )}
    </p>
  );
}

function CartComparison({ userId, cart, paidRange }: { userId: string; cart: Cart; paidRange?: PaidRangeSlot }) {
  const start = useStartingPoint();
  const { i18n, t } = useLingui();
  const [includeOld, setIncludeOld] = useState(false);
  const { controls, split, costPerKm } = useSplitControls(userId, cart, start.at, includeOld);
  const compare = useCompareCart(userId, cart, { at: start.at, costPerKm, includeOld });
  const located = start.at !== null;
  return (
    <QueryState
      query={compare}
      loading={t`Comparing markets`}
      error={t`Error comparing prices. Please try again later.`}
    >
      {(entries) => {
        const [yours, ...markets] = entries;
        // The server lists complete markets first, cheapest with the trip first.
        const cheapest = markets.find((m) => m.itemsFound === m.itemsTotal);
        const total = formatTotal(yours?.totalPrice ?? 0);
        return (
          <>
            <p className="mt-4 text-lg">
              <Trans>
                Your Cart Total: <strong>{total}</strong>
              </Trans>
            </p>
            <WhichMarkets place={start.place} located={located} costPerKm={costPerKm} />
            <IncludeOldToggle checked={includeOld} onChange={setIncludeOld} />
            {markets.length === 0 ? (
              <Card className="mt-4">
                <p className="font-semibold">{yours?.marketName}</p>
                <p className="text-2xl font-bold">{total}</p>
                <p className="mt-1 text-sm text-stone-700">
                  {located ? (
                    <Trans>No market within reach sells these items yet.</Trans>
                  ) : (
                    <Trans>No market sells these items yet.</Trans>
                  )}
                </p>
              </Card>
            ) : (
              <>
                {cheapest ? (
                  <Cheapest market={cheapest} withinReach={located} />
                ) : (
                  <p className="mt-2 text-stone-800">
                    {located ? (
                      <Trans>
                        No market within reach has a current price for every item: see the best split below.
                      </Trans>
                    ) : (
                      <Trans>No market has a current price for every item: see the best split below.</Trans>
                    )}
                  </p>
                )}
                <MarketTotals markets={markets} cheapestId={cheapest?.marketId} />
                <BestSplitPanel start={start} controls={controls} split={split} cart={cart} paidRange={paidRange} />
              </>
            )}
            <div className="mt-4">
              <ShareButton text={shareText(i18n, entries, split.data)} />
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
  const { t } = useLingui();
  return (
    <section>
      <Link to={paths.cart} className={linkClass()}>
        <Trans>Back to Cart</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        <Trans>Price comparison</Trans>
      </h1>
      {userId && cart ? (
        <CartComparison userId={userId} cart={cart} paidRange={paidRange} />
      ) : (
        <Spinner label={t`Loading your cart`} />
      )}
    </section>
  );
}
