import { z } from 'zod';
import { ProductSchema } from './catalogue.js';
import { atLeastOneKobo, IdSchema, pageOf, wholeKobo } from './common.js';
export { WATCHLIST_TEXT } from './watchlist.constants.js';

/** A threshold price in naira: above zero, at most 2 decimals (stored as integer kobo). */
export const ThresholdSchema = z
  .number({ message: /*i18n*/ 'Enter a threshold price (a number).' })
  .positive({ message: /*i18n*/ 'The threshold price must be more than 0.' })
  .max(1_000_000_000, { message: /*i18n*/ 'The threshold price must be at most 1,000,000,000.' })
  .refine(wholeKobo, {
    message: /*i18n*/ 'The threshold price may have at most 2 decimals.',
    abort: true,
  })
  .refine(atLeastOneKobo, { message: /*i18n*/ 'The threshold price must be more than 0.' });

/**
 * The spec's add call: `{ id, userId, productId, thresholdPrice, previousPrice, marketName }`. Only
 * `productId` and `thresholdPrice` are read: the user is the token's, the previous price and the
 * market are the server's.
 */
export const WatchlistAddSchema = z.object({
  id: z.string().optional(),
  userId: z.string().optional(),
  productId: IdSchema,
  thresholdPrice: ThresholdSchema,
  previousPrice: z.unknown().optional(),
  marketName: z.unknown().optional(),
});
export type WatchlistAdd = z.infer<typeof WatchlistAddSchema>;

/** The update call: the new threshold (the spec sends the whole item; only this is read). */
export const WatchlistUpdateSchema = z.object({ thresholdPrice: ThresholdSchema });
export type WatchlistUpdate = z.infer<typeof WatchlistUpdateSchema>;

/** The spec's watchlist item: `previousPrice` is the price when it was added. */
const WatchlistItemSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  productId: IdSchema,
  thresholdPrice: z.number(),
  previousPrice: z.number(),
  product: ProductSchema,
});

/** One entry of the list: the spec's `{ watchlistItem, marketName }`, plus today's price and whether it is at or below the threshold. */
export const WatchlistEntrySchema = z.object({
  watchlistItem: WatchlistItemSchema,
  marketName: z.string(),
  currentPrice: z.number(),
  thresholdMet: z.boolean(),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>;
export const WatchlistSchema = z.array(WatchlistEntrySchema);

/** How many products one shopper may watch. */
export const WATCHLIST_LIMIT = 200;

/** An in-app notification (today: a watched price reached its threshold). */
const NotificationSchema = z.object({
  id: IdSchema,
  /** A watched price reached its threshold, or a moderator decided on one of the shopper's price reports. */
  kind: z.enum(['price_alert', 'price_report']),
  title: z.string(),
  body: z.string(),
  productId: IdSchema.nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = pageOf(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** What the bell shows. */
export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
