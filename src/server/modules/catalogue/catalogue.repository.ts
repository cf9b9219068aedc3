import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { marketListing } from '../markets/index.js';
import type { CurrentPrice, PriceChange } from './catalogue.ports.js';
import { searchQueries } from './catalogue.search-queries.js';
import { category, commodity, image, product } from './catalogue.tables.js';

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
  /** The market's name and place (market_listing). */
  place: MarketPlace;
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
 * With `seenBefore`, only the offers (chosen among every price) observed before it.
 */
function offersOf(commodityIds: string[], marketIds?: string[], since?: Date, seenBefore?: Date): SQL {
  const offers = sql`select distinct on (a.item, p.market_id)
           a.item, p.market_id, p.id as product_id, a.same_pack, p.price_observed_at as observed_at,
           round(p.price_kobo * a.scale)::bigint as price_kobo
    from alike a join ${product} p on p.commodity_id = a.id and ${liveP}
    ${marketIds ? sql`and p.market_id = any(${pgArray(marketIds, 'uuid')})` : sql``} ${observedSince(since)}
    order by a.item, p.market_id, a.same_pack desc, round(p.price_kobo * a.scale), p.id`;
  return seenBefore
    ? sql`with ${alikeOf(commodityIds)}
          select * from (${offers}) o where o.observed_at < ${seenBefore.toISOString()}::timestamptz`
    : sql`with ${alikeOf(commodityIds)} ${offers}`;
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
      market: (id: string) => and(live, eq(product.marketId, id))!,
      category: (id: string) => and(live, eq(product.categoryId, id))!,
      marketAndCategory: (m: string, c: string) => and(live, eq(product.marketId, m), eq(product.categoryId, c))!,
      featured: and(live, eq(product.isFeatured, true))!,
    },

    async findProducts(ids: string[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return (await selectProducts().where(inArray(product.id, ids))) as ProductRow[];
    },

    /**
     * Who sells each wanted item, at which price for its pack (see offersOf); only prices observed
     * since `since` when given; only offers observed before `seenBefore` when given.
     */
    async offers(commodityIds: string[], marketIds?: string[], since?: Date, seenBefore?: Date): Promise<Offer[]> {
      if (!commodityIds.length) return [];
      const rows = await queryRows<{
        item: number;
        market_id: string;
        product_id: string;
        price_kobo: string | number;
        observed_at: string | Date;
        same_pack: boolean;
      }>(db, offersOf(commodityIds, marketIds, since, seenBefore));
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
     * cheapest, only where the same pack is not sold), with the market's name and place. One
     * statement: a scan-and-sum per market of the commodities themselves (no per-(item, market)
     * rows leave the database), and the few other packs, merged here. `asOf` is the oldest price
     * date among the products used; prices outside the window are left out, and those inside it
     * say whether they are recent.
     */
    async marketTotals(
      items: Array<{ commodityId: string; quantity: number }>,
      window: PriceWindow,
    ): Promise<MarketTotal[]> {
      if (!items.length) return [];
      // Items of the same commodity cost the same at a market: priced once, with their quantities summed.
      const commodities = [...new Set(items.map((i) => i.commodityId))];
      const quantities = commodities.map((c) => items.reduce((n, i) => (i.commodityId === c ? n + i.quantity : n), 0));
      const { same, other } = await marketTallies(db, commodities, quantities, window);
      const totals = new Map(same.map((t) => [t.marketId, t]));
      for (const pack of other) addOtherPack(totals, pack, quantities);
      const commodityOf = items.map((i) => commodities.indexOf(i.commodityId));
      return [...totals.values()].map((t) => asMarketTotal(t, commodityOf));
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
    ...searchQueries(db),
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

/** Where a market is and what it is called, as the catalogue reads it (market_listing). */
interface MarketPlace {
  name: string;
  latitude: number;
  longitude: number;
}

/** A market's total so far, and which of the asked commodities it sells (and which of those scaled). */
interface Tally {
  marketId: string;
  place: MarketPlace;
  totalKobo: number;
  asOf: Date;
  sold: Set<number>;
  scaled: Set<number>;
  recent: Set<number>;
}

/** Another pack of an asked commodity at a market: its cheapest price scaled to the asked pack, and its oldest date. */
interface OtherPack {
  item: number;
  marketId: string;
  place: MarketPlace;
  priceKobo: number;
  asOf: Date;
  recent: boolean;
}

/**
 * Per market, in one statement: the asked commodities it sells in their own pack (the sum of price ×
 * quantity, the oldest price date, and which they are: `found`, bits of a bigint, or a list past
 * 52, where a double would no longer hold the bits exactly), and per (asked commodity, market) the
 * cheapest other pack of it, scaled (the rule of alikeOf; `item` is the position in `commodities`);
 * each with the market's name and place. Dates come as milliseconds since 1970 (no date to parse
 * per row), and the rows as one JSON array.
 */
async function marketTallies(
  db: Db,
  commodities: string[],
  quantities: number[],
  window: PriceWindow,
): Promise<{ same: Tally[]; other: OtherPack[] }> {
  const bits = commodities.length <= 52;
  // Each commodity's bit comes with it (no shift a row); past 52, its position in a list.
  const positionsOf = (filter: SQL) =>
    bits ? sql`coalesce(bit_or(u.bit) ${filter}, 0)::text` : sql`array_agg(u.n) ${filter}::text`;
  const bitOf = pgArray(
    commodities.map((_, i) => (bits ? String(2 ** i) : '0')),
    'bigint',
  );
  const ms = (at: SQL) => sql`floor(extract(epoch from ${at}) * 1000)`;
  // One row, the markets as a JSON array: handing over a thousand rows costs PGlite more than
  // computing them. [market id, name, latitude, longitude, as of (ms), total (kobo), found, recent,
  // item, price (kobo)]: the first kind of row has no item, the second (another pack) no total.
  const [answer] = await queryRows<{ markets: string | null }>(
    db,
    sql`with ${alikeOf(commodities)},
        same as (
          select p.market_id, ${ms(sql`min(p.price_observed_at)`)} as as_of, sum(p.price_kobo * u.quantity) as total_kobo,
                 ${positionsOf(sql``)} as found,
                 ${positionsOf(sql`filter (where p.price_observed_at >= ${window.recentSince.toISOString()}::timestamptz)`)} as recent
          from unnest(${pgArray(commodities, 'uuid')}, ${pgArray(quantities, 'int')}, ${bitOf}) with ordinality as u(id, quantity, bit, n)
          join ${product} p on p.commodity_id = u.id and ${liveP} ${observedSince(window.since)}
          group by p.market_id),
        other as (
          select a.item, p.market_id, min(round(p.price_kobo * a.scale))::bigint as price_kobo,
                 ${ms(sql`min(p.price_observed_at)`)} as as_of
          from alike a join ${product} p on p.commodity_id = a.id and ${liveP} ${observedSince(window.since)}
          where not a.same_pack
          group by a.item, p.market_id),
        markets as (
          select s.market_id, s.as_of, s.total_kobo, s.found, s.recent, null::int as item, null::bigint as price_kobo
          from same s
          union all
          select o.market_id, o.as_of, null, null, null, o.item, o.price_kobo from other o)
        select json_agg(json_build_array(m.market_id, ml.name, ml.latitude, ml.longitude, m.as_of, m.total_kobo,
                                         m.found, m.recent, m.item, m.price_kobo))::text as markets
        from markets m join ${marketListing} ml on ml.id = m.market_id`,
  );
  type Row = [
    string,
    string,
    number,
    number,
    number,
    number | null,
    string | null,
    string | null,
    number | null,
    number | null,
  ];
  const rows = JSON.parse(answer?.markets ?? '[]') as Row[];
  /** The 0-based positions in `commodities` of a `found` value: a list, or bits (exact in a double). */
  const positions = (found: string | null): number[] => {
    if (found === null) return [];
    if (found.startsWith('{'))
      return found
        .slice(1, -1)
        .split(',')
        .map((n) => Number(n) - 1);
    const set: number[] = [];
    for (let bits = Number(found), i = 0; bits > 0; bits = Math.floor(bits / 2), i++) if (bits % 2 === 1) set.push(i);
    return set;
  };
  const same: Tally[] = [];
  const other: OtherPack[] = [];
  for (const [marketId, name, latitude, longitude, ms, totalKobo, found, recent, item, priceKobo] of rows) {
    const place = { name, latitude, longitude };
    const asOf = new Date(ms);
    if (item === null)
      same.push({
        marketId,
        place,
        totalKobo: totalKobo!,
        asOf,
        sold: new Set(positions(found)),
        scaled: new Set(),
        recent: new Set(positions(recent)),
      });
    else other.push({ item, marketId, place, priceKobo: priceKobo!, asOf, recent: asOf >= window.recentSince });
  }
  return { same, other };
}

/** Counts another pack at its market, only where the market does not sell the asked pack itself. */
function addOtherPack(totals: Map<string, Tally>, pack: OtherPack, quantities: number[]): void {
  let tally = totals.get(pack.marketId);
  if (!tally) {
    tally = {
      marketId: pack.marketId,
      place: pack.place,
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

/**
 * A tally in the positions of the list asked for (an item of a commodity asked twice is in both):
 * `commodityOf[i]` is item i's position in the commodities asked.
 */
function asMarketTotal(tally: Tally, commodityOf: number[]): MarketTotal {
  const total: MarketTotal = {
    marketId: tally.marketId,
    place: tally.place,
    totalKobo: tally.totalKobo,
    items: [],
    scaled: [],
    asOf: tally.asOf,
    recent: [],
  };
  commodityOf.forEach((c, i) => {
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
