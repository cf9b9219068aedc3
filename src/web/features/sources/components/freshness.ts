import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Source } from '../../../../contract/sources';
import { monthOf } from '../../../lib/format';

/** Months from a YYYY-MM month to today's month. */
function monthsSince(month: string, now: Date): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - m);
}

/**
 * How fresh a source is, in words a shopper reads in the active language of `i18n`: its months,
 * and how long ago its newest is ("Jan 2016 to Nov 2022 · newest 4 years ago").
 */
export function freshness(i18n: I18n, source: Pick<Source, 'oldestMonth' | 'newestMonth'>, now = new Date()): string {
  if (!source.newestMonth || !source.oldestMonth) return i18n._(msg`No prices yet`);
  const oldest = monthOf(source.oldestMonth);
  const newest = monthOf(source.newestMonth);
  const span = source.oldestMonth === source.newestMonth ? newest : i18n._(msg`${oldest} to ${newest}`);
  const months = monthsSince(source.newestMonth, now);
  const years = Math.floor(months / 12);
  const ago =
    months <= 0
      ? i18n._(msg`newest this month`)
      : months < 24
        ? i18n._(msg`newest ${plural(months, { one: '# month', other: '# months' })} ago`)
        : i18n._(msg`newest ${plural(years, { one: '# year', other: '# years' })} ago`);
  return `${span} · ${ago}`;
}
