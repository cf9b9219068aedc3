import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Area } from '../../../../contract/areas';
import type { Market, NearbyMarket } from '../../../../contract/markets';
import { href, paths } from '../../../app/paths';
import { EmptyState, linkClass, QueryState, Select } from '../../../components/ui';
import { useNearby } from '../api/nearby';
import { useStateAt } from '../api/state-at';
import { useMarketsIn } from '../api/markets-in-place';
import { usePlaces } from '../api/places';
import { type Point, rememberPlace, useDeviceLocation } from '../../../lib/location';
import { MarketCard } from './market-card';
import { areaKeyOf } from '../../../../contract/areas.constants';

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

/** A link to a state's average prices (NBS), which reach every state though market prices do not. */
function StatePricesLink({ state }: { state: Pick<Area, 'key' | 'name'> }) {
  const name = state.name;
  return (
    <Link to={href(paths.statePrices, { state: state.key })} className={linkClass()}>
      <Trans>See {name} state average prices (NBS, 2016–2022)</Trans>
    </Link>
  );
}

/**
 * Nothing within 50 km: an honest line, the nearest markets we know however far (each with its
 * distance, never called nearby), and the state's average prices.
 */
function FarFromMarkets({ at, state }: { at: Point; state: Area | undefined }) {
  const nearest = useNearby(at, 3000, 6);
  const { t } = useLingui();
  const name = state?.name;
  return (
    <>
      <EmptyState title={t`No markets found nearby.`}>
        {name ? (
          <Trans>We know no market within 50 km of you, and recent market prices for {name} are not in yet.</Trans>
        ) : (
          <Trans>We know no market within 50 km of you.</Trans>
        )}
      </EmptyState>
      <QueryState
        query={nearest}
        loading={t`Looking further away`}
        error={t`Error fetching markets. Please try again later.`}
      >
        {(markets) => {
          if (markets.length === 0) return null;
          const distance = Math.round(markets[0]!.distanceKm);
          return (
            <section aria-labelledby="nearest-heading" className="mt-6">
              <h2 id="nearest-heading" className="text-xl font-semibold">
                <Trans>The nearest markets we know — {distance} km away or more</Trans>
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                <Trans>Far from you: useful to compare, not to shop at.</Trans>
              </p>
              <MarketGrid markets={markets} />
            </section>
          );
        }}
      </QueryState>
    </>
  );
}

/** Where the shopper is, roughly, and that state's average prices. */
function YourState({ state }: { state: Area | undefined }) {
  if (!state) return null;
  const name = state.name;
  return (
    <p className="mt-2 text-stone-800">
      <Trans>You are in or near {name} state.</Trans> <StatePricesLink state={state} />
    </p>
  );
}

/** Pick a state (and an LGA) from the markets we know: offered with or without a location. */
function PickAPlace({ located }: { located: boolean }) {
  const places = usePlaces(true);
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  const markets = useMarketsIn(state, lga);
  const states = [...new Set((places.data ?? []).map((p) => p.state))];
  const lgas = (places.data ?? []).filter((p) => p.state === state);
  const { t } = useLingui();
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
    <section aria-labelledby="pick-heading" className="mt-8">
      <h2 id="pick-heading" className="text-lg font-semibold">
        {located ? <Trans>Or choose a state and LGA</Trans> : <Trans>Choose where you shop instead</Trans>}
      </h2>
      <QueryState query={places} loading={t`Loading places`}>
        {() => (
          <div className="mt-3 grid gap-4 sm:max-w-xl sm:grid-cols-2">
            <Select
              label={t`State`}
              value={state}
              onChange={(e) => {
                setState(e.target.value);
                setLga('');
              }}
            >
              <option value="">{t`Choose a state`}</option>
              {states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
            <Select label={t`LGA`} value={lga} disabled={!state} onChange={(e) => setLga(e.target.value)}>
              <option value="">{t`All LGAs`}</option>
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
          loading={t`Loading markets`}
          error={t`Error fetching markets. Please try again later.`}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t`No markets found here.`} />}
        >
          {(list) => <MarketGrid markets={list} />}
        </QueryState>
      )}
      {state && (
        <p className="mt-3">
          <StatePricesLink state={{ key: areaKeyOf(state), name: state }} />
        </p>
      )}
    </section>
  );
}

/** Nearby markets (spec §2): the markets near the device, nearest first, with travel times. */
export function NearbyMarketsScreen() {
  const location = useDeviceLocation();
  const at = location.state === 'found' ? location.at : null;
  const nearby = useNearby(at);
  const state = useStateAt(at).data;
  const { i18n, t } = useLingui();
  const name = state?.name;
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Markets near you</Trans>
      </h1>
      {location.state === 'asking' && (
        <p className="mt-2 text-stone-700" role="status">
          <Trans>Asking for your location… Allow it to see the markets near you, nearest first.</Trans>
        </p>
      )}
      {location.state === 'unavailable' && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900" role="status">
          {i18n._(location.why)}
        </p>
      )}
      {at && (
        <>
          <YourState state={state} />
          <QueryState
            query={nearby}
            loading={t`Finding markets near you`}
            error={t`Error fetching markets. Please try again later.`}
            isEmpty={(list) => list.length === 0}
            empty={<FarFromMarkets at={at} state={state} />}
          >
            {(markets) => (
              <>
                {markets.every((m) => m.pricing.currentPrices === 0) && (
                  <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
                    {name ? (
                      <Trans>
                        We know these markets, but recent market prices for {name} are not in yet. {name}&apos;s state
                        average prices (NBS, 2016–2022) show what things cost there in the past.
                      </Trans>
                    ) : (
                      <Trans>We know these markets, but recent market prices are not in yet.</Trans>
                    )}
                  </p>
                )}
                <MarketGrid markets={markets} />
              </>
            )}
          </QueryState>
        </>
      )}
      {location.state !== 'asking' && <PickAPlace located={at !== null} />}
    </section>
  );
}
