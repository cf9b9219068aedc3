import type { ProductHit, ProductSearchPage } from '../../../contract/catalogue.js';
import type { PageQuery } from '../../../contract/common.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import type { ListQuery } from '../../../contract/markets.js';
import { ageOf, FRESHNESS } from '../../../contract/sources.js';
import type { Clock } from '../../lib/clock.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { koboToNaira } from '../../lib/money.js';
import { unitPriceKobo } from '../../lib/pack-size.js';
import { plainLetters, searchWords } from '../../lib/search.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import type {
  HitRow,
  PlannedWord,
  SearchItem,
  SearchItems,
  SearchOrder,
  SearchPlan,
} from './catalogue.search-queries.js';
import { type ItemNames, itemNames } from './item-names.js';
import { joinTwoWordNames, mayRespell, spellingVocabulary, withAlikeWords } from './item-spelling.js';

/** A search result as its card shows it, with the item's name in the request's language when it has one. */
function toHit(r: HitRow, now: Date, names: ItemNames, locale: Locale, here?: LatLng): ProductHit {
  const localName = names.shownName(r.name, locale);
  const pack = r.baseUnit && r.quantity ? { baseUnit: r.baseUnit as 'g' | 'ml' | 'piece', quantity: r.quantity } : null;
  const unitPrice = unitPriceKobo(r.priceKobo, pack);
  return {
    id: r.id,
    name: r.name,
    ...(localName && { localName }),
    unit: r.unit || null,
    price: koboToNaira(r.priceKobo),
    unitPrice: unitPrice ? { amount: koboToNaira(unitPrice.amountKobo), per: unitPrice.per } : null,
    imageUrl: r.imageUrl,
    marketId: r.marketId,
    marketName: r.marketName,
    commodityId: r.commodityId,
    priceObservedAt: r.priceObservedAt.toISOString(),
    priceSource: r.priceSource,
    priceAge: ageOf(r.priceObservedAt, now),
    ...(here &&
      r.marketLatitude !== null &&
      r.marketLongitude !== null && {
        distanceKm:
          Math.round(haversineKm(here, { latitude: r.marketLatitude, longitude: r.marketLongitude }) * 100) / 100,
      }),
  };
}

/** The items as search reads them, each with its names in every language and those of its pack's measure (item-names.ts). */
const withNames = ({ items, words }: SearchItems, names: ItemNames): SearchItems => ({
  items: items.map((item) => ({ ...item, names: names.searchText(item.name, item.unit) })),
  words,
});

/** Where the shopper is, when the request says. */
type Located = { latitude?: number | undefined; longitude?: number | undefined };

/** A search word, and whether it may be an item's name in another language (`namesOf`). */
type Word = PlannedWord & { byName?: boolean };

/**
 * Which words may be items' names in other languages: those typed as they stand (not misspelt)
 * that the catalogue's own texts do not use as a word, nor any of their synonyms. A word of the
 * catalogue means what it means there: "gari" is the cassava meal wherever the catalogue has it,
 * though Hausa's gari is flour, and "corn" is maize (its synonym), though Naijá's guinea corn is
 * sorghum; "iresi", "kwai", "cow" (Naijá's cow meat) are names.
 */
const namesOf = (words: Word[], catalogueWords: ReadonlySet<string>): Word[] =>
  words.map((w) => ({
    ...w,
    byName: !w.fuzzy && ![w.word, ...(w.alike ?? [])].some((a) => catalogueWords.has(a)),
  }));

/** An item has a name word that begins with the word ("shinkafa" → shinkafar waje, "iresi" → ìrẹsì òkèèrè). */
const named = (item: SearchItem, w: Word) => w.byName === true && ` ${item.names}`.includes(` ${w.word}`);

/**
 * The plan of a page: each item with the words it lacks. An item holds a word when its text holds
 * it as typed (a fuzzy word: when the statement found the item like it), or holds one of the words
 * that count as it (its synonyms, or what a misspelt word was respelt to), or one of its names in
 * other languages begins with it.
 */
function planOf(
  words: Word[],
  items: SearchItem[],
  likeItems: Map<number, Set<string>>,
  page: { offset: number; limit: number; order: SearchOrder },
): SearchPlan {
  const holds = (item: SearchItem, w: Word, i: number) =>
    (w.fuzzy ? (likeItems.get(i)?.has(item.id) ?? false) : item.text.includes(w.word)) ||
    (w.alike ?? []).some((a) => item.text.includes(a)) ||
    named(item, w);
  return {
    words,
    items: items.map((item) => ({
      id: item.id,
      lacks: words.reduce((mask, w, i) => (holds(item, w, i) ? mask : mask | (1 << i)), 0),
    })),
    // Items are ranked by how close they are to the words, a misspelt word as it was respelt.
    ranked: words.map((w) => (w.fuzzy && w.alike?.length ? w.alike[0]! : w.word)).join(' '),
    ...page,
  };
}

