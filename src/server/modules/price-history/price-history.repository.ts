import { eq, type SQL, sql } from 'drizzle-orm';
import type { Period } from '../../../contract/price-history.js';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { type CurrentPrice, type Observation, productOnSale } from '../catalogue/index.js';
import { marketListing } from '../markets/index.js';
import { areaPrice, commodityPriceDay, priceDay, priceHistory, priceSource } from './price-history.tables.js';

/** Every date is cut in Nigeria's time: a price seen at 00:30 in Lagos on the 1st belongs to the 1st. */
const ZONE = 'Africa/Lagos';

/**
 * Which prices a chart reads: one commodity at every market that sells it, or at one market; from
 * every source or one; between two Lagos days, inclusive.
 */
export interface Scope {
  commodityId: string;
  marketId?: string | undefined;
  /** A `price_source` key: only its prices. */
  source?: string | undefined;
  /** The first Lagos day (YYYY-MM-DD). */
  firstDay?: string | undefined;
  /** The last Lagos day (YYYY-MM-DD), included. */
  lastDay?: string | undefined;
}

export interface BucketRow {
  /** The bucket's first day in Lagos, as `YYYY-MM-DD`. */
  day: string;
  avgKobo: number;
  minKobo: number;
  maxKobo: number;
  lastKobo: number;
  count: number;
  /** The keys of the sources its prices come from, in order. */
  sources: string[];
}

export interface InsightRow {
  asOf: Date | null;
  low: { priceKobo: number; observedAt: Date; marketName: string } | null;
  p25Kobo: number | null;
  p75Kobo: number | null;
  observations90: number;
}

/** A product and one Lagos day of its prices. */
interface ProductDay {
  productId: string;
  day: string;
}

/**
 * The scope's products, joined as `p` from the catalogue's published product_on_sale (decision
 * record 009): the commodity at every market (still on sale), or at one.
 */
const inScope = (scope: Scope): SQL =>
  sql`p.commodity_id = ${scope.commodityId} ${scope.marketId ? sql`and p.market_id = ${scope.marketId}` : sql``}`;

/** Prices of switched-on sources only (decision record 011), and of one source when named (`alias`: a table or alias with a `source` column). */
const ofSource = (source: string | undefined, alias: SQL): SQL =>
  sql`and ${countedSource(sql`${alias}.source`)} ${source ? sql`and ${alias}.source = ${source}` : sql``}`;

/** Observations `h` up to the scope's last day, whole in Lagos. */
const before = (scope: Scope): SQL =>
  scope.lastDay ? sql`and h.changed_at < (${scope.lastDay}::date + 1)::timestamp at time zone ${ZONE}` : sql``;

/** Rollup rows (`alias`, with a `day`) within the scope's days. */
const inDays = (scope: Scope, alias: SQL): SQL =>
  sql`${scope.firstDay ? sql`and ${alias}.day >= ${scope.firstDay}::date` : sql``}
      ${scope.lastDay ? sql`and ${alias}.day <= ${scope.lastDay}::date` : sql``}`;

/** The rollup columns a chart sums, from a rollup table's alias. */
const rollupColumns = (alias: SQL): SQL =>
  sql`${alias}.day, ${alias}.observations, ${alias}.sum_kobo, ${alias}.min_kobo, ${alias}.max_kobo, ${alias}.last_kobo, ${alias}.last_at, ${alias}.source`;

/**
 * The scope's daily rollup rows: its one market's product's days, or the commodity's days across
 * every market (one row a day and source, however many markets sell it).
 */
const daysOf = (scope: Scope): SQL =>
  scope.marketId
    ? sql`select ${rollupColumns(sql`d`)} from ${priceDay} d join ${productOnSale} p on p.id = d.product_id
          where ${inScope(scope)} ${ofSource(scope.source, sql`d`)} ${inDays(scope, sql`d`)}`
    : sql`select ${rollupColumns(sql`c`)} from ${commodityPriceDay} c
          where c.commodity_id = ${scope.commodityId} ${ofSource(scope.source, sql`c`)} ${inDays(scope, sql`c`)}`;

