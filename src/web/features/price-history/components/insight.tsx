import { type I18n, i18n as appI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Chart, Insight } from '../../../../contract/price-history';
import { formatNumber, formatPrice, lagosDate } from '../../../lib/format';
import { nextPeriod, usDate } from '../dates';

/** "on the previous month" when the last two bars are neighbours, else "since 07/15/2026" (a gap in the data). */
function sinceWhen({ points, period }: Chart, i18n: I18n): string {
  const [previous, latest] = points.slice(-2);
  const neighbours =
    !previous || !latest || nextPeriod(lagosDate(previous.changeDateTime), period) === lagosDate(latest.changeDateTime);
  if (!neighbours) {
    const day = usDate(previous.changeDateTime);
    return i18n._(msg({ message: `since ${day}`, comment: 'Ends "Up 4.2% …" or "No change …"' }));
  }
  const previousPeriod = {
    Daily: msg({ message: 'on the previous day', comment: 'Ends "Up 4.2% …" or "No change …"' }),
    Weekly: msg({ message: 'on the previous week', comment: 'Ends "Up 4.2% …" or "No change …"' }),
    Monthly: msg({ message: 'on the previous month', comment: 'Ends "Up 4.2% …" or "No change …"' }),
    Yearly: msg({ message: 'on the previous year', comment: 'Ends "Up 4.2% …" or "No change …"' }),
  }[period];
  return i18n._(previousPeriod);
}

function changeSentence(change: NonNullable<Insight['change']>, chart: Chart, i18n: I18n): string {
  const when = sinceWhen(chart, i18n);
  if (change.percent === 0) return i18n._(msg`No change ${when}.`);
  const percent = formatNumber(Math.abs(change.percent), 1);
  return change.percent > 0 ? i18n._(msg`Up ${percent}% ${when}.`) : i18n._(msg`Down ${percent}% ${when}.`);
}

/**
 * The insight in words, in the active language of `i18n` (the app's by default); a part the data
 * cannot tell yet (null) is left out.
 */
export function insightText(chart: Chart, i18n: I18n = appI18n): string {
  const { low30Days, typicalRange, latestPrice, verdict, change } = chart.insight;
  const latest = latestPrice === null ? null : formatPrice(latestPrice);
  const sentences = [
    low30Days && lowestSentence(low30Days, i18n),
    typicalRange && rangeSentence(typicalRange, i18n),
    latest !== null && (verdict ? verdictSentence(latest, verdict, i18n) : i18n._(msg`Latest ${latest}.`)),
    change && changeSentence(change, chart, i18n),
  ].filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : i18n._(msg`There are not enough prices yet to say more.`);
}

function lowestSentence(low: NonNullable<Insight['low30Days']>, i18n: I18n): string {
  const price = formatPrice(low.price);
  const market = low.marketName;
  const day = usDate(low.observedAt);
  return i18n._(msg`Lowest in the last 30 days of data: ${price} at ${market} (${day}).`);
}

function rangeSentence(range: NonNullable<Insight['typicalRange']>, i18n: I18n): string {
  const low = formatPrice(range.low);
  const high = formatPrice(range.high);
  return i18n._(msg`Typical range over 90 days: ${low} – ${high}.`);
}

/** "Latest N3,900 is low against the last 90 days." */
function verdictSentence(latest: string, verdict: NonNullable<Insight['verdict']>, i18n: I18n): string {
  switch (verdict) {
    case 'low':
      return i18n._(msg`Latest ${latest} is low against the last 90 days.`);
    case 'high':
      return i18n._(msg`Latest ${latest} is high against the last 90 days.`);
    default:
      return i18n._(msg`Latest ${latest} is typical against the last 90 days.`);
  }
}

/** What the chart says, in a sentence or four; read out again when a new filter changes it. */
export function ChartInsight({ chart, className = 'mt-2' }: { chart: Chart; className?: string }) {
  const { i18n } = useLingui();
  return (
    <p aria-live="polite" className={`${className} max-w-3xl text-stone-800`}>
      {insightText(chart, i18n)}
    </p>
  );
}
