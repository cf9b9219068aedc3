import { Link } from 'react-router';
import type { Market, NearbyMarket } from '../../../../contract/markets';
import { href, paths } from '../../../app/paths';
import { Card } from '../../../components/ui';
import { monthOf, observedOn, travelTime } from '../../../lib/format';

/** How recently a market is priced, in words: its newest price, or that it has none recent. */
function pricingText({ pricing }: NearbyMarket): string {
  if (!pricing.newestPriceAt) return 'No prices yet';
  if (pricing.currentPrices === 0) return `No recent price · last seen ${monthOf(pricing.newestPriceAt)}`;
  const age = pricing.recentPrices > 0 ? '' : ' (over 2 months old)';
  return `${pricing.currentPrices} prices · newest ${observedOn(pricing.newestPriceAt)}${age}`;
}

const directionsUrl = (m: Market) =>
  `https://www.google.com/maps/dir/?api=1&destination=${m.latitude.toFixed(5)},${m.longitude.toFixed(5)}`;

/**
 * A market as a card: name (to its page), address, hours, LGA and state, and when near the shopper,
 * distance, travel time and how recently it is priced.
 */
export function MarketCard({ market }: { market: Market | NearbyMarket }) {
  const near = 'distanceKm' in market ? market : null;
  return (
    <Card className="flex h-full flex-col">
      <h2 className="text-lg font-semibold">
        <Link to={href(paths.market, { id: market.id })} className="text-brand-800 underline-offset-2 hover:underline">
          {market.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-stone-700">{market.address}</p>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-medium">Opening hours:</span> {market.openingHours}
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
            {near.distanceKm.toFixed(1)} km away ·{' '}
            {near.estimatedTime === null
              ? 'Unable to calculate travel time'
              : `Travel time: ${travelTime(near.estimatedTime)}`}
          </p>
          <p className={`mt-1 text-sm ${near.pricing.currentPrices === 0 ? 'text-amber-900' : 'text-stone-700'}`}>
            {pricingText(near)}
          </p>
          {near.pricing.recentPrices === 0 && (
            <Link
              to={`${paths.reportPrice}?${new URLSearchParams({ marketId: market.id, marketName: market.name })}`}
              className="mt-1 inline-flex min-h-6 items-center text-sm text-brand-800 underline"
              aria-label={`Been there lately? Report a price at ${market.name}`}
            >
              Been there lately? Report a price
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
        Directions<span className="sr-only"> to {market.name} (opens your maps)</span>
      </a>
    </Card>
  );
}
