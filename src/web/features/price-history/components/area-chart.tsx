import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type PointerEvent, useMemo, useState } from 'react';
import type { AreaSeries } from '../../../../contract/areas';
import { formatPrice, monthOf } from '../../../lib/format';

/** A line per area, dark enough to read on white: the state, then the nation. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not texts
const COLOURS = ['#1d4ed8', '#b45309'];

export interface AreaLine {
  label: string;
  series: AreaSeries;
}

/** 'YYYY-MM' as months since the year 0, and back. */
const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthText = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

/**
 * The price axis' marks: from 0, in round steps (1, 2, 2.5 or 5 times a power of ten) of about a
 * `count`th of the highest price, the last at or above it.
 */
export function priceMarks(highest: number, count = 4): number[] {
  if (!(highest > 0) || !Number.isFinite(highest)) return [0, 1];
  const rough = highest / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough)!;
  return Array.from({ length: Math.ceil(highest / step) + 1 }, (_, i) => i * step);
}

/** The plot's width and height in its SVG units; a place in HTML is the same as a percentage (`pct`). */
const SIZE = 1000;
const pct = (units: number) => `${units / (SIZE / 100)}%`;

/**
 * An item's monthly averages in a state against the nation's: a line per area on a price axis from
 * zero, a mark each January, and the months' prices on a pointer over it. Drawn as SVG (a few
 * polylines and labels), not with a chart library: on a cheap phone Chart.js took over 130 ms of
 * the main thread to lay out and draw these two lines, and 60 KB to download first.
 */
export default function AreaChart({ lines, summary }: { lines: AreaLine[]; summary: string }) {
  const { i18n } = useLingui();
  const [pointed, setPointed] = useState<number | null>(null);
  const plot = useMemo(() => {
    const months = lines.flatMap((l) => l.series.map((p) => monthNumber(p.month)));
    if (!months.length) return null;
    const first = Math.min(...months);
    const span = Math.max(Math.max(...months) - first, 1);
    const marks = priceMarks(Math.max(...lines.flatMap((l) => l.series.map((p) => p.price))));
    const top = marks.at(-1)!;
    const x = (month: number) => ((month - first) / span) * SIZE;
    const y = (price: number) => SIZE - (price / top) * SIZE;
    // A mark each January within the months shown.
    const firstYear = Math.ceil(first / 12);
    const years = Array.from({ length: Math.floor((first + span) / 12) - firstYear + 1 }, (_, i) => ({
      year: firstYear + i,
      x: x((firstYear + i) * 12),
    }));
    return {
      first,
      span,
      x,
      marks: marks.map((price) => ({ price, y: y(price) })),
      years,
      paths: lines.map((l) => l.series.map((p) => `${x(monthNumber(p.month)).toFixed(1)},${y(p.price).toFixed(1)}`)),
    };
  }, [lines]);

  if (!plot) return <div role="img" aria-label={summary} className="h-full" />;
  const point = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1);
    setPointed(plot.first + Math.round(fraction * plot.span));
  };
  const month = pointed === null ? null : monthText(pointed);
  const pointedX = pointed === null ? 0 : plot.x(pointed);
  // A year's label every other year when they would crowd a phone's width.
  const crowded = plot.years.length > 6;

  return (
    <div role="img" aria-label={summary} className="flex h-full flex-col text-xs text-stone-600">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {lines.map((l, i) => (
          <li key={l.label} className="flex items-center gap-1.5 text-stone-800">
            <span className="inline-block h-0.5 w-5" style={{ backgroundColor: COLOURS[i % COLOURS.length] }} />
            {l.label}
          </li>
        ))}
      </ul>
      <p className="mt-1">{i18n._(msg({ message: 'Average price', comment: "The chart's price axis" }))}</p>
      <div className="relative mt-2 min-h-0 flex-1 pb-5 pl-16">
        {plot.marks.map((m) => (
          <span
            key={m.price}
            className="absolute right-[calc(100%-3.5rem)] -translate-y-1/2 whitespace-nowrap tabular-nums"
            // The labels' column is as high as the plot and the years' row under it (1.25rem).
            style={{ top: `calc(${m.y / SIZE} * (100% - 1.25rem))` }}
          >
            {formatPrice(m.price)}
          </span>
        ))}
        <div
          className="relative h-full"
          onPointerMove={point}
          onPointerDown={point}
          onPointerLeave={() => setPointed(null)}
        >
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            aria-hidden="true"
          >
            {plot.marks.map((m) => (
              <line
                key={m.price}
                x1={0}
                x2={SIZE}
                y1={m.y}
                y2={m.y}
                stroke="#e7e5e4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {plot.paths.map((points, i) => (
              <polyline
                key={lines[i]!.label}
                points={points.join(' ')}
                fill="none"
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {month && (
              <line x1={pointedX} x2={pointedX} y1={0} y2={SIZE} stroke="#78716c" vectorEffect="non-scaling-stroke" />
            )}
          </svg>
          {plot.years.map((y, i) => (
            <span
              key={y.year}
              className={`absolute top-full mt-1 -translate-x-1/2 tabular-nums ${crowded && i % 2 ? 'hidden sm:block' : ''}`}
              style={{ left: pct(y.x) }}
            >
              {y.year}
            </span>
          ))}
          {month && (
            <div
              className="pointer-events-none absolute top-2 z-10 w-max max-w-56 rounded-md bg-stone-900 px-2 py-1 text-white shadow"
              // Beside the pointer, on the side with more room.
              style={
                pointedX > SIZE / 2
                  ? { right: pct(SIZE - pointedX), marginRight: 8 }
                  : { left: pct(pointedX), marginLeft: 8 }
              }
            >
              <p className="font-semibold">{monthOf(month)}</p>
              {lines.map((l) => {
                const price = l.series.find((p) => p.month === month)?.price;
                return (
                  <p key={l.label}>
                    {l.label}: {price === undefined ? '—' : formatPrice(price)}
                  </p>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <p className="mt-1 text-center">{i18n._(msg({ message: 'Month', comment: "The chart's time axis" }))}</p>
    </div>
  );
}
