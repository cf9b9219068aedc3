import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { builtOnce } from '../../db/built-once.js';
import { likePattern, type SearchWord, wordIn } from '../../db/search.js';
import { marketListing } from '../markets/index.js';
import { category, commodity, product } from './catalogue.tables.js';

/** What product search matches of an item (commodity `c`, category `g`): name, pack and category, in lower case. */
const itemText = sql.raw(`lower(c.name || ' ' || c.unit || ' ' || g.name)`);

/** On sale, for a product joined as `p`: not removed by an admin, and priced by a source that counts. */
const liveP = sql.raw('p.archived_at is null and p.counted');

/**
 * A commodity as search matches words against it: its id, and its name, pack and category in lower
 * case; its name and pack as written; and its names in other languages, as the service adds them
 * (item-names.ts; '' as read here).
 */
export interface SearchItem {
  id: string;
  text: string;
  name: string;
  unit: string;
  names: string;
}

/** Every item as search reads it, and the distinct words (letters only) of their texts. */
export interface SearchItems {
  items: SearchItem[];
  words: string[];
}

/**
 * A search word of a plan. `check`: no item holds it as typed, so only the markets can say
 * whether it is typed or must be matched with a typo allowed (the answer's `checked`).
 */
export interface PlannedWord extends SearchWord {
  check?: boolean;
}

/** How search ranks an item's products: prices observed before `staleBefore` last; located, nearest first. */
export interface SearchOrder {
  staleBefore: Date;
  here?: { latitude: number; longitude: number } | undefined;
}

/** One page of search, as the service planned it (catalogue.search.ts). */
export interface SearchPlan {
  words: PlannedWord[];
  /** Every item, with the words it does not hold (word i is bit 1 << i): its market must hold those. */
  items: Array<{ id: string; lacks: number }>;
  /** What items are ranked by their similarity to (the words, a misspelt one as respelt). */
  ranked: string;
  offset: number;
  limit: number;
  order: SearchOrder;
}

/** A product on a page of search results, with what its card shows. */
export interface HitRow {
  id: string;
  commodityId: string;
  name: string;
  unit: string;
  quantity: number | null;
  baseUnit: string | null;
  priceKobo: number;
  priceObservedAt: Date;
  priceSource: string;
  imageUrl: string | null;
  marketId: string;
  marketName: string;
  marketLatitude: number | null;
  marketLongitude: number | null;
}

/** A page of search results, and what the statement learnt on the way. */
export interface SearchAnswer {
  rows: HitRow[];
  /** Whether matches follow the page. */
  more: boolean;
  /** How many items the catalogue holds now: a plan made with another number of items is out of date. */
  itemCount: number;
  /**
   * For each checked word (by its position): whether some market holds it as typed, and when none
   * does, the items it is like with a typo allowed (pg_trgm's `<%`).
   */
  checked: Map<number, { typed: boolean; likeItems: string[] }>;
}

/** The columns a search page reads of a product `p`, its item (`c`) and market (`ml`), named as `HitRow`'s. */
interface RawHit {
  id: string | null;
  commodity_id: string;
  name: string;
  unit: string;
  quantity: number | null;
  base_unit: string | null;
  price_kobo: string | number;
  price_observed_at: string | Date;
  price_source: string;
  image_url: string | null;
  market_id: string;
  market_name: string;
  latitude: number | null;
  longitude: number | null;
}

const toHitRow = (r: RawHit): HitRow => ({
  id: r.id!,
  commodityId: r.commodity_id,
  name: r.name,
  unit: r.unit,
  quantity: r.quantity === null ? null : Number(r.quantity),
  baseUnit: r.base_unit,
  priceKobo: Number(r.price_kobo),
  priceObservedAt: new Date(r.price_observed_at),
  priceSource: r.price_source,
  imageUrl: r.image_url,
  marketId: r.market_id,
  marketName: r.market_name,
  marketLatitude: r.latitude === null ? null : Number(r.latitude),
  marketLongitude: r.longitude === null ? null : Number(r.longitude),
});

/**
 * A word's markets are read from its own market (one probe a product, in price order) unless at
 * most this many markets hold it: then from those markets (one probe a market). "kano" (a state)
 * is the first; "monday" (one market) the second.
 */
const FEW_MARKETS = 50;

/** A whole number written into the statement (a mask, a count, a limit: never what a user typed), not sent as a parameter. */
function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}

/** A value of the search statement, sent as a parameter: the text is written once per shape (`shapeOf`). */
const value = (name: string) => sql.placeholder(name);

