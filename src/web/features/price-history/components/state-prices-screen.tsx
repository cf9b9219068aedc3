import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Area, AreaPrice } from '../../../../contract/areas';
import { href, paths } from '../../../app/paths';
import {
  Card,
  type Column,
  EmptyState,
  linkClass,
  QueryState,
  Select,
  Spinner,
  Table,
  PhoneOrWide,
} from '../../../components/ui';
import { formatNumber, formatPrice, monthOf, unitPriceText } from '../../../lib/format';
import { useAreaPrices, useAreaSeries } from '../api/area-prices';
import { useAreas } from '../api/areas';
import { areaKeyOf } from '../../../../contract/areas.constants';
import AreaChart from './area-chart';

/** The nation's key among the areas. */
const NATIONAL = 'national' as const;

const titleCase = (text: string) => text.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** "+12%", "−3%", or "no change"; nothing when there is no earlier month. */
function change(i18n: I18n, now: number, before: { price: number } | null): string {
  if (!before || before.price <= 0) return '—';
  const percent = Math.round(((now - before.price) / before.price) * 100);
  if (percent === 0) return i18n._(msg({ message: 'no change', comment: "A price's change over a time" }));
  return `${percent > 0 ? '+' : '−'}${formatNumber(Math.abs(percent))}%`;
}

/** "per kg", or "unit not stated". */
function perWhat(i18n: I18n, unit: string | null): string {
  return unit
    ? i18n._(msg({ message: `per ${unit}`, comment: 'Under an item: the measure its price is for' }))
    : i18n._(msg`unit not stated`);
}

/** The price per kg, litre or piece, when the pack is not already one of them. */
const perUnit = (p: AreaPrice) => (p.unitPrice && p.unitPrice.amount !== p.price ? unitPriceText(p) : null);

/** "since Jan 2016: +300%". */
function sinceFirst(i18n: I18n, p: AreaPrice): string | null {
  if (!p.first) return null;
  const month = monthOf(p.first.month);
  const moved = change(i18n, p.price, p.first);
  return i18n._(msg`since ${month}: ${moved}`);
}

/** "a year: +12%". */
function overAYear(i18n: I18n, p: AreaPrice): string | null {
  if (!p.yearBefore) return null;
  const moved = change(i18n, p.price, p.yearBefore);
  return i18n._(msg`a year: ${moved}`);
}

function FromPrice({ price, month }: { price: number; month?: string }) {
  const from = formatPrice(price);
  const when = month && monthOf(month);
  return (
    <span className="block text-xs text-stone-600">
      {when ? (
        <Trans>
          from {from} in {when}
        </Trans>
      ) : (
        <Trans>from {from}</Trans>
      )}
    </span>
  );
}

function useColumns(): Column<AreaPrice>[] {
  const { t, i18n } = useLingui();
  return [
    {
      header: t`Item`,
      cell: (p) => (
        <span className="block min-w-32">
          <span className="font-medium text-stone-900">{p.name}</span>
          <span className="block text-xs text-stone-600">{perWhat(i18n, p.unit)}</span>
        </span>
      ),
    },
    {
      header: t`Average`,
      numeric: true,
      cell: (p) => (
        <span className="whitespace-nowrap">
          {formatPrice(p.price)}
          {perUnit(p) && <span className="block text-xs text-stone-600">{perUnit(p)}</span>}
          <span className="block text-xs text-stone-600">
            {p.source.toUpperCase()}, {monthOf(p.month)}
          </span>
        </span>
      ),
    },
    {
      header: t`Over a year`,
      numeric: true,
      cell: (p) => (
        <span className="whitespace-nowrap">
          {change(i18n, p.price, p.yearBefore)}
          {p.yearBefore && <FromPrice price={p.yearBefore.price} />}
        </span>
      ),
    },
    {
      header: t`Since first month`,
      numeric: true,
      cell: (p) => (
        <span className="whitespace-nowrap">
          {change(i18n, p.price, p.first)}
          {p.first && <FromPrice price={p.first.price} month={p.first.month} />}
        </span>
      ),
    },
  ];
}

