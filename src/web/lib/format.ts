import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isLocale, LANGUAGES, SOURCE_LOCALE } from '../../contract/languages';

// Numbers, naira and dates in the app's language (decision record 015, "Languages"). In English
// they are written by hand, as en-NG writes them: the browser's Intl formatters load their locale
// data on first use, measured at 30–120 ms of a phone's main thread on the first screen (a long
// task). In Hausa, Yorùbá, Igbo and Naijá they go through Intl with the language's tag (ha-NG…),
// one formatter of each kind a language, kept; a browser without that language's data (Chrome
// ships none of the four) gets the English forms rather than Intl's guess (en-US: "Aug 15, 2026").

/** The clock every moment is shown on, in every language (UTC+1 all year, as LAGOS_OFFSET_MS below). */
const LAGOS_TIME_ZONE = 'Africa/Lagos';

/** Intl's formatters of each language whose data the browser has, made once each. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** The tag the app's language is formatted with (null: by hand), as found for the language last asked. */
let current: { locale: string; tag: string | null } | undefined;

/** The app's language's tag when it is not English and the browser has its data, else null (English, by hand). */
function intlTag(): string | null {
  if (current?.locale !== i18n.locale) {
    const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
    const { tag } = LANGUAGES[locale];
    // Asked only outside English: the question itself loads Intl's locale data.
    const hasData =
      locale !== SOURCE_LOCALE &&
      Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 &&
      Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
    current = { locale: i18n.locale, tag: hasData ? tag : null };
  }
  return current.tag;
}

function numberFormat(tag: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag} number ${kind}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(tag, options)));
  return f;
}

function dateFormat(tag: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} date ${kind}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(tag, { ...options, timeZone: LAGOS_TIME_ZONE })));
  return f;
}

/** Intl's text of a number, and a minus sign only when a digit other than zero is shown ("-0" → "0"). */
function signed(f: Intl.NumberFormat, n: number): string {
  const text = f.format(n);
  return /[1-9]/.test(text) ? text : f.format(0);
}

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

/** "1,234" or "12.5": thousands separated, up to `decimals` digits after the point, none when whole. */
export function formatNumber(n: number, decimals = 0): string {
  const tag = intlTag();
  if (tag) return signed(numberFormat(tag, `upTo${decimals}`, { maximumFractionDigits: decimals }), n);
  const fixed = decimal(Math.abs(n), decimals);
  return withSign(n, fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);
}

/** Naira rounded to the kobo, and whether kobo are shown (only when there are any). */
const toKobo = (naira: number) => {
  const rounded = Math.round(naira * 100) / 100;
  return { rounded, decimals: Number.isInteger(rounded) ? 0 : 2 };
};
const exactly = (decimals: number) => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "1,312.67" or "3,875": kobo shown only when there are any. */
export function formatAmount(naira: number): string {
  const { rounded, decimals } = toKobo(naira);
  const tag = intlTag();
  if (tag) return signed(numberFormat(tag, `amount${decimals}`, exactly(decimals)), rounded);
  return withSign(rounded, decimal(Math.abs(rounded), decimals));
}

/** Naira as the language writes it, with the sign (₦) or the code (NGN): "₦ 2,400.50" in Hausa. */
function naira(tag: string, amount: number, display: 'symbol' | 'code'): string {
  const { rounded, decimals } = toKobo(amount);
  const f = numberFormat(tag, `${display}${decimals}`, {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: display,
    ...exactly(decimals),
  });
  return signed(f, rounded);
}

/** Product prices: N1,312.67 (in the other languages, the naira sign as the language writes it: ₦1,312.67). */
export const formatPrice = (amount: number) => {
  const tag = intlTag();
  return tag ? naira(tag, amount, 'symbol') : `${amount < 0 ? '-' : ''}N${formatAmount(Math.abs(amount))}`;
};

/** Totals and plans: NGN3,875 (in the other languages as the language writes the code: NGN 3,875). */
export const formatTotal = (amount: number) => {
  const tag = intlTag();
  return tag ? naira(tag, amount, 'code') : `${amount < 0 ? '-' : ''}NGN${formatAmount(Math.abs(amount))}`;
};

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

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Price dates: "15 Aug 2026", in Lagos time ("15 Agu, 2026" in Hausa). */
export const observedOn = (iso: string) => {
  const tag = intlTag();
  if (tag) return dateFormat(tag, 'day', DAY).format(new Date(iso));
  const c = lagosClock(iso);
  return `${c.day} ${MONTHS[c.month]} ${c.year}`;
};

