import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/ownership.js';
import { withTransactions } from '../../db/transactional.js';
import { pageWindow } from '../../lib/pagination.js';
import type { OwnerScope } from '../../plugins/auth.js';
import { payment, paymentEvent } from './payments.tables.js';

export type PaymentRow = typeof payment.$inferSelect;
type PaymentState = PaymentRow['state'];
type PaymentChange = Partial<Omit<typeof payment.$inferInsert, 'id' | 'reference' | 'userId' | 'amountKobo'>>;

function queries(db: Db) {
  return {
    async insert(row: typeof payment.$inferInsert): Promise<PaymentRow> {
      const [inserted] = await db.insert(payment).values(row).returning();
      return inserted!;
    },

    /** The user's earlier checkouts of this kind that were never paid give way to the new one. */
    async supersedePending(userId: string, kind: PaymentRow['kind'], now: Date): Promise<void> {
      await db
        .update(payment)
        .set({ state: 'superseded', updatedAt: now })
        .where(and(ownedBy(payment.userId, userId), eq(payment.kind, kind), eq(payment.state, 'pending')));
    },

    async byReference(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payment).where(eq(payment.reference, reference));
      return row;
    },

    /** A payment of one owner (see ownerScopeOf) by reference: someone else's is not found. */
    async ownByReference(reference: string, scope: OwnerScope): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payment)
        .where(and(eq(payment.reference, reference), ownedBy(payment.userId, scope)));
      return row;
    },

    /** The payment, locked until the transaction ends: deciding its outcome happens once at a time. */
    async lockByReference(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payment).where(eq(payment.reference, reference)).for('update');
      return row;
    },

    async byId(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payment).where(eq(payment.id, id));
      return row;
    },

    async update(id: string, change: PaymentChange): Promise<PaymentRow> {
      const [row] = await db.update(payment).set(change).where(eq(payment.id, id)).returning();
      return row!;
    },

    /** Records a webhook event; false when it was received before. */
    async recordEvent(row: {
      id: string;
      provider: string;
      eventId: string;
      reference: string;
      event: string;
      receivedAt: Date;
    }) {
      const inserted = await db
        .insert(paymentEvent)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: paymentEvent.id });
      return inserted.length > 0;
    },

    /**
     * Open payments started before `before`, oldest first, for reconciliation; and replaced
     * checkouts younger than `supersededSince` not found paid yet (the provider's page may still
     * take the money: it must then be refunded).
     */
    openStartedBefore: (before: Date, supersededSince: Date, limit: number): Promise<PaymentRow[]> =>
      db
        .select()
        .from(payment)
        .where(
          and(
            lt(payment.createdAt, before),
            or(
              inArray(payment.state, ['pending', 'failed']),
              and(eq(payment.state, 'superseded'), isNull(payment.paidAt), gt(payment.createdAt, supersededSince)),
            ),
          ),
        )
        .orderBy(payment.createdAt)
        .limit(limit),

    /** Gives up on open payments started before `before`; a payment found paid meanwhile is not touched. */
    async abandonStartedBefore(before: Date, now: Date): Promise<number> {
      const rows = await db
        .update(payment)
        .set({ state: 'abandoned', updatedAt: now })
        .where(and(inArray(payment.state, ['pending', 'failed']), lt(payment.createdAt, before)))
        .returning({ id: payment.id });
      return rows.length;
    },

    async requestRefund(id: string, now: Date): Promise<void> {
      await db
        .update(payment)
        .set({ refundRequestedAt: now, updatedAt: now })
        .where(and(eq(payment.id, id), eq(payment.state, 'success'), isNull(payment.refundRequestedAt)));
    },

    refundsDue: (requestedBefore: Date, limit: number): Promise<PaymentRow[]> =>
      db
        .select()
        .from(payment)
        .where(
          and(
            isNotNull(payment.refundRequestedAt),
            isNull(payment.refundedAt),
            lt(payment.refundRequestedAt, requestedBefore),
          ),
        )
        .orderBy(payment.refundRequestedAt)
        .limit(limit),

    /** The user's newest payment of a kind (of one plan, when given). */
    async latestOf(userId: string, kind: PaymentRow['kind'], planId?: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payment)
        .where(
          and(ownedBy(payment.userId, userId), eq(payment.kind, kind), planId ? eq(payment.planId, planId) : undefined),
        )
        .orderBy(desc(payment.createdAt), desc(payment.id))
        .limit(1);
      return row;
    },

    async list(filter: { state?: PaymentState; kind?: PaymentRow['kind']; page: number; pageSize: number }) {
      const where: SQL | undefined = and(
        filter.state ? eq(payment.state, filter.state) : undefined,
        filter.kind ? eq(payment.kind, filter.kind) : undefined,
      );
      const { limit, offset } = pageWindow(filter.page, filter.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payment)
          .where(where)
          .orderBy(desc(payment.createdAt), desc(payment.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payment).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export const createPaymentsRepository = (db: Db) => withTransactions(db, queries);

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
