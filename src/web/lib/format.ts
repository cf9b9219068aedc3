// Written by hand, as en-NG writes them: the browser's Intl formatters load their locale data on
// first use, measured at 30–120 ms of a phone's main thread on the first screen (a long task).

/**
 * `abs` (≥ 0) with `decimals` digits after the point, rounded half away from zero on its shortest
 * decimal form ("0.15" → "0.2"), as Intl rounds, where toFixed rounds the binary value ("0.1").
 */
function decimal(abs: number, decimals: number): string {
  const text = abs < 1e-6 ? '0' : String(abs);
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length <= decimals) return decimals ? `${int}.${frac.padEnd(decimals, '0')}` : int;
  const kept = `${int}${frac.slice(0, decimals)}`;
  const digits = (frac[decimals]! >= '5' ? String(Number(kept) + 1) : kept).padStart(decimals + 1, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}

/** Thousands separated by commas, and a minus sign unless what is shown is zero. */
function withSign(n: number, shown: string): string {
  const [int = '', frac] = shown.split('.');
  const sign = n < 0 && /[1-9]/.test(shown) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+$)/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** "1,234,567.80": `decimals` digits after the point. */
const grouped = (n: number, decimals: number) => withSign(n, decimal(Math.abs(n), decimals));

/** "1,234" or "12.5": thousands separated, up to `decimals` digits after the point, none when whole. */
export function formatNumber(n: number, decimals = 0): string {
  const fixed = decimal(Math.abs(n), decimals);
  return withSign(n, fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);
}

/** "1,312.67" or "3,875": kobo shown only when there are any. */
export function formatAmount(naira: number): string {
  const rounded = Math.round(naira * 100) / 100;
  return grouped(rounded, Number.isInteger(rounded) ? 0 : 2);
}

/** Product prices: N1,312.67 */
export const formatPrice = (naira: number) => `${naira < 0 ? '-' : ''}N${formatAmount(Math.abs(naira))}`;

/** Totals and plans: NGN3,875 */
export const formatTotal = (naira: number) => `${naira < 0 ? '-' : ''}NGN${formatAmount(Math.abs(naira))}`;

/** Lagos keeps West Africa Time, UTC+1, all year (no summer time). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** en-NG's short month names. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** en-US's, for the 'medium' format. */
const US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** The moment on a Lagos clock, by name. */
function lagosClock(iso: string) {
  const d = new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Price dates: "15 Aug 2026", in Lagos time. */
export const observedOn = (iso: string) => {
  const c = lagosClock(iso);
  return `${c.day} ${MONTHS[c.month]} ${c.year}`;
};

/** A month: "Jan 2025", from an ISO date or a YYYY-MM month. */
export const monthOf = (isoOrMonth: string) => {
  const c = lagosClock(/^\d{4}-\d{2}$/.test(isoOrMonth) ? `${isoOrMonth}-15T12:00:00Z` : isoOrMonth);
  return `${MONTHS[c.month]} ${c.year}`;
};

/** A travel time in hours and minutes beside the minutes: "25 min", "9 h 26 min (566 minutes)". */
export function travelTime(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${whole % 60} min (${whole} minutes)`;
}

/** "2026-08-15", the day in Lagos. */
export function lagosDate(iso: string): string {
  const c = lagosClock(iso);
  return `${c.year}-${two(c.month + 1)}-${two(c.day)}`;
}

/** "2026-08-15 09:05:07" (yyyy-MM-dd HH:mm:ss), in Lagos time. */
export function lagosDateTime(iso: string): string {
  const c = lagosClock(iso);
  return `${lagosDate(iso)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

/** "Aug 15, 2026, 9:05:07 AM" (the 'medium' date format), in Lagos time. */
export function lagosMediumDateTime(iso: string): string {
  const c = lagosClock(iso);
  const hour = c.hour % 12 || 12;
  return `${US_MONTHS[c.month]} ${c.day}, ${c.year}, ${hour}:${two(c.minute)}:${two(c.second)} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

/** "N1,029.33 per kg", or null when the pack size is unknown. */
export const unitPriceText = (p: { unitPrice: { amount: number; per: string } | null }) =>
  p.unitPrice ? `${formatPrice(p.unitPrice.amount)} per ${p.unitPrice.per}` : null;

/** A moment in a sentence ("active until 15 Aug 2026, 14:05"), in Lagos time. */
export const lagosDayTime = (iso: string) => {
  const c = lagosClock(iso);
  return `${observedOn(iso)}, ${two(c.hour)}:${two(c.minute)}`;
};

const DURATION_UNITS: Array<[seconds: number, one: string, many: string]> = [
  [365 * 86_400, 'year', 'years'],
  [86_400, 'day', 'days'],
  [3_600, 'hour', 'hours'],
  [60, 'minute', 'minutes'],
  [1, 'second', 'seconds'],
];

/**
 * A length of time in the largest unit it fills: 2592000 → "30 days", 31536000 → "1 year",
 * 5400 → "1.5 hours"; "about" when one decimal does not say it exactly (2629800 → "about 30.4 days").
 */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 1) return '0 seconds';
  const [size, one, many] = DURATION_UNITS.find(([unit]) => seconds >= unit) ?? DURATION_UNITS.at(-1)!;
  const n = seconds / size;
  const shown = Math.round(n * 10) / 10;
  return `${shown === n ? '' : 'about '}${grouped(shown, Number.isInteger(shown) ? 0 : 1)} ${shown === 1 ? one : many}`;
}