const TRUNC: Record<Period, string> = { Daily: 'day', Weekly: 'week', Monthly: 'month', Yearly: 'year' };

/** A period's sums of one source, as the database answers them: the last as [microseconds, -kobo]. */
type SourceSums = [
  day: string,
  source: string,
  count: number,
  sum: number,
  min: number,
  max: number,
  last: [number, number],
];

/**
 * A chart's rows from rollup rows `parts` (day, observations, sum_kobo, min_kobo, max_kobo,
 * last_kobo, last_at, source), summed by `period` of their Lagos day: average (rounded to the
 * kobo), lowest, highest, last (the newest; the lowest of a tie), how many and whose. The database
 * sums each period's rows by source and answers them as one JSON value (thousands of rows cost
 * PGlite more to hand over one by one than to sum); the sources of a period are put together here.
 */
export async function bucketsOf(db: Db, parts: SQL, period: Period): Promise<BucketRow[]> {
  const bucket = period === 'Daily' ? sql`parts.day` : sql`date_trunc(${TRUNC[period]}, parts.day::timestamp)::date`;
  const [row] = await queryRows<{ sums: SourceSums[] | string | null }>(
    db,
    sql`select json_agg(json_build_array(g.bucket, g.source, g.n, g.sum, g.min, g.max, g.last) order by g.bucket, g.source) as sums
        from (select ${bucket} as bucket, parts.source, sum(parts.observations) as n, sum(parts.sum_kobo) as sum,
                     min(parts.min_kobo) as min, max(parts.max_kobo) as max,
                     max(array[(extract(epoch from parts.last_at) * 1000000)::bigint, -parts.last_kobo]) as last
              from (${parts}) parts group by 1, 2) g`,
  );
  const sums: SourceSums[] = typeof row?.sums === 'string' ? (JSON.parse(row.sums) as SourceSums[]) : (row?.sums ?? []);
  const buckets: Array<BucketRow & { sumKobo: number; lastAt: number }> = [];
  for (const [day, source, count, sum, min, max, [lastAt, minusLast]] of sums) {
    let b = buckets.at(-1);
    if (b?.day !== day) {
      b = {
        day,
        avgKobo: 0,
        sumKobo: 0,
        count: 0,
        minKobo: min,
        maxKobo: max,
        lastKobo: -minusLast,
        lastAt,
        sources: [],
      };
      buckets.push(b);
    }
    b.sumKobo += sum;
    b.count += count;
    b.minKobo = Math.min(b.minKobo, min);
    b.maxKobo = Math.max(b.maxKobo, max);
    if (lastAt > b.lastAt || (lastAt === b.lastAt && -minusLast < b.lastKobo))
      [b.lastKobo, b.lastAt] = [-minusLast, lastAt];
    b.sources.push(source);
  }
  return buckets.map(({ sumKobo, lastAt: _lastAt, ...b }) => ({
    ...b,
    // Whole kobo: sums and counts are integers, so a half is exact and rounds up, as the database's round().
    avgKobo: Math.round(sumKobo / b.count),
  }));
}

/** A source column's value is a source that is switched on. */
const countedSource = (column: SQL): SQL =>
  sql`${column} in (select ${priceSource.key} from ${priceSource} where ${priceSource.enabled})`;

/** An area's average as the pipeline records it. */
export interface AreaPriceRow {
  areaKey: string;
  commodityId: string;
  /** YYYY-MM-01. */
  month: string;
  priceKobo: number;
  source: string;
}

/** The Lagos day of an instant column, as a date. */
const lagosDay = (column: SQL): SQL => sql`(${column} at time zone ${ZONE})::date`;

/** Rows of product days as one set `k(product_id, day)`. */
const productDays = (keys: ProductDay[]): SQL =>
  unnestRows('k', keys, { product_id: ['uuid', (k) => k.productId], day: ['date', (k) => k.day] });

/**
 * Adds rows of new sums (`excluded`) to a rollup's row: counts and sums add up, the extremes widen,
 * and the last is the newer one (the lower price of two seen at the same moment).
 */
