import { type SQL, sql } from 'drizzle-orm';
import type { Period } from '../../../contract/price-history.js';
import { type Db, queryRows } from '../../db/client.js';
import { category, commodity, product } from '../catalogue/index.js';
import { market } from '../markets/index.js';
import { ZONE } from './price-history.log.js';
import { priceHistory, priceMonth } from './price-history.tables.js';

const TRUNC: Record<Period, string> = { Daily: 'day', Weekly: 'week', Monthly: 'month', Yearly: 'year' };

/** Which prices a chart reads: one commodity at every market that sells it, or at one market; up to `before`. */
export interface Scope {
  commodityId: string;
  marketId?: string | undefined;
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
}

export interface InsightRow {
  asOf: Date | null;
  low: { priceKobo: number; observedAt: Date; marketName: string } | null;
  p25Kobo: number | null;
  p75Kobo: number | null;
  observations90: number;
}

/** The scope's products: the commodity at every market (still on sale), or at one. */
const inScope = (scope: Scope): SQL =>
  sql`p.commodity_id = ${scope.commodityId} and p.archived_at is null
      ${scope.marketId ? sql`and p.market_id = ${scope.marketId}` : sql``}`;

const before = (scope: Scope): SQL =>
  scope.before ? sql`and h.changed_at < ${scope.before.toISOString()}::timestamptz` : sql``;

/** The scope's dates, on observations `h`. */
const inRange = (scope: Scope): SQL =>
  sql`${scope.from ? sql`and h.changed_at >= ${scope.from.toISOString()}::timestamptz` : sql``} ${before(scope)}`;

export function createPriceHistoryRepository(db: Db) {
  return {
    /** The commodities on sale somewhere, by name (the chart form's product list). */
    productNames: (): Promise<Array<{ name: string; unit: string; category: string }>> =>
      queryRows(
        db,
        sql`select cm.name, cm.unit, c.name as category from ${commodity} cm join ${category} c on c.id = cm.category_id
            where exists (select 1 from ${product} p where p.commodity_id = cm.id and p.archived_at is null)
            order by cm.name_key, cm.unit_key`,
      ),

    /** The commodity a chart names, whatever its case; of two with one name, the one sold at more markets. */
    async commodityNamed(nameKey: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await queryRows<{ id: string; name: string }>(
        db,
        sql`select cm.id, cm.name from ${commodity} cm
            where cm.name_key = ${nameKey}
            order by (select count(*) from ${product} p where p.commodity_id = cm.id and p.archived_at is null) desc, cm.id
            limit 1`,
      );
      return row;
    },

    /** A product on sale: its commodity and market. */
    async product(id: string): Promise<{ commodityId: string; marketId: string } | undefined> {
      const [row] = await queryRows<{ commodity_id: string; market_id: string }>(
        db,
        sql`select commodity_id, market_id from ${product} where id = ${id} and archived_at is null`,
      );
      return row && { commodityId: row.commodity_id, marketId: row.market_id };
    },

    async marketName(id: string): Promise<string | undefined> {
      const [row] = await queryRows<{ name: string }>(db, sql`select name from ${market} where id = ${id}`);
      return row?.name;
    },

    /**
     * The scope's prices by day, ISO week, month or year in Lagos: average (rounded to the kobo),
     * lowest, highest, last. Months wholly inside the dates come from the monthly sums (a row per
     * product and month); every other day from the observations themselves.
     */
    async buckets(scope: Scope, period: Period, whole: WholeMonths | null = null): Promise<BucketRow[]> {
      const sums = whole
        ? sql`select pm.month::timestamp as at, pm.sum_kobo, pm.observations as n, pm.min_kobo, pm.max_kobo,
                     pm.last_kobo, pm.last_at
              from ${priceMonth} pm join ${product} p on p.id = pm.product_id
              where ${inScope(scope)}
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
                       h.price_kobo as max_kobo, h.price_kobo as last_kobo, h.changed_at as last_at
                from ${priceHistory} h join ${product} p on p.id = h.product_id
                where ${inScope(scope)} ${inRange(scope)}
                  ${inWhole ? sql`and not (${sql.join(inWhole, sql` and `)})` : sql``}`;
      const parts = sums && singles ? sql`${sums} union all ${singles}` : (sums ?? singles)!;
      const rows = await queryRows<{
        day: string;
        avg: string | number;
        min: string | number;
        max: string | number;
        last: string | number;
        n: string | number;
      }>(
        db,
        sql`select to_char(date_trunc(${TRUNC[period]}, parts.at), 'YYYY-MM-DD') as day,
                   round(sum(parts.sum_kobo)::numeric / sum(parts.n)) as avg, min(parts.min_kobo) as min,
                   max(parts.max_kobo) as max, (array_agg(parts.last_kobo order by parts.last_at desc, parts.last_kobo))[1] as last,
                   sum(parts.n) as n
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
      }));
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
        sql`with p as (select p.id, p.market_id from ${product} p where ${inScope(scope)}),
            newest as (
              select max(l.changed_at) as as_of from p cross join lateral (
                select h.changed_at from ${priceHistory} h where h.product_id = p.id ${before(scope)}
                order by h.changed_at desc limit 1) l),
            o as (
              select h.price_kobo, h.changed_at, p.market_id from p cross join newest n
              join ${priceHistory} h on h.product_id = p.id
                and h.changed_at > n.as_of - interval '90 days' and h.changed_at <= n.as_of),
            low as (
              select o.price_kobo, o.changed_at, m.name from o cross join newest n join ${market} m on m.id = o.market_id
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

    /** One product's every observation, oldest first. */
    async observationsOf(productId: string): Promise<Array<{ changedAt: Date; priceKobo: number }>> {
      const rows = await queryRows<{ changed_at: string | Date; price_kobo: string | number }>(
        db,
        sql`select changed_at, price_kobo from ${priceHistory} where product_id = ${productId} order by changed_at`,
      );
      return rows.map((r) => ({ changedAt: new Date(r.changed_at), priceKobo: Number(r.price_kobo) }));
    },
  };
}

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
