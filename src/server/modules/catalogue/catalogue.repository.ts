import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { everyWordIn, type SearchWord, typedOrFuzzy } from '../../db/search.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { marketListing } from '../markets/index.js';
import type { CurrentPrice, PriceChange } from './catalogue.ports.js';
import { category, commodity, image, product } from './catalogue.tables.js';

/** What product search matches of the item itself: commodity, pack and category, in lower case. */
const commoditySearchable = sql`lower(${commodity.name} || ' ' || ${commodity.unit} || ' ' || ${category.name})`;

/** What it matches of the market: its name, LGA and state, as the markets module publishes them (market_listing). */
const marketSearchable = sql`${marketListing}.searchable`;

/** The markets whose name, LGA or state holds a `like` pattern (for typedOrFuzzy). */
const marketsHolding = (pattern: string) =>
  sql`select ${marketListing.id} from ${marketListing} where ${marketSearchable} like ${pattern}`;

const productColumns = {
  id: product.id,
  priceKobo: product.priceKobo,
  priceObservedAt: product.priceObservedAt,
  priceSource: product.priceSource,
  previousPriceKobo: product.previousPriceKobo,
  description: product.description,
  imageUrl: product.imageUrl,
  isFeatured: product.isFeatured,
  archivedAt: product.archivedAt,
  counted: product.counted,
  marketId: product.marketId,
  marketName: marketListing.name,
  marketState: marketListing.state,
  marketLatitude: marketListing.latitude,
  marketLongitude: marketListing.longitude,
  categoryId: product.categoryId,
  categoryName: category.name,
  commodityId: product.commodityId,
  name: commodity.name,
  unit: commodity.unit,
  quantity: commodity.quantity,
  baseUnit: commodity.baseUnit,
};

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] | null;
} & { id: string; name: string; priceKobo: number; marketId: string; categoryId: string; commodityId: string };

/** On sale: not removed by an admin, and priced by a source that counts. */
const live = and(isNull(product.archivedAt), eq(product.counted, true))!;

/** `live` for a product joined as `p` in raw SQL. */
const liveP = sql.raw('p.archived_at is null and p.counted');

/** What a list of items costs at one market (see `marketTotals`). */
export interface MarketTotal {
  marketId: string;
  totalKobo: number;
  /** The items (positions in the list) this market sells. */
  items: number[];
  /** Those priced from another pack of the same item. */
  scaled: number[];
  /** The oldest price date used. */
  asOf: Date;
  /** The items priced from a recent observation (decision record 011). */
  recent: number[];
}

/**
 * Which prices a comparison takes (decision record 011): those observed at or after `since` (all
 * when absent), and which of them count as recent (observed at or after `recentSince`).
 */
export interface PriceWindow {
  since?: Date | undefined;
  recentSince: Date;
}

/** Only prices observed at or after `since`, on a product joined as `p`. */
const observedSince = (since: Date | undefined): SQL =>
  since ? sql`and p.price_observed_at >= ${since.toISOString()}::timestamptz` : sql``;

/** How search ranks an item's products: prices observed before `staleBefore` last; located, nearest first. */
interface SearchOrder {
  staleBefore: Date;
  here?: { latitude: number; longitude: number } | undefined;
}

/** A market's price for a wanted item (see `offers`). */
export interface Offer {
  /** The wanted item's position in the list asked for. */
  item: number;
  marketId: string;
  productId: string;
  /** For the wanted pack: the product's price, or scaled from its own pack. */
  priceKobo: number;
  observedAt: Date;
  samePack: boolean;
}

/**
 * Who sells each wanted item, one offer per (item, market): a product of the same commodity, else
 * of the same name in another pack of the same base unit, its price scaled to the wanted pack
 * (rounded to the kobo). The same pack wins over a scaled one; then the cheaper. Columns: item
 * (0-based position in `commodityIds`), market_id, product_id, same_pack, observed_at, price_kobo.
 */