/**
 * Product search in named steps (decision records 005 and 016): the words, the items that hold
 * them, one statement for the page. The items (a few dozen rows, only ever added) are read once
 * and kept; every statement says how many there are, and a different number has them read again.
 */
export function createProductSearch({ repo, clock }: { repo: CatalogueRepository; clock: Clock }) {
  let known: SearchItems | undefined;
  const readItems = async () => withNames(await repo.searchItems(), await itemNames());

  /**
   * Every word first as typed: one statement finds the page, and says which words no item and no
   * market holds as typed. Only then (a misspelling) are those matched with a typo allowed, or
   * respelt to the item words nearest them ("rcie" → rice), in a second statement.
   */
  async function search(
    text: string | undefined,
    { offset, limit, latitude, longitude }: { offset: number; limit: number } & Located,
    locale: Locale,
  ): Promise<{ items: ProductHit[]; more: boolean }> {
    const now = clock.now();
    const names = await itemNames();
    // Words as the items' texts hold them: without tone marks, dots or hooks ("ìrẹsì" is "iresi").
    const typed = joinTwoWordNames(searchWords(text).map(plainLetters));
    if (!typed.length) {
      const { rows, more } = await repo.everyProduct(offset, limit);
      return { items: rows.map((r) => toHit(r, now, names, locale)), more };
    }
    const here = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const page = {
      offset,
      limit,
      order: { staleBefore: new Date(now.getTime() - FRESHNESS.CURRENT_DAYS * 86_400_000), here },
    };
    if (!known?.items.length) known = await readItems();
    if (!known.items.length) return { items: [], more: false };
    const asTyped = ({ items, words }: SearchItems) =>
      planOf(
        namesOf(
          withAlikeWords(
            typed.map((word) => ({ word, fuzzy: false })),
            [],
          ),
          new Set(words),
        ).map((w) => ({ ...w, check: !items.some((item) => item.text.includes(w.word) || named(item, w)) })),
        items,
        new Map(),
        page,
      );
    let answer = await repo.searchPage(asTyped(known));
    if (answer.itemCount !== known.items.length) {
      known = await readItems();
      answer = await repo.searchPage(asTyped(known));
    }
    const nowhere = [...answer.checked].filter(([, c]) => !c.typed);
    if (nowhere.length) {
      const matched = typed.map((word, i) => ({ word, fuzzy: answer.checked.get(i)?.typed === false }));
      const vocabulary = mayRespell(matched) ? spellingVocabulary(known.words) : [];
      const likeItems = new Map(nowhere.map(([i, c]) => [i, new Set(c.likeItems)]));
      const words = namesOf(withAlikeWords(matched, vocabulary), new Set(known.words));
      answer = await repo.searchPage(planOf(words, known.items, likeItems, page));
    }
    return { items: answer.rows.map((r) => toHit(r, now, names, locale, here)), more: answer.more };
  }

  return {
    /**
     * Products by commodity, pack, category, market, LGA or state; every word narrows; best first.
     * An item is found by its other names too (item-synonyms.ts), by its names in every language and
     * those of its pack's measure, with or without tone marks (item-names.ts; in one statement, as
     * its own name), and a word found nowhere as typed is respelt to the item words nearest it ("rcie" → rice). Within an item, current prices come
     * first: located, the nearest markets' (then the newest), else the cheapest; prices over 180
     * days old last (decision record 011). `limit` results from `offset`, and whether more follow;
     * each with its item's name in `locale` when it has one.
     */
    search: (text: string | undefined, q: ListQuery & Located, locale: Locale = SOURCE_LOCALE) =>
      search(text, q, locale),

    /** The same search, a page at a time, as the search screens ask for it. */
    async searchPage(
      text: string | undefined,
      q: PageQuery & Located,
      locale: Locale = SOURCE_LOCALE,
    ): Promise<ProductSearchPage> {
      const page = { ...q, offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
      const { items, more } = await search(text, page, locale);
      return { items, page: q.page, pageSize: q.pageSize, hasMore: more };
    },
  };
}
