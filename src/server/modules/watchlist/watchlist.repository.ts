import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/languages.js';
import { ageOf } from '../../../contract/sources.js';
import { unnestRows } from '../../db/arrays.js';
import { type Db, queryRows } from '../../db/client.js';
import { ownedBy } from '../../db/ownership.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import { addresseesOf } from '../accounts/index.js';
import { currentPrices, lockedPriceOnSale, productLabels } from '../catalogue/index.js';
import { marketNames } from '../markets/index.js';
import { notification, watchlistItem } from './watchlist.tables.js';

export type WatchlistItemRow = typeof watchlistItem.$inferSelect;
export type NotificationRow = typeof notification.$inferSelect;

/** A watcher whose threshold a price change has just reached. */
export interface FiredAlert {
  userId: string;
  email: string;
  firstName: string;
  /** The watcher's language: their notification and e-mail are written in it. */
  language: Locale;
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

/** What a disarming `update … returning` answers of each watcher it picked. */
type Disarmed = { user_id: string; product_id: string; threshold_kobo: string | number; price_kobo: string | number };

/**
 * The alerts of the watchers an `update … returning user_id, product_id, threshold_kobo, price_kobo`
 * disarmed, with whom to write to and what to name: read from their owners (accounts, catalogue,
 * markets) in three queries whatever the number of alerts, and none when nothing fired.
 */
async function alertsOf(db: Db, disarm: SQL): Promise<FiredAlert[]> {
  const fired = await queryRows<Disarmed>(db, disarm);
  if (fired.length === 0) return [];
  const [addressees, labels] = await Promise.all([
    addresseesOf(
      db,
      fired.map((f) => f.user_id),
    ),
    productLabels(
      db,
      fired.map((f) => f.product_id),
    ),
  ]);
  const markets = await marketNames(
    db,
    [...labels.values()].map((l) => l.marketId),
  );
  return fired.map((f) => {
    const to = addressees.get(f.user_id)!;
    const label = labels.get(f.product_id)!;
    return {
      userId: f.user_id,
      email: to.email,
      firstName: to.firstName,
      language: to.language,
      productId: f.product_id,
      productName: label.name,
      unit: label.unit,
      marketName: markets.get(label.marketId)!,
      thresholdKobo: Number(f.threshold_kobo),
      priceKobo: Number(f.price_kobo),
    };
  });
}

/** Queries only; every one of a shopper's rows is matched with their user id, so another's is not found. */
function queries(db: Db) {
  return {
    /**
     * Watches a product at its current price. The product's price is read `for share` (the
     * catalogue's lockedPriceOnSale): a price change running now either commits first (and this
     * reads its price) or waits for this transaction (and then sees the watch), so no change slips
     * between the two. Undefined when the product is unknown (or archived) or already watched. It
     * starts armed: a threshold met already alerts at once (see fireIfMet), as a crossing would.
     */
    async add(userId: string, productId: string, thresholdKobo: number, now: Date): Promise<string | undefined> {
      const priceKobo = await lockedPriceOnSale(db, productId);
      if (priceKobo === undefined) return undefined;
      const [row] = await db
        .insert(watchlistItem)
        .values({
          id: uuidv7(now.getTime()),
          userId,
          productId,
          thresholdKobo,
          previousPriceKobo: priceKobo,
          armed: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [watchlistItem.userId, watchlistItem.productId] })
        .returning({ id: watchlistItem.id });
      return row?.id;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(watchlistItem).where(ownedBy(watchlistItem.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The shopper's watched products, newest first. */
    list: (userId: string): Promise<WatchlistItemRow[]> =>
      db
        .select()
        .from(watchlistItem)
        .where(ownedBy(watchlistItem.userId, userId))
        .orderBy(desc(watchlistItem.createdAt), desc(watchlistItem.id)),

    async find(userId: string, id: string): Promise<WatchlistItemRow | undefined> {
      const [row] = await db
        .select()
        .from(watchlistItem)
        .where(and(eq(watchlistItem.id, id), ownedBy(watchlistItem.userId, userId)));
      return row;
    },

    /** A new threshold arms the alert again: one that today's price meets already alerts at once (see fireIfMet). */
    async setThreshold(userId: string, id: string, thresholdKobo: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(watchlistItem)
        .set({ thresholdKobo, armed: true, updatedAt: now })
        .where(and(eq(watchlistItem.id, id), ownedBy(watchlistItem.userId, userId)))
        .returning({ id: watchlistItem.id });
      return rows.length > 0;
    },

    /**
     * The alert of one armed item whose threshold the product's price today already meets, disarming
     * it; only a recent price alerts (decision record 011: an old price is no news).
     */
    async fireIfMet(itemId: string, now: Date): Promise<FiredAlert[]> {
      const [item] = await db
        .select({ productId: watchlistItem.productId })
        .from(watchlistItem)
        .where(eq(watchlistItem.id, itemId));
      const price = item && (await currentPrices(db, [item.productId])).get(item.productId);
      if (price === undefined || ageOf(price.observedAt, now) !== 'recent') return [];
      const priceKobo = price.priceKobo;
      return alertsOf(
        db,
        sql`update ${watchlistItem} w set armed = false, updated_at = ${now.toISOString()}::timestamptz
            where w.id = ${itemId} and w.armed and ${priceKobo} <= w.threshold_kobo
            returning w.user_id, w.product_id, w.threshold_kobo, ${priceKobo}::bigint as price_kobo`,
      );
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(watchlistItem)
        .where(and(eq(watchlistItem.id, id), ownedBy(watchlistItem.userId, userId)))
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

    /** Each user's language (their notifications are written in it), by id. */
    async languagesOf(userIds: readonly string[]): Promise<Map<string, Locale>> {
      const addressees = await addresseesOf(db, userIds);
      return new Map([...addressees].map(([id, a]) => [id, a.language]));
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
          .where(ownedBy(notification.userId, userId))
          .orderBy(desc(notification.createdAt), desc(notification.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(notification).where(ownedBy(notification.userId, userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notification)
        .where(and(ownedBy(notification.userId, userId), isNull(notification.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(notification)
        .set({ readAt: sql`coalesce(${notification.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notification.id, id), ownedBy(notification.userId, userId)))
        .returning({ id: notification.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notification)
        .set({ readAt: now })
        .where(and(ownedBy(notification.userId, userId), isNull(notification.readAt)));
    },
  };
}

export const createWatchlistRepository = (db: Db) => withTransactions(db, queries);

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
export type WatchlistQueries = ReturnType<typeof queries>;