function offersOf(commodityIds: string[], marketIds?: string[], since?: Date): SQL {
  return sql`with ${alikeOf(commodityIds)}
    select distinct on (a.item, p.market_id)
           a.item, p.market_id, p.id as product_id, a.same_pack, p.price_observed_at as observed_at,
           round(p.price_kobo * a.scale)::bigint as price_kobo
    from alike a join ${product} p on p.commodity_id = a.id and ${liveP}
    ${marketIds ? sql`and p.market_id = any(${pgArray(marketIds, 'uuid')})` : sql``} ${observedSince(since)}
    order by a.item, p.market_id, a.same_pack desc, round(p.price_kobo * a.scale), p.id`;
}

/** The CTEs `wanted` (the asked commodities, `item` 0-based) and `alike` (each with the commodities that count as it, and the price scale). */
function alikeOf(commodityIds: string[]): SQL {
  return sql`wanted as (
      select w.item - 1 as item, c.id, c.name_key, c.quantity, c.base_unit
      from unnest(${pgArray(commodityIds, 'uuid')}) with ordinality as w(id, item)
      join ${commodity} c on c.id = w.id),
    alike as (
      select w.item, c.id, c.id = w.id as same_pack,
             case when c.id = w.id then 1 else w.quantity / c.quantity end as scale
      from wanted w join ${commodity} c on c.name_key = w.name_key
       and (c.id = w.id or (c.base_unit = w.base_unit and c.quantity > 0 and w.quantity > 0)))`;
}

