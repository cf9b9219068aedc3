import { and, asc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { everyWordIn, typedOrFuzzy } from '../../db/search.js';
import { withTransactions } from '../../db/transactional.js';
import type { LatLng } from '../../lib/geo.js';
import { uuidv7 } from '../../lib/ids.js';
import { area, market } from './markets.tables.js';

type MarketRow = typeof market.$inferSelect;
export type AreaRow = typeof area.$inferSelect;
type NewMarketRow = typeof market.$inferInsert;

/** The columns of a market the API shows (`Market` in the contract). */
const shownColumns = {
  id: market.id,
  name: market.name,
  address: market.address,
  latitude: market.latitude,
  longitude: market.longitude,
  openingHours: market.openingHours,
  state: market.state,
  lga: market.lga,
};
export type ShownMarketRow = Pick<MarketRow, keyof typeof shownColumns>;

/** What market search matches: name, LGA and state (the expression of market_search_idx). */
const marketSearchable = sql`lower(${market.name} || ' ' || ${market.lga} || ' ' || ${market.state})`;

/** The markets whose name, LGA or state holds a `like` pattern (for typedOrFuzzy). */
const marketsHolding = (pattern: string) =>
  sql`select ${market.id} from ${market} where ${marketSearchable} like ${pattern}`;

/** A market as a price source names and places it, with the source's own id for it. */
export interface SurveyedMarket {
  ref: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  state: string;
  lga: string;
}

/** Queries only. */
function queries(db: Db) {
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

    /** Markets by id (one array parameter, however many). */
    /** Markets by id, with what the API shows of them (`Market`): no timestamps or source ids to read. */
    async findMany(ids: string[]): Promise<ShownMarketRow[]> {
      if (!ids.length) return [];
      return db
        .select(shownColumns)
        .from(market)
        .where(sql`${market.id} = any(${pgArray(ids, 'uuid')})`);
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

    /**
     * Adds the markets a source names that are not there yet (found by the source's own id) and
     * brings the others' name and place up to date; an admin may have set the address and hours,
     * which a survey does not touch. Answers how many rows were created and how many updated.
     */
    async upsertSurveyed(
      source: string,
      markets: SurveyedMarket[],
      now: Date,
    ): Promise<{ created: number; updated: number }> {
      const written = await queryRows<{ inserted: boolean }>(
        db,
        sql`insert into ${market} (id, name, address, latitude, longitude, opening_hours, state, lga, source_key, source_ref, updated_at)
            select id, name, address, latitude, longitude, 'Not surveyed', state, lga, ${source}, ref, ${now.toISOString()}::timestamptz
            from ${unnestRows('m', markets, {
              id: ['uuid', () => uuidv7()],
              name: ['text', (m) => m.name],
              address: ['text', (m) => m.address],
              latitude: ['float8', (m) => m.latitude],
              longitude: ['float8', (m) => m.longitude],
              state: ['text', (m) => m.state],
              lga: ['text', (m) => m.lga],
              ref: ['text', (m) => m.ref],
            })}
            on conflict (source_key, source_ref) do update set
              name = excluded.name, latitude = excluded.latitude, longitude = excluded.longitude,
              state = excluded.state, lga = excluded.lga, updated_at = excluded.updated_at
            where (${market.name}, ${market.latitude}, ${market.longitude}, ${market.state}, ${market.lga})
              is distinct from (excluded.name, excluded.latitude, excluded.longitude, excluded.state, excluded.lga)
            returning (xmax = 0) as inserted`,
      );
      const created = written.filter((w) => w.inserted).length;
      return { created, updated: written.length - created };
    },

    /** Every area: the nation, the zones, the states and the FCT. */
    async areas(): Promise<AreaRow[]> {
      return db.select().from(area).orderBy(area.kind, area.name);
    },

    /** The markets of a source by its own ids for them. */
    surveyed: (source: string, refs: string[]): Promise<Array<{ id: string; sourceRef: string | null }>> =>
      db
        .select({ id: market.id, sourceRef: market.sourceRef })
        .from(market)
        .where(and(eq(market.sourceKey, source), sql`${market.sourceRef} = any(${pgArray(refs, 'text')})`)),
  };
}

export const createMarketsRepository = (db: Db) => withTransactions(db, queries);

export type MarketsRepository = ReturnType<typeof createMarketsRepository>;
