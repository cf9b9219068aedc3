import { eq, type SQL, sql } from 'drizzle-orm';
import type { Period } from '../../../contract/price-history.js';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { type CurrentPrice, type Observation, productOnSale } from '../catalogue/index.js';
import { marketListing } from '../markets/index.js';
import { areaPrice, priceHistory, priceMonth, priceSource } from './price-history.tables.js';

/** Every date is cut in Nigeria's time: a price seen at 00:30 in Lagos on the 1st belongs to the 1st. */
const ZONE = 'Africa/Lagos';

const TRUNC: Record<Period, string> = { Daily: 'day', Weekly: 'week', Monthly: 'month', Yearly: 'year' };

/**
 * Which prices a chart reads: one commodity at every market that sells it, or at one market; from
 * every source or one; up to `before`.
 */
export interface Scope {
  commodityId: string;
  marketId?: string | undefined;
  /** A `price_source` key: only its prices. */
  source?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
}

/**
 * The whole Lagos months inside a Monthly or Yearly chart's dates (`YYYY-MM-01`, `to` exclusive; null
 * is open-ended): those are read from the monthly sums, only the days outside them from observations.
 */
export interface WholeMonths {
  from: string | null;
  to: string | null;
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

/**
 * The scope's products, joined as `p` from the catalogue's published product_on_sale (decision
 * record 009): the commodity at every market (still on sale), or at one.
 */
const inScope = (scope: Scope): SQL =>
  sql`p.commodity_id = ${scope.commodityId} ${scope.marketId ? sql`and p.market_id = ${scope.marketId}` : sql``}`;

/** Only one source's rows, when one is named (`alias`: a table or alias with a `source` column). */
/** Prices of switched-on sources only (decision record 011), and of one source when named. */
const ofSource = (source: string | undefined, alias: SQL): SQL =>
  sql`and ${countedSource(sql`${alias}.source`)} ${source ? sql`and ${alias}.source = ${source}` : sql``}`;

const before = (scope: Scope): SQL =>
  scope.before ? sql`and h.changed_at < ${scope.before.toISOString()}::timestamptz` : sql``;

/** The scope's dates, on observations `h`. */
const inRange = (scope: Scope): SQL =>
  sql`${scope.from ? sql`and h.changed_at >= ${scope.from.toISOString()}::timestamptz` : sql``} ${before(scope)}`;

/**
 * A chart's rows from `parts` (rows of at, sum_kobo, n, min_kobo, max_kobo, last_kobo, last_at and
 * source: single observations, monthly sums or both), cut at each `trunc` ('day', 'week', 'month',
 * 'year') of `at`: average (rounded to the kobo), lowest, highest, last, how many and whose.
 */
export async function bucketsOf(db: Db, parts: SQL, trunc: string): Promise<BucketRow[]> {
  const rows = await queryRows<{
    day: string;
    avg: string | number;
    min: string | number;
    max: string | number;
    last: string | number;
    n: string | number;
    sources: string;
  }>(
    db,
    sql`select to_char(date_trunc(${trunc}, parts.at), 'YYYY-MM-DD') as day,
               round(sum(parts.sum_kobo)::numeric / sum(parts.n)) as avg, min(parts.min_kobo) as min,
               max(parts.max_kobo) as max, (array_agg(parts.last_kobo order by parts.last_at desc, parts.last_kobo))[1] as last,
               sum(parts.n) as n, string_agg(distinct parts.source, ',' order by parts.source) as sources
        from (${parts}) parts
        group by 1 order by 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    avgKobo: Number(r.avg),
    minKobo: Number(r.min),
    maxKobo: Number(r.max),
    lastKobo: Number(r.last),
    count: Number(r.n),
    // Source keys are words: a comma never occurs in one.
    sources: r.sources.split(','),
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

/** Queries only: the price log's own tables. */
function queries(db: Db) {
  return {
    /**
     * The scope's prices by day, ISO week, month or year in Lagos: average (rounded to the kobo),
     * lowest, highest, last, and whose. Months wholly inside the dates come from the monthly sums (a
     * row per product, month and source); every other day from the observations themselves.
     */
    async buckets(scope: Scope, period: Period, whole: WholeMonths | null = null): Promise<BucketRow[]> {
      const sums = whole
        ? sql`select pm.month::timestamp as at, pm.sum_kobo, pm.observations as n, pm.min_kobo, pm.max_kobo,
                     pm.last_kobo, pm.last_at, pm.source
              from ${priceMonth} pm join ${productOnSale} p on p.id = pm.product_id
              where ${inScope(scope)} ${ofSource(scope.source, sql`pm`)}
                ${whole.from ? sql`and pm.month >= ${whole.from}::date` : sql``}
                ${whole.to ? sql`and pm.month < ${whole.to}::date` : sql``}`
        : undefined;
      // Observations outside the whole months (all of them when there are none).
      const inWhole = whole && [
        ...(whole.from ? [sql`h.changed_at >= ${whole.from}::timestamp at time zone ${ZONE}`] : []),
        ...(whole.to ? [sql`h.changed_at < ${whole.to}::timestamp at time zone ${ZONE}`] : []),
      ];
      const singles =
        inWhole && inWhole.length === 0
          ? undefined
          : sql`select h.changed_at at time zone ${ZONE} as at, h.price_kobo as sum_kobo, 1 as n, h.price_kobo as min_kobo,
                       h.price_kobo as max_kobo, h.price_kobo as last_kobo, h.changed_at as last_at, h.source
                from ${priceHistory} h join ${productOnSale} p on p.id = h.product_id
                where ${inScope(scope)} ${ofSource(scope.source, sql`h`)} ${inRange(scope)}
                  ${inWhole ? sql`and not (${sql.join(inWhole, sql` and `)})` : sql``}`;
      const parts = sums && singles ? sql`${sums} union all ${singles}` : (sums ?? singles)!;
      return bucketsOf(db, parts, TRUNC[period]);
    },

    /**
     * What the insight is measured on, from the scope's observations up to `before`: the newest one,
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
     * The switched-on sources with prices in the scope, whatever its dates and source (a row per
     * product, month and source of the monthly sums, not every observation).
     */
    async sourcesOf(scope: Scope): Promise<string[]> {
      const rows = await queryRows<{ source: string }>(
        db,
        sql`select distinct pm.source from ${priceMonth} pm join ${productOnSale} p on p.id = pm.product_id
            where ${inScope(scope)} ${ofSource(undefined, sql`pm`)} order by pm.source`,
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
     * Adds observations (the same (product, moment) with another price replaces it) and sums again
     * every month they fall in.
     */
    async record(observations: Observation[]): Promise<{ recorded: number; updated: number }> {
      if (!observations.length) return { recorded: 0, updated: 0 };
      const rows = await queryRows<{ inserted: boolean }>(
        db,
        sql`insert into ${priceHistory} (id, product_id, price_kobo, changed_at, source)
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
            returning (xmax = 0) as inserted`,
      );
      const recorded = rows.filter((r) => r.inserted).length;
      // Every month an observation fell in is summed again from its observations, source by source:
      // a replaced price can lower a month's highest, which no running total could undo.
      const months = sql`select distinct product_id, date_trunc('month', changed_at at time zone ${ZONE})::date as month
                         from ${unnestRows('o', observations, {
                           product_id: ['uuid', (o) => o.productId],
                           changed_at: ['timestamptz', (o) => o.changedAt],
                         })}`;
      await db.execute(sql`
        insert into ${priceMonth} (product_id, month, source, sum_kobo, observations, min_kobo, max_kobo, last_kobo, last_at)
        select h.product_id, t.month, h.source, sum(h.price_kobo), count(*), min(h.price_kobo), max(h.price_kobo),
               (array_agg(h.price_kobo order by h.changed_at desc))[1], max(h.changed_at)
        from (${months}) t
        join ${priceHistory} h on h.product_id = t.product_id
          and h.changed_at >= t.month::timestamp at time zone ${ZONE}
          and h.changed_at < (t.month + interval '1 month')::timestamp at time zone ${ZONE}
        group by h.product_id, t.month, h.source
        on conflict (product_id, month, source) do update set
          sum_kobo = excluded.sum_kobo, observations = excluded.observations, min_kobo = excluded.min_kobo,
          max_kobo = excluded.max_kobo, last_kobo = excluded.last_kobo, last_at = excluded.last_at`);
      // A replaced observation may have changed its source: the month's sums of a source left
      // without an observation go.
      if (recorded < rows.length)
        await db.execute(sql`
          delete from ${priceMonth} pm using (${months}) t
          where pm.product_id = t.product_id and pm.month = t.month
            and not exists (
              select 1 from ${priceHistory} h where h.product_id = pm.product_id and h.source = pm.source
                and h.changed_at >= pm.month::timestamp at time zone ${ZONE}
                and h.changed_at < (pm.month + interval '1 month')::timestamp at time zone ${ZONE})`);
      return { recorded, updated: rows.length - recorded };
    },

    /**
     * Takes observations back (a shopper's report a moderator has sent back or rejected) and sums
     * again every month they fell in, by source; a month (or a source's month) left with none loses its sums.
     */
    async retract(keys: Array<{ productId: string; changedAt: Date }>): Promise<number> {
      if (!keys.length) return 0;
      const gone = await queryRows<{ product_id: string; month: string }>(
        db,
        sql`delete from ${priceHistory} h using ${unnestRows('k', keys, {
          product_id: ['uuid', (k) => k.productId],
          changed_at: ['timestamptz', (k) => k.changedAt],
        })}
            where h.product_id = k.product_id and h.changed_at = k.changed_at
            returning h.product_id, date_trunc('month', h.changed_at at time zone ${ZONE})::date::text as month`,
      );
      for (const { product_id, month } of lastOfEachMonth(gone)) {
        await db.execute(sql`delete from ${priceMonth} where product_id = ${product_id} and month = ${month}::date`);
        await db.execute(sql`
          insert into ${priceMonth} (product_id, month, source, sum_kobo, observations, min_kobo, max_kobo, last_kobo, last_at)
          select product_id, ${month}::date, source, sum(price_kobo), count(*), min(price_kobo), max(price_kobo),
                 (array_agg(price_kobo order by changed_at desc))[1], max(changed_at)
          from ${priceHistory}
          where product_id = ${product_id}
            and changed_at >= ${month}::timestamp at time zone ${ZONE}
            and changed_at < (${month}::date + interval '1 month')::timestamp at time zone ${ZONE}
          group by product_id, source`);
      }
      return gone.length;
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

/** Each (product, month) once. */
const lastOfEachMonth = (rows: Array<{ product_id: string; month: string }>) => [
  ...new Map(rows.map((r) => [`${r.product_id}|${r.month}`, r])).values(),
];
