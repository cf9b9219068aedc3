import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Area, AreaPrice } from '../../../../contract/areas';
import { href, paths } from '../../../app/paths';
import { Card, type Column, EmptyState, linkClass, QueryState, Select, Spinner, Table } from '../../../components/ui';
import { formatNumber, formatPrice, monthOf, unitPriceText } from '../../../lib/format';
import { useAreaPrices, useAreaSeries } from '../api/area-prices';
import { useAreas } from '../api/areas';

const AreaChart = lazy(() => import('./area-chart'));

/** 'Akwa Ibom', 'akwa-ibom' and 'AKWA IBOM' are one state. */
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
const titleCase = (text: string) => text.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** "+12%", "−3%", or "no change"; nothing when there is no earlier month. */
function change(now: number, before: { price: number } | null): string {
  if (!before || before.price <= 0) return '—';
  const percent = Math.round(((now - before.price) / before.price) * 100);
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : '−'}${formatNumber(Math.abs(percent))}%`;
}

/** The price per kg, litre or piece, when the pack is not already one of them. */
const perUnit = (p: AreaPrice) => (p.unitPrice && p.unitPrice.amount !== p.price ? unitPriceText(p) : null);

const sinceFirst = (p: AreaPrice) => (p.first ? `since ${monthOf(p.first.month)}: ${change(p.price, p.first)}` : null);

const columns: Column<AreaPrice>[] = [
  {
    header: 'Item',
    cell: (p) => (
      <span className="block min-w-32">
        <span className="font-medium text-stone-900">{p.name}</span>
        <span className="block text-xs text-stone-600">{p.unit ? `per ${p.unit}` : 'unit not stated'}</span>
      </span>
    ),
  },
  {
    header: 'Average',
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
    header: 'Over a year',
    numeric: true,
    cell: (p) => (
      <span className="whitespace-nowrap">
        {change(p.price, p.yearBefore)}
        {p.yearBefore && <span className="block text-xs text-stone-600">from {formatPrice(p.yearBefore.price)}</span>}
      </span>
    ),
  },
  {
    header: 'Since first month',
    numeric: true,
    cell: (p) => (
      <span className="whitespace-nowrap">
        {change(p.price, p.first)}
        {p.first && (
          <span className="block text-xs text-stone-600">
            from {formatPrice(p.first.price)} in {monthOf(p.first.month)}
          </span>
        )}
      </span>
    ),
  },
];

/** The chosen item's averages in the state against the nation's. */
function StateChart({ state, prices, chosen }: { state: Area; prices: AreaPrice[]; chosen: AreaPrice }) {
  const [, setParams] = useSearchParams();
  const stateSeries = useAreaSeries(state.key, chosen.commodityId);
  const nationalSeries = useAreaSeries('national', chosen.commodityId);
  const ready = stateSeries.isSuccess && nationalSeries.isSuccess;
  const lines = ready
    ? [
        { label: `${state.name} average`, series: stateSeries.data },
        { label: 'National average', series: nationalSeries.data },
      ].filter((l) => l.series.length > 0)
    : [];
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold">{state.name} against the national average</h2>
      <Select
        label="Item"
        value={chosen.commodityId}
        onChange={(e) => setParams({ item: e.target.value }, { replace: true, preventScrollReset: true })}
        className="mt-3 sm:w-96"
      >
        {prices.map((p) => (
          <option key={p.commodityId} value={p.commodityId}>
            {p.name}
            {p.unit ? ` (per ${p.unit})` : ''}
          </option>
        ))}
      </Select>
      {/* The chart's box is there before its data and its code arrive: nothing below it moves. */}
      <div className="mt-4 h-72 sm:h-80">
        {ready ? (
          <Suspense fallback={<Spinner label="Loading the chart" />}>
            <AreaChart
              lines={lines}
              summary={`Monthly average price of ${chosen.name} in ${state.name} and in Nigeria, ${
                lines[0]?.series[0] ? monthOf(lines[0].series[0].month) : ''
              } to ${monthOf(chosen.month)}`}
            />
          </Suspense>
        ) : stateSeries.isError || nationalSeries.isError ? (
          <p role="alert" className="text-red-700">
            The chart could not be loaded. Please try again.
          </p>
        ) : (
          <Spinner label="Loading the chart" />
        )}
      </div>
    </Card>
  );
}

function StatePicker({ states, current }: { states: Area[]; current: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Select
      label="State"
      value={current ?? ''}
      onChange={(e) => navigate(href(paths.statePrices, { state: e.target.value }))}
      className="sm:w-72"
    >
      {!current && <option value="">Choose a state</option>}
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
  const wanted = slug(param);
  const state = states.find((s) => s.key === wanted || slug(s.name) === wanted);
  const prices = useAreaPrices(state?.key);
  // Until the states are known, the address names the state: the heading does not change its length.
  const name = state?.name ?? (areas.isPending ? titleCase(param) : undefined);
  const title = name ? `${name} state prices` : 'State prices';

  useEffect(() => {
    if (state) document.title = `${title} · Kasuwa`;
  }, [state, title]);

  if (areas.isSuccess && !state) {
    return (
      <section className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold">State prices</h1>
        <EmptyState title={`We know no state called “${param}”.`}>
          <p>Choose one of Nigeria’s 36 states or the FCT.</p>
        </EmptyState>
        <div className="mt-4">
          <StatePicker states={states} current={undefined} />
        </div>
      </section>
    );
  }

  const caption = `Latest average prices in ${state?.name ?? 'the state'}`;
  const newest = prices.data?.reduce<string | null>((m, p) => (m && m > p.month ? m : p.month), null);
  const chosen = prices.data?.find((p) => p.commodityId === params.get('item')) ?? prices.data?.[0];

  return (
    <section className="mx-auto min-w-0 max-w-4xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">
        Average prices households paid in {name ?? 'the state'}, from the National Bureau of Statistics’ Selected Food
        Prices Watch. <strong className="font-semibold">These are history and context, not today’s prices</strong>:
        prices have risen several-fold since. For today’s prices, see the{' '}
        <Link to={paths.markets} className={linkClass()}>
          markets near you
        </Link>
        .
      </p>
      <div className="mt-4">
        {areas.isSuccess ? <StatePicker states={states} current={state?.key} /> : <div className="h-[62px]" />}
      </div>
      {areas.isError && <QueryState query={areas}>{() => null}</QueryState>}
      {/* Until the prices come, their place is kept at a screen's height: the footer stays out of sight and does not jump. */}
      <div className={prices.isSuccess ? undefined : 'min-h-screen'}>
        <QueryState
          query={prices}
          loading="Loading the state’s average prices..."
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={`No average prices for ${state?.name ?? 'this state'} yet.`} />}
        >
          {(list) => (
            <>
              {state && chosen && <StateChart state={state} prices={list} chosen={chosen} />}
              <h2 className="mt-8 text-lg font-semibold">
                Latest averages, item by item{newest ? ` (newest ${monthOf(newest)})` : ''}
              </h2>
              <ul
                className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white md:hidden"
                aria-label={caption}
              >
                {list.map((p) => (
                  <li key={p.commodityId} className="flex items-start justify-between gap-3 px-4 py-3">
                    <span>
                      <span className="font-medium text-stone-900">{p.name}</span>
                      <span className="block text-xs text-stone-600">
                        {p.unit ? `per ${p.unit}` : 'unit not stated'}
                      </span>
                      <span className="block text-xs text-stone-600">
                        {[p.yearBefore && `a year: ${change(p.price, p.yearBefore)}`, sinceFirst(p)]
                          .filter(Boolean)
                          .join(' · ')}
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
              <div className="mt-3 hidden md:block">
                <Table caption={caption} columns={columns} rows={list} rowKey={(p) => p.commodityId} />
              </div>
              <p className="mt-4 text-xs text-stone-600">
                Source: National Bureau of Statistics, Selected Food Prices Watch.{' '}
                <Link to={paths.sources} className={linkClass()}>
                  About our data sources
                </Link>
              </p>
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
