import { and, desc, eq, isNull, lte, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { contactMessage, mailOutbox } from './mail.tables.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queries only; an e-mail is written inside another module's transaction through `within(tx)`. */
function queries(db: Db) {
  return {
    async insert(row: typeof mailOutbox.$inferInsert): Promise<void> {
      await db.insert(mailOutbox).values(row);
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    /**
     * Takes a pending e-mail for one delivery until `until`: the row, or nothing when it is not
     * pending or another delivery holds it (one statement, so of two deliveries at once one wins).
     */
    async claim(id: string, now: Date, until: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ claimedUntil: until })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'pending'),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: at,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          claimedUntil: null,
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Counts a failed attempt; after `giveUpAfter` attempts the message is marked failed. */
    async markAttemptFailed(id: string, error: string, giveUpAfter: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          status: sql`case when ${mailOutbox.attempts} + 1 >= ${giveUpAfter} then 'failed' else 'pending' end`,
          claimedUntil: null,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** Empties the bodies of e-mails sent before `before` (the row stays, as a record of the send). */
    async dropBodiesSentBefore(before: Date): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ textBody: '', htmlBody: '' })
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before), ne(mailOutbox.textBody, '')))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async listPendingIds(): Promise<string[]> {
      const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      return rows.map((r) => r.id);
    },

    async listRecent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },

    async insertContact(row: typeof contactMessage.$inferInsert): Promise<void> {
      await db.insert(contactMessage).values(row);
    },
  };
}

export type MailQueries = ReturnType<typeof queries>;

export const createMailRepository = (db: Db) => withTransactions(db, queries);

export type MailRepository = ReturnType<typeof createMailRepository>;
