import {
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
} from 'chart.js';
import 'chartjs-adapter-date-fns';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { AreaSeries } from '../../../../contract/areas';
import { formatPrice, monthOf } from '../../../lib/format';

ChartJS.register(LineController, LineElement, PointElement, TimeScale, LinearScale, Tooltip, Legend);

/** A line per area, dark enough to read on white: the state, then the nation. */
const COLOURS = ['#1d4ed8', '#b45309'];

export interface AreaLine {
  label: string;
  series: AreaSeries;
}

const options: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'top' },
    tooltip: {
      callbacks: {
        title: (items) => (items[0] ? monthOf(new Date(items[0].parsed.x ?? 0).toISOString()) : ''),
        label: (item) => `${item.dataset.label}: ${formatPrice(item.parsed.y ?? 0)}`,
      },
    },
  },
  scales: {
    x: {
      type: 'time',
      time: { unit: 'year', displayFormats: { year: 'yyyy' } },
      title: { display: true, text: 'Month' },
    },
    y: {
      beginAtZero: true,
      title: { display: true, text: 'Average price' },
      ticks: { callback: (value) => formatPrice(Number(value)) },
    },
  },
};

/** An item's monthly averages in a state against the nation's (Chart.js, loaded only with this page). */
export default function AreaChart({ lines, summary }: { lines: AreaLine[]; summary: string }) {
  const data = useMemo<ChartData<'line', Array<{ x: number; y: number }>>>(
    () => ({
      datasets: lines.map((line, i) => ({
        label: line.label,
        data: line.series.map((p) => ({ x: Date.parse(`${p.month}-15T12:00:00Z`), y: p.price })),
        borderColor: COLOURS[i % COLOURS.length],
        backgroundColor: COLOURS[i % COLOURS.length],
        borderWidth: 2,
        pointRadius: 0,
      })),
    }),
    [lines],
  );
  return <Chart type="line" data={data} options={options} role="img" aria-label={summary} />;
}
