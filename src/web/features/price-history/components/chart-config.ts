import { type I18n, i18n as appI18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ChartData, ChartOptions } from 'chart.js';
import type { Chart, ChartPoint } from '../../../../contract/price-history';
import type { Period } from '../../../../contract/price-history.constants';
import type { SourceName } from '../../../app/source-names';
import { formatPrice } from '../../../lib/format';
import { localDay, usDate } from '../dates';

/** Spec §2: the bars' border, a pink-red, 1 px wide. */
export const BAR_BORDER = 'rgba(255, 99, 132, 1)' as const;

/** A period's name (the API's value is its English name). */
export const PERIOD_NAMES: Record<Period, MessageDescriptor> = {
  Daily: msg({ message: 'Daily', comment: "A chart's period: a bar a day" }),
  Weekly: msg({ message: 'Weekly', comment: "A chart's period: a bar a week" }),
  Monthly: msg({ message: 'Monthly', comment: "A chart's period: a bar a month" }),
  Yearly: msg({ message: 'Yearly', comment: "A chart's period: a bar a year" }),
};

/** One random colour per bar (spec §2), picked once per data load. */
export const randomColours = (count: number, random = Math.random): string[] =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a colour, not a text
  Array.from({ length: count }, () => `hsl(${Math.floor(random() * 360)} 70% 55%)`);

/** A bar (or a line's point): its day, its price, and for a bar the sources of its prices in words. */
export type PriceBars = ChartData<'bar' | 'line', Array<{ x: number; y: number; sources?: string }>>;

/** "Source: WFP market prices", or "Sources: Shoppers, WFP market prices" for a point of several. */
const sourcesLine = (keys: string[], nameOf: SourceName, i18n: I18n): string => {
  const names = keys.map(nameOf).join(', ');
  return keys.length > 1 ? i18n._(msg`Sources: ${names}`) : i18n._(msg`Source: ${names}`);
};

/** Line colours of the areas' averages: dark enough to read against the bars. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not texts
const AREA_COLOURS = ['#1d4ed8', '#047857', '#7c2d12'];

/** A line's label: its area, its source and unit, scaled to the product's pack. */
function areaLabel(a: Chart['areas'][number], i18n: I18n): string {
  const area = a.areaName;
  const source = a.source.toUpperCase();
  const unit = a.unit;
  return unit
    ? i18n._(msg`${area} average (${source}, per ${unit}, scaled to this pack)`)
    : i18n._(msg`${area} average (${source}, per unit, scaled to this pack)`);
}

/**
 * The bars: one per point at its Lagos day, as high as its price, with the sources of its prices
 * for the tooltip; then a line per area average asked for (NBS, monthly, drawn at mid-month),
 * labelled with its area, source and unit. Words in the active language of `i18n` (the app's by default).
 */
export const chartData = (
  points: ChartPoint[],
  colours: string[],
  areas: Chart['areas'],
  nameOf: SourceName,
  i18n: I18n = appI18n,
): PriceBars => ({
  datasets: [
    {
      type: 'bar',
      label: i18n._(msg({ message: 'Price Trends', comment: "The bars' name in the chart's legend" })),
      data: points.map((p) => ({
        x: localDay(p.changeDateTime),
        y: p.price,
        sources: sourcesLine(p.sources, nameOf, i18n),
      })),
      backgroundColor: colours,
      borderColor: BAR_BORDER,
      borderWidth: 1,
    },
    ...areas
      .filter((a) => a.points.length > 0)
      .map((a, i) => ({
        type: 'line' as const,
        label: areaLabel(a, i18n),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a date, not a text
        data: a.points.map((p) => ({ x: localDay(`${p.month}-15T12:00:00+01:00`), y: p.price })),
        borderColor: AREA_COLOURS[i % AREA_COLOURS.length],
        backgroundColor: AREA_COLOURS[i % AREA_COLOURS.length],
        borderWidth: 2,
        pointRadius: 1,
      })),
  ],
});

/** Spec §2: a time axis by day (month/day/year) titled 'Date', a price axis from zero titled 'Price', legend on top. */
// `_locale`: the language the texts are in, so that a memo of the options changes with it.
export const chartOptions = (i18n: I18n = appI18n, _locale?: string): ChartOptions<'bar' | 'line'> => ({
  // Drawn once, not grown in over a second of frames: each frame redrew the whole chart, work a
  // cheap phone's main thread felt as it loaded the page.
  animation: false,
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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- Chart.js settings, not texts
      time: { unit: 'day', tooltipFormat: 'MM/dd/yyyy', displayFormats: { day: 'MM/dd/yyyy' } },
      // A tick at each bar: Chart.js sizes bars by the closest ticks, so day ticks would make them slivers.
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a Chart.js setting, not a text
      ticks: { source: 'data' },
      title: { display: true, text: i18n._(msg({ message: 'Date', comment: "The chart's time axis" })) },
    },
    y: {
      beginAtZero: true,
      title: { display: true, text: i18n._(msg({ message: 'Price', comment: "The chart's price axis" })) },
      ticks: { callback: (value) => formatPrice(Number(value)) },
    },
  },
});

/** The chart in words, for the canvas's aria-label: its product, the source chosen (if one), its points and lines. */
export function chartSummary(
  { productName, source, points, areas }: Chart,
  nameOf: SourceName,
  i18n: I18n = appI18n,
): string {
  const lines = areas
    .filter((a) => a.points.length > 0)
    .map(({ areaName }) => i18n._(msg({ message: `, with the ${areaName} average`, comment: 'Ends a chart summary' })))
    .join('');
  const sourceName = source && nameOf(source);
  const of = sourceName
    ? i18n._(msg`Bar chart of ${productName} prices from ${sourceName}`)
    : i18n._(msg`Bar chart of ${productName} prices`);
  return barsSummary(of, points, i18n) + lines;
}

function barsSummary(of: string, points: ChartPoint[], i18n: I18n): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return i18n._(msg`${of}, no points`);
  const from = usDate(first.changeDateTime);
  if (points.length === 1) return i18n._(msg`${of}, 1 point on ${from}`);
  const to = usDate(last.changeDateTime);
  const count = points.length;
  return i18n._(msg`${of}, ${plural(count, { one: '# point', other: '# points' })} from ${from} to ${to}`);
}
