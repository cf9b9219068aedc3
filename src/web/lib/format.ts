const withDecimals = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** "1,312.67" or "3,875": kobo shown only when there are any. */
export function formatAmount(naira: number): string {
  const rounded = Math.round(naira * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : withDecimals.format(rounded);
}

/** Product prices: N1,312.67 */
export const formatPrice = (naira: number) => `${naira < 0 ? '-' : ''}N${formatAmount(Math.abs(naira))}`;

/** Totals and plans: NGN3,875 */
export const formatTotal = (naira: number) => `${naira < 0 ? '-' : ''}NGN${formatAmount(Math.abs(naira))}`;

const DATE = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** Price dates: "15 Aug 2026", in Lagos time. */
export const observedOn = (iso: string) => DATE.format(new Date(iso));

const MONTH = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/** A month: "Jan 2025", from an ISO date or a YYYY-MM month. */
export const monthOf = (isoOrMonth: string) =>
  MONTH.format(new Date(/^\d{4}-\d{2}$/.test(isoOrMonth) ? `${isoOrMonth}-15T12:00:00Z` : isoOrMonth));

/** A travel time in hours and minutes beside the minutes: "25 min", "9 h 26 min (566 minutes)". */
export function travelTime(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${whole % 60} min (${whole} minutes)`;
}

/** The parts of a moment on a Lagos clock, by name; built from parts so no locale's spacing leaks in. */
function lagosParts(iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Africa/Lagos' });
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

const NUMERIC: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** "2026-08-15", the day in Lagos. */
export function lagosDate(iso: string): string {
  const p = lagosParts(iso, NUMERIC);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-08-15 09:05:07" (yyyy-MM-dd HH:mm:ss), in Lagos time. */
export function lagosDateTime(iso: string): string {
  const p = lagosParts(iso, NUMERIC);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "Aug 15, 2026, 9:05:07 AM" (the 'medium' date format), in Lagos time. */
export function lagosMediumDateTime(iso: string): string {
  const p = lagosParts(iso, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
}

/** "N1,029.33 per kg", or null when the pack size is unknown. */
export const unitPriceText = (p: { unitPrice: { amount: number; per: string } | null }) =>
  p.unitPrice ? `${formatPrice(p.unitPrice.amount)} per ${p.unitPrice.per}` : null;

const DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/** A moment in a sentence ("active until 15 Aug 2026, 14:05"), in Lagos time. */
export const lagosDayTime = (iso: string) => DATE_TIME.format(new Date(iso));

const DURATION_UNITS: Array<[seconds: number, one: string, many: string]> = [
  [365 * 86_400, 'year', 'years'],
  [86_400, 'day', 'days'],
  [3_600, 'hour', 'hours'],
  [60, 'minute', 'minutes'],
  [1, 'second', 'seconds'],
];

const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/**
 * A length of time in the largest unit it fills: 2592000 → "30 days", 31536000 → "1 year",
 * 5400 → "1.5 hours"; "about" when one decimal does not say it exactly (2629800 → "about 30.4 days").
 */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 1) return '0 seconds';
  const [size, one, many] = DURATION_UNITS.find(([unit]) => seconds >= unit) ?? DURATION_UNITS.at(-1)!;
  const n = seconds / size;
  const shown = Math.round(n * 10) / 10;
  return `${shown === n ? '' : 'about '}${oneDecimal.format(shown)} ${shown === 1 ? one : many}`;
}