/** The distinct sets of words the plan's items lack (word i is bit 1 << i), smallest first. */
const masksOf = (items: SearchPlan['items']) => [...new Set(items.map((i) => i.lacks))].sort((a, b) => a - b);

/** What the search statement's text depends on: its words' kinds, its sets of lacking words, located or not, and the page. */
export const shapeOf = ({ words, items, offset, limit, order }: SearchPlan) =>
  JSON.stringify([
    words.map((w) => [w.fuzzy, w.check === true]),
    masksOf(items),
    order.here !== undefined,
    offset,
    limit,
  ]);

/** The search statement's values (the placeholders of searchStatement). */
export function valuesOf({ words, items, ranked, order }: SearchPlan): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ids: items.map((i) => i.id),
    lacks: items.map((i) => i.lacks),
    ranked,
    staleBefore: order.staleBefore.toISOString(),
    latitude: order.here?.latitude ?? null,
    longitude: order.here?.longitude ?? null,
  };
  words.forEach(({ word }, i) => {
    values[`word${i}`] = word;
    values[`pattern${i}`] = likePattern(word);
  });
  return values;
}

/** Word i of the statement's words, as everyWordIn matches it. */
const wordOf = (i: number, fuzzy: boolean) =>
  wordIn(sql.raw('ml.searchable'), fuzzy, { word: value(`word${i}`), pattern: value(`pattern${i}`) });

/**
 * The page of a search, in one statement (decision record 016). The plan says which words each item
 * lacks; items are ranked by their similarity to the words, and an item lacking words is a
 * candidate only if some market holds all of them (read once for each set of lacking words, up to
 * FEW_MARKETS + 1 of them). Each candidate's products are walked in price order on
 * product_commodity_price_idx, current prices before those observed before `staleBefore` (located:
 * every product of the item, nearest first), its market checked only for the words the item lacks,
 * and the walk stops at offset + limit + 1 products, however many match: the extra one says whether
 * another page follows, and nothing is counted. The items are walked in rank order until that many
 * are found: "rice kano" reads the markets of the first rice item, and not the second's when the
 * first fills the page.
 */
