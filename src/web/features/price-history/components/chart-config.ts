import type { ChartData, ChartOptions } from 'chart.js';
import type { Chart, ChartPoint } from '../../../../contract/price-history';
import { formatPrice } from '../../../lib/format';
import { localDay, usDate } from '../dates';

/** Spec §2: the bars' border, a pink-red, 1 px wide. */
export const BAR_BORDER = 'rgba(255, 99, 132, 1)';
const DATASET_LABEL = 'Price Trends';

/** One random colour per bar (spec §2), picked once per data load. */
export const randomColours = (count: number, random = Math.random): string[] =>
  Array.from({ length: count }, () => `hsl(${Math.floor(random() * 360)} 70% 55%)`);

export type PriceBars = ChartData<'bar', Array<{ x: number; y: number }>>;

/** The one dataset: a bar per point at its Lagos day, as high as its price. */
export const chartData = (points: ChartPoint[], colours: string[]): PriceBars => ({
  datasets: [
    {
      label: DATASET_LABEL,
      data: points.map((p) => ({ x: localDay(p.changeDateTime), y: p.price })),
      backgroundColor: colours,
      borderColor: BAR_BORDER,
      borderWidth: 1,
    },
  ],
});

/** Spec §2: a time axis by day (month/day/year) titled 'Date', a price axis from zero titled 'Price', legend on top. */
export const chartOptions = (): ChartOptions<'bar'> => ({
  responsive: true,
  // The container sets the height, so the chart fits a 360 px phone as well as a desktop.
  maintainAspectRatio: false,
  plugins: {
    legend: { position: 'top' },
    tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatPrice(item.parsed.y ?? 0)}` } },
  },
  scales: {
    x: {
      type: 'time',
      time: { unit: 'day', tooltipFormat: 'MM/dd/yyyy', displayFormats: { day: 'MM/dd/yyyy' } },
      // A tick at each bar: Chart.js sizes bars by the closest ticks, so day ticks would make them slivers.
      ticks: { source: 'data' },
      title: { display: true, text: 'Date' },
    },
    y: {
      beginAtZero: true,
      title: { display: true, text: 'Price' },
      ticks: { callback: (value) => formatPrice(Number(value)) },
    },
  },
});

/** The chart in words, for the canvas's aria-label. */
export function chartSummary({ productName, points }: Chart): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `Bar chart of ${productName} prices, no points`;
  if (points.length === 1) return `Bar chart of ${productName} prices, 1 point on ${usDate(first.changeDateTime)}`;
  return `Bar chart of ${productName} prices, ${points.length} points from ${usDate(first.changeDateTime)} to ${usDate(last.changeDateTime)}`;
}
