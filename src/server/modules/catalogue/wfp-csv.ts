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
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // 2026-02-30 rolls over to March in Date: not a real date.
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1 ? date : null;
}

const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN);

/**
 * Reads a WFP price file as HDX publishes it: a header row, an optional HXL tag row (starting with
 * `#`), then one observation per row. Rows that cannot be used are reported with their line (the
 * header is line 1) and why; the rest are returned.
 */
export function parseWfpCsv(text: string): { rows: WfpRow[]; skipped: SkippedRow[] } {
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
    const reason = !date
      ? `date "${get('date')}" is not a date (YYYY-MM-DD)`
      : !(price > 0) || price > 1_000_000_000
        ? `price "${get('price')}" is not a positive number`
        : get('currency').toUpperCase() !== 'NGN'
          ? `currency "${get('currency')}" is not NGN`
          : !(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)
            ? `coordinates ${get('latitude')}, ${get('longitude')} are out of range`
            : !Number.isInteger(wfpMarketId)
              ? `market_id "${get('market_id')}" is not a whole number`
              : null;
    if (reason) {
      skipped.push({ line, reason });
      continue;
    }
    const commodityId = number(get('commodity_id'));
    rows.push({
      line,
      date: date!,
      state: get('admin1'),
      lga: get('admin2'),
      market: get('market'),
      wfpMarketId,
      latitude,
      longitude,
      category: get('category'),
      commodity: get('commodity'),
      wfpCommodityId: Number.isInteger(commodityId) ? commodityId : null,
      unit: get('unit'),
      priceKobo: nairaToKobo(price),
    });
  }
  return { rows, skipped };
}

/** The file is not a WFP price file at all (no header, missing columns). */
export class WfpFormatError extends Error {}
