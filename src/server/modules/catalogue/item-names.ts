import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { csvRecordsOf } from '../../lib/csv.js';
import { nameKey } from '../../lib/pack-size.js';
import { projectRoot } from '../../lib/paths.js';
import { plainLetters } from '../../lib/search.js';

/**
 * The names of the catalogue's items and of the measures markets sell by, in Hausa, Yorùbá, Igbo
 * and Naijá, as data beside the commodities (data/names; docs/languages.md says how to correct
 * them). Items are named by their catalogue name (any pack of "Rice (local)" is ìrẹsì ìbílẹ̀);
 * measures by the words packs are written with (the `en` rows: "kg", "bottle", "mudu").
 */
export const ITEM_NAMES_FILE = join(projectRoot, 'data/names/items.csv');
export const MEASURE_NAMES_FILE = join(projectRoot, 'data/names/measures.csv');

/**
 * How far a name is to be trusted. `reviewed`: a native speaker checked it (the note says who and
 * when); `draft`: written without one, believed right; `unsure`: written without one and doubted,
 * so it is searched but never shown; `missing`: no name known yet (the name is empty).
 */
export const REVIEW_STATES = ['reviewed', 'draft', 'unsure', 'missing'] as const;

/** One row of a names file: what it names (an item or a measure), in which language, and how sure. */
export interface NameRow {
  line: number;
  of: string;
  locale: string;
  name: string;
  review: string;
  note: string;
}

/** The rows of a names file (`of` is its first column: `item` or `measure`). */
export async function nameRows(text: string): Promise<NameRow[]> {
  const [head, ...rows] = await csvRecordsOf(text);
  const at = new Map(head!.fields.map((name, i) => [name.trim(), i]));
  return rows.map(({ line, fields }) => {
    const field = (name: string) => (fields[at.get(name) ?? -1] ?? '').trim();
    return {
      line,
      of: field(at.has('item') ? 'item' : 'measure'),
      locale: field('locale'),
      name: field('name'),
      review: field('review'),
      note: field('note'),
    };
  });
}

/** A name as search compares it: its words in lower case, without tone marks, dots or hooks, one space between. */
const searchForm = (name: string) =>
  plainLetters(name.toLowerCase())
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

/** The letter words of a text ("2.8 KG" → kg, "1 bottle" → bottle). */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

export interface ItemNames {
  /** An item's name in a language, when it has one shown there that is not its catalogue name. */
  shownName(itemName: string, locale: Locale): string | undefined;
  /** Every name of an item and of the measure of its pack, in every language, as search compares them. */
  searchText(itemName: string, unit: string): string;
}

/**
 * The names as the catalogue uses them. An item's shown name in a language is its first name there
 * that is `reviewed` or `draft` (never an `unsure` one); search knows every name of every state.
 */
export function itemNamesOf(items: NameRow[], measures: NameRow[]): ItemNames {
  const shown = new Map<string, Map<string, string>>();
  const searched = new Map<string, Set<string>>();
  const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const row of items) {
    if (!row.name) continue;
    const item = nameKey(row.of);
    add(searched, item, searchForm(row.name));
    const inItsLanguage = shown.get(item) ?? new Map<string, string>();
    shown.set(item, inItsLanguage);
    if ((row.review === 'draft' || row.review === 'reviewed') && !inItsLanguage.has(row.locale))
      inItsLanguage.set(row.locale, row.name);
  }
  // Each word a pack is written with → the measure's names in the other languages.
  const measureNames = new Map<string, Set<string>>();
  for (const row of measures)
    if (row.name && row.locale !== SOURCE_LOCALE) add(measureNames, row.of, searchForm(row.name));
  const byPackWord = new Map<string, string>();
  for (const row of measures)
    if (row.locale === SOURCE_LOCALE && measureNames.has(row.of))
      byPackWord.set(row.name.toLowerCase(), [...measureNames.get(row.of)!].join(' '));
  const itemText = new Map([...searched].map(([item, names]) => [item, [...names].join(' ')]));

  return {
    shownName(itemName, locale) {
      if (locale === SOURCE_LOCALE) return undefined;
      const name = shown.get(nameKey(itemName))?.get(locale);
      return name && nameKey(name) !== nameKey(itemName) ? name : undefined;
    },
    searchText(itemName, unit) {
      const measured = [...new Set(wordsOf(unit))].flatMap((w) => byPackWord.get(w) ?? []);
      return [itemText.get(nameKey(itemName)) ?? '', ...measured].filter(Boolean).join(' ');
    },
  };
}

let loaded: Promise<ItemNames> | undefined;

/** The names of data/names, read once. */
export const itemNames = (): Promise<ItemNames> =>
  (loaded ??= Promise.all([
    nameRows(readFileSync(ITEM_NAMES_FILE, 'utf8')),
    nameRows(readFileSync(MEASURE_NAMES_FILE, 'utf8')),
  ]).then(([items, measures]) => itemNamesOf(items, measures)));
