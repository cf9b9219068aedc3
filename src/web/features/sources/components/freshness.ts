import type { Source } from '../../../../contract/sources';
import { monthOf } from '../../../lib/format';

/** Months from a YYYY-MM month to today's month. */
function monthsSince(month: string, now: Date): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - m);
}

/**
 * How fresh a source is, in words a shopper reads: its months, and how long ago its newest is
 * ("Jan 2016 to Nov 2022 · newest 4 years ago").
 */
export function freshness(source: Pick<Source, 'oldestMonth' | 'newestMonth'>, now = new Date()): string {
  if (!source.newestMonth || !source.oldestMonth) return 'No prices yet';
  const span =
    source.oldestMonth === source.newestMonth
      ? monthOf(source.newestMonth)
      : `${monthOf(source.oldestMonth)} to ${monthOf(source.newestMonth)}`;
  const months = monthsSince(source.newestMonth, now);
  const ago =
    months <= 0
      ? 'newest this month'
      : months < 24
        ? `newest ${months} month${months === 1 ? '' : 's'} ago`
        : `newest ${Math.floor(months / 12)} years ago`;
  return `${span} · ${ago}`;
}
