import { useEffect, useState } from 'react';
import type { Market, NearbyMarket } from '../../../../contract/markets';
import { EmptyState, QueryState, Select } from '../../../components/ui';
import { useNearby } from '../api/nearby';
import { useMarketsIn } from '../api/markets-in-place';
import { usePlaces } from '../api/places';
import { type Point, rememberPlace, useDeviceLocation } from '../../../lib/location';
import { MarketCard } from './market-card';

function MarketGrid({ markets }: { markets: Array<Market | NearbyMarket> }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {markets.map((m) => (
        <li key={m.id}>
          <MarketCard market={m} />
        </li>
      ))}
    </ul>
  );
}

/** Nothing within 50 km: the nearest markets we know, however far. */
function NearestAnyway({ at }: { at: Point }) {
  const nearest = useNearby(at, 1000, 6);
  return (
    <>
      <EmptyState title="No markets found nearby.">We know no market within 50 km of you.</EmptyState>
      <QueryState
        query={nearest}
        loading="Looking further away"
        error="Error fetching markets. Please try again later."
      >
        {(markets) =>
          markets.length > 0 && (
            <section aria-labelledby="nearest-heading" className="mt-6">
              <h2 id="nearest-heading" className="text-xl font-semibold">
                The nearest markets we know
              </h2>
              <MarketGrid markets={markets} />
            </section>
          )
        }
      </QueryState>
    </>
  );
}

/** Without a location: pick a state (and an LGA) from the markets we know. */
function PickAPlace() {
  const places = usePlaces(true);
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  const markets = useMarketsIn(state, lga);
  const states = [...new Set((places.data ?? []).map((p) => p.state))];
  const lgas = (places.data ?? []).filter((p) => p.state === state);
  // The price comparison starts its trips from here when the device location is not shared.
  useEffect(() => {
    const list = markets.data;
    if (!state || !list?.length) return;
    const mean = (f: (m: Market) => number) => list.reduce((sum, m) => sum + f(m), 0) / list.length;
    rememberPlace({
      label: lga ? `${lga}, ${state}` : state,
      latitude: mean((m) => m.latitude),
      longitude: mean((m) => m.longitude),
    });
  }, [markets.data, state, lga]);
  return (
    <section aria-labelledby="pick-heading" className="mt-4">
      <h2 id="pick-heading" className="text-lg font-semibold">
        Choose where you shop instead
      </h2>
      <QueryState query={places} loading="Loading places">
        {() => (
          <div className="mt-3 grid gap-4 sm:max-w-xl sm:grid-cols-2">
            <Select
              label="State"
              value={state}
              onChange={(e) => {
                setState(e.target.value);
                setLga('');
              }}
            >
              <option value="">Choose a state</option>
              {states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
            <Select label="LGA" value={lga} disabled={!state} onChange={(e) => setLga(e.target.value)}>
              <option value="">All LGAs</option>
              {lgas.map((p) => (
                <option key={p.lga} value={p.lga}>
                  {p.lga} ({p.markets})
                </option>
              ))}
            </Select>
          </div>
        )}
      </QueryState>
      {state && (
        <QueryState
          query={markets}
          loading="Loading markets"
          error="Error fetching markets. Please try again later."
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No markets found here." />}
        >
          {(list) => <MarketGrid markets={list} />}
        </QueryState>
      )}
    </section>
  );
}

/** Nearby markets (spec §2): the markets near the device, nearest first, with travel times. */
export function NearbyMarketsScreen() {
  const location = useDeviceLocation();
  const at = location.state === 'found' ? location.at : null;
  const nearby = useNearby(at);
  return (
    <section>
      <h1 className="text-2xl font-bold">Markets near you</h1>
      {location.state === 'asking' && (
        <p className="mt-2 text-stone-700" role="status">
          Asking for your location… Allow it to see the markets near you, nearest first.
        </p>
      )}
      {location.state === 'unavailable' && (
        <>
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900" role="status">
            {location.why}
          </p>
          <PickAPlace />
        </>
      )}
      {at && (
        <QueryState
          query={nearby}
          loading="Finding markets near you"
          error="Error fetching markets. Please try again later."
          isEmpty={(list) => list.length === 0}
          empty={<NearestAnyway at={at} />}
        >
          {(markets) => <MarketGrid markets={markets} />}
        </QueryState>
      )}
    </section>
  );
}
