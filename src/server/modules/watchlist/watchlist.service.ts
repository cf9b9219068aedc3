import type { PageQuery } from '../../../contract/common.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { ageOf } from '../../../contract/sources.js';
import {
  type Notification,
  type NotificationPage,
  type UnreadCount,
  WATCHLIST_LIMIT,
  WATCHLIST_TEXT,
  type WatchlistAdd,
  type WatchlistEntry,
  type WatchlistUpdate,
} from '../../../contract/watchlist.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import { koboToNaira, nairaToKobo } from '../../lib/money.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { type Caller, checkOwner } from '../../plugins/auth.js';
import type { CatalogueService, PriceChange } from '../catalogue/index.js';
import type { MailService } from '../mail/index.js';
import { alertText, watchlistEmails } from './watchlist.emails.js';
import {
  type FiredAlert,
  type NotificationRow,
  type WatchlistItemRow,
  type WatchlistQueries,
  type WatchlistRepository,
} from './watchlist.repository.js';

/**
 * Another module's news for a shopper, worded in the shopper's language when it is written
 * (`say`: its title and body in a language, the bell shows them as written).
 */
export interface NoteToWrite {
  userId: string;
  productId: string | null;
  say: (locale: Locale) => { title: string; body: string };
}

export const WATCHLIST_MESSAGES = {
  noItem: /*i18n*/ { id: 'There is no watchlist item with this id.' },
  noProduct: /*i18n*/ { id: 'There is no product with this id.' },
  duplicate: /*i18n*/ { id: 'This product is already on your watchlist.' },
  full: /*i18n*/ {
    id: 'Your watchlist is full ({limit} products): remove one first.',
    values: { limit: WATCHLIST_LIMIT },
  },
  noNotification: /*i18n*/ { id: 'There is no notification with this id.' },
} as const;

export interface WatchlistDeps {
  repo: WatchlistRepository;
  catalogue: CatalogueService;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
  /** How far above the threshold a price must rise before it may alert again (percent). */
  alertMarginPercent: number;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  productId: row.productId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export function createWatchlistService({ repo, catalogue, mail, clock, publicUrl, alertMarginPercent }: WatchlistDeps) {
  /** Items as the spec's entries, with the product as the catalogue shows it and today's price. */
  async function entriesOf(rows: WatchlistItemRow[], locale?: Locale): Promise<WatchlistEntry[]> {
    const products = await catalogue.priced(
      rows.map((r) => r.productId),
      locale,
    );
    return rows.flatMap((r) => {
      const priced = products.get(r.productId);
      if (!priced) return [];
      return [
        {
          watchlistItem: {
            id: r.id,
            userId: r.userId,
            productId: r.productId,
            thresholdPrice: koboToNaira(r.thresholdKobo),
            previousPrice: koboToNaira(r.previousPriceKobo),
            product: priced.product,
          },
          marketName: priced.product.marketName,
          currentPrice: koboToNaira(priced.priceKobo),
          thresholdMet: priced.priceKobo <= r.thresholdKobo,
        },
      ];
    });
  }

  /** Notifications and e-mails (into the outbox) of fired alerts, in the transaction that fired them; dispatch after it commits. */
  async function writeAlerts(
    q: WatchlistQueries,
    tx: Db,
    fired: FiredAlert[],
    now: Date,
  ): Promise<() => Promise<void>> {
    await q.insertNotifications(
      fired.map((a) => ({
        id: uuidv7(now.getTime()),
        userId: a.userId,
        kind: 'price_alert' as const,
        // Written once, in the watcher's language (the bell shows it as it was written).
        ...alertText(a.language, a),
        productId: a.productId,
        createdAt: now,
      })),
    );
    const mailIds: string[] = [];
    for (const a of fired)
      mailIds.push(
        await mail.write(
          tx,
          a.email,
          watchlistEmails.priceAlert(a.language, a, `${publicUrl}/products/${a.productId}`),
        ),
      );
    return () => mail.dispatch(mailIds);
  }

  /**
   * A threshold just set (a new watch, or a new threshold) that today's price already meets alerts
   * once at once, as a crossing would; then the usual rule (re-armed past the margin) follows.
   */
  async function setAndAlertIfMet(set: (q: WatchlistQueries) => Promise<string | undefined>) {
    const now = clock.now();
    const { id, dispatch } = await repo.transaction(async (q, tx) => {
      const id = await set(q);
      if (!id) return { id };
      return { id, dispatch: await writeAlerts(q, tx, await q.fireIfMet(id, now), now) };
    });
    await dispatch?.();
    return id;
  }

  async function entry(userId: string, id: string): Promise<WatchlistEntry> {
    const row = await repo.find(userId, id);
    const [found] = row ? await entriesOf([row]) : [];
    if (!found) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.noItem);
    return found;
  }

