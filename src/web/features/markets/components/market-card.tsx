import { Link } from 'react-router';
import type { Market, NearbyMarket } from '../../../../contract/markets';
import { href, paths } from '../../../app/paths';
import { Card } from '../../../components/ui';

const directionsUrl = (m: Market) =>
  `https://www.google.com/maps/dir/?api=1&destination=${m.latitude.toFixed(5)},${m.longitude.toFixed(5)}`;

/** A market as a card: name (to its page), address, hours, and when near the shopper, distance and travel time. */
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
      {near && (
        <p className="mt-2 text-sm text-stone-800">
          {near.distanceKm.toFixed(2)} km away ·{' '}
          {near.estimatedTime === null ? (
            'Unable to calculate travel time'
          ) : (
            <>Travel time: {near.estimatedTime.toFixed(2)} minutes</>
          )}
        </p>
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