const MERGE_SUMS = sql.raw(`
  observations = t.observations + excluded.observations, sum_kobo = t.sum_kobo + excluded.sum_kobo,
  min_kobo = least(t.min_kobo, excluded.min_kobo), max_kobo = greatest(t.max_kobo, excluded.max_kobo),
  last_kobo = case when excluded.last_at > t.last_at or (excluded.last_at = t.last_at and excluded.last_kobo < t.last_kobo)
                   then excluded.last_kobo else t.last_kobo end,
  last_at = greatest(t.last_at, excluded.last_at)`);

/** A commodity's days, summed again from the days of its products on sale (`d`, joined to `p`). */
const COMMODITY_SUMS = sql.raw(`p.commodity_id, d.day, d.source, sum(d.observations), sum(d.sum_kobo), min(d.min_kobo),
  max(d.max_kobo), (array_agg(d.last_kobo order by d.last_at desc, d.last_kobo))[1], max(d.last_at)`);

/** How many rows a rollup has after a rebuild, and how many of them it corrected (wrong, missing or left over). */
export interface RebuildCounts {
  productDays: { rows: number; corrected: number };
  commodityDays: { rows: number; corrected: number };
}

/** The columns `names` of `alias`, as "alias.a, alias.b". */
const columnsOf = (alias: string, names: string[]): SQL => sql.raw(names.map((n) => `${alias}.${n}`).join(', '));

