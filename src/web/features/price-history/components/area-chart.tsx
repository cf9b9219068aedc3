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
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { AreaSeries } from '../../../../contract/areas';
import { formatPrice, monthOf } from '../../../lib/format';

ChartJS.register(LineController, LineElement, PointElement, TimeScale, LinearScale, Tooltip, Legend);

/** A line per area, dark enough to read on white: the state, then the nation. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not texts
const COLOURS = ['#1d4ed8', '#b45309'];

export interface AreaLine {
  label: string;
  series: AreaSeries;
}

/** The chart's settings, its axes titled in the active language of `i18n`. */
// `_locale`: the language the texts are in, so that a memo of the options changes with it.
const optionsOf = (i18n: I18n, _locale: string): ChartOptions<'line'> => ({
  // Drawn once, not grown in over a second of frames: each frame redrew the whole chart, work a
  // cheap phone's main thread felt as it loaded the page.
  animation: false,
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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- Chart.js settings, not texts
      time: { unit: 'year', displayFormats: { year: 'yyyy' } },
      title: { display: true, text: i18n._(msg({ message: 'Month', comment: "The chart's time axis" })) },
    },
    y: {
      beginAtZero: true,
      title: { display: true, text: i18n._(msg({ message: 'Average price', comment: "The chart's price axis" })) },
      ticks: { callback: (value) => formatPrice(Number(value)) },
    },
  },
});

/** An item's monthly averages in a state against the nation's (Chart.js, loaded only with this page). */
export default function AreaChart({ lines, summary }: { lines: AreaLine[]; summary: string }) {
  const { i18n } = useLingui();
  const { locale } = i18n;
  const options = useMemo(() => optionsOf(i18n, locale), [i18n, locale]);
  const data = useMemo<ChartData<'line', Array<{ x: number; y: number }>>>(
    () => ({
      datasets: lines.map((line, i) => ({
        label: line.label,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a date, not a text
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
