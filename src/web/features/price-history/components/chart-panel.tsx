import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Chart, ChartPoint } from '../../../../contract/price-history';
import { loginPath, paths } from '../../../app/paths';
import { type SourceName, useSourceName } from '../../../app/source-names';
import { type Column, cx, EmptyState, QueryState, Spinner, Table } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usDate } from '../dates';
import { PERIOD_NAMES } from './chart-config';
import { ChartInsight } from './insight';

// Chart.js and its date adapter arrive with the first chart drawn, never with the rest of the app.
const PriceChart = lazy(() => import('./price-chart'));

/* eslint-disable lingui/no-unlocalized-strings -- class names, not texts */
/** The chart's box: a fixed height, so loading, updating and drawing never move the page. */
const CHART_BOX = 'relative mt-4 h-72 sm:h-96';
/** The heading, the line under it and the insight keep their height too (the insight two lines at least). */
const HEADING_BOX = 'min-h-7';
const SUBTITLE_BOX = 'min-h-5';
const INSIGHT_BOX = 'mt-2 min-h-12';
/* eslint-enable lingui/no-unlocalized-strings */

function ChartSkeleton({ className = CHART_BOX }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={cx(className, 'flex items-center justify-center rounded-xl bg-stone-100')}>
      <Spinner label={t`Loading the chart`} />
    </div>
  );
}

/** The panel's frame while the first answer loads: its heading, line and insight as grey bars, then the chart's box. */
function PanelSkeleton() {
  return (
    <div className="mt-6" aria-busy="true">
      <div className={cx(HEADING_BOX, 'flex items-center')}>
        <div className="h-5 w-48 rounded bg-stone-100" />
      </div>
      <div className={cx(SUBTITLE_BOX, 'flex items-center')}>
        <div className="h-3 w-72 max-w-full rounded bg-stone-100" />
      </div>
      <div className={INSIGHT_BOX} />
      <ChartSkeleton />
    </div>
  );
}

function useColumns(sourceName: SourceName): Column<ChartPoint>[] {
  const { t } = useLingui();
  return [
    { header: t`Date`, cell: (p) => <time dateTime={p.changeDateTime}>{usDate(p.changeDateTime)}</time> },
    { header: t`Price`, numeric: true, cell: (p) => formatPrice(p.price) },
    { header: t`Source`, cell: (p) => p.sources.map(sourceName).join(', ') },
  ];
}

/** "Monthly average price across markets, all sources", "… at Mile 12, from Shoppers". */
function ChartSubtitle({ chart, sourceName }: { chart: Chart; sourceName: SourceName }) {
  const { t, i18n } = useLingui();
  const period = i18n._(PERIOD_NAMES[chart.period]);
  const market = chart.marketName;
  const where = market ? t`${period} average price at ${market}` : t`${period} average price across markets`;
  const source = chart.source && sourceName(chart.source);
  return source ? t`${where}, from ${source}` : t`${where}, all sources`;
}

/** The chart under its heading and insight, with its numbers and their sources as a table for whoever cannot see it. */
function ChartPanel({ chart, updating }: { chart: Chart; updating: boolean }) {
  const sourceName = useSourceName();
  const { t, i18n } = useLingui();
  const columns = useColumns(sourceName);
  const period = i18n._(PERIOD_NAMES[chart.period]);
  const product = chart.productName;
  return (
    <div className="mt-6" aria-busy={updating || undefined}>
      <h2 className={cx(HEADING_BOX, 'text-xl font-semibold')}>{chart.productName}</h2>
      <p className={cx(SUBTITLE_BOX, 'text-sm text-stone-600')}>
        <ChartSubtitle chart={chart} sourceName={sourceName} />
      </p>
      <ChartInsight chart={chart} className={INSIGHT_BOX} />
      <div className={cx(CHART_BOX, updating && 'opacity-60')}>
        <Suspense fallback={<ChartSkeleton className="h-full" />}>
          <PriceChart chart={chart} />
        </Suspense>
        {updating && (
          <div className="absolute top-2 right-2 rounded bg-white/90 px-2 py-1 text-sm">
            <Spinner size="sm" label={t`Updating the chart`} />
          </div>
        )}
      </div>
      <details className="mt-4">
        <summary className="w-fit cursor-pointer py-1 text-sm font-medium text-brand-800 underline">
          <Trans>Show the numbers</Trans>
        </summary>
        <div className="mt-2 max-w-md">
          <Table
            columns={columns}
            rows={chart.points}
            rowKey={(p) => p.changeDateTime}
            caption={t`${period} prices of ${product}`}
          />
        </div>
      </details>
    </div>
  );
}

/** Without an active subscription the charts are closed: the plans screen says how to open them. */
function ToSubscription() {
  const { t } = useLingui();
  const message = t`Subscribe to open the price charts.`;
  useEffect(() => {
    toast.info(message, { duration: 5000, forNextPage: true });
  }, [message]);
  return <Navigate to={paths.subscription} replace />;
}

/**
 * A chart answer on screen: a box the chart's size while it loads, the plans screen on 402, the
 * login on a 401 without a session (an expired one is the api client's to end), else the chart.
 */
export function ChartResult({ query }: { query: UseQueryResult<Chart> }) {
  const { signedIn } = useSession();
  const location = useLocation();
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const { t } = useLingui();
  if (status === 402) return <ToSubscription />;
  if (status === 401 && !signedIn) return <Navigate to={loginPath(location)} replace />;
  if (query.isPending) return <PanelSkeleton />;
  return (
    <QueryState
      query={query}
      isEmpty={(chart) => chart.points.length === 0}
      empty={
        <div className="mt-6">
          <EmptyState title={t`No prices for this product in these dates.`} />
        </div>
      }
    >
      {(chart) => <ChartPanel chart={chart} updating={query.isPlaceholderData} />}
    </QueryState>
  );
}
