import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { marketProposal, priceReport, reportEvent, reportFlag, reportPhoto } from './reports.tables.js';

export type ReportRow = typeof priceReport.$inferSelect;
export type ProposalRow = typeof marketProposal.$inferSelect;
type PhotoRow = typeof reportPhoto.$inferSelect;

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
     * The confirmed reports of an item at a market since a day: how many shoppers, the newest, and
     * the paid prices' quartiles per kg, litre or piece (the unit most of them have).
     */
    async summary(marketId: string, commodityId: string, sinceDay: string) {
      const where = and(
        eq(priceReport.marketId, marketId),
        eq(priceReport.commodityId, commodityId),
        eq(priceReport.state, 'confirmed'),
        gte(priceReport.observedOn, sinceDay),
      );
      const [seen] = await db
        .select({
          shoppers: sql<number>`count(distinct ${priceReport.reporterId})::int`,
          newest: sql<Date | string | null>`max(${priceReport.createdAt})`,
        })
        .from(priceReport)
        .where(where);
      const [paid] = await db
        .select({
          per: priceReport.unitPer,
          reports: sql<number>`count(*)::int`,
          low: sql<number>`percentile_cont(0.25) within group (order by ${priceReport.unitKobo})`,
          high: sql<number>`percentile_cont(0.75) within group (order by ${priceReport.unitKobo})`,
        })
        .from(priceReport)
        .where(and(where, eq(priceReport.paid, true), isNotNull(priceReport.unitKobo)))
        .groupBy(priceReport.unitPer)
        .orderBy(desc(sql`count(*)`))
        .limit(1);
      return { shoppers: seen?.shoppers ?? 0, newest: seen?.newest ?? null, paid };
    },

    /** The confirmed reports of an item at a market since a day, newest first (at most `limit`). */
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
        .orderBy(desc(priceReport.createdAt))
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
