import type { Chart, Insight, Period } from '../../../../contract/price-history';
import { formatNumber, formatPrice, lagosDate } from '../../../lib/format';
import { nextPeriod, usDate } from '../dates';

const UNIT: Record<Period, string> = { Daily: 'day', Weekly: 'week', Monthly: 'month', Yearly: 'year' };

/** "on the previous month" when the last two bars are neighbours, else "since 07/15/2026" (a gap in the data). */
function sinceWhen({ points, period }: Chart): string {
  const [previous, latest] = points.slice(-2);
  if (!previous || !latest) return `on the previous ${UNIT[period]}`;
  const neighbours = nextPeriod(lagosDate(previous.changeDateTime), period) === lagosDate(latest.changeDateTime);
  return neighbours ? `on the previous ${UNIT[period]}` : `since ${usDate(previous.changeDateTime)}`;
}

function changeSentence(change: NonNullable<Insight['change']>, chart: Chart): string {
  if (change.percent === 0) return `No change ${sinceWhen(chart)}.`;
  return `${change.percent > 0 ? 'Up' : 'Down'} ${formatNumber(Math.abs(change.percent), 1)}% ${sinceWhen(chart)}.`;
}

/** The insight in words; a part the data cannot tell yet (null) is left out. */
export function insightText(chart: Chart): string {
  const { low30Days, typicalRange, latestPrice, verdict, change } = chart.insight;
  const sentences = [
    low30Days &&
      `Lowest in the last 30 days of data: ${formatPrice(low30Days.price)} at ${low30Days.marketName} (${usDate(low30Days.observedAt)}).`,
    typicalRange && `Typical range over 90 days: ${formatPrice(typicalRange.low)} – ${formatPrice(typicalRange.high)}.`,
    latestPrice !== null &&
      (verdict
        ? `Latest ${formatPrice(latestPrice)} is ${verdict} against the last 90 days.`
        : `Latest ${formatPrice(latestPrice)}.`),
    change && changeSentence(change, chart),
  ].filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : 'There are not enough prices yet to say more.';
}

/** What the chart says, in a sentence or four; read out again when a new filter changes it. */
export function ChartInsight({ chart, className = 'mt-2' }: { chart: Chart; className?: string }) {
  return (
    <p aria-live="polite" className={`${className} max-w-3xl text-stone-800`}>
      {insightText(chart)}
    </p>
  );
}
