import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { marketProposal, priceReport, reportEvent, reportFlag, reportPhoto } from './reports.tables.js';

export type ReportRow = typeof priceReport.$inferSelect;
export type ProposalRow = typeof marketProposal.$inferSelect;
type PhotoRow = typeof reportPhoto.$inferSelect;
type SummaryRow = {
  market_id: string;
  commodity_id: string;
  shoppers: number;
  newest: Date | string;
  per: 'kg' | 'L' | 'piece' | null;
  reports: number | null;
  low: number | string | null;
  high: number | string | null;
};

/** Queries only. */
function queries(db: Db) {
  return {
    /** Reports (and of them, those with a photo) an account or an address has sent since `since`. */
    async sentSince(who: { reporterId: string } | { address: string }, since: Date) {
      const [row] = await db
        .select({ reports: count(), photos: count(priceReport.photoSha256) })
        .from(priceReport)
        .where(
          and(
            'reporterId' in who ? eq(priceReport.reporterId, who.reporterId) : eq(priceReport.address, who.address),
            gte(priceReport.createdAt, since),
          ),
        );
      return { reports: row?.reports ?? 0, photos: row?.photos ?? 0 };
    },

    /** An account's confirmed and rejected reports: its trust. */
    async recordOf(reporterIds: string[]): Promise<Map<string, { confirmed: number; rejected: number }>> {
      if (!reporterIds.length) return new Map();
      const rows = await db
        .select({
          reporterId: priceReport.reporterId,
          confirmed: sql<number>`count(*) filter (where ${priceReport.state} = 'confirmed')::int`,
          rejected: sql<number>`count(*) filter (where ${priceReport.state} = 'rejected')::int`,
        })
        .from(priceReport)
        .where(inArray(priceReport.reporterId, reporterIds))
        .groupBy(priceReport.reporterId);
      return new Map(rows.map((r) => [r.reporterId, { confirmed: r.confirmed, rejected: r.rejected }]));
    },

    async addPhoto(photo: Omit<PhotoRow, 'createdAt'>): Promise<void> {
      await db.insert(reportPhoto).values(photo).onConflictDoNothing();
    },

    async photo(sha256: string): Promise<PhotoRow | undefined> {
      const [row] = await db.select().from(reportPhoto).where(eq(reportPhoto.sha256, sha256));
      return row;
    },

    /** Adds a report; false when its reporter reported the very same price already (the same key). */
    async add(row: typeof priceReport.$inferInsert): Promise<boolean> {
      const added = await db.insert(priceReport).values(row).onConflictDoNothing().returning({ id: priceReport.id });
      return added.length > 0;
    },

    /**
     * Waits until no other report of the same item, measure and market is being decided: two
     * agreeing reports sent at once confirm each other exactly once (a transaction-scoped lock, so
     * it is let go at commit or rollback).
     */
    async lockItem(marketId: string, item: string, measure: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${marketId}|${item}|${measure}`}, 0))`);
    },

    /**
     * Another shopper's report that agrees with this one: the same market, item and measure,
     * observed within `days` days of it, not rejected, its price per measure within `band` of this
     * one's. The newest first.
     */
    async agreeing(r: ReportRow, band: number, days: number): Promise<ReportRow | undefined> {
      const each = r.priceKobo / r.quantity;
      const [row] = await db
        .select()
        .from(priceReport)
        .where(
          and(
            eq(priceReport.marketId, r.marketId!),
            eq(priceReport.commodityId, r.commodityId!),
            eq(priceReport.measure, r.measure),
            ne(priceReport.reporterId, r.reporterId),
            ne(priceReport.state, 'rejected'),
            sql`abs(${priceReport.observedOn} - ${r.observedOn}::date) <= ${days}::int`,
            sql`abs(${priceReport.priceKobo} / ${priceReport.quantity} - ${each}::float8) <= ${band}::float8 * ${each}::float8`,
          ),
        )
        .orderBy(desc(priceReport.createdAt))
        .limit(1);
      return row;
    },

    /** Confirmed reports' prices per kg, litre or piece of an item at these markets since a day. */
    async confirmedUnitPrices(
      commodityId: string,
      per: 'kg' | 'L' | 'piece',
      marketIds: string[],
      sinceDay: string,
    ): Promise<number[]> {
      if (!marketIds.length) return [];
      const rows = await db
        .select({ unitKobo: priceReport.unitKobo })
        .from(priceReport)
        .where(
          and(
            eq(priceReport.commodityId, commodityId),
            inArray(priceReport.marketId, marketIds),
            eq(priceReport.state, 'confirmed'),
            isNotNull(priceReport.unitKobo),
            eq(priceReport.unitPer, per),
            gte(priceReport.observedOn, sinceDay),
          ),
        );
      return rows.map((r) => r.unitKobo!);
    },

    /**
     * The confirmed reports of items at markets since a day, in one statement for any number of
     * (market, item) pairs: how many shoppers, the newest, and the paid prices' quartiles per kg,
     * litre or piece (the unit most of them have). Only the pairs with a confirmed report, in the
     * order asked.
     */
    async summaries(pairs: ReadonlyArray<{ marketId: string; commodityId: string }>, sinceDay: string) {
      if (!pairs.length) return [];
      const marketIds = pgArray(
        pairs.map((p) => p.marketId),
        'uuid',
      );
      const commodityIds = pgArray(
        pairs.map((p) => p.commodityId),
        'uuid',
      );
      const rows = await queryRows<SummaryRow>(
        db,
        sql`with confirmed as (
              select w.n, w.market_id, w.commodity_id, r.reporter_id, r.paid, r.unit_kobo, r.unit_per,
                     -- When the price was seen: the moment it was sent when that was its day, else its day at noon.
                     case when r.observed_on = (r.created_at at time zone 'Africa/Lagos')::date then r.created_at
                          else (r.observed_on + time '12:00') at time zone 'Africa/Lagos' end as seen_at
              from unnest(${marketIds}, ${commodityIds}) with ordinality as w(market_id, commodity_id, n)
              join ${priceReport} r on r.market_id = w.market_id and r.commodity_id = w.commodity_id
              where r.state = 'confirmed' and r.observed_on >= ${sinceDay}::date),
            seen as (
              select n, market_id, commodity_id, count(distinct reporter_id)::int as shoppers, max(seen_at) as newest
              from confirmed group by n, market_id, commodity_id),
            paid as (
              select distinct on (n) n, unit_per as per, count(*)::int as reports,
                     percentile_cont(0.25) within group (order by unit_kobo) as low,
                     percentile_cont(0.75) within group (order by unit_kobo) as high
              from confirmed where paid and unit_kobo is not null
              group by n, unit_per
              order by n, count(*) desc, unit_per)
            select s.market_id, s.commodity_id, s.shoppers, s.newest, p.per, p.reports, p.low, p.high
            from seen s left join paid p on p.n = s.n
            order by s.n`,
      );
      return rows.map((r) => ({
        marketId: r.market_id,
        commodityId: r.commodity_id,
        shoppers: r.shoppers,
        newest: new Date(r.newest),
        paid: r.per ? { per: r.per, reports: r.reports!, low: Number(r.low), high: Number(r.high) } : null,
      }));
    },

    /** The confirmed reports of an item at a market since a day, the newest seen first (at most `limit`). */
    async confirmedOf(marketId: string, commodityId: string, sinceDay: string, limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(priceReport)
        .where(
          and(
            eq(priceReport.marketId, marketId),
            eq(priceReport.commodityId, commodityId),
            eq(priceReport.state, 'confirmed'),
            gte(priceReport.observedOn, sinceDay),
          ),
        )
        .orderBy(desc(priceReport.observedOn), desc(priceReport.createdAt))
        .limit(limit);
    },

    async setState(id: string, state: ReportRow['state'], reason: string | null, productId?: string | null) {
      await db
        .update(priceReport)
        .set({ state, reason, ...(productId !== undefined && { productId }) })
        .where(eq(priceReport.id, id));
    },

    async setCommodity(
      id: string,
      commodityId: string,
      unit: { unitKobo: number | null; unitPer: ReportRow['unitPer'] },
    ) {
      await db
        .update(priceReport)
        .set({ commodityId, ...unit })
        .where(eq(priceReport.id, id));
    },

    async event(e: {
      id: string;
      reportId: string;
      actorId: string | null;
      action: string;
      reason: string | null;
      at: Date;
    }) {
      await db.insert(reportEvent).values(e);
    },

    async find(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(priceReport).where(eq(priceReport.id, id));
      return row;
    },

    /** A report, locked until the transaction ends (a moderator's decision against a flag or a second decision). */
    async findForUpdate(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(priceReport).where(eq(priceReport.id, id)).for('update');
      return row;
    },

    async mine(reporterId: string, limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(priceReport)
        .where(eq(priceReport.reporterId, reporterId))
        .orderBy(desc(priceReport.createdAt))
        .limit(limit);
    },

    async inState(state: ReportRow['state'], limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(priceReport)
        .where(eq(priceReport.state, state))
        .orderBy(priceReport.createdAt)
        .limit(limit);
    },

    /** Adds a shopper's flag; false when they had flagged it already. */
    async flag(row: { id: string; reportId: string; userId: string; reason: string; createdAt: Date }) {
      const added = await db.insert(reportFlag).values(row).onConflictDoNothing().returning({ id: reportFlag.id });
      return added.length > 0;
    },

    async addProposal(row: typeof marketProposal.$inferInsert): Promise<void> {
      await db.insert(marketProposal).values(row);
    },

    /** Markets an account proposed since `since`. */
    async proposalsSince(proposerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(marketProposal)
        .where(and(eq(marketProposal.proposerId, proposerId), gte(marketProposal.createdAt, since)));
      return row?.n ?? 0;
    },

    async proposalsOf(proposerId: string): Promise<ProposalRow[]> {
      return db
        .select()
        .from(marketProposal)
        .where(eq(marketProposal.proposerId, proposerId))
        .orderBy(desc(marketProposal.createdAt))
        .limit(100);
    },

    async proposalsIn(status: ProposalRow['status']): Promise<ProposalRow[]> {
      return db
        .select()
        .from(marketProposal)
        .where(eq(marketProposal.status, status))
        .orderBy(marketProposal.createdAt)
        .limit(100);
    },

    async proposalForUpdate(id: string): Promise<ProposalRow | undefined> {
      const [row] = await db.select().from(marketProposal).where(eq(marketProposal.id, id)).for('update');
      return row;
    },

    async decideProposal(
      id: string,
      decision: Pick<ProposalRow, 'status' | 'reason' | 'marketId' | 'decidedBy' | 'decidedAt'>,
    ): Promise<ProposalRow> {
      const [row] = await db.update(marketProposal).set(decision).where(eq(marketProposal.id, id)).returning();
      return row!;
    },

    async proposalsByIds(ids: string[]): Promise<ProposalRow[]> {
      if (!ids.length) return [];
      return db.select().from(marketProposal).where(inArray(marketProposal.id, ids));
    },

    /** The pending reports at a proposed market move to the market it became, still pending, for a moderator. */
    async moveToMarket(proposalId: string, marketId: string, reason: string): Promise<void> {
      await db
        .update(priceReport)
        .set({ marketId, reason })
        .where(and(eq(priceReport.proposalId, proposalId), eq(priceReport.state, 'pending')));
    },

    /** Rejects the pending reports at a proposed market (it was not added); the rows rejected. */
    async rejectAtProposal(proposalId: string, reason: string): Promise<ReportRow[]> {
      return db
        .update(priceReport)
        .set({ state: 'rejected', reason })
        .where(and(eq(priceReport.proposalId, proposalId), eq(priceReport.state, 'pending')))
        .returning();
    },

    async flagsOf(reportIds: string[]) {
      if (!reportIds.length) return [];
      return db
        .select({ reportId: reportFlag.reportId, reason: reportFlag.reason, createdAt: reportFlag.createdAt })
        .from(reportFlag)
        .where(inArray(reportFlag.reportId, reportIds))
        .orderBy(reportFlag.createdAt);
    },
  };
}

export const createReportsRepository = (db: Db) => withTransactions(db, queries);
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