  return {
    /**
     * Notifications of another module's news for a shopper (a price report confirmed or rejected),
     * written in that module's transaction, so they commit or roll back with what they tell of.
     */
    async notifyWithin(tx: Db, notes: readonly NoteToWrite[]): Promise<void> {
      const now = clock.now();
      const q = repo.within(tx);
      const languages = await q.languagesOf(notes.map((n) => n.userId));
      await q.insertNotifications(
        notes.map(({ userId, productId, say }) => ({
          id: uuidv7(now.getTime()),
          kind: 'price_report' as const,
          createdAt: now,
          userId,
          productId,
          ...say(languages.get(userId) ?? SOURCE_LOCALE),
        })),
      );
    },

    /**
     * Watches a product for the caller (never the body's userId) at its price now. One entry per
     * shopper and product: the unique key answers a second add, even two at once, with 409.
     */
    async add(caller: Caller, input: WatchlistAdd): Promise<WatchlistEntry> {
      if ((await repo.countOf(caller.id)) >= WATCHLIST_LIMIT) throw new AppError('CONFLICT', WATCHLIST_MESSAGES.full);
      const id = await setAndAlertIfMet((q) =>
        q.add(caller.id, input.productId, nairaToKobo(input.thresholdPrice), clock.now()),
      );
      if (!id) {
        const product = (await catalogue.priced([input.productId])).get(input.productId);
        if (!product || product.archived) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.noProduct);
        throw new AppError('CONFLICT', WATCHLIST_MESSAGES.duplicate);
      }
      return entry(caller.id, id);
    },

    /** The caller's watchlist; the path's userId must be theirs (another's → 404, as if it did not exist). */
    /** The caller's watchlist, its items named in `locale` too when they have a name there. */
    async list(caller: Caller, userId: string, locale?: Locale): Promise<WatchlistEntry[]> {
      checkOwner(
        caller.id,
        userId,
        () => new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no watchlist for this user.' }),
      );
      return entriesOf(await repo.list(caller.id), locale);
    },

    /** A new threshold for one of the caller's items (met already: one alert at once). */
    async update(caller: Caller, id: string, input: WatchlistUpdate): Promise<WatchlistEntry> {
      const done = await setAndAlertIfMet(async (q) =>
        (await q.setThreshold(caller.id, id, nairaToKobo(input.thresholdPrice), clock.now())) ? id : undefined,
      );
      if (!done) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.noItem);
      return entry(caller.id, id);
    },

    async remove(caller: Caller, id: string): Promise<{ message: Words }> {
      if (!(await repo.remove(caller.id, id))) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.noItem);
      return { message: { id: WATCHLIST_TEXT.removed } };
    },

    /**
     * The catalogue calls this inside the transaction that changed prices (an admin edit, an import):
     * watchers whose threshold is reached get one notification and one e-mail, written in that same
     * transaction (the outbox); watchers whose price went back above threshold + margin are re-armed.
     * Once it commits, the e-mails are handed to the mail job.
     */
    async pricesChanged(tx: Db, changes: PriceChange[]): Promise<() => Promise<void>> {
      if (!changes.length) return async () => {};
      const q = repo.within(tx);
      const now = clock.now();
      // Only a recent price alerts (decision record 011): an old month imported late is no news.
      const fired = await q.fire(
        changes.filter((c) => ageOf(c.observedAt, now) === 'recent'),
        now,
      );
      await q.rearm(changes, alertMarginPercent, now);
      return writeAlerts(q, tx, fired, now);
    },

    /** The caller's notifications, newest first. */
    async notifications(caller: Caller, { page, pageSize }: PageQuery): Promise<NotificationPage> {
      const { rows, total } = await repo.notifications(caller.id, pageWindow(page, pageSize));
      return toPage(rows.map(toNotification), { page, pageSize, total });
    },

    unreadCount: async (caller: Caller): Promise<UnreadCount> => ({ unread: await repo.unreadCount(caller.id) }),

    /** Marks one of the caller's notifications read (another's → 404) and answers the new count. */
    async markRead(caller: Caller, id: string): Promise<UnreadCount> {
      if (!(await repo.markRead(caller.id, id, clock.now())))
        throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.noNotification);
      return { unread: await repo.unreadCount(caller.id) };
    },

    async markAllRead(caller: Caller): Promise<UnreadCount> {
      await repo.markAllRead(caller.id, clock.now());
      return { unread: await repo.unreadCount(caller.id) };
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