export function searchStatement({ words, items, offset, limit, order }: SearchPlan): SQL {
  const cap = offset + limit + 1;
  const masks = masksOf(items);
  const lacking = masks.filter((m) => m !== 0);
  /** A market `ml` holds the words of a mask: typed as part of a word, or fuzzy with a typo (`alike` words are item words). */
  const holds = (mask: number) =>
    sql.join(
      words.flatMap(({ fuzzy }, i) => (mask & (1 << i) ? [wordOf(i, fuzzy)] : [])),
      sql` and `,
    );
  /** The markets (up to FEW_MARKETS + 1) holding the words of a mask, and how many they are. */
  const markets = (mask: number) => sql.raw(`mk${mask}`);
  const howMany = (mask: number) => sql`(select count(*) from ${markets(mask)})`;
  const k = sql`unnest(${value('ids')}::uuid[], ${value('lacks')}::int[]) as k(id, lacks)`;
  const candidate = sql.join(
    masks.map((m) =>
      m === 0 ? sql`k.lacks = 0` : sql`(k.lacks = ${int(m)} and exists (select 1 from ${markets(m)}))`,
    ),
    sql` or `,
  );
  const staleBefore = sql`${value('staleBefore')}::timestamptz`;
  const here = order.here && sql`ll_to_earth(${value('latitude')}, ${value('longitude')})`;
  // Per age, one walk of the item's products in price order (the items lacking nothing, and those
  // whose lacking words many markets hold: each product's own market is checked, in a scalar
  // subquery the planner neither estimates nor turns around, so the walk stops at the cap), and
  // one branch a mask read from its few markets. Only the item's own branch passes its one-time
  // filter, and the current prices run first: when they fill the page, the stale ones are not read.
  const ownMarketHolds = (check: (mask: number) => SQL) =>
    lacking.length
      ? sql`and case i.lacks ${sql.join(
          lacking.map((m) => sql`when ${int(m)} then coalesce(${check(m)}, false)`),
          sql` `,
        )} else true end`
      : sql``;
  const branches = (stale: boolean) => {
    const age = stale ? sql`p.price_observed_at < ${staleBefore}` : sql`p.price_observed_at >= ${staleBefore}`;
    const columns = sql`p.id, p.price_kobo, p.price_observed_at, p.price_source, p.image_url, p.market_id, ${sql.raw(String(stale))} as stale`;
    const of = sql`p.commodity_id = i.id and ${liveP} and ${age}`;
    if (here)
      // Located, every product of the item is read to sort them by distance: its market is read anyway.
      return [
        sql`(select ${columns}, earth_distance(ll_to_earth(ml.latitude, ml.longitude), ${here}) as km
             from ${product} p join ${marketListing} ml on ml.id = p.market_id
             where ${of} ${ownMarketHolds(holds)}
             order by km, p.price_observed_at desc, p.price_kobo, p.id limit ${int(cap)})`,
      ];
    const cheapest = sql`order by p.price_kobo, p.id limit ${int(cap)}`;
    const walked = sql.join(
      [sql`i.lacks = 0`, ...lacking.map((m) => sql`(i.lacks = ${int(m)} and ${howMany(m)} > ${int(FEW_MARKETS)})`)],
      sql` or `,
    );
    return [
      sql`(select ${columns} from ${product} p where ${of} and (${walked})
           ${ownMarketHolds((m) => sql`(select ${holds(m)} from ${marketListing} ml where ml.id = p.market_id)`)}
           ${cheapest})`,
      ...lacking.map(
        (m) => sql`(select ${columns} from ${markets(m)} m join ${product} p on p.market_id = m.id
                    where ${of} and i.lacks = ${int(m)} and ${howMany(m)} <= ${int(FEW_MARKETS)} ${cheapest})`,
      ),
    ];
  };
  const within = (t: string) =>
    sql.raw(
      here
        ? `${t}.stale, ${t}.km, ${t}.price_observed_at desc, ${t}.price_kobo, ${t}.id`
        : `${t}.stale, ${t}.price_kobo, ${t}.id`,
    );
  const checks = words.flatMap((w, i) => (w.check ? [i] : []));
  // A checked word is typed when a product found lacks it (its market holds it as typed), else
  // when some market holds it; only a word found nowhere is matched against the items with a typo.
  const typed = (i: number) =>
    sql`(exists (select 1 from hit where hit.lacks & ${int(1 << i)} <> 0) or ${
      masks.includes(1 << i)
        ? sql`exists (select 1 from ${markets(1 << i)})`
        : sql`exists (select 1 from ${marketListing} ml where ${wordOf(i, false)})`
    })`;
  const checked = checks.length
    ? sql.join(
        checks.map((i) => sql`${typed(i)} as ${sql.raw(`typed_${i}`)}`),
        sql`, `,
      )
    : sql`true as none`;
  const likeItems = checks.map(
    (i) =>
      sql`, case when not checked.${sql.raw(`typed_${i}`)} then
               (select coalesce(string_agg(c.id::text, ',') filter (where ${value(`word${i}`)} <% ${itemText}), '')
                from ${commodity} c join ${category} g on g.id = c.category_id)
             end as ${sql.raw(`like_${i}`)}`,
  );
  const upTo = int(FEW_MARKETS + 1);
  /**
   * The markets of a mask. A state's markets all hold its name, so for a mask of one word the
   * markets of the state of that name are read first, on market_state_idx: when they are more than
   * FEW_MARKETS the word's markets are many, and the trigram index is not read. Asked for a common
   * word, that index gathers every market holding it before the first is returned ("lagos": a
   * tenth of all markets, a millisecond). They are read in id order, as the index holds them: the
   * plan PostgreSQL keeps expects a tenth of the markets in any state, and without an order it would
   * read the table until 51 turn up, all of it for a word that is no state.
   */
  const marketsOf = (m: number) => {
    const trigram = (where: SQL) => sql`select ml.id from ${marketListing} ml where ${where}${holds(m)} limit ${upTo}`;
    if (m & (m - 1)) return sql`${markets(m)} as materialized (${trigram(sql``)}),`;
    const state = sql.raw(`st${m}`);
    const inState = sql`(select count(*) from ${state})`;
    return sql`${state} as materialized (
                 select ml.id from ${marketListing} ml where lower(ml.state) = ${value(`word${Math.log2(m)}`)}
                 order by ml.id limit ${upTo}),
               ${markets(m)} as materialized (
                 (select id from ${state} where ${inState} > ${int(FEW_MARKETS)})
                 union all (${trigram(sql`${inState} <= ${int(FEW_MARKETS)} and `)})),`;
  };
  // `hit` takes the first `cap` products in the order the nested loop yields them: the items in rank
  // order (its outer side is sorted by `ord`), each item's products in the order of its walk (the
  // branches run in turn, each in its own order, as the lateral's own limit already relies on), so
  // the loop stops as soon as they are found. Sorted by the page's whole order instead, every
  // candidate item was walked to the cap before the sort, and an item that lacks a place's name
  // checks a market for each of its products it reads. The page itself is sorted by the whole order.
  return sql`with
    ${sql.join(lacking.map(marketsOf), sql` `)}
    item as materialized (
      select k.id, k.lacks,
             row_number() over (order by word_similarity(${value('ranked')}, lower(c.name)) desc,
                                         word_similarity(${value('ranked')}, ${itemText}) desc, c.name, c.unit) as ord
      from ${k} join ${commodity} c on c.id = k.id join ${category} g on g.id = c.category_id
      where ${candidate}),
    hit as (
      select i.ord, i.id as commodity_id, i.lacks, h.*
      from (select * from item order by ord) i
      cross join lateral (
        select * from (${sql.join([...branches(false), ...branches(true)], sql` union all `)}) b limit ${int(cap)}) h
      order by i.ord
      limit ${int(cap)}),
    checked as materialized (select ${checked})
    select (select count(*) from hit)::int as found, (select count(*) from ${commodity})::int as item_count,
           checked.*${sql.join(likeItems, sql``)},
           pg.id, pg.commodity_id, c.name, c.unit, c.quantity, c.base_unit, pg.price_kobo, pg.price_observed_at,
           pg.price_source, pg.image_url, pg.market_id, ml.name as market_name, ml.latitude, ml.longitude
    from checked
    left join lateral (select * from hit order by hit.ord, ${within('hit')} offset ${int(offset)} limit ${int(limit)}) pg on true
    left join ${commodity} c on c.id = pg.commodity_id
    left join ${marketListing} ml on ml.id = pg.market_id
    order by pg.ord, ${within('pg')}`;
}