/** The chosen item's averages in the state against the nation's. */
function StateChart({ state, prices, chosen }: { state: Area; prices: AreaPrice[]; chosen: AreaPrice }) {
  const [, setParams] = useSearchParams();
  const stateSeries = useAreaSeries(state.key, chosen.commodityId);
  const nationalSeries = useAreaSeries(NATIONAL, chosen.commodityId);
  const ready = stateSeries.isSuccess && nationalSeries.isSuccess;
  const { t, i18n } = useLingui();
  const stateName = state.name;
  const lines = ready
    ? [
        { label: t`${stateName} average`, series: stateSeries.data },
        { label: t`National average`, series: nationalSeries.data },
      ].filter((l) => l.series.length > 0)
    : [];
  const item = chosen.name;
  const firstMonth = lines[0]?.series[0] ? monthOf(lines[0].series[0].month) : '';
  const lastMonth = monthOf(chosen.month);
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold">
        <Trans>{stateName} against the national average</Trans>
      </h2>
      <Select
        label={t`Item`}
        value={chosen.commodityId}
        onChange={(e) => setParams({ item: e.target.value }, { replace: true, preventScrollReset: true })}
        className="mt-3 sm:w-96"
      >
        {prices.map((p) => (
          <option key={p.commodityId} value={p.commodityId}>
            {p.name}
            {p.unit ? ` (${perWhat(i18n, p.unit)})` : ''}
          </option>
        ))}
      </Select>
      {/* The chart's box is there before its data arrives: nothing below it moves. */}
      <div className="mt-4 h-72 sm:h-80">
        {ready ? (
          <AreaChart
            lines={lines}
            summary={t`Monthly average price of ${item} in ${stateName} and in Nigeria, ${firstMonth} to ${lastMonth}`}
          />
        ) : stateSeries.isError || nationalSeries.isError ? (
          <p role="alert" className="text-red-700">
            <Trans>The chart could not be loaded. Please try again.</Trans>
          </p>
        ) : (
          <Spinner label={t`Loading the chart`} />
        )}
      </div>
    </Card>
  );
}

