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

export type PriceBars = ChartData<'bar' | 'line', Array<{ x: number; y: number }>>;

/** Line colours of the areas' averages: dark enough to read against the bars. */
const AREA_COLOURS = ['#1d4ed8', '#047857', '#7c2d12'];

/**
 * The bars: one per point at its Lagos day, as high as its price; then a line per area average
 * asked for (NBS, monthly, drawn at mid-month), labelled with its area, source and unit.
 */
export const chartData = (points: ChartPoint[], colours: string[], areas: Chart['areas'] = []): PriceBars => ({
  datasets: [
    {
      type: 'bar',
      label: DATASET_LABEL,
      data: points.map((p) => ({ x: localDay(p.changeDateTime), y: p.price })),
      backgroundColor: colours,
      borderColor: BAR_BORDER,
      borderWidth: 1,
    },
    ...areas
      .filter((a) => a.points.length > 0)
      .map((a, i) => ({
        type: 'line' as const,
        label: `${a.areaName} average (${a.source.toUpperCase()}, per ${a.unit ?? 'unit'}, scaled to this pack)`,
        data: a.points.map((p) => ({ x: localDay(`${p.month}-15T12:00:00+01:00`), y: p.price })),
        borderColor: AREA_COLOURS[i % AREA_COLOURS.length],
        backgroundColor: AREA_COLOURS[i % AREA_COLOURS.length],
        borderWidth: 2,
        pointRadius: 1,
      })),
  ],
});

/** Spec §2: a time axis by day (month/day/year) titled 'Date', a price axis from zero titled 'Price', legend on top. */
export const chartOptions = (): ChartOptions<'bar' | 'line'> => ({
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
export function chartSummary({ productName, points, areas }: Chart): string {
  const lines = areas
    .filter((a) => a.points.length > 0)
    .map((a) => `, with the ${a.areaName} average`)
    .join('');
  return barsSummary(productName, points) + lines;
}

function barsSummary(productName: string, points: ChartPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `Bar chart of ${productName} prices, no points`;
  if (points.length === 1) return `Bar chart of ${productName} prices, 1 point on ${usDate(first.changeDateTime)}`;
  return `Bar chart of ${productName} prices, ${points.length} points from ${usDate(first.changeDateTime)} to ${usDate(last.changeDateTime)}`;
}
