import {
  BarController,
  BarElement,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
} from 'chart.js';
import 'chartjs-adapter-date-fns';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { Chart as PriceChartAnswer } from '../../../../contract/price-history';
import { useSourceName } from '../../../app/source-names';
import { chartData, chartOptions, chartSummary, randomColours } from './chart-config';

// Only the pieces this chart draws: the bars on a time axis, the areas' lines, its tooltip and legend.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  LinearScale,
  Tooltip,
  Legend,
);

/**
 * The price bar chart (Chart.js, loaded only with the chart screens). The same <Bar> stays mounted
 * while the data changes, so the chart is created once and updated in place (spec §2).
 */
export default function PriceChart({ chart }: { chart: PriceChartAnswer }) {
  const sourceName = useSourceName();
  const { i18n } = useLingui();
  const { locale } = i18n;
  const data = useMemo(
    () => chartData(chart.points, randomColours(chart.points.length), chart.areas, sourceName, i18n),
    [chart.points, chart.areas, sourceName, i18n],
  );
  // Its axes' titles in the active language: new options when the language changes.
  const options = useMemo(() => chartOptions(i18n, locale), [i18n, locale]);
  return (
    <Chart type="bar" data={data} options={options} role="img" aria-label={chartSummary(chart, sourceName, i18n)} />
  );
}
