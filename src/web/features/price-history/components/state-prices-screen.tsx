import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Area, AreaPrice } from '../../../../contract/areas';
import { href, paths } from '../../../app/paths';
import { Card, type Column, EmptyState, linkClass, QueryState, Select, Spinner, Table } from '../../../components/ui';
import { formatPrice, monthOf, unitPriceText } from '../../../lib/format';
import { useAreaPrices, useAreaSeries } from '../api/area-prices';
import { useAreas } from '../api/areas';

const AreaChart = lazy(() => import('./area-chart'));

/** 'Akwa Ibom', 'akwa-ibom' and 'AKWA IBOM' are one state. */
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** "+12%", "−3%", or "no change"; nothing when there is no earlier month. */
function change(now: number, before: { price: number } | null): string {
  if (!before || before.price <= 0) return '—';
  const percent = Math.round(((now - before.price) / before.price) * 100);
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString('en-NG')}%`;
}

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
        {unitPriceText(p) && <span className="block text-xs text-stone-600">{unitPriceText(p)}</span>}
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
  const title = state ? `${state.name} state prices` : 'State prices';

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

  const newest = prices.data?.reduce<string | null>((m, p) => (m && m > p.month ? m : p.month), null);
  const chosen = prices.data?.find((p) => p.commodityId === params.get('item')) ?? prices.data?.[0];

  return (
    <section className="mx-auto min-w-0 max-w-4xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">
        Average prices households paid in {state?.name ?? 'the state'}, from the National Bureau of Statistics’ Selected
        Food Prices Watch{newest ? `, newest ${monthOf(newest)}` : ''}.{' '}
        <strong className="font-semibold">These are history and context, not today’s prices</strong>: prices have risen
        several-fold since. For today’s prices, see the{' '}
        <Link to={paths.markets} className={linkClass()}>
          markets near you
        </Link>
        .
      </p>
      <div className="mt-4">
        {areas.isSuccess ? <StatePicker states={states} current={state?.key} /> : <div className="h-[62px]" />}
      </div>
      <QueryState
        query={prices}
        loading="Loading the state’s average prices..."
        error={areas.isError ? 'The states could not be loaded.' : undefined}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={`No average prices for ${state?.name ?? 'this state'} yet.`} />}
      >
        {(list) => (
          <>
            <div className="mt-6">
              <Table
                caption={`Latest average prices in ${state?.name ?? 'the state'}`}
                columns={columns}
                rows={list}
                rowKey={(p) => p.commodityId}
                keyboardScroll
              />
            </div>
            {state && chosen && <StateChart state={state} prices={list} chosen={chosen} />}
            <p className="mt-4 text-xs text-stone-600">
              Source: National Bureau of Statistics, Selected Food Prices Watch.{' '}
              <Link to={paths.sources} className={linkClass()}>
                About our data sources
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