function StatePicker({ states, current }: { states: Area[]; current: string | undefined }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Select
      label={t`State`}
      value={current ?? ''}
      onChange={(e) => navigate(href(paths.statePrices, { state: e.target.value }))}
      className="sm:w-72"
    >
      {!current && <option value="">{t`Choose a state`}</option>}
      {states.map((s) => (
        <option key={s.key} value={s.key}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}

/**
 * A state's prices (public, shareable): the latest NBS average of each item with its month, the
 * change over a year and since the first month, and a chart of the state against the nation.
 * These are history and context: the page says so, and never calls them today's prices.
 */
export function StatePricesScreen({ state: param }: { state: string }) {
  const [params] = useSearchParams();
  const areas = useAreas();
  const states = (areas.data ?? []).filter((a) => a.kind === 'state');
  // 'Akwa Ibom', 'akwa-ibom' and 'AKWA IBOM' are one state.
  const wanted = areaKeyOf(param);
  const state = states.find((s) => s.key === wanted || areaKeyOf(s.name) === wanted);
  const prices = useAreaPrices(state?.key);
  // Until the states are known, the address names the state: the heading does not change its length.
  const name = state?.name ?? (areas.isPending ? titleCase(param) : undefined);
  const { t, i18n } = useLingui();
  const columns = useColumns();
  const title = name ? t`${name} state prices` : t`State prices`;
  const tabTitle = t({ message: `${title} · Kasuwa`, comment: "A tab's title: the screen's name, then the app's" });

  useEffect(() => {
    if (state) document.title = tabTitle;
  }, [state, tabTitle]);

  if (areas.isSuccess && !state) {
    return (
      <section className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold">
          <Trans>State prices</Trans>
        </h1>
        <EmptyState title={t`We know no state called “${param}”.`}>
          <p>
            <Trans>Choose one of Nigeria’s 36 states or the FCT.</Trans>
          </p>
        </EmptyState>
        <div className="mt-4">
          <StatePicker states={states} current={undefined} />
        </div>
      </section>
    );
  }

  const stateName = state?.name;
  const caption = stateName ? t`Latest average prices in ${stateName}` : t`Latest average prices in the state`;
  const newest = prices.data?.reduce<string | null>((m, p) => (m && m > p.month ? m : p.month), null);
  const newestMonth = newest && monthOf(newest);
  const chosen = prices.data?.find((p) => p.commodityId === params.get('item')) ?? prices.data?.[0];

  return (
    <section className="mx-auto min-w-0 max-w-4xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">
        {name ? (
          <Trans>
            Average prices households paid in {name}, from the National Bureau of Statistics’ Selected Food Prices
            Watch. <strong className="font-semibold">These are history and context, not today’s prices</strong>: prices
            have risen several-fold since. For today’s prices, see the{' '}
            <Link to={paths.markets} className={linkClass()}>
              markets near you
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            Average prices households paid in the state, from the National Bureau of Statistics’ Selected Food Prices
            Watch. <strong className="font-semibold">These are history and context, not today’s prices</strong>: prices
            have risen several-fold since. For today’s prices, see the{' '}
            <Link to={paths.markets} className={linkClass()}>
              markets near you
            </Link>
            .
          </Trans>
        )}
      </p>
      <div className="mt-4">
        {areas.isSuccess ? <StatePicker states={states} current={state?.key} /> : <div className="h-[62px]" />}
      </div>
      {areas.isError && <QueryState query={areas}>{() => null}</QueryState>}
      {/* Until the prices come, their place is kept at a screen's height: the footer stays out of sight and does not jump. */}
      <div className={prices.isSuccess ? undefined : 'min-h-screen'}>
        <QueryState
          query={prices}
          loading={t`Loading the state’s average prices...`}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              title={stateName ? t`No average prices for ${stateName} yet.` : t`No average prices for this state yet.`}
            />
          }
        >
          {(list) => (
            <>
              {state && chosen && <StateChart state={state} prices={list} chosen={chosen} />}
              <h2 className="mt-8 text-lg font-semibold">
                {newestMonth ? (
                  <Trans>Latest averages, item by item (newest {newestMonth})</Trans>
                ) : (
                  <Trans>Latest averages, item by item</Trans>
                )}
              </h2>
              <PhoneOrWide
                className="mt-3"
                phone={
                  <ul
                    className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
                    aria-label={caption}
                  >
                    {list.map((p) => (
                      <li key={p.commodityId} className="flex items-start justify-between gap-3 px-4 py-3">
                        <span>
                          <span className="font-medium text-stone-900">{p.name}</span>
                          <span className="block text-xs text-stone-600">{perWhat(i18n, p.unit)}</span>
                          <span className="block text-xs text-stone-600">
                            {[overAYear(i18n, p), sinceFirst(i18n, p)].filter(Boolean).join(' · ')}
                          </span>
                        </span>
                        <span className="shrink-0 text-right tabular-nums">
                          <span className="font-semibold">{formatPrice(p.price)}</span>
                          {perUnit(p) && <span className="block text-xs text-stone-600">{perUnit(p)}</span>}
                          <span className="block text-xs text-stone-600">
                            {p.source.toUpperCase()}, {monthOf(p.month)}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                }
                wide={<Table caption={caption} columns={columns} rows={list} rowKey={(p) => p.commodityId} />}
              />
              <p className="mt-4 text-xs text-stone-600">
                <Trans>Source: National Bureau of Statistics, Selected Food Prices Watch.</Trans>{' '}
                <Link to={paths.sources} className={linkClass()}>
                  <Trans>About our data sources</Trans>
                </Link>
              </p>
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
