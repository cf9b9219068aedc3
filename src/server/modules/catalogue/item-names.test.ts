import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../../contract/languages.js';
import { csvRecordsOf } from '../../lib/csv.js';
import { projectRoot } from '../../lib/paths.js';
import {
  ITEM_NAMES_FILE,
  itemNamesOf,
  MEASURE_NAMES_FILE,
  type NameRow,
  nameRows,
  REVIEW_STATES,
} from './item-names.js';

const items = await nameRows(readFileSync(ITEM_NAMES_FILE, 'utf8'));
const measures = await nameRows(readFileSync(MEASURE_NAMES_FILE, 'utf8'));
const OTHER_LOCALES = LOCALES.filter((l) => l !== SOURCE_LOCALE);

/** A column of a bundled CSV file, every row. */
async function column(file: string, name: string, keep: (get: (c: string) => string) => boolean = () => true) {
  const [head, ...rows] = await csvRecordsOf(readFileSync(join(projectRoot, file), 'utf8'));
  const at = (c: string) => head!.fields.indexOf(c);
  return rows.map((r) => (c: string) => r.fields[at(c)] ?? '').flatMap((get) => (keep(get) ? [get(name)] : []));
}

/** Every item a bundled source names: WFP's Nigerian commodities and those of its price files, and NBS's mapping. */
async function bundledItems(): Promise<Set<string>> {
  const wfp = await column('data/wfp-nga/commodities.csv', 'commodity', (get) => get('countries').includes('Nigeria'));
  const priced = (
    await Promise.all(
      readdirSync(join(projectRoot, 'data/wfp-nga'))
        .filter((f) => f.startsWith('prices-'))
        .map((f) => column(`data/wfp-nga/${f}`, 'commodity')),
    )
  ).flat();
  const nbs = await column('data/nbs-nga/items.csv', 'commodity');
  return new Set([...wfp, ...priced, ...nbs]);
}

const where = (row: NameRow) => `line ${row.line} (${row.of}, ${row.locale}, "${row.name}")`;

describe('the names files (data/names)', () => {
  it('name every item the bundled sources carry in Hausa, Yorùbá, Igbo and Naijá, and only those', async () => {
    const carried = await bundledItems();
    const lacking = [...carried].flatMap((item) =>
      OTHER_LOCALES.filter((l) => !items.some((r) => r.of === item && r.locale === l)).map((l) => `${item} (${l})`),
    );
    expect(lacking, 'items without a row in a language').toEqual([]);
    expect(items.filter((r) => !carried.has(r.of)).map(where), 'rows of no item a source names').toEqual([]);
  });

  it('every row: a language of ours, a review state, a name unless missing, Unicode in one form, no row twice', () => {
    for (const [file, rows, locales] of [
      ['items', items, OTHER_LOCALES],
      ['measures', measures, LOCALES],
    ] as const) {
      const seen = new Set<string>();
      for (const row of rows) {
        expect(locales as readonly string[], `${file}: ${where(row)}`).toContain(row.locale);
        if (row.locale === SOURCE_LOCALE) expect(row.review, `${file}: ${where(row)}: a pack word`).toBe('');
        else expect(REVIEW_STATES as readonly string[], `${file}: ${where(row)}`).toContain(row.review);
        expect(row.name === '', `${file}: ${where(row)}: a name unless missing`).toBe(row.review === 'missing');
        expect(row.name, `${file}: ${where(row)}: NFC`).toBe(row.name.normalize('NFC'));
        const key = `${row.of}\u0000${row.locale}\u0000${row.name.toLowerCase()}`;
        expect(seen.has(key), `${file}: ${where(row)} twice`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('each measure says which words packs write it with (its en rows) and has a row in every other language', () => {
    for (const measure of new Set(measures.map((r) => r.of))) {
      expect(measures.filter((r) => r.of === measure && r.locale === SOURCE_LOCALE).length, measure).toBeGreaterThan(0);
      for (const locale of OTHER_LOCALES)
        expect(
          measures.some((r) => r.of === measure && r.locale === locale),
          `${measure} (${locale})`,
        ).toBe(true);
    }
  });

  it("docs/languages.md states each language's names as the files have them", () => {
    const page = readFileSync(join(projectRoot, 'docs/languages.md'), 'utf8');
    for (const locale of OTHER_LOCALES) {
      const count = (rows: NameRow[]) => {
        const of = new Set(rows.map((r) => r.of));
        const inLocale = rows.filter((r) => r.locale === locale);
        const shown = new Set(inLocale.filter((r) => r.review === 'draft' || r.review === 'reviewed').map((r) => r.of));
        const reviewed = inLocale.filter((r) => r.review === 'reviewed').length;
        const unsure = inLocale.filter((r) => r.review === 'unsure').length;
        return `${shown.size} / ${of.size} shown, ${reviewed} reviewed, ${unsure} unsure`;
      };
      const row = page.split('\n').find((line) => new RegExp(`^\\|[^|]+\\|\\s*\`${locale}\`\\s*\\|`).test(line));
      expect(row, `a row for ${locale} in the item names table`).toBeDefined();
      expect(row, `${locale} items`).toContain(`items ${count(items)}`);
      expect(row, `${locale} measures`).toContain(`measures ${count(measures)}`);
    }
  });
});

describe('the names as the catalogue uses them', () => {
  const row = (of: string, locale: string, name: string, review = 'draft'): NameRow => ({
    line: 0,
    of,
    locale,
    name,
    review,
    note: '',
  });
  const names = itemNamesOf(
    [
      row('Rice (local)', 'yo', 'ìrẹsì gidi', 'unsure'),
      row('Rice (local)', 'yo', 'ìrẹsì ìbílẹ̀'),
      row('Rice (local)', 'yo', 'ìrẹsì'),
      row('Rice (local)', 'ha', 'shinkafar gida', 'reviewed'),
      row('Rice (local)', 'pcm', 'rice (LOCAL)'),
      row('Sorghum', 'ig', '', 'missing'),
    ],
    [
      row('bottle', 'en', 'bottle', ''),
      row('bottle', 'en', 'bottles', ''),
      row('bottle', 'ha', 'kwalba'),
      row('bottle', 'yo', 'ìgò', 'unsure'),
    ],
  );

  it("shows an item's first name in a language that is not unsure; none in English, none that is its English name", () => {
    expect(names.shownName('Rice (local)', 'yo')).toBe('ìrẹsì ìbílẹ̀');
    expect(names.shownName('rice  (LOCAL)', 'ha')).toBe('shinkafar gida');
    expect(names.shownName('Rice (local)', 'en')).toBeUndefined();
    expect(names.shownName('Rice (local)', 'pcm')).toBeUndefined();
    expect(names.shownName('Rice (local)', 'ig')).toBeUndefined();
    expect(names.shownName('Sorghum', 'ig')).toBeUndefined();
    expect(names.shownName('Maize', 'ha')).toBeUndefined();
  });

  it("searches every name, unsure ones too, as words without tone marks, and the names of the pack's measure", () => {
    expect(names.searchText('Rice (local)', '2.7 KG').split(' ').sort()).toEqual(
      ['iresi', 'gidi', 'iresi', 'ibile', 'iresi', 'shinkafar', 'gida', 'rice', 'local'].sort(),
    );
    expect(names.searchText('Oil (palm)', '1 bottle')).toBe('kwalba igo');
    expect(names.searchText('Oil (palm)', '2 Bottles')).toBe('kwalba igo');
    expect(names.searchText('Oil (palm)', 'L')).toBe('');
  });
});
