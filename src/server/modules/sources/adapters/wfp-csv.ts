import { csvRecords } from '../../lib/csv.js';
import { nairaToKobo } from '../../lib/money.js';

/** One usable row of a WFP price file. */
export interface WfpRow {
  line: number;
  date: Date;
  state: string;
  lga: string;
  market: string;
  wfpMarketId: number;
  latitude: number;
  longitude: number;
  category: string;
  commodity: string;
  wfpCommodityId: number | null;
  unit: string;
  priceKobo: number;
}

export interface SkippedRow {
  line: number;
  reason: string;
}

const REQUIRED = [
  'date',
  'admin1',
  'admin2',
  'market',
  'market_id',
  'latitude',
  'longitude',
  'category',
  'commodity',
  'unit',
  'currency',
  'price',
] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 2026-02-30 rolls over to March in Date: not a real date.
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1 ? date : null;
}

const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN);

/** Ids go into 32-bit integer columns. */
const MAX_ID = 2 ** 31 - 1;
const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

/** Observations are dated from 2000 to tomorrow (a file's dates are Lagos days; tomorrow allows for time zones). */
export const FIRST_PRICE_DATE = new Date(Date.UTC(2000, 0, 1));
const DAY_MS = 24 * 60 * 60 * 1000;

/** Coordinates as stored: 7 decimals (PostgreSQL cannot hold a value like 5e-324). */
const degrees = (n: number) => Math.round(n * 1e7) / 1e7 || 0;

/**
 * Reads a WFP price file as HDX publishes it: a header row, an optional HXL tag row (starting with
 * `#`), then one observation per row. Rows that cannot be used are reported with their line (the
 * header is line 1) and why; the rest are returned. Every number is checked for the range it is
 * stored in, so a bad line can never fail the lines written with it.
 */
export function parseWfpCsv(text: string, now: Date): { rows: WfpRow[]; skipped: SkippedRow[] } {
  const tomorrow = new Date(now.getTime() + DAY_MS);
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const head = records.next();
  if (head.done) throw new WfpFormatError('The file is empty.');
  const header = head.value.fields.map((f) => f.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new WfpFormatError(`The header has no column ${missing.join(', ')}.`);
  const at = Object.fromEntries(header.map((name, i) => [name, i])) as Record<string, number>;

  const rows: WfpRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const { line, fields } of records) {
    if (fields[0]?.startsWith('#')) continue; // the HXL tag row
    const get = (name: string) => (fields[at[name]!] ?? '').trim();
    const empty = REQUIRED.find((c) => get(c) === '');
    if (empty) {
      skipped.push({ line, reason: `${empty} is missing` });
      continue;
    }
    const date = parseDate(get('date'));
    const price = number(get('price'));
    const latitude = number(get('latitude'));
    const longitude = number(get('longitude'));
    const wfpMarketId = number(get('market_id'));
    const commodityId = number(get('commodity_id'));
    const reason = !date
      ? `date "${get('date')}" is not a date (YYYY-MM-DD)`
      : date < FIRST_PRICE_DATE || date > tomorrow
        ? `date "${get('date')}" is before 2000 or in the future`
        : !(price > 0) || price > 1_000_000_000
          ? `price "${get('price')}" is not a positive number`
          : nairaToKobo(price) < 1
            ? `price "${get('price')}" is less than 1 kobo`
            : get('currency').toUpperCase() !== 'NGN'
              ? `currency "${get('currency')}" is not NGN`
              : !(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)
                ? `coordinates ${get('latitude')}, ${get('longitude')} are out of range`
                : !isId(wfpMarketId)
                  ? `market_id "${get('market_id')}" is not a whole number from 1 to ${MAX_ID}`
                  : get('commodity_id') !== '' && !isId(commodityId)
                    ? `commodity_id "${get('commodity_id')}" is not a whole number from 1 to ${MAX_ID}`
                    : null;
    if (reason) {
      skipped.push({ line, reason });
      continue;
    }
    rows.push({
      line,
      date: date!,
      state: get('admin1'),
      lga: get('admin2'),
      market: get('market'),
      wfpMarketId,
      latitude: degrees(latitude),
      longitude: degrees(longitude),
      category: get('category'),
      commodity: get('commodity'),
      wfpCommodityId: isId(commodityId) ? commodityId : null,
      unit: get('unit'),
      priceKobo: nairaToKobo(price),
    });
  }
  return { rows, skipped };
}

/** The file is not a WFP price file at all (no header, missing columns). */
export class WfpFormatError extends Error {}