/** The queries of product search (catalogue.search.ts): one statement a page. */
export function searchQueries(db: Db) {
  const pageStatement = builtOnce(shapeOf, searchStatement);
  return {
    /** Every item's text, and the distinct words of those texts: read once, and again when items are added. */
    async searchItems(): Promise<SearchItems> {
      const rows = await queryRows<{ id: string; text: string; name: string; unit: string; words: string | null }>(
        db,
        sql`select c.id, ${itemText} as text, c.name, c.unit,
                   (select string_agg(w.word, ' ') from regexp_split_to_table(${itemText}, '[^[:alpha:]]+') as w(word)
                    where w.word <> '') as words
            from ${commodity} c join ${category} g on g.id = c.category_id`,
      );
      return {
        items: rows.map((r) => ({ id: r.id, text: r.text, name: r.name, unit: r.unit, names: '' })),
        words: [...new Set(rows.flatMap((r) => (r.words ? r.words.split(' ') : [])))],
      };
    },

    /** One page of search results as the plan says (see searchStatement). */
    async searchPage(plan: SearchPlan): Promise<SearchAnswer> {
      const rows = await queryRows<
        RawHit & { found: number; item_count: number } & Record<string, string | boolean | number | null>
      >(db, pageStatement(plan, valuesOf(plan)));
      const first = rows[0]!;
      const checked = new Map(
        plan.words.flatMap((w, i) =>
          w.check
            ? [
                [
                  i,
                  {
                    typed: first[`typed_${i}`] === true,
                    likeItems: String(first[`like_${i}`] ?? '')
                      .split(',')
                      .filter(Boolean),
                  },
                ] as const,
              ]
            : [],
        ),
      );
      return {
        rows: rows.filter((r) => r.id !== null).map(toHitRow),
        more: Number(first.found) > plan.offset + plan.limit,
        itemCount: Number(first.item_count),
        checked,
      };
    },

    /** Every product on sale, by item and market name (a search without words), one page in one statement. */
    async everyProduct(offset: number, limit: number): Promise<{ rows: HitRow[]; more: boolean }> {
      const rows = await queryRows<RawHit>(
        db,
        sql`select p.id, p.commodity_id, c.name, c.unit, c.quantity, c.base_unit, p.price_kobo, p.price_observed_at,
                   p.price_source, p.image_url, p.market_id, ml.name as market_name, ml.latitude, ml.longitude
            from ${product} p join ${commodity} c on c.id = p.commodity_id
            join ${marketListing} ml on ml.id = p.market_id
            where ${liveP}
            order by c.name, ml.name, p.id
            offset ${offset} limit ${limit + 1}`,
      );
      return { rows: rows.slice(0, limit).map(toHitRow), more: rows.length > limit };
    },
  };
}
