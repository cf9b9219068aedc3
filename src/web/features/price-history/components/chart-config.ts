import type { ChartData, ChartOptions } from 'chart.js';
import type { Chart, ChartPoint } from '../../../../contract/price-history';
import type { SourceName } from '../../../app/source-names';
import { formatPrice } from '../../../lib/format';
import { localDay, usDate } from '../dates';

/** Spec §2: the bars' border, a pink-red, 1 px wide. */
export const BAR_BORDER = 'rgba(255, 99, 132, 1)';
const DATASET_LABEL = 'Price Trends';

/** One random colour per bar (spec §2), picked once per data load. */
export const randomColours = (count: number, random = Math.random): string[] =>
  Array.from({ length: count }, () => `hsl(${Math.floor(random() * 360)} 70% 55%)`);

/** A bar (or a line's point): its day, its price, and for a bar the sources of its prices in words. */
export type PriceBars = ChartData<'bar' | 'line', Array<{ x: number; y: number; sources?: string }>>;

/** "Source: WFP market prices", or "Sources: Shoppers, WFP market prices" for a point of several. */
const sourcesLine = (keys: string[], nameOf: SourceName): string =>
  `${keys.length > 1 ? 'Sources' : 'Source'}: ${keys.map(nameOf).join(', ')}`;

/** Line colours of the areas' averages: dark enough to read against the bars. */
const AREA_COLOURS = ['#1d4ed8', '#047857', '#7c2d12'];

/**
 * The bars: one per point at its Lagos day, as high as its price, with the sources of its prices
 * for the tooltip; then a line per area average asked for (NBS, monthly, drawn at mid-month),
 * labelled with its area, source and unit.
 */
export const chartData = (
  points: ChartPoint[],
  colours: string[],
  areas: Chart['areas'],
  nameOf: SourceName,
): PriceBars => ({
  datasets: [
    {
      type: 'bar',
      label: DATASET_LABEL,
      data: points.map((p) => ({
        x: localDay(p.changeDateTime),
        y: p.price,
        sources: sourcesLine(p.sources, nameOf),
      })),
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
    tooltip: {
      callbacks: {
        label: (item) => `${item.dataset.label}: ${formatPrice(item.parsed.y ?? 0)}`,
        // Each bar says whose prices it averages.
        afterLabel: (item) => (item.raw as { sources?: string }).sources ?? '',
      },
    },
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

/** The chart in words, for the canvas's aria-label: its product, the source chosen (if one), its points and lines. */
export function chartSummary({ productName, source, points, areas }: Chart, nameOf: SourceName): string {
  const lines = areas
    .filter((a) => a.points.length > 0)
    .map((a) => `, with the ${a.areaName} average`)
    .join('');
  const of = `Bar chart of ${productName} prices${source ? ` from ${nameOf(source)}` : ''}`;
  return barsSummary(of, points) + lines;
}

function barsSummary(of: string, points: ChartPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${of}, no points`;
  if (points.length === 1) return `${of}, 1 point on ${usDate(first.changeDateTime)}`;
  return `${of}, ${points.length} points from ${usDate(first.changeDateTime)} to ${usDate(last.changeDateTime)}`;
}
