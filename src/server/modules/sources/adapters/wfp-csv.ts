import type { Readable } from 'node:stream';
import { englishOf, type Words } from '../../../../contract/words.js';
import { csvRecords } from '../../../lib/csv.js';
import { nairaToKobo } from '../../../lib/money.js';
import type { SkippedLine } from '../sources.pipeline.js';
import { missingColumn, underOneKobo } from './reasons.js';

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

/**
 * One record of a WFP file: its line, whether it is a price or a market of the list, and its
 * fields by column name (trimmed).
 */
export interface WfpRecord {
  line: number;
  kind: 'price' | 'market';
  get(column: string): string;
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

/** The columns of WFP's list of the markets it surveys (markets.csv: one market a row, no price). */
const MARKET_LIST = ['market_id', 'market', 'state', 'lga', 'latitude', 'longitude'] as const;

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

/** WFP numbers its markets and commodities with 32-bit integers. */
const MAX_ID = 2 ** 31 - 1;
const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

/** Observations are dated from 2000 to tomorrow (a file's dates are Lagos days; tomorrow allows for time zones). */
const FIRST_PRICE_DATE = new Date(Date.UTC(2000, 0, 1));
const DAY_MS = 24 * 60 * 60 * 1000;

/** Coordinates as stored: 7 decimals (PostgreSQL cannot hold a value like 5e-324). */
const degrees = (n: number) => Math.round(n * 1e7) / 1e7 || 0;

/**
 * The records of a WFP file as HDX publishes it (a header row, an optional HXL tag row starting
 * with `#`, then one price per row), or of WFP's list of markets, read as they arrive; a line the
 * CSV reader cannot read comes as a skipped line. Throws WfpFormatError before the first record
 * when the file is neither (empty, or a required column missing).
 */
export async function* wfpRecords(input: Readable | string): AsyncGenerator<WfpRecord | SkippedLine> {
  const records = csvRecords(input);
  const head = await records.next();
  if (head.done || !('fields' in head.value)) throw new WfpFormatError(/*i18n*/ { id: 'The file is empty.' });
  const header = head.value.fields.map((f) => f.trim().toLowerCase());
  const kind = MARKET_LIST.every((c) => header.includes(c)) && !header.includes('price') ? 'market' : 'price';
  const required: readonly string[] = kind === 'market' ? MARKET_LIST : REQUIRED;
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new WfpFormatError(
      /*i18n*/ {
        id: 'The header has no column {columns}.',
        values: { columns: missing.join(', ') },
        comment: 'What is wrong with a price file. {columns} are the columns it lacks, as a WFP file names them',
      },
    );
  const at = Object.fromEntries(header.map((name, i) => [name, i])) as Record<string, number>;
  for await (const record of records) {
    if (!('fields' in record)) {
      yield record;
      continue;
    }
    const { line, fields } = record;
    if (fields[0]?.startsWith('#')) continue; // the HXL tag row
    yield { line, kind, get: (name: string) => (fields[at[name]!] ?? '').trim() };
  }
}

/** The numbers of a record, read (NaN where a field is not a number). */
function numbersOf({ get }: WfpRecord) {
  return {
    date: parseDate(get('date')),
    price: number(get('price')),
    latitude: number(get('latitude')),
    longitude: number(get('longitude')),
    marketId: number(get('market_id')),
    commodityId: number(get('commodity_id')),
  };
}

/** A WFP id that is not a 32-bit positive integer. */
const notAnId = (column: 'market_id' | 'commodity_id', value: string): Words => /*i18n*/ ({
  id: '{column} "{value}" is not a whole number from 1 to {max}',
  values: { column, value, max: String(MAX_ID) },
  comment:
    'Why a line of a price file was refused. {column} is the column as the file names it (market_id): it stays in English; {value} is what the file wrote',
});

/** Coordinates no place on Earth has. */
const outOfRange = (latitude: string, longitude: string): Words => /*i18n*/ ({
  id: 'coordinates {latitude}, {longitude} are out of range',
  values: { latitude, longitude },
  comment: 'Why a line of a price file was refused: its latitude and longitude, as the file wrote them',
});

/**
 * Why a record cannot be used, or null. Every number is checked for the range it is stored in, so
 * a bad line can never fail the lines written with it.
 */
function reasonToSkip({ get }: WfpRecord, n: ReturnType<typeof numbersOf>, now: Date): Words | null {
  const tomorrow = new Date(now.getTime() + DAY_MS);
  const empty = REQUIRED.find((c) => get(c) === '');
  if (empty) return missingColumn(empty);
  if (!n.date)
    return /*i18n*/ {
      id: 'date "{value}" is not a date (YYYY-MM-DD)',
      values: { value: get('date') },
      comment:
        'Why a line of a price file was refused. "date" is the file’s column: it stays in English; {value} is what the file wrote',
    };
  if (n.date < FIRST_PRICE_DATE || n.date > tomorrow)
    return /*i18n*/ {
      id: 'date "{value}" is before 2000 or in the future',
      values: { value: get('date') },
      comment:
        'Why a line of a price file was refused. "date" is the file’s column: it stays in English; {value} is what the file wrote',
    };
  if (!(n.price > 0) || n.price > 1_000_000_000)
    return /*i18n*/ {
      id: 'price "{value}" is not a positive number',
      values: { value: get('price') },
      comment:
        'Why a line of a price file was refused. "price" is the file’s column: it stays in English; {value} is what the file wrote',
    };
  if (nairaToKobo(n.price) < 1) return underOneKobo('price', get('price'));
  if (get('currency').toUpperCase() !== 'NGN')
    return /*i18n*/ {
      id: 'currency "{value}" is not NGN',
      values: { value: get('currency') },
      comment:
        'Why a line of a price file was refused. "currency" is the file’s column: it stays in English; {value} is what the file wrote; NGN is the naira’s code',
    };
  if (!(n.latitude >= -90 && n.latitude <= 90) || !(n.longitude >= -180 && n.longitude <= 180))
    return outOfRange(get('latitude'), get('longitude'));
  if (!isId(n.marketId)) return notAnId('market_id', get('market_id'));
  if (get('commodity_id') !== '' && !isId(n.commodityId)) return notAnId('commodity_id', get('commodity_id'));
  return null;
}

/** A record as a usable row, or the line and why it cannot be used. */
export function checkWfpRecord(record: WfpRecord, now: Date): WfpRow | SkippedLine {
  const { line, get } = record;
  const n = numbersOf(record);
  const reason = reasonToSkip(record, n, now);
  if (reason) return { line, reason };
  return {
    line,
    date: n.date!,
    state: get('admin1'),
    lga: get('admin2'),
    market: get('market'),
    wfpMarketId: n.marketId,
    latitude: degrees(n.latitude),
    longitude: degrees(n.longitude),
    category: get('category'),
    commodity: get('commodity'),
    wfpCommodityId: isId(n.commodityId) ? n.commodityId : null,
    unit: get('unit'),
    priceKobo: nairaToKobo(n.price),
  };
}

/** A market of WFP's list, as it places it. */
export interface WfpMarketRow {
  line: number;
  state: string;
  lga: string;
  market: string;
  wfpMarketId: number;
  latitude: number;
  longitude: number;
}

/** A market of the list as a usable row, or the line and why it cannot be used. */
export function checkWfpMarket({ line, get }: WfpRecord): WfpMarketRow | SkippedLine {
  const empty = MARKET_LIST.find((c) => get(c) === '');
  if (empty) return { line, reason: missingColumn(empty) };
  const [id, latitude, longitude] = [number(get('market_id')), number(get('latitude')), number(get('longitude'))];
  if (!isId(id)) return { line, reason: notAnId('market_id', get('market_id')) };
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180))
    return { line, reason: outOfRange(get('latitude'), get('longitude')) };
  return {
    line,
    state: get('state'),
    lga: get('lga'),
    market: get('market'),
    wfpMarketId: id,
    latitude: degrees(latitude),
    longitude: degrees(longitude),
  };
}

/** The file is not a WFP price file at all (no header, missing columns): why, in words. */
export class WfpFormatError extends Error {
  constructor(readonly words: Words) {
    super(englishOf(words));
  }
}