/** A month: "Jan 2025", from an ISO date or a YYYY-MM month. */
export const monthOf = (isoOrMonth: string) => {
  const iso = /^\d{4}-\d{2}$/.test(isoOrMonth) ? `${isoOrMonth}-15T12:00:00Z` : isoOrMonth;
  const tag = intlTag();
  if (tag) return dateFormat(tag, 'month', { month: 'short', year: 'numeric' }).format(new Date(iso));
  const c = lagosClock(iso);
  return `${MONTHS[c.month]} ${c.year}`;
};

/**
 * A travel time in hours and minutes beside the minutes: "25 min", "9 h 26 min (566 minutes)"; its
 * numbers without thousands separators, in every language.
 */
export function travelTime(minutes: number): string {
  const whole = Math.round(minutes);
  const mins = String(whole < 60 ? whole : whole % 60);
  if (whole < 60) return i18n._(msg({ message: `${mins} min`, comment: 'A travel time: "25 min"' }));
  const hours = String(Math.floor(whole / 60));
  const total = String(whole);
  return i18n._(
    msg({
      message: `${hours} h ${mins} min (${total} minutes)`,
      comment: 'A travel time of an hour or more, in hours and minutes, then in minutes: "9 h 26 min (566 minutes)"',
    }),
  );
}

/** "2026-08-15", the day in Lagos (the same in every language). */
export function lagosDate(iso: string): string {
  const c = lagosClock(iso);
  return `${c.year}-${two(c.month + 1)}-${two(c.day)}`;
}

/** "2026-08-15 09:05:07" (yyyy-MM-dd HH:mm:ss), in Lagos time (the same in every language). */
export function lagosDateTime(iso: string): string {
  const c = lagosClock(iso);
  return `${lagosDate(iso)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

/** "Aug 15, 2026, 9:05:07 AM" (the 'medium' date format), in Lagos time ("15 Agu, 2026, 09:05:07" in Hausa). */
export function lagosMediumDateTime(iso: string): string {
  const tag = intlTag();
  if (tag)
    return dateFormat(tag, 'medium', { ...DAY, hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(
      new Date(iso),
    );
  const c = lagosClock(iso);
  const hour = c.hour % 12 || 12;
  return `${US_MONTHS[c.month]} ${c.day}, ${c.year}, ${hour}:${two(c.minute)}:${two(c.second)} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

/** "N1,029.33 per kg", or null when the pack size is unknown. */
export const unitPriceText = (p: { unitPrice: { amount: number; per: string } | null }) => {
  if (!p.unitPrice) return null;
  const price = formatPrice(p.unitPrice.amount);
  const unit = p.unitPrice.per;
  return unit === 'piece'
    ? i18n._(msg({ message: `${price} per piece`, comment: 'A price per item sold by the piece: "N150 per piece"' }))
    : i18n._(msg({ message: `${price} per ${unit}`, comment: 'A price per kilogram or litre: "N1,029.33 per kg"' }));
};

/** A moment in a sentence ("active until 15 Aug 2026, 14:05"), in Lagos time. */
export const lagosDayTime = (iso: string) => {
  const tag = intlTag();
  if (tag)
    return dateFormat(tag, 'dayTime', { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );
  const c = lagosClock(iso);
  return `${observedOn(iso)}, ${two(c.hour)}:${two(c.minute)}`;
};

/** A length of time in one unit, its number as the language writes it ("30 days", "1.5 hours"). */
const DURATION_UNITS: Array<[seconds: number, inUnit: (n: number) => string]> = [
  [365 * 86_400, (n) => i18n._(msg`${plural(n, { one: '# year', other: '# years' })}`)],
  [86_400, (n) => i18n._(msg`${plural(n, { one: '# day', other: '# days' })}`)],
  [3_600, (n) => i18n._(msg`${plural(n, { one: '# hour', other: '# hours' })}`)],
  [60, (n) => i18n._(msg`${plural(n, { one: '# minute', other: '# minutes' })}`)],
  [1, (n) => i18n._(msg`${plural(n, { one: '# second', other: '# seconds' })}`)],
];

/**
 * A length of time in the largest unit it fills: 2592000 → "30 days", 31536000 → "1 year",
 * 5400 → "1.5 hours"; "about" when one decimal does not say it exactly (2629800 → "about 30.4 days").
 */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 1) return DURATION_UNITS.at(-1)![1](0);
  const [size, inUnit] = DURATION_UNITS.find(([unit]) => seconds >= unit) ?? DURATION_UNITS.at(-1)!;
  const n = seconds / size;
  const shown = Math.round(n * 10) / 10;
  const length = inUnit(shown);
  return shown === n
    ? length
    : i18n._(msg({ message: `about ${length}`, comment: 'A length of time not exact: "about 30.4 days"' }));
}