/** Queries only: the price log's own tables. */
function queries(db: Db) {
  /**
   * Sums these product days again from their observations, source by source, and their
   * commodities' days from the products on sale: a replaced or retracted price can lower a day's
   * highest, which no running total could undo. Products off sale leave their commodity's days
   * untouched (those count only products on sale).
   */
  async function recount(keys: ProductDay[]): Promise<void> {
    if (!keys.length) return;
    await db.execute(
      sql`delete from ${priceDay} d using ${productDays(keys)} where d.product_id = k.product_id and d.day = k.day`,
    );
    await db.execute(sql`
      insert into ${priceDay} (product_id, day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo, last_at)
      select h.product_id, k.day, h.source, count(*), sum(h.price_kobo), min(h.price_kobo), max(h.price_kobo),
             (array_agg(h.price_kobo order by h.changed_at desc))[1], max(h.changed_at)
      from (select distinct product_id, day from ${productDays(keys)}) k
      join ${priceHistory} h on h.product_id = k.product_id
        and h.changed_at >= k.day::timestamp at time zone ${ZONE} and h.changed_at < (k.day + 1)::timestamp at time zone ${ZONE}
      group by h.product_id, k.day, h.source`);
    await recountCommodityDays(
      sql`select distinct p.commodity_id, k.day from ${productDays(keys)} join ${productOnSale} p on p.id = k.product_id`,
    );
  }

  /**
   * Sums these commodity days (`pairs`: rows of commodity_id and day) again from the days of the
   * commodity's products on sale; a day (or a source's day) left with none loses its sums.
   */
  async function recountCommodityDays(pairs: SQL): Promise<void> {
    await db.execute(sql`
      delete from ${commodityPriceDay} c using (${pairs}) k where c.commodity_id = k.commodity_id and c.day = k.day`);
    await db.execute(sql`
      insert into ${commodityPriceDay} (commodity_id, day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo, last_at)
      select ${COMMODITY_SUMS}
      from (select distinct commodity_id, day from (${pairs}) t) k
      join ${productOnSale} p on p.commodity_id = k.commodity_id
      join ${priceDay} d on d.product_id = p.id and d.day = k.day
      group by p.commodity_id, d.day, d.source`);
  }

  /**
   * Makes a rollup `table` hold exactly the rows `fresh` sums (in the table's column order), keyed
   * by `key`: its rows that differ or have nothing behind them go, the right ones come in; the
   * rows that were right are not touched. Inside a transaction (the temporary tables end with it).
   */
  async function replaceAll(table: typeof priceDay | typeof commodityPriceDay, fresh: SQL, key: string[]) {
    await db.execute(sql`create temporary table fresh_rows (like ${table}) on commit drop`);
    await db.execute(sql`insert into fresh_rows ${fresh}`);
    await db.execute(sql`create temporary table stale_rows on commit drop as table ${table} except table fresh_rows`);
    await db.execute(sql`create temporary table missing_rows on commit drop as table fresh_rows except table ${table}`);
    const [counts] = await queryRows<{ rows: number; corrected: number }>(
      db,
      sql`select (select count(*) from fresh_rows)::int as rows,
                 (select count(*) from (select ${columnsOf('s', key)} from stale_rows s
                                        union select ${columnsOf('m', key)} from missing_rows m) k)::int as corrected`,
    );
    await db.execute(
      sql`delete from ${table} t using stale_rows s where (${columnsOf('t', key)}) = (${columnsOf('s', key)})`,
    );
    await db.execute(sql`insert into ${table} table missing_rows`);
    await db.execute(sql`drop table fresh_rows, stale_rows, missing_rows`);
    return counts!;
  }

  return {
    /**
     * The scope's prices by day, ISO week, month or year in Lagos: average (rounded to the kobo),
     * lowest, highest, last, and whose; summed from the daily rollups (a chart's dates are whole
     * Lagos days, so every period is a sum of days).
     */
    buckets: (scope: Scope, period: Period): Promise<BucketRow[]> => bucketsOf(db, daysOf(scope), period),

    /**
     * What the insight is measured on, from the scope's observations up to its last day: the newest one,
     * the lowest in the 30 days of data before it (and where), and the 25th and 75th percentiles of
     * the 90 days of data before it.
     */
    async insight(scope: Scope): Promise<InsightRow> {
      // Each product's newest observation (one index probe each), then its last 90 days.
      const [row] = await queryRows<{
        as_of: string | Date | null;
        low_kobo: string | number | null;
        low_at: string | Date | null;
        low_market: string | null;
        p25: string | number | null;
        p75: string | number | null;
        n90: string | number;
      }>(
        db,
        sql`with p as (select p.id, p.market_id from ${productOnSale} p where ${inScope(scope)}),
            newest as (
              select max(l.changed_at) as as_of from p cross join lateral (
                select h.changed_at from ${priceHistory} h where h.product_id = p.id ${ofSource(scope.source, sql`h`)} ${before(scope)}
                order by h.changed_at desc limit 1) l),
            o as (
              select h.price_kobo, h.changed_at, p.market_id from p cross join newest n
              join ${priceHistory} h on h.product_id = p.id ${ofSource(scope.source, sql`h`)}
                and h.changed_at > n.as_of - interval '90 days' and h.changed_at <= n.as_of),
            low as (
              select o.price_kobo, o.changed_at, m.name from o cross join newest n join ${marketListing} m on m.id = o.market_id
              where o.changed_at > n.as_of - interval '30 days'
              order by o.price_kobo, o.changed_at desc limit 1),
            typical as (
              select percentile_cont(0.25) within group (order by o.price_kobo) as p25,
                     percentile_cont(0.75) within group (order by o.price_kobo) as p75, count(*) as n90
              from o)
            select newest.as_of, low.price_kobo as low_kobo, low.changed_at as low_at, low.name as low_market,
                   typical.p25, typical.p75, typical.n90
            from newest cross join typical left join low on true`,
      );
      if (!row?.as_of) return { asOf: null, low: null, p25Kobo: null, p75Kobo: null, observations90: 0 };
      return {
        asOf: new Date(row.as_of),
        low:
          row.low_kobo === null
            ? null
            : { priceKobo: Number(row.low_kobo), observedAt: new Date(row.low_at!), marketName: row.low_market! },
        p25Kobo: row.p25 === null ? null : Math.round(Number(row.p25)),
        p75Kobo: row.p75 === null ? null : Math.round(Number(row.p75)),
        observations90: Number(row.n90),
      };
    },

    /**
     * The switched-on sources with prices in the scope, whatever its dates and source (from the
     * daily rollups, not every observation).
     */
    async sourcesOf(scope: Scope): Promise<string[]> {
      const rows = await queryRows<{ source: string }>(
        db,
        sql`select distinct source from (${daysOf({ commodityId: scope.commodityId, marketId: scope.marketId })}) s
            order by source`,
      );
      return rows.map((r) => r.source);
    },

    /** One product's every observation (of one source, when named), oldest first. */
    async observationsOf(
      productId: string,
      source?: string,
    ): Promise<Array<{ changedAt: Date; priceKobo: number; source: string }>> {
      const rows = await queryRows<{ changed_at: string | Date; price_kobo: string | number; source: string }>(
        db,
        sql`select changed_at, price_kobo, source from ${priceHistory} h
            where product_id = ${productId} ${ofSource(source, sql`h`)} order by changed_at`,
      );
      return rows.map((r) => ({
        changedAt: new Date(r.changed_at),
        priceKobo: Number(r.price_kobo),
        source: r.source,
      }));
    },

    /**
     * Adds observations (the same (product, moment) with another price replaces it) and keeps the
     * daily rollups in the same statement: a new observation adds to its product's day and its
     * commodity's day (when the product is on sale); a replaced one has its days summed again.
     */
    async record(observations: Observation[]): Promise<{ recorded: number; updated: number }> {
      if (!observations.length) return { recorded: 0, updated: 0 };
      const [written] = await queryRows<{ recorded: number; updated: number; replaced: string[] | null }>(
        db,
        sql`with written as (
              insert into ${priceHistory} (id, product_id, price_kobo, changed_at, source)
              select * from ${unnestRows('o', observations, {
                id: ['uuid', () => uuidv7()],
                product_id: ['uuid', (o) => o.productId],
                price_kobo: ['bigint', (o) => o.priceKobo],
                changed_at: ['timestamptz', (o) => o.changedAt],
                source: ['text', (o) => o.source],
              })}
              on conflict (product_id, changed_at) do update
                set price_kobo = excluded.price_kobo, source = excluded.source
                where ${priceHistory.priceKobo} <> excluded.price_kobo
              returning product_id, price_kobo, changed_at, source, (xmax = 0) as inserted),
            added as (
              select product_id, ${lagosDay(sql`changed_at`)} as day, source, count(*)::int as observations,
                     sum(price_kobo) as sum_kobo, min(price_kobo) as min_kobo, max(price_kobo) as max_kobo,
                     (array_agg(price_kobo order by changed_at desc))[1] as last_kobo, max(changed_at) as last_at
              from written where inserted group by 1, 2, 3),
            product_days as (
              insert into ${priceDay} as t (product_id, day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo, last_at)
              select * from added
              on conflict (product_id, day, source) do update set ${MERGE_SUMS}),
            commodity_days as (
              insert into ${commodityPriceDay} as t (commodity_id, day, source, observations, sum_kobo, min_kobo, max_kobo, last_kobo, last_at)
              select ${COMMODITY_SUMS} from added d join ${productOnSale} p on p.id = d.product_id
              group by p.commodity_id, d.day, d.source
              on conflict (commodity_id, day, source) do update set ${MERGE_SUMS})
            select (count(*) filter (where inserted))::int as recorded, (count(*) filter (where not inserted))::int as updated,
                   array_agg(distinct product_id::text || ' ' || ${lagosDay(sql`changed_at`)}::text) filter (where not inserted) as replaced
            from written`,
      );
      await recount(
        (written?.replaced ?? []).map((key) => {
          const [productId, day] = key.split(' ') as [string, string];
          return { productId, day };
        }),
      );
      return { recorded: written?.recorded ?? 0, updated: written?.updated ?? 0 };
    },

    /**
     * Takes observations back (a shopper's report a moderator has sent back or rejected) and sums
     * their days again, by source; a day (or a source's day) left with none loses its sums.
     */
    async retract(keys: Array<{ productId: string; changedAt: Date }>): Promise<number> {
      if (!keys.length) return 0;
      const gone = await queryRows<{ product_id: string; day: string }>(
        db,
        sql`delete from ${priceHistory} h using ${unnestRows('k', keys, {
          product_id: ['uuid', (k) => k.productId],
          changed_at: ['timestamptz', (k) => k.changedAt],
        })}
            where h.product_id = k.product_id and h.changed_at = k.changed_at
            returning h.product_id, ${lagosDay(sql`h.changed_at`)}::text as day`,
      );
      await recount(gone.map((g) => ({ productId: g.product_id, day: g.day })));
      return gone.length;
    },

    /**
     * Products taken off sale: their days leave their commodities' days (a nationwide chart counts
     * products on sale only), which are summed again from the products still on sale.
     */
    async offSale(products: Array<{ productId: string; commodityId: string }>): Promise<void> {
      if (!products.length) return;
      await recountCommodityDays(
        sql`select k.commodity_id, d.day from ${unnestRows('k', products, {
          product_id: ['uuid', (p) => p.productId],
          commodity_id: ['uuid', (p) => p.commodityId],
        })} join ${priceDay} d on d.product_id = k.product_id`,
      );
    },

    /**
     * Sums every rollup again from the observations (`npm run rollups:rebuild`), in the caller's
     * transaction: rows that differ are replaced, missing ones added, those with nothing behind
     * them removed; answers how many rows there are and how many were out of step. Price writes
     * wait meanwhile (the rollups are locked against writes, not reads), so none is lost between
     * the sums and their replacement.
     */
    async rebuild(): Promise<RebuildCounts> {
      await db.execute(sql`lock table ${priceDay}, ${commodityPriceDay} in share row exclusive mode`);
      const days = await replaceAll(
        priceDay,
        sql`select product_id, ${lagosDay(sql`changed_at`)}, source, count(*)::int, sum(price_kobo), min(price_kobo),
                   max(price_kobo), (array_agg(price_kobo order by changed_at desc))[1], max(changed_at)
            from ${priceHistory} group by 1, 2, 3`,
        ['product_id', 'day', 'source'],
      );
      const commodityDays = await replaceAll(
        commodityPriceDay,
        sql`select ${COMMODITY_SUMS} from ${priceDay} d join ${productOnSale} p on p.id = d.product_id
            group by p.commodity_id, d.day, d.source`,
        ['commodity_id', 'day', 'source'],
      );
      return { productDays: days, commodityDays };
    },

    /** The newest observation of each product from a source that counts, with the price of the one before it. */
    async current(productIds: string[]): Promise<CurrentPrice[]> {
      if (!productIds.length) return [];
      const rows = await queryRows<{
        product_id: string;
        price_kobo: string | number;
        changed_at: string | Date;
        source: string;
        previous: string | number | null;
      }>(
        db,
        sql`select product_id, price_kobo, changed_at, source, previous from (
              select product_id, price_kobo, changed_at, source,
                     lead(price_kobo) over (partition by product_id order by changed_at desc) as previous,
                     row_number() over (partition by product_id order by changed_at desc) as n
              from ${priceHistory} where ${priceHistory.productId} = any(${pgArray(productIds, 'uuid')})
                and ${countedSource(sql`${priceHistory.source}`)}
            ) newest where n = 1`,
      );
      return rows.map((r) => ({
        productId: r.product_id,
        priceKobo: Number(r.price_kobo),
        changedAt: new Date(r.changed_at),
        source: r.source,
        previousPriceKobo: r.previous === null ? null : Number(r.previous),
      }));
    },

    ...sourceQueries(db),
  };
}

