import { asc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { everyWordIn, typedOrFuzzy } from '../../db/search.js';
import type { LatLng } from '../../lib/geo.js';
import { market } from './markets.tables.js';

export type MarketRow = typeof market.$inferSelect;
export type NewMarketRow = typeof market.$inferInsert;

/** What market search matches: name, LGA and state (the expression of market_search_idx). */
export const marketSearchable = sql`lower(${market.name} || ' ' || ${market.lga} || ' ' || ${market.state})`;

/** The markets whose name, LGA or state holds a `like` pattern (for typedOrFuzzy). */
export const marketsHolding = (pattern: string) =>
  sql`select ${market.id} from ${market} where ${marketSearchable} like ${pattern}`;

export function createMarketsRepository(db: Db) {
  return {
    /**
     * The markets within `radiusKm` of a point, nearest first (ties by name), with their distance
     * in metres. The inner query walks the GiST index on ll_to_earth nearest-first (KNN, `<->`) and
     * stops after `limit` rows whatever the radius, so a sparse area never scans the table; the
     * outer one keeps those within the radius by exact great-circle distance.
     */
    async nearby(center: LatLng, radiusKm: number, limit: number): Promise<Array<MarketRow & { distanceM: number }>> {
      const here = sql`ll_to_earth(${center.latitude}, ${center.longitude})`;
      const point = sql`ll_to_earth(${market.latitude}, ${market.longitude})`;
      const nearest = db
        .select({
          ...getTableColumns(market),
          distanceM: sql<number>`earth_distance(${point}, ${here})`.as('distance_m'),
        })
        .from(market)
        .orderBy(sql`${point} <-> ${here}`)
        .limit(limit)
        .as('nearest');
      return db
        .select()
        .from(nearest)
        .where(lte(nearest.distanceM, radiusKm * 1000))
        .orderBy(asc(nearest.distanceM), asc(nearest.name));
    },

    async findMany(ids: string[]): Promise<MarketRow[]> {
      if (!ids.length) return [];
      return db.select().from(market).where(inArray(market.id, ids));
    },

    async find(id: string): Promise<MarketRow | undefined> {
      const [row] = await db.select().from(market).where(eq(market.id, id));
      return row;
    },

    /**
     * Markets by name, LGA or state (every word; a word found nowhere as typed allows a small
     * typo), closest first when a word was fuzzy, else by name; all markets by name without words.
     */
    async search(
      words: string[],
      place: { state?: string; lga?: string },
      limit: number,
      offset: number,
    ): Promise<{ rows: MarketRow[]; total: number }> {
      const matched = await typedOrFuzzy(db, words, [marketsHolding]);
      const where = sql.join(
        [
          matched.length ? everyWordIn(marketSearchable, matched) : sql`true`,
          place.state ? sql`lower(${market.state}) = lower(${place.state})` : sql`true`,
          place.lga ? sql`lower(${market.lga}) = lower(${place.lga})` : sql`true`,
        ],
        sql` and `,
      );
      const order = matched.some((w) => w.fuzzy)
        ? sql`word_similarity(${words.join(' ')}, ${marketSearchable}) desc, ${market.name}`
        : sql`${market.name}`;
      const rows = await db.select().from(market).where(where).orderBy(order, market.id).limit(limit).offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(market)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /** The states and LGAs that have markets, for the shopper who cannot share a location. */
    async places(): Promise<Array<{ state: string; lga: string; markets: number }>> {
      return db
        .select({ state: market.state, lga: market.lga, markets: sql<number>`count(*)::int` })
        .from(market)
        .where(sql`${market.state} <> ''`)
        .groupBy(market.state, market.lga)
        .orderBy(market.state, market.lga);
    },

    async insert(row: NewMarketRow): Promise<MarketRow> {
      const [created] = await db.insert(market).values(row).returning();
      return created!;
    },

    async update(id: string, fields: Partial<NewMarketRow>): Promise<MarketRow | undefined> {
      const [row] = await db.update(market).set(fields).where(eq(market.id, id)).returning();
      return row;
    },
  };
}

export type MarketsRepository = ReturnType<typeof createMarketsRepository>;