/** Queries only; the catalogue's own tables, and markets only through their published market_listing. */
function queries(db: Db) {
  const selectProducts = () =>
    db
      .select(productColumns)
      .from(product)
      .innerJoin(commodity, eq(commodity.id, product.commodityId))
      .innerJoin(category, eq(category.id, product.categoryId))
      .innerJoin(marketListing, eq(marketListing.id, product.marketId));

  async function products(
    where: SQL,
    limit: number,
    offset: number,
    order: SQL[] = [asc(commodity.name), asc(marketListing.name)],
  ) {
    const rows = (await selectProducts()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as ProductRow[];
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(product)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  }

  return {
    async categories(): Promise<Array<{ id: string; name: string }>> {
      return db.select({ id: category.id, name: category.name }).from(category).orderBy(asc(category.name));
    },

    /** The categories of a market's (live) products. */
    async categoriesOfMarket(marketId: string): Promise<Array<{ id: string; name: string }>> {
      return db
        .selectDistinct({ id: category.id, name: category.name })
        .from(product)
        .innerJoin(category, eq(category.id, product.categoryId))
        .where(and(eq(product.marketId, marketId), live))
        .orderBy(asc(category.name));
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(category).where(eq(category.id, id));
      return row;
    },

    /** Inserts a category; undefined when one of that name (any case) exists. */
    async insertCategory(id: string, name: string) {
      const [row] = await db.insert(category).values({ id, name }).onConflictDoNothing().returning();
      return row;
    },

    products,
    productsWhere: {
      live,
      market: (id: string) => and(live, eq(product.marketId, id))!,
      category: (id: string) => and(live, eq(product.categoryId, id))!,
      marketAndCategory: (m: string, c: string) => and(live, eq(product.marketId, m), eq(product.categoryId, c))!,
      featured: and(live, eq(product.isFeatured, true))!,
    },

    /**
     * The typed words, each fuzzy when no item (commodity, pack, category) and no market (name, LGA,
     * state) holds it as typed: those are the words `search` matches with a typo allowed.
     */
    matchWords(typed: string[]): Promise<SearchWord[]> {
      return typedOrFuzzy(db, typed, [
        (pattern) =>
          sql`select ${commodity.id} from ${commodity} join ${category} on ${category.id} = ${commodity.categoryId}
              where ${commoditySearchable} like ${pattern}`,
        marketsHolding,
      ]);
    },

    /** The distinct words (letters only) of every item's name, pack and category, in lower case. */
    async itemWords(): Promise<string[]> {
      const rows = await queryRows<{ word: string }>(
        db,
        sql`select distinct w.word from ${commodity} join ${category} on ${category.id} = ${commodity.categoryId}
            cross join lateral regexp_split_to_table(${commoditySearchable}, '[^[:alpha:]]+') as w(word)
            where w.word <> ''`,
      );
      return rows.map((r) => r.word);
    },

    /**
     * Products whose commodity, pack, category, market, LGA or state hold every word (or, for the
     * item, one of its `alike` words); the best matching items first, each cheapest first. A product
     * is a commodity at a market, so each word is matched against the few commodities (no index
     * needed) and, only for the words an item does not hold, against the markets (their trigram
     * index, the words as typed); then each item's products are walked in price order on
     * product_commodity_price_idx and only one page is read, whatever the matches.
     * The planner is told what word similarity really costs (migration 0006), else it seq-scans.
     */
    async search(
      words: SearchWord[],
      limit: number,
      offset: number,
      order: SearchOrder,
    ): Promise<{ rows: ProductRow[]; total: number }> {
      // Items are ranked by how close they are to the words, a misspelt word as it was respelt.
      const ranked = words.map((w) => (w.fuzzy && w.alike?.length ? w.alike[0]! : w.word)).join(' ');
      const bits = sql.join(
        words.map((w, i) => sql`case when ${everyWordIn(commoditySearchable, [w])} then ${1 << i} else 0 end`),
        sql` + `,
      );
      const items = await db
        .select({ id: commodity.id, held: sql<number>`(${bits})::int` })
        .from(commodity)
        .innerJoin(category, eq(category.id, commodity.categoryId))
        .orderBy(
          // An item named by the words before one whose category holds them ("fish": Fish, then Eggs).
          desc(sql`word_similarity(${ranked}, lower(${commodity.name}))`),
          desc(sql`word_similarity(${ranked}, ${commoditySearchable})`),
          asc(commodity.name),
          asc(commodity.unit),
        );
      // The words an item lacks (a bit mask) must all be held by its market. One count per mask:
      // items that hold every word count their live products on the index alone; the others join
      // the markets that hold the rest (trigram index), and a mask no market holds costs nothing.
      const all = (1 << words.length) - 1;
      const groups = new Map<number, string[]>();
      const rank = new Map<string, number>();
      items.forEach((c, i) => {
        const lacks = all & ~c.held;
        groups.set(lacks, [...(groups.get(lacks) ?? []), c.id]);
        rank.set(c.id, i);
      });
      // A market holds a word as typed (or with a typo): `alike` words are item words.
      const marketHolds = (mask: number) =>
        everyWordIn(
          marketSearchable,
          words.filter((_, i) => mask & (1 << i)).map(({ word, fuzzy }) => ({ word, fuzzy })),
        );
      const ofItems = (ids: string[]) => and(live, inArray(product.commodityId, ids))!;
      const counts = await queryRows<{ mask: number; n: number }>(
        db,
        sql.join(
          [...groups].map(([mask, ids]) =>
            mask === 0
              ? sql`(select 0 as mask, count(*)::int as n from ${product} where ${ofItems(ids)})`
              : sql`(select ${mask}::int as mask, count(*)::int as n from ${product}
                     join ${marketListing} on ${marketListing.id} = ${product.marketId}
                     where ${ofItems(ids)} and ${marketHolds(mask)})`,
          ),
          sql` union all `,
        ),
      );
      const found = counts.filter((c) => c.n > 0);
      const total = found.reduce((sum, c) => sum + c.n, 0);
      if (offset >= total) return { rows: [], total };

      // The page: each matching item's products in price order, cut at offset + limit each.
      const candidates = found
        .flatMap(({ mask }) => groups.get(mask)!.map((id) => ({ id, mask })))
        .sort((x, y) => rank.get(x.id)! - rank.get(y.id)!);
      const k = sql`(values ${sql.join(
        candidates.map((c, i) => sql`(${c.id}::uuid, ${c.mask}::int, ${i}::int)`),
        sql`, `,
      )}) as k(commodity_id, lacks, ord)`;
      const marketMatches = sql`(k.lacks = 0${sql.join(
        found
          .filter((c) => c.mask !== 0)
          .map(
            ({ mask }) =>
              sql` or (k.lacks = ${mask}::int and exists (select 1 from ${marketListing}
                     where ${marketListing.id} = ${product.marketId} and ${marketHolds(mask)}))`,
          ),
      )})`;
      // Within an item: current prices before those over 180 days old; located, the nearest first,
      // then the newest; else the cheapest (decision record 011).
      const stale = sql`(${product.priceObservedAt} < ${order.staleBefore.toISOString()}::timestamptz)`;
      const here = order.here && sql`ll_to_earth(${order.here.latitude}, ${order.here.longitude})`;
      const km = here
        ? sql`(select earth_distance(ll_to_earth(ml.latitude, ml.longitude), ${here}) from ${marketListing} ml
               where ml.id = ${product.marketId})`
        : sql`0`;
      const within = here
        ? sql`${stale}, ${km}, ${product.priceObservedAt} desc, ${product.priceKobo}, ${product.id}`
        : sql`${stale}, ${product.priceKobo}, ${product.id}`;
      const ids = await queryRows<{ id: string }>(
        db,
        sql`select hit.id from ${k} cross join lateral (
              select ${product.id}, ${product.priceKobo}, ${product.priceObservedAt} as observed, ${stale} as stale, ${km} as km
              from ${product}
              where ${product.commodityId} = k.commodity_id and ${live} and ${marketMatches}
              order by ${within} limit ${offset + limit}) hit
            order by k.ord, hit.stale, hit.km, ${here ? sql`hit.observed desc,` : sql``} hit.price_kobo, hit.id
            limit ${limit} offset ${offset}`,
      );
      const rows = (await selectProducts().where(
        inArray(
          product.id,
          ids.map((r) => r.id),
        ),
      )) as ProductRow[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: ids.map((r) => byId.get(r.id)!).filter(Boolean), total };
    },

    async findProducts(ids: string[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return (await selectProducts().where(inArray(product.id, ids))) as ProductRow[];
    },

    /** Who sells each wanted item, at which price for its pack (see offersOf); only prices observed since `since` when given. */
    async offers(commodityIds: string[], marketIds?: string[], since?: Date): Promise<Offer[]> {
      if (!commodityIds.length) return [];
      const rows = await queryRows<{
        item: number;
        market_id: string;
        product_id: string;
        price_kobo: string | number;
        observed_at: string | Date;
        same_pack: boolean;
      }>(db, offersOf(commodityIds, marketIds, since));
      return rows.map((r) => ({
        item: Number(r.item),
        marketId: r.market_id,
        productId: r.product_id,
        priceKobo: Number(r.price_kobo),
        observedAt: new Date(r.observed_at),
        samePack: r.same_pack,
      }));
    },

    /**
     * What a list of items (each with a quantity) costs at every market that sells at least one of
     * them, as `offersOf` prices them: the same commodity, else another pack of it scaled (the
     * cheapest, only where the same pack is not sold). Two reads: one scan-and-sum per market of
     * the commodities themselves (no per-(item, market) rows leave the database), and the few
     * other packs, merged here. `asOf` is the oldest price date among the products used; prices
     * outside the window are left out, and those inside it say whether they are recent.
     */
    async marketTotals(
      items: Array<{ commodityId: string; quantity: number }>,
      window: PriceWindow,
    ): Promise<MarketTotal[]> {
      if (!items.length) return [];
      // Items of the same commodity cost the same at a market: priced once, with their quantities summed.
      const commodities = [...new Set(items.map((i) => i.commodityId))];
      const quantities = commodities.map((c) => items.reduce((n, i) => (i.commodityId === c ? n + i.quantity : n), 0));
      const [same, other] = await Promise.all([
        sameCommodityTotals(db, commodities, quantities, window),
        otherPackPrices(db, commodities, window),
      ]);
      const totals = new Map(same.map((t) => [t.marketId, t]));
      for (const pack of other) addOtherPack(totals, pack, quantities);
      return [...totals.values()].map((t) => asMarketTotal(t, items, commodities));
    },

    async findProduct(id: string): Promise<ProductRow | undefined> {
      const [row] = (await selectProducts().where(eq(product.id, id))) as ProductRow[];
      return row;
    },

    /** The commodity of this name and pack (normalised keys), if one exists. */
    async findCommodity(nameKey: string, unitKey: string) {
      const [row] = await db
        .select()
        .from(commodity)
        .where(and(eq(commodity.nameKey, nameKey), eq(commodity.unitKey, unitKey)));
      return row;
    },

    async insertCommodity(row: typeof commodity.$inferInsert) {
      const [created] = await db.insert(commodity).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Inserts a product; undefined when the market already sells that commodity. */
    async insertProduct(row: typeof product.$inferInsert) {
      const [created] = await db.insert(product).values(row).onConflictDoNothing().returning({ id: product.id });
      return created;
    },

    async updateProduct(id: string, fields: Partial<typeof product.$inferInsert>) {
      const [row] = await db
        .update(product)
        .set(fields)
        .where(and(eq(product.id, id), live))
        .returning({ id: product.id, commodityId: product.commodityId });
      return row;
    },

    /** Features these (live) products. */
    async feature(ids: string[], now: Date): Promise<void> {
      await db
        .update(product)
        .set({ isFeatured: true, updatedAt: now })
        .where(and(inArray(product.id, ids), live));
    },

    async commodityWithCategory(id: string) {
      const [row] = await db
        .select({ name: commodity.name, unit: commodity.unit, categoryName: category.name })
        .from(commodity)
        .innerJoin(category, eq(category.id, commodity.categoryId))
        .where(eq(commodity.id, id));
      return row;
    },

    async insertImage(row: typeof image.$inferInsert) {
      await db.insert(image).values(row).onConflictDoNothing();
    },

    async findImage(sha256: string) {
      const [row] = await db.select().from(image).where(eq(image.sha256, sha256));
      return row;
    },

    async imageExists(sha256: string): Promise<boolean> {
      const [row] = await db.select({ sha256: image.sha256 }).from(image).where(eq(image.sha256, sha256));
      return row !== undefined;
    },

    ...intakeQueries(db),
    ...readQueries(db),
  };
}

/** What other modules read of the catalogue as values (the price charts: decision record 009). */
function readQueries(db: Db) {
  return {
    /** The commodities on sale somewhere, by name. */
    itemsOnSale: (): Promise<Array<{ id: string; name: string; unit: string; category: string }>> =>
      queryRows(
        db,
        sql`select cm.id, cm.name, cm.unit, c.name as category from ${commodity} cm join ${category} c on c.id = cm.category_id
            where exists (select 1 from ${product} p where p.commodity_id = cm.id and ${liveP})
            order by cm.name_key, cm.unit_key`,
      ),

    /** The commodities that count as this one (the same name, a pack of the same base unit), with what scales a price of theirs to its pack. */
    alikeOf: (commodityId: string): Promise<Array<{ id: string; scale: number }>> =>
      queryRows<{ id: string; scale: number }>(
        db,
        sql`with ${alikeOf([commodityId])} select a.id, a.scale::float8 as scale from alike a`,
      ),

    /** Per market, its newest price date and how many live products are priced since each date. */
    pricingOf: (
      marketIds: string[],
      recentSince: Date,
      currentSince: Date,
    ): Promise<Array<{ market_id: string; newest: string | Date; recent: number; current: number }>> =>
      marketIds.length
        ? queryRows(
            db,
            sql`select p.market_id, max(p.price_observed_at) as newest,
                       (count(*) filter (where p.price_observed_at >= ${recentSince.toISOString()}::timestamptz))::int as recent,
                       (count(*) filter (where p.price_observed_at >= ${currentSince.toISOString()}::timestamptz))::int as current
                from ${product} p where p.market_id = any(${pgArray(marketIds, 'uuid')}) and ${liveP}
                group by p.market_id`,
          )
        : Promise.resolve([]),

    /** Commodities by id, with their category's name and their pack in its base unit. */
    commoditiesById: (
      ids: string[],
    ): Promise<
      Array<{
        id: string;
        name: string;
        unit: string;
        category: string;
        quantity: number | null;
        base_unit: string | null;
      }>
    > =>
      ids.length
        ? queryRows(
            db,
            sql`select cm.id, cm.name, cm.unit, c.name as category, cm.quantity, cm.base_unit
                from ${commodity} cm join ${category} c on c.id = cm.category_id
                where cm.id = any(${pgArray(ids, 'uuid')})`,
          )
        : Promise.resolve([]),

    /** Every item once by name (of two packs of one name, the one sold at more markets), by category then name. */
    commodityList: (): Promise<Array<{ id: string; name: string; category: string }>> =>
      queryRows(
        db,
        sql`select id, name, category from (
              select distinct on (cm.name_key) cm.id, cm.name, c.name as category
              from ${commodity} cm join ${category} c on c.id = cm.category_id
              left join (select commodity_id, count(*) as n from ${product} group by commodity_id) p
                on p.commodity_id = cm.id
              order by cm.name_key, coalesce(p.n, 0) desc, cm.id) one
            order by category, name`,
      ),

    /** The commodity of this name key; of two with one name (other packs), the one sold at more markets. */
    async commodityNamed(nameKey: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await queryRows<{ id: string; name: string }>(
        db,
        sql`select cm.id, cm.name from ${commodity} cm
            where cm.name_key = ${nameKey}
            order by (select count(*) from ${product} p where p.commodity_id = cm.id and ${liveP}) desc, cm.id
            limit 1`,
      );
      return row;
    },
  };
}

/** A market's total so far, and which of the asked commodities it sells (and which of those scaled). */
interface Tally {
  marketId: string;
  totalKobo: number;
  asOf: Date;
  sold: Set<number>;
  scaled: Set<number>;
  recent: Set<number>;
}

/**
 * Per market, the asked commodities it sells in their own pack: the sum of price × quantity, the
 * oldest price date, and which they are (`found`: bits of a bigint, or a list past 52, where a
 * double would no longer hold the bits exactly).
 */
async function sameCommodityTotals(
  db: Db,
  commodities: string[],
  quantities: number[],
  window: PriceWindow,
): Promise<Tally[]> {
  const bits = commodities.length <= 52;
  const positionsOf = (filter: SQL) =>
    bits ? sql`coalesce(bit_or(1::bigint << (u.n::int - 1)) ${filter}, 0)::text` : sql`array_agg(u.n) ${filter}::text`;
  const rows = await queryRows<{
    market_id: string;
    as_of: string | Date;
    total_kobo: string | number;
    found: string;
    recent: string | null;
  }>(
    db,
    sql`select p.market_id, min(p.price_observed_at) as as_of, sum(p.price_kobo * u.quantity) as total_kobo,
               ${positionsOf(sql``)} as found,
               ${positionsOf(sql`filter (where p.price_observed_at >= ${window.recentSince.toISOString()}::timestamptz)`)} as recent
        from unnest(${pgArray(commodities, 'uuid')}, ${pgArray(quantities, 'int')}) with ordinality as u(id, quantity, n)
        join ${product} p on p.commodity_id = u.id and ${liveP} ${observedSince(window.since)}
        group by p.market_id`,
  );
  /** The 0-based positions in `commodities` of a `found` value: a list, or bits (exact in a double). */
  const positions = (found: string | null): number[] =>
    found === null
      ? []
      : found.startsWith('{')
        ? found
            .slice(1, -1)
            .split(',')
            .map((n) => Number(n) - 1)
        : commodities.map((_, i) => i).filter((i) => Math.floor(Number(found) / 2 ** i) % 2 === 1);
  return rows.map((r) => ({
    marketId: r.market_id,
    totalKobo: Number(r.total_kobo),
    asOf: new Date(r.as_of),
    sold: new Set(positions(r.found)),
    scaled: new Set(),
    recent: new Set(positions(r.recent)),
  }));
}

/** Per (asked commodity, market), the cheapest other pack of it, scaled (the rule of alikeOf; `item` is the position in `commodities`). */
async function otherPackPrices(db: Db, commodities: string[], window: PriceWindow) {
  const rows = await queryRows<{ item: number; market_id: string; price_kobo: string | number; as_of: string | Date }>(
    db,
    sql`with ${alikeOf(commodities)}
        select a.item, p.market_id, min(round(p.price_kobo * a.scale))::bigint as price_kobo,
               min(p.price_observed_at) as as_of
        from alike a join ${product} p on p.commodity_id = a.id and ${liveP} ${observedSince(window.since)}
        where not a.same_pack
        group by a.item, p.market_id`,
  );
  return rows.map((r) => ({
    item: Number(r.item),
    marketId: r.market_id,
    priceKobo: Number(r.price_kobo),
    asOf: new Date(r.as_of),
    recent: new Date(r.as_of) >= window.recentSince,
  }));
}

/** Counts another pack at its market, only where the market does not sell the asked pack itself. */
function addOtherPack(
  totals: Map<string, Tally>,
  pack: { item: number; marketId: string; priceKobo: number; asOf: Date; recent: boolean },
  quantities: number[],
): void {
  let tally = totals.get(pack.marketId);
  if (!tally) {
    tally = {
      marketId: pack.marketId,
      totalKobo: 0,
      asOf: pack.asOf,
      sold: new Set(),
      scaled: new Set(),
      recent: new Set(),
    };
    totals.set(pack.marketId, tally);
  }
  if (tally.sold.has(pack.item)) return;
  tally.sold.add(pack.item);
  tally.scaled.add(pack.item);
  if (pack.recent) tally.recent.add(pack.item);
  tally.totalKobo += pack.priceKobo * quantities[pack.item]!;
  if (pack.asOf < tally.asOf) tally.asOf = pack.asOf;
}

/** A tally in the positions of the list asked for (an item of a commodity asked twice is in both). */
function asMarketTotal(tally: Tally, items: Array<{ commodityId: string }>, commodities: string[]): MarketTotal {
  const total: MarketTotal = {
    marketId: tally.marketId,
    totalKobo: tally.totalKobo,
    items: [],
    scaled: [],
    asOf: tally.asOf,
    recent: [],
  };
  items.forEach((item, i) => {
    const c = commodities.indexOf(item.commodityId);
    if (tally.sold.has(c)) total.items.push(i);
    if (tally.scaled.has(c)) total.scaled.push(i);
    if (tally.recent.has(c)) total.recent.push(i);
  });
  return total;
}

/** A commodity as an intake writes it (see intakeQueries). */
type NewCommodityRow = typeof commodity.$inferInsert;

/** A product an intake starts, at the price of the observation that named it. */
export interface NewProduct {
  marketId: string;
  commodityId: string;
  priceKobo: number;
  observedAt: Date;
  source: string;
  description: string;
  imageUrl: string;
}

/**
 * The bulk writes of a price intake (catalogue.intake.ts): one statement a table, the rows as
 * column arrays (`unnestRows`), never a statement per row.
 */
function intakeQueries(db: Db) {
  return {
    /**
     * Adds the categories not there yet (a name is the same category whatever its case); answers
     * every category whose lower-case name is one of `keys`.
     */
    async addCategories(names: string[], keys: string[]): Promise<Array<{ id: string; name: string }>> {
      await db.execute(
        sql`insert into ${category} (id, name)
            select id, name from ${unnestRows('c', names, { id: ['uuid', () => uuidv7()], name: ['text', (n) => n] })}
            on conflict do nothing`,
      );
      return db
        .select({ id: category.id, name: category.name })
        .from(category)
        .where(sql`lower(${category.name}) = any(${pgArray(keys, 'text')})`);
    },

    /** Adds the commodities not there yet (same name and pack keys); how many were new. */
    async addCommodities(rows: NewCommodityRow[]): Promise<number> {
      const created = await queryRows<{ id: string }>(
        db,
        sql`insert into ${commodity} (id, name, category_id, unit, name_key, unit_key, quantity, base_unit, source_key, source_ref)
            select * from ${unnestRows('c', rows, {
              id: ['uuid', (r) => r.id],
              name: ['text', (r) => r.name],
              category_id: ['uuid', (r) => r.categoryId],
              unit: ['text', (r) => r.unit ?? ''],
              name_key: ['text', (r) => r.nameKey],
              unit_key: ['text', (r) => r.unitKey],
              quantity: ['float8', (r) => r.quantity ?? null],
              base_unit: ['text', (r) => r.baseUnit ?? null],
              source_key: ['text', (r) => r.sourceKey ?? null],
              source_ref: ['text', (r) => r.sourceRef ?? null],
            })}
            on conflict do nothing
            returning id`,
      );
      return created.length;
    },

    /** The commodities of these (name key, unit key) pairs. */
    commoditiesKeyed: (keys: Array<{ nameKey: string; unitKey: string }>) =>
      queryRows<{ id: string; name_key: string; unit_key: string }>(
        db,
        sql`select c.id, c.name_key, c.unit_key from ${commodity} c
            join ${unnestRows('k', keys, { name_key: ['text', (k) => k.nameKey], unit_key: ['text', (k) => k.unitKey] })}
              on c.name_key = k.name_key and c.unit_key = k.unit_key`,
      ),

    /** Starts the products not there yet (one per market and commodity); how many were new. */
    async addProducts(rows: NewProduct[]): Promise<number> {
      const created = await queryRows<{ id: string }>(
        db,
        sql`insert into ${product} (id, market_id, commodity_id, category_id, price_kobo, price_observed_at, price_source,
                                    description, image_url)
            select p.id, p.market_id, p.commodity_id, c.category_id, p.price_kobo, p.observed_at, p.source,
                   p.description, p.image_url
            from ${unnestRows('p', rows, {
              id: ['uuid', () => uuidv7()],
              market_id: ['uuid', (r) => r.marketId],
              commodity_id: ['uuid', (r) => r.commodityId],
              price_kobo: ['bigint', (r) => r.priceKobo],
              observed_at: ['timestamptz', (r) => r.observedAt],
              source: ['text', (r) => r.source],
              description: ['text', (r) => r.description],
              image_url: ['text', (r) => r.imageUrl],
            })}
            join ${commodity} c on c.id = p.commodity_id
            on conflict do nothing
            returning id`,
      );
      return created.length;
    },

    /** The products (archived ones too) of these (market, commodity) pairs. */
    productsAt: (pairs: Array<{ marketId: string; commodityId: string }>) =>
      queryRows<{ id: string; market_id: string; commodity_id: string }>(
        db,
        sql`select p.id, p.market_id, p.commodity_id from ${product} p
            join ${unnestRows('k', pairs, { market_id: ['uuid', (k) => k.marketId], commodity_id: ['uuid', (k) => k.commodityId] })}
              on p.market_id = k.market_id and p.commodity_id = k.commodity_id`,
      ),

    /**
     * Makes each product's newest observation its current price (and the one before it its
     * previous price); answers the products whose current price this changed.
     */
    async setCurrentPrices(current: CurrentPrice[], now: Date): Promise<PriceChange[]> {
      const changed = await queryRows<{ id: string; price_kobo: string | number; price_observed_at: string | Date }>(
        db,
        sql`update ${product} p set
              price_kobo = c.price_kobo, price_observed_at = c.changed_at, price_source = c.source,
              previous_price_kobo = c.previous, counted = true, updated_at = ${now.toISOString()}::timestamptz
            from ${unnestRows('c', current, {
              id: ['uuid', (c) => c.productId],
              price_kobo: ['bigint', (c) => c.priceKobo],
              changed_at: ['timestamptz', (c) => c.changedAt],
              source: ['text', (c) => c.source],
              previous: ['bigint', (c) => c.previousPriceKobo],
            })}
            where p.id = c.id and (p.price_kobo, p.price_observed_at, p.price_source, p.previous_price_kobo, p.counted)
              is distinct from (c.price_kobo, c.changed_at, c.source, c.previous, true)
            returning p.id, p.price_kobo, p.price_observed_at`,
      );
      return changed.map((c) => ({
        productId: c.id,
        priceKobo: Number(c.price_kobo),
        observedAt: new Date(c.price_observed_at),
      }));
    },

    /** Takes these products out of the lists: none of their prices comes from a source that counts. */
    async uncount(ids: string[], now: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(product)
        .set({ counted: false, isFeatured: false, updatedAt: now })
        .where(and(inArray(product.id, ids), eq(product.counted, true)));
    },
  };
}

export const createCatalogueRepository = (db: Db) => withTransactions(db, queries);

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type CatalogueQueries = ReturnType<typeof queries>;