/** The price sources and the areas' averages (decision record 011). */
function sourceQueries(db: Db) {
  return {
    sources: () => db.select().from(priceSource).orderBy(priceSource.createdAt, priceSource.key),

    async source(key: string) {
      const [row] = await db.select().from(priceSource).where(eq(priceSource.key, key));
      return row;
    },

    /** Each source's oldest and newest month with a price (a market's observation or an area's average). */
    spans: (): Promise<Array<{ source: string; oldest: string; newest: string }>> =>
      queryRows(
        db,
        sql`select source, to_char(min(oldest), 'YYYY-MM') as oldest, to_char(max(newest), 'YYYY-MM') as newest from (
              select source, min(changed_at at time zone ${ZONE}) as oldest, max(changed_at at time zone ${ZONE}) as newest
              from ${priceHistory} group by source
              union all
              select source, min(month)::timestamp, max(month)::timestamp from ${areaPrice} group by source) s
            group by source`,
      ),

    /** Switches a source on or off; answers false when there is no such source. */
    async setEnabled(key: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(priceSource)
        .set({ enabled })
        .where(eq(priceSource.key, key))
        .returning({ key: priceSource.key });
      return rows.length > 0;
    },

    /** The products with an observation from this source. */
    productsObservedBy: async (key: string): Promise<string[]> =>
      (
        await queryRows<{ product_id: string }>(
          db,
          sql`select distinct product_id from ${priceHistory} where source = ${key}`,
        )
      ).map((r) => r.product_id),

    /** Adds areas' averages (the same area, item, month and source with another price replaces it). */
    async recordAreaPrices(rows: AreaPriceRow[]): Promise<{ recorded: number; updated: number }> {
      if (!rows.length) return { recorded: 0, updated: 0 };
      // Counted in the database: one row comes back, not one per price (thousands a chunk).
      const [counts] = await queryRows<{ recorded: number; updated: number }>(
        db,
        sql`with written as (
              insert into ${areaPrice} (area_key, commodity_id, month, source, price_kobo)
              select * from ${unnestRows('r', rows, {
                area_key: ['text', (r) => r.areaKey],
                commodity_id: ['uuid', (r) => r.commodityId],
                month: ['date', (r) => r.month],
                source: ['text', (r) => r.source],
                price_kobo: ['bigint', (r) => r.priceKobo],
              })}
              on conflict (area_key, commodity_id, month, source) do update set price_kobo = excluded.price_kobo
                where ${areaPrice.priceKobo} <> excluded.price_kobo
              returning (xmax = 0) as inserted)
            select (count(*) filter (where inserted))::int as recorded, (count(*) filter (where not inserted))::int as updated
            from written`,
      );
      return { recorded: counts?.recorded ?? 0, updated: counts?.updated ?? 0 };
    },

    /**
     * Each item's newest average in an area from a source that counts, with the same item's
     * average twelve months before and its first month (one row an item).
     */
    latestInArea: (areaKey: string): Promise<AreaLatestRow[]> =>
      queryRows<AreaLatestRow>(
        db,
        sql`with a as (
              select commodity_id, month, source, price_kobo from ${areaPrice}
              where area_key = ${areaKey} and ${countedSource(sql`source`)}),
            latest as (
              select distinct on (commodity_id) commodity_id, month, source, price_kobo from a
              order by commodity_id, month desc, source),
            firsts as (
              select distinct on (commodity_id) commodity_id, month, price_kobo from a
              order by commodity_id, month, source)
            select l.commodity_id, to_char(l.month, 'YYYY-MM') as month, l.source, l.price_kobo,
                   to_char(y.month, 'YYYY-MM') as year_month, y.price_kobo as year_kobo,
                   to_char(f.month, 'YYYY-MM') as first_month, f.price_kobo as first_kobo
            from latest l
            join firsts f on f.commodity_id = l.commodity_id
            left join lateral (
              select month, price_kobo from a where a.commodity_id = l.commodity_id
                and a.month = (l.month - interval '12 months')::date order by source limit 1) y on true`,
      ),

    /** An item's monthly averages in an area (sources that count), oldest first, between two months inclusive. */
    areaSeries: (
      areaKey: string,
      commodityId: string,
      from?: string,
      to?: string,
    ): Promise<Array<{ month: string; price_kobo: string | number; source: string }>> =>
      queryRows(
        db,
        sql`select to_char(month, 'YYYY-MM') as month, price_kobo, source from ${areaPrice}
            where area_key = ${areaKey} and commodity_id = ${commodityId} and ${countedSource(sql`source`)}
              ${from ? sql`and month >= ${`${from}-01`}::date` : sql``}
              ${to ? sql`and month <= ${`${to}-01`}::date` : sql``}
            order by month, source`,
      ),
  };
}

/** An item's latest average in an area, its year before and its first month (see latestInArea). */
export interface AreaLatestRow {
  commodity_id: string;
  month: string;
  source: string;
  price_kobo: string | number;
  year_month: string | null;
  year_kobo: string | number | null;
  first_month: string;
  first_kobo: string | number;
}

export const createPriceHistoryRepository = (db: Db) => withTransactions(db, queries);

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
