import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../lib/app-error.js';
import { csvRecords, csvRecordsOf } from '../../../lib/csv.js';
import { koboOfDecimalText } from '../../../lib/money.js';
import { projectRoot } from '../../../lib/paths.js';
import type { SkippedLine, SourceAdapter, SourceItem } from '../sources.pipeline.js';
import { missingColumn, underOneKobo } from './reasons.js';

/**
 * NBS's Selected Food Prices Watch as the bundled files write it (data/nbs-nga: one average a row,
 * `date` as YYYY-MM, the area in `state` or `area`, NBS's item label and unit verbatim, `price_ngn`).
 * Each item becomes a catalogue commodity through the mapping in data/nbs-nga/items.csv (decision
 * record 011), which says which commodity and pack NBS's label and unit are, and why. A price of an
 * item the mapping does not know is a line left out, never a guess.
 */

/** The mapping of NBS's items to commodities, as data (data/nbs-nga/items.csv). */
const NBS_ITEMS_FILE = join(projectRoot, 'data/nbs-nga/items.csv');

/** One NBS record: its line and fields by column name (trimmed), with the commodity its item is. */
export interface NbsRecord {
  line: number;
  get(column: string): string;
  item: SourceItem | undefined;
}

const REQUIRED = ['date', 'item', 'unit', 'price_ngn'] as const;

const itemKey = (label: string, unit: string) => `${label.trim().toLowerCase()}\u0000${unit.trim().toLowerCase()}`;

/** NBS's (label, unit) → the commodity and pack it is, from the mapping file. */
async function loadMapping(text: string): Promise<Map<string, SourceItem>> {
  const [head, ...rows] = await csvRecordsOf(text);
  const at = new Map(head!.fields.map((name, i) => [name.trim(), i]));
  const field = (fields: string[], name: string) => (fields[at.get(name)!] ?? '').trim();
  return new Map(
    rows.map(({ fields }) => [
      itemKey(field(fields, 'nbs_item'), field(fields, 'nbs_unit')),
      { name: field(fields, 'commodity'), unit: field(fields, 'pack'), category: field(fields, 'category'), ref: null },
    ]),
  );
}

let mapping: Promise<Map<string, SourceItem>> | undefined;
const itemMapping = () => (mapping ??= loadMapping(readFileSync(NBS_ITEMS_FILE, 'utf8')));

const MONTH = /^(\d{4})-(\d{2})$/;

/** A month NBS could have published: January 2000 to the month of `now`. */
function monthOf(text: string, now: Date): string | null {
  const m = MONTH.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || text < '2000-01') return null;
  return text <= now.toISOString().slice(0, 7) ? `${text}-01` : null;
}

/** The most a state average of a food item can be: ₦10 million (a wrong figure beyond it is refused). */
const MAX_PRICE_KOBO = 1_000_000_000;

/** The records of an NBS file, read as they arrive; throws AppError (400) before the first when the header is not NBS's. */
async function* nbsRecords(input: Parameters<SourceAdapter['records']>[0]): AsyncGenerator<NbsRecord | SkippedLine> {
  const items = await itemMapping();
  const records = csvRecords(input);
  const head = await records.next();
  if (head.done || !('fields' in head.value))
    throw new AppError('BAD_REQUEST', /*i18n*/ { id: 'Not an NBS price file: the file is empty.' });
  const header = head.value.fields.map((f) => f.trim().toLowerCase());
  const missing = [...REQUIRED, header.includes('area') ? 'area' : 'state'].filter((c) => !header.includes(c));
  if (missing.length)
    throw new AppError(
      'BAD_REQUEST',
      /*i18n*/ {
        id: 'Not an NBS price file: the header has no column {columns}.',
        values: { columns: missing.join(', ') },
      },
    );
  const at = Object.fromEntries(header.map((name, i) => [name, i])) as Record<string, number>;
  for await (const record of records) {
    if (!('fields' in record)) {
      yield record;
      continue;
    }
    const get = (name: string) => (record.fields[at[name]!] ?? '').trim();
    yield { line: record.line, get, item: items.get(itemKey(get('item'), get('unit'))) };
  }
}

export const nbsAdapter: SourceAdapter<NbsRecord> = {
  records: nbsRecords,

  check({ line, get, item }, now) {
    const area = get('area') || get('state');
    // NBS states no unit for some items: an empty unit is the mapping's business, not a missing field.
    const empty = REQUIRED.find((c) => c !== 'unit' && get(c) === '') ?? (area ? undefined : 'state');
    if (empty) return { line, reason: missingColumn(empty) };
    const month = monthOf(get('date'), now);
    if (!month)
      return {
        line,
        reason: /*i18n*/ {
          id: 'date "{value}" is not a month from 2000-01 to this month (YYYY-MM)',
          values: { value: get('date') },
          comment:
            'Why a line of a price file was refused. "date" is the file’s column: it stays in English; {value} is what the file wrote',
        },
      };
    const priceKobo = koboOfDecimalText(get('price_ngn'));
    if (priceKobo === null || priceKobo > MAX_PRICE_KOBO)
      return {
        line,
        reason: /*i18n*/ {
          id: 'price_ngn "{value}" is not a positive number of naira',
          values: { value: get('price_ngn') },
          comment:
            'Why a line of a price file was refused. "price_ngn" is the file’s column: it stays in English; {value} is what the file wrote',
        },
      };
    if (priceKobo < 1) return { line, reason: underOneKobo('price_ngn', get('price_ngn')) };
    if (!item)
      return {
        line,
        reason: /*i18n*/ {
          id: 'item "{item}" in unit "{unit}" is not in the NBS item mapping (data/nbs-nga/items.csv)',
          values: { item: get('item'), unit: get('unit') },
          comment:
            'Why a line of a price file was refused. "item" and "unit" are the file’s columns: they stay in English; {item} and {unit} are what the file wrote; the mapping is a file of Kasuwa’s, named by its path',
        },
      };
    return { kind: 'area-price', line, month, priceKobo, area, item };
  },
};
