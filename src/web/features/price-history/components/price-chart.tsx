import { BarController, BarElement, Chart as ChartJS, Legend, LinearScale, TimeScale, Tooltip } from 'chart.js';
import 'chartjs-adapter-date-fns';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import type { Chart } from '../../../../contract/price-history';
import { chartData, chartOptions, chartSummary, randomColours } from './chart-config';

// Only the pieces this chart draws: the bar chart on a time axis, its tooltip and legend.
ChartJS.register(BarController, BarElement, TimeScale, LinearScale, Tooltip, Legend);

const options = chartOptions();

/**
 * The price bar chart (Chart.js, loaded only with the chart screens). The same <Bar> stays mounted
 * while the data changes, so the chart is created once and updated in place (spec §2).
 */
export default function PriceChart({ chart }: { chart: Chart }) {
  const data = useMemo(() => chartData(chart.points, randomColours(chart.points.length)), [chart.points]);
  return <Bar data={data} options={options} role="img" aria-label={chartSummary(chart)} />;
}
