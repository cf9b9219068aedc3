import type { Period } from '../../../contract/price-history';
import { lagosDate } from '../../lib/format';

/** "08/15/2026": the chart's date format (month/day/year, spec §2), the day in Lagos. */
export function usDate(iso: string): string {
  const [year, month, day] = lagosDate(iso).split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The Lagos day of `iso` as midnight on this browser's clock: the chart's time axis draws in local
 * time, so a Lagos day stays the same day wherever the chart is read.
 */
export function localDay(iso: string): number {
  const [year, month, day] = lagosDate(iso).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).getTime();
}

/** The start of the period after the one starting on `day` (YYYY-MM-DD). */
export function nextPeriod(day: string, period: Period): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = {
    Daily: [year, month - 1, date + 1],
    Weekly: [year, month - 1, date + 7],
    Monthly: [year, month, date],
    Yearly: [year + 1, month - 1, date],
  }[period] as [number, number, number];
  return new Date(Date.UTC(...next)).toISOString().slice(0, 10);
}
