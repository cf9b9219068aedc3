import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Market, NearbyMarket } from '../../../../contract/markets';
import { href, paths } from '../../../app/paths';
import { Card } from '../../../components/ui';
import { monthOf, observedOn, travelTime } from '../../../lib/format';

/** How recently a market is priced, in words: its newest price, or that it has none recent. */
function Pricing({ pricing }: { pricing: NearbyMarket['pricing'] }) {
  if (!pricing.newestPriceAt) return <Trans>No prices yet</Trans>;
  if (pricing.currentPrices === 0) {
    const month = monthOf(pricing.newestPriceAt);
    return <Trans>No recent price · last seen {month}</Trans>;
  }
  const newest = observedOn(pricing.newestPriceAt);
  const count = pricing.currentPrices;
  return pricing.recentPrices > 0 ? (
    <Plural value={count} one={`# price · newest ${newest}`} other={`# prices · newest ${newest}`} />
  ) : (
    <Plural
      value={count}
      one={`# price · newest ${newest} (over 2 months old)`}
      other={`# prices · newest ${newest} (over 2 months old)`}
    />
  );
}

const directionsUrl = (m: Market) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address, not a text
  `https://www.google.com/maps/dir/?api=1&destination=${m.latitude.toFixed(5)},${m.longitude.toFixed(5)}`;

/** How far a market is, and how long the trip takes when that is known. */
function Distance({ market }: { market: NearbyMarket }) {
  const distance = market.distanceKm.toFixed(1);
  const time = market.estimatedTime === null ? null : travelTime(market.estimatedTime);
  return time === null ? (
    <Trans>{distance} km away · Unable to calculate travel time</Trans>
  ) : (
    <Trans>
      {distance} km away · Travel time: {time}
    </Trans>
  );
}

/**
 * A market as a card: name (to its page), address, hours, LGA and state, and when near the shopper,
 * distance, travel time and how recently it is priced.
 */
export function MarketCard({ market }: { market: Market | NearbyMarket }) {
  const { t } = useLingui();
  const near = 'distanceKm' in market ? market : null;
  const name = market.name;
  return (
    <Card className="flex h-full min-w-0 flex-col">
      <h2 className="text-lg font-semibold break-words">
        <Link to={href(paths.market, { id: market.id })} className="text-brand-800 underline-offset-2 hover:underline">
          {name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-stone-700">{market.address}</p>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-medium">
          <Trans>Opening hours:</Trans>
        </span>{' '}
        {market.openingHours}
      </p>
      {market.state && !market.address.includes(market.state) && (
        <p className="mt-1 text-sm text-stone-700">
          {market.lga ? `${market.lga}, ` : ''}
          {market.state}
        </p>
      )}
      {near && (
        <>
          <p className="mt-2 text-sm text-stone-800">
            <Distance market={near} />
          </p>
          <p className={`mt-1 text-sm ${near.pricing.currentPrices === 0 ? 'text-amber-900' : 'text-stone-700'}`}>
            <Pricing pricing={near.pricing} />
          </p>
          {near.pricing.recentPrices === 0 && (
            <Link
              to={`${paths.reportPrice}?${new URLSearchParams({ marketId: market.id, marketName: name })}`}
              className="mt-1 inline-flex min-h-6 items-center text-sm text-brand-800 underline"
              aria-label={t`Been there lately? Report a price at ${name}`}
            >
              <Trans>Been there lately? Report a price</Trans>
            </Link>
          )}
        </>
      )}
      <a
        href={directionsUrl(market)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto inline-block pt-3 text-sm font-medium text-brand-800 underline"
      >
        <Trans>
          Directions<span className="sr-only"> to {name} (opens your maps)</span>
        </Trans>
      </a>
    </Card>
  );
}
