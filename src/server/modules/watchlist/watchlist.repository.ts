import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { appUser } from '../accounts/index.js';
import { commodity, product } from '../catalogue/index.js';
import { market } from '../markets/index.js';
import { notification, watchlistItem } from './watchlist.tables.js';

export type WatchlistItemRow = typeof watchlistItem.$inferSelect;
export type NotificationRow = typeof notification.$inferSelect;

/** A watcher whose threshold a price change has just reached. */
export interface FiredAlert {
  userId: string;
  email: string;
  firstName: string;
  productId: string;
  productName: string;
  unit: string | null;
  marketName: string;
  thresholdKobo: number;
  priceKobo: number;
}

const changesOf = (changes: ReadonlyArray<{ productId: string; priceKobo: number }>) =>
  unnestRows('c', changes, {
    product_id: ['uuid', (c) => c.productId],
    price_kobo: ['bigint', (c) => c.priceKobo],
  });

type FiredRow = {
  user_id: string;
  email: string;
  first_name: string;
  product_id: string;
  product_name: string;
  unit: string | null;
  market_name: string;
  threshold_kobo: string | number;
  price_kobo: string | number;
};

/** The alerts of the watchers an `update … returning user_id, product_id, threshold_kobo, price_kobo` disarmed. */
async function alertsOf(db: Db, fired: SQL): Promise<FiredAlert[]> {
  const rows = await queryRows<FiredRow>(
    db,
    sql`with fired as (${fired})
        select f.user_id, u.email, u.first_name, f.product_id, cm.name as product_name, cm.unit,
               m.name as market_name, f.threshold_kobo, f.price_kobo
        from fired f
        join ${appUser} u on u.id = f.user_id
        join ${product} p on p.id = f.product_id
        join ${commodity} cm on cm.id = p.commodity_id
        join ${market} m on m.id = p.market_id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    firstName: r.first_name,
    productId: r.product_id,
    productName: r.product_name,
    unit: r.unit,
    marketName: r.market_name,
    thresholdKobo: Number(r.threshold_kobo),
    priceKobo: Number(r.price_kobo),
  }));
}

/** Queries only; every one of a shopper's rows is matched with their user id, so another's is not found. */
function queries(db: Db) {
  return {
    /**
     * Watches a product at its current price. The product row is read `for share`: a price change
     * running now either commits first (and this reads its price) or waits for this row (and then
     * sees it), so no change slips between the two. Undefined when the product is unknown (or
     * archived) or already watched. It starts armed: a threshold met already alerts at once (see
     * fireIfMet), as a crossing would.
     */
    async add(userId: string, productId: string, thresholdKobo: number, now: Date): Promise<string | undefined> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into ${watchlistItem} (id, user_id, product_id, threshold_kobo, previous_price_kobo, armed, created_at, updated_at)
            select ${uuidv7(now.getTime())}, ${userId}, p.id, ${thresholdKobo}, p.price_kobo,
                   true, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
            from ${product} p where p.id = ${productId} and p.archived_at is null
            for share of p
            on conflict (user_id, product_id) do nothing
            returning id`,
      );
      return row?.id;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(watchlistItem).where(eq(watchlistItem.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The shopper's watched products, newest first. */
    list: (userId: string): Promise<WatchlistItemRow[]> =>
      db
        .select()
        .from(watchlistItem)
        .where(eq(watchlistItem.userId, userId))
        .orderBy(desc(watchlistItem.createdAt), desc(watchlistItem.id)),

    async find(userId: string, id: string): Promise<WatchlistItemRow | undefined> {
      const [row] = await db
        .select()
        .from(watchlistItem)
        .where(and(eq(watchlistItem.id, id), eq(watchlistItem.userId, userId)));
      return row;
    },

    /** A new threshold arms the alert again: one that today's price meets already alerts at once (see fireIfMet). */
    async setThreshold(userId: string, id: string, thresholdKobo: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(watchlistItem)
        .set({ thresholdKobo, armed: true, updatedAt: now })
        .where(and(eq(watchlistItem.id, id), eq(watchlistItem.userId, userId)))
        .returning({ id: watchlistItem.id });
      return rows.length > 0;
    },

    /** The alert of one armed item whose threshold the product's price today already meets, disarming it. */
    fireIfMet: (itemId: string, now: Date): Promise<FiredAlert[]> =>
      alertsOf(
        db,
        sql`update ${watchlistItem} w set armed = false, updated_at = ${now.toISOString()}::timestamptz
            from ${product} p
            where w.id = ${itemId} and p.id = w.product_id and w.armed and p.price_kobo <= w.threshold_kobo
            returning w.user_id, w.product_id, w.threshold_kobo, p.price_kobo`,
      ),

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(watchlistItem)
        .where(and(eq(watchlistItem.id, id), eq(watchlistItem.userId, userId)))
        .returning({ id: watchlistItem.id });
      return rows.length > 0;
    },

    /**
     * The alerts a price change fires, decided once: an armed watcher whose threshold the new price
     * has reached is disarmed by the same statement that picks it, so two changes (or two
     * processes) can never alert the same crossing twice.
     */
    fire: (changes: ReadonlyArray<{ productId: string; priceKobo: number }>, now: Date): Promise<FiredAlert[]> =>
      alertsOf(
        db,
        sql`update ${watchlistItem} w set armed = false, updated_at = ${now.toISOString()}::timestamptz
            from ${changesOf(changes)}
            where w.product_id = c.product_id and w.armed and c.price_kobo <= w.threshold_kobo
            returning w.user_id, w.product_id, w.threshold_kobo, c.price_kobo`,
      ),

    /** Watchers whose price has gone back above their threshold by more than the margin may alert again. */
    async rearm(
      changes: ReadonlyArray<{ productId: string; priceKobo: number }>,
      marginPercent: number,
      now: Date,
    ): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ${watchlistItem} w set armed = true, updated_at = ${now.toISOString()}::timestamptz
            from ${changesOf(changes)}
            where w.product_id = c.product_id and not w.armed
              and c.price_kobo::numeric > w.threshold_kobo * (1 + ${marginPercent}::numeric / 100)
            returning w.id`,
      );
      return rows.length;
    },

    async insertNotifications(rows: Array<Omit<NotificationRow, 'readAt'>>): Promise<void> {
      if (rows.length) await db.insert(notification).values(rows);
    },

    async notifications(
      userId: string,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notification)
          .where(eq(notification.userId, userId))
          .orderBy(desc(notification.createdAt), desc(notification.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(notification).where(eq(notification.userId, userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notification)
        .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update ${notification} set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
            where id = ${id} and user_id = ${userId} returning id`,
      );
      return rows.length > 0;
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notification)
        .set({ readAt: now })
        .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
    },
  };
}

export const createWatchlistRepository = (db: Db) => withTransactions(db, queries);

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
export type WatchlistQueries = ReturnType<typeof queries>;
