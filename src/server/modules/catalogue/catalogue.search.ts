import type { ProductHit, ProductSearchPage } from '../../../contract/catalogue.js';
import type { PageQuery } from '../../../contract/common.js';
import type { ListQuery } from '../../../contract/markets.js';
import { ageOf, FRESHNESS } from '../../../contract/sources.js';
import type { Clock } from '../../lib/clock.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { koboToNaira } from '../../lib/money.js';
import { unitPriceKobo } from '../../lib/pack-size.js';
import { searchWords } from '../../lib/search.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import type {
  HitRow,
  PlannedWord,
  SearchItem,
  SearchItems,
  SearchOrder,
  SearchPlan,
} from './catalogue.search-queries.js';
import { joinTwoWordNames, mayRespell, spellingVocabulary, withAlikeWords } from './item-spelling.js';

/** A search result as its card shows it. */
function toHit(r: HitRow, now: Date, here?: LatLng): ProductHit {
  const pack = r.baseUnit && r.quantity ? { baseUnit: r.baseUnit as 'g' | 'ml' | 'piece', quantity: r.quantity } : null;
  const unitPrice = unitPriceKobo(r.priceKobo, pack);
  return {
    id: r.id,
    name: r.name,
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

/** Where the shopper is, when the request says. */
type Located = { latitude?: number | undefined; longitude?: number | undefined };

/**
 * The plan of a page: each item with the words it lacks. An item holds a word when its text holds
 * it as typed (a fuzzy word: when the statement found the item like it), or holds one of the words
 * that count as it (its synonyms, or what a misspelt word was respelt to).
 */
function planOf(
  words: PlannedWord[],
  items: SearchItem[],
  likeItems: Map<number, Set<string>>,
  page: { offset: number; limit: number; order: SearchOrder },
): SearchPlan {
  const holds = ({ id, text }: SearchItem, w: PlannedWord, i: number) =>
    (w.fuzzy ? (likeItems.get(i)?.has(id) ?? false) : text.includes(w.word)) ||
    (w.alike ?? []).some((a) => text.includes(a));
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

  /**
   * Every word first as typed: one statement finds the page, and says which words no item and no
   * market holds as typed. Only then (a misspelling) are those matched with a typo allowed, or
   * respelt to the item words nearest them ("rcie" → rice), in a second statement.
   */
  async function search(
    text: string | undefined,
    { offset, limit, latitude, longitude }: { offset: number; limit: number } & Located,
  ): Promise<{ items: ProductHit[]; more: boolean }> {
    const now = clock.now();
    const typed = joinTwoWordNames(searchWords(text));
    if (!typed.length) {
      const { rows, more } = await repo.everyProduct(offset, limit);
      return { items: rows.map((r) => toHit(r, now)), more };
    }
    const here = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const page = {
      offset,
      limit,
      order: { staleBefore: new Date(now.getTime() - FRESHNESS.CURRENT_DAYS * 86_400_000), here },
    };
    if (!known?.items.length) known = await repo.searchItems();
    if (!known.items.length) return { items: [], more: false };
    const asTyped = (items: SearchItem[]) =>
      planOf(
        withAlikeWords(
          typed.map((word) => ({ word, fuzzy: false })),
          [],
        ).map((w) => ({ ...w, check: !items.some((item) => item.text.includes(w.word)) })),
        items,
        new Map(),
        page,
      );
    let answer = await repo.searchPage(asTyped(known.items));
    if (answer.itemCount !== known.items.length) {
      known = await repo.searchItems();
      answer = await repo.searchPage(asTyped(known.items));
    }
    const nowhere = [...answer.checked].filter(([, c]) => !c.typed);
    if (nowhere.length) {
      const matched = typed.map((word, i) => ({ word, fuzzy: answer.checked.get(i)?.typed === false }));
      const vocabulary = mayRespell(matched) ? spellingVocabulary(known.words) : [];
      const likeItems = new Map(nowhere.map(([i, c]) => [i, new Set(c.likeItems)]));
      answer = await repo.searchPage(planOf(withAlikeWords(matched, vocabulary), known.items, likeItems, page));
    }
    return { items: answer.rows.map((r) => toHit(r, now, here)), more: answer.more };
  }

  return {
    /**
     * Products by commodity, pack, category, market, LGA or state; every word narrows; best first.
     * An item is found by its other names too (item-synonyms.ts), and a word found nowhere as typed
     * is respelt to the item words nearest it ("rcie" → rice). Within an item, current prices come
     * first: located, the nearest markets' (then the newest), else the cheapest; prices over 180
     * days old last (decision record 011). `limit` results from `offset`, and whether more follow.
     */
    search: (text: string | undefined, q: ListQuery & Located) => search(text, q),

    /** The same search, a page at a time, as the search screens ask for it. */
    async searchPage(text: string | undefined, q: PageQuery & Located): Promise<ProductSearchPage> {
      const { items, more } = await search(text, { ...q, offset: (q.page - 1) * q.pageSize, limit: q.pageSize });
      return { items, page: q.page, pageSize: q.pageSize, hasMore: more };
    },
  };
}
